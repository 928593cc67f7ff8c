import { type FormEventHandler, type ReactNode, useId } from 'react';
import { errorMessage } from '../../lib/api-client.ts';
import { Button } from '../ui/button.tsx';
import { FormError } from '../ui/field.tsx';

interface ConsoleFormCardProps {
  title: string;
  /** 2 for a screen's own form, 3 for one inside a section. */
  level?: 2 | 3;
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** The call the form makes: its failure is shown and its button waits on it. */
  mutation: { isError: boolean; error: unknown; isPending: boolean };
  submitLabel: string;
  /** A line under the title. */
  intro?: ReactNode;
  /** What the last submission did, announced. */
  done?: ReactNode;
  /** A failure of the form itself, shown before the call's. */
  error?: string | null | undefined;
  /** The fields, laid out in the console's grid. */
  children: ReactNode;
  /** What goes under the grid (a fieldset of its own). */
  after?: ReactNode;
}

/** The console's form in a card: title, success line, fields in a grid, the error, one button. */
export function ConsoleFormCard({
  title,
  level = 2,
  onSubmit,
  mutation,
  submitLabel,
  intro,
  done,
  error,
  children,
  after,
}: ConsoleFormCardProps) {
  const headingId = useId();
  const Heading = level === 3 ? 'h3' : 'h2';
  return (
    <form className="card stack" onSubmit={onSubmit} noValidate aria-labelledby={headingId}>
      <Heading id={headingId}>{title}</Heading>
      {intro}
      {done ? (
        <p className="notice-success" role="status">
          {done}
        </p>
      ) : null}
      <div className="console-form">{children}</div>
      {after}
      <FormError message={error ?? (mutation.isError ? errorMessage(mutation.error) : null)} />
      <div>
        <Button type="submit" isProcessing={mutation.isPending}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
