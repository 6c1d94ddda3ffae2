import { useId, type ReactNode } from 'react';

/** A `<section>` named by its `<h2>`: `aria-labelledby` points at the heading, whose id comes from `useId`. */
export function TitledSection({
  className,
  title,
  children,
}: {
  className: string;
  title: ReactNode;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <section className={className} aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  );
}
