import { useId, useState, type InputHTMLAttributes } from 'react';
import { useLingui } from '@lingui/react';
import { firstError, type Validator } from '#shared/validators.ts';
import { messageFor } from '../../lib/error-messages.ts';

/**
 * A labelled input that runs its validators on every change and shows the first failure (docs/product.md S5);
 * the value is stored either way. `showErrors` forces validation (the form's "validation required"
 * flag); `serverError` shows a key the server sent for this field.
 */
export function TextField({
  label,
  value,
  onChange,
  validators = [],
  errorKeys = {},
  showErrors = false,
  serverError,
  hint,
  errorText,
  unit,
  ...rest
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  validators?: readonly Validator[];
  /** Maps a generic key to the form's specific one (errors.min → admin.validation_errors.pub.name.min). */
  errorKeys?: Record<string, string>;
  showErrors?: boolean;
  serverError?: string;
  /** A line under the field saying what it is for (read by screen readers with the field). */
  hint?: string;
  /** Said instead of a validator's message when one fails (a message that names what is wrong in this value). */
  errorText?: string;
  /** A unit written after the field ("lei"), read by screen readers with it. */
  unit?: string;
} & Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange'>) {
  const id = useId();
  const { i18n } = useLingui();
  const [touched, setTouched] = useState(false);
  const generic = firstError(value, validators);
  const key = (touched || showErrors) && generic ? (errorKeys[generic] ?? generic) : serverError;
  const input = (
    <input
      id={id}
      value={value}
      aria-invalid={key ? true : undefined}
      aria-describedby={
        [unit ? `${id}-unit` : '', hint ? `${id}-hint` : '', key ? `${id}-error` : ''].filter(Boolean).join(' ') ||
        undefined
      }
      onChange={(e) => {
        setTouched(true);
        onChange(e.target.value);
      }}
      {...rest}
    />
  );
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {unit ? (
        <span className="field-unit">
          {input}
          <span id={`${id}-unit`} className="field-unit-text">
            {unit}
          </span>
        </span>
      ) : (
        input
      )}
      {hint && (
        <p id={`${id}-hint`} className="field-hint">
          {hint}
        </p>
      )}
      {key && (
        <p id={`${id}-error`} className="field-error">
          {key === generic && errorText ? errorText : i18n._(messageFor(key))}
        </p>
      )}
    </div>
  );
}

/** True when every field passes its validators (the form sends nothing otherwise). */
export function allValid(fields: [string, readonly Validator[]][]): boolean {
  return fields.every(([value, validators]) => firstError(value, validators) === null);
}

/** The keys of a form's text fields. */
type TextKey<F> = { [K in keyof F]-?: F[K] extends string ? K : never }[keyof F];

/**
 * For a form kept as one object changed by `set(key, value)`: `text('town')` is the `value` and `onChange` a
 * TextField of that text field takes, so a field reads and writes the same key.
 */
export function textBinder<F>(form: F, set: <K extends keyof F>(key: K, value: F[K]) => void) {
  return (key: TextKey<F>) => ({
    value: form[key] as string,
    onChange: (value: string) => set(key, value as F[TextKey<F>]),
  });
}
