import type { ReactNode } from 'react';
import { Field } from './field.tsx';

/** A checkbox shown as an on/off switch, its label after it. */
export function SwitchField({
  label,
  checked,
  onChange,
  disabled,
}: {
  label: ReactNode;
  checked: boolean;
  onChange: (on: boolean) => void;
  disabled?: boolean;
}) {
  return (
    <label className="checkbox">
      <input
        type="checkbox"
        role="switch"
        checked={checked}
        disabled={disabled}
        onChange={(e) => onChange(e.target.checked)}
      />
      {label}
    </label>
  );
}

/** A labelled select of fixed choices; the picked value comes back as the option's text value. */
export function SelectField({
  label,
  value,
  onChange,
  options,
}: {
  label: ReactNode;
  value: string | number;
  onChange: (value: string) => void;
  options: readonly { value: string | number; label: string }[];
}) {
  return (
    <Field label={label}>
      {(id) => (
        <select id={id} value={value} onChange={(e) => onChange(e.target.value)}>
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
