import { useId, type ReactNode } from 'react';

/**
 * A `<section>` named by its `<h2>`: `aria-labelledby` points at the heading, whose id comes from `useId`. With an
 * `action` (a button), the heading and the action share a row, the action at its end.
 */
export function TitledSection({
  className,
  title,
  action,
  children,
}: {
  className: string;
  title: ReactNode;
  action?: ReactNode;
  children: ReactNode;
}) {
  const id = useId();
  const heading = <h2 id={id}>{title}</h2>;
  return (
    <section className={className} aria-labelledby={id}>
      {action ? (
        <div className="row">
          {heading}
          <span className="spacer" />
          {action}
        </div>
      ) : (
        heading
      )}
      {children}
    </section>
  );
}
