import {
  forwardRef,
  type InputHTMLAttributes,
  type Ref,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
  useId,
} from 'react';

/**
 * Controls the shared field primitives (components/ui/field.tsx) lack, styled the same way:
 * a multi-line text, a group of checkboxes or radios, and the three time selects.
 */

interface TextAreaFieldProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  label: string;
  error?: string | undefined;
}

export const TextAreaField = forwardRef<HTMLTextAreaElement, TextAreaFieldProps>(function TextAreaField(
  { label, error, id, ...props },
  ref,
) {
  const generated = useId();
  const inputId = id ?? generated;
  return (
    <div className={`field${error ? ' field--invalid' : ''}`}>
      <label htmlFor={inputId} className="field__label">
        {label}
      </label>
      <textarea
        ref={ref}
        id={inputId}
        rows={5}
        className="field__input field__textarea"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${inputId}-error` : undefined}
        {...props}
      />
      {error ? (
        <p className="field__error" id={`${inputId}-error`} role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
});

interface ChoiceGroupProps {
  legend: string;
  type: 'checkbox' | 'radio';
  options: readonly { value: string; label: string }[];
  /** What react-hook-form's register() gives, spread on every input of the group. */
  inputProps: InputHTMLAttributes<HTMLInputElement> & { ref?: Ref<HTMLInputElement> };
  error?: string | undefined;
}

export function ChoiceGroup({ legend, type, options, inputProps, error }: ChoiceGroupProps) {
  const errorId = useId();
  return (
    <fieldset
      className={`choices${error ? ' field--invalid' : ''}`}
      aria-describedby={error ? errorId : undefined}
    >
      <legend className="field__label">{legend}</legend>
      <div className="choices__options">
        {options.map((option) => (
          <label key={option.value} className="choice">
            <input type={type} value={option.value} {...inputProps} />
            <span>{option.label}</span>
          </label>
        ))}
      </div>
      {error ? (
        <p className="field__error" id={errorId} role="alert">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

type SelectProps = SelectHTMLAttributes<HTMLSelectElement> & { ref?: Ref<HTMLSelectElement> };

interface TimeFieldsetProps {
  legend: string;
  hours: readonly string[];
  minutes: readonly string[];
  periods: readonly string[];
  hour: SelectProps;
  minute: SelectProps;
  period: SelectProps;
  error?: string | undefined;
}

/** Hour, minute and AM/PM as three selects under one legend (docs/product.md#public-forms, time choices). */
export function TimeFieldset({
  legend,
  hours,
  minutes,
  periods,
  hour,
  minute,
  period,
  error,
}: TimeFieldsetProps) {
  const id = useId();
  const parts = [
    { key: 'hour', label: 'Hour', values: hours, props: hour },
    { key: 'minute', label: 'Minute', values: minutes, props: minute },
    { key: 'period', label: 'AM or PM', values: periods, props: period },
  ];
  return (
    <fieldset className={`time-fieldset${error ? ' field--invalid' : ''}`}>
      <legend className="field__label">{legend}</legend>
      <div className="time-fieldset__parts">
        {parts.map((part) => (
          <div key={part.key} className="time-fieldset__part">
            <label htmlFor={`${id}-${part.key}`} className="visually-hidden">
              {`${legend}: ${part.label}`}
            </label>
            <select id={`${id}-${part.key}`} className="field__input" {...part.props}>
              {part.values.map((value) => (
                <option key={value} value={value}>
                  {value}
                </option>
              ))}
            </select>
          </div>
        ))}
      </div>
      {error ? (
        <p className="field__error" role="alert">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
