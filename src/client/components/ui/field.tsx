import { useId, type InputHTMLAttributes, type ReactNode, type TextareaHTMLAttributes } from 'react';

/**
 * A `.field`: its label, then the control the label names. `children` is given the id the control carries, so
 * an input, select or textarea of any kind is labelled the way TextField and SelectField label theirs.
 */
export function Field({ label, children }: { label: ReactNode; children: (id: string) => ReactNode }) {
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {children(id)}
    </div>
  );
}

/** A `Field` whose control is one `<input>`: the other props are the input's, in the order given. */
export function InputField({ label, ...input }: { label: ReactNode } & InputHTMLAttributes<HTMLInputElement>) {
  return <Field label={label}>{(id) => <input id={id} {...input} />}</Field>;
}

/** A `Field` whose control is one `<textarea>`: the other props are the textarea's, in the order given. */
export function TextAreaField({ label, ...area }: { label: ReactNode } & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  return <Field label={label}>{(id) => <textarea id={id} {...area} />}</Field>;
}
