import { MESSAGES, type StopChoice } from '@shuttle/contracts';
import { useCombobox } from 'downshift';
import { useId, useState } from 'react';
import { filterStopOptions, type StopOption } from '../stop-options.ts';

interface StopComboboxProps {
  label: string;
  options: StopOption[];
  value: StopChoice | null;
  onChange: (stop: StopChoice | null) => void;
  isInvalid?: boolean;
  placeholder?: string;
  /** The input's name, by which the home page's handover finds the field (home-search-on-demand.tsx). */
  name?: string;
  /** Text typed before the combobox's code arrived (home-search-on-demand.tsx): kept and filtered by. */
  initialText?: string | undefined;
  /** Opens the list at once: the rider had tapped or was typing in this field when its code arrived. */
  initiallyOpen?: boolean;
}

/**
 * The stop dropdown (docs/product.md#route-search): opens on click, closes on Escape, on choosing and on a
 * click outside, and filters by case-insensitive text. Downshift gives it the combobox
 * semantics and keyboard handling.
 */
export function StopCombobox({
  label,
  options,
  value,
  onChange,
  isInvalid,
  placeholder,
  name,
  initialText,
  initiallyOpen = false,
}: StopComboboxProps) {
  const inputId = useId();
  const [search, setSearch] = useState(initialText ?? '');
  const selectedItem = value
    ? (options.find((option) => option.id === value.id) ?? {
        id: value.id,
        name: value.label,
        label: value.label,
      })
    : null;
  // Reopening a filled field lists every stop, not only the one whose label it shows.
  const query = search === selectedItem?.label ? '' : search;
  const items = filterStopOptions(options, query);

  const { isOpen, getLabelProps, getInputProps, getMenuProps, getItemProps, highlightedIndex } =
    useCombobox<StopOption>({
      inputId,
      items,
      // Without typed text, the input shows the chosen stop.
      ...(initialText ? { initialInputValue: initialText } : {}),
      initialIsOpen: initiallyOpen,
      selectedItem,
      itemToString: (item) => item?.label ?? '',
      itemToKey: (item) => item?.id,
      onInputValueChange: ({ inputValue }) => setSearch(inputValue),
      onSelectedItemChange: ({ selectedItem: chosen }) =>
        onChange(chosen ? { id: chosen.id, label: chosen.label } : null),
    });

  return (
    <div className={`field combobox${isInvalid ? ' field--invalid' : ''}`}>
      <label htmlFor={inputId} className="field__label" {...getLabelProps()}>
        {label}
      </label>
      <input
        className="field__input"
        placeholder={placeholder}
        name={name}
        aria-invalid={isInvalid || undefined}
        {...getInputProps()}
      />
      <ul className="combobox__menu" hidden={!isOpen} {...getMenuProps()}>
        {isOpen
          ? items.map((item, index) => (
              <li
                key={item.id}
                className={`combobox__option${highlightedIndex === index ? ' combobox__option--active' : ''}`}
                {...getItemProps({ item, index })}
              >
                {item.label}
              </li>
            ))
          : null}
      </ul>
      {isOpen && items.length === 0 ? (
        <p className="combobox__empty" role="status">
          {query.trim() ? MESSAGES.noResultsFor(query.trim()) : MESSAGES.noOptions}
        </p>
      ) : null}
    </div>
  );
}
