import { TextField } from '../ui/field.tsx';

type ConsoleSearchProps = {
  label: string;
  /** Called with the text at every keystroke: the list is searched on the server as one types. */
  onSearch: (text: string) => void;
} & ({ value: string } | { defaultValue: string });

/** The search box above a console list. */
export function ConsoleSearch({ label, onSearch, ...text }: ConsoleSearchProps) {
  return (
    <div className="console-filter">
      <TextField label={label} type="search" {...text} onChange={(event) => onSearch(event.target.value)} />
    </div>
  );
}
