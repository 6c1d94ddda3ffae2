import { Fragment, type ReactNode } from 'react';

/**
 * Buttons side by side, named as one group for screen readers (`role="group"` with `aria-label`): one per value,
 * each drawn by `children` (its `type`, state and label are the caller's: pressed, current or plain).
 */
export function ButtonGroup<T extends string | number>({
  as: Tag = 'div',
  className,
  label,
  values,
  children,
}: {
  /** `span` where the group stands inside a line of text or inline content. */
  as?: 'div' | 'span';
  className: string;
  label: string;
  values: readonly T[];
  children: (value: T) => ReactNode;
}) {
  return (
    <Tag className={className} role="group" aria-label={label}>
      {values.map((value) => (
        <Fragment key={value}>{children(value)}</Fragment>
      ))}
    </Tag>
  );
}
