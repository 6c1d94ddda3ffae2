import { useId, type ReactNode } from 'react';

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
