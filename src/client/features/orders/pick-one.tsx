import type { ReactNode } from 'react';

/** A group of buttons of which one is picked (pressed): the board's layout, the kitchen's pause and busy choices. */
export function PickOne<T extends string | number>({
  className,
  label,
  options,
  value,
  onPick,
}: {
  className: string;
  label: string;
  options: readonly { value: T; label: ReactNode }[];
  value: T;
  onPick: (value: T) => void;
}) {
  return (
    <div className={className} role="group" aria-label={label}>
      {options.map((o) => (
        <button
          key={o.value}
          type="button"
          className={`button ${value === o.value ? '' : 'button-secondary'}`}
          aria-pressed={value === o.value}
          onClick={() => onPick(o.value)}
        >
          {o.label}
        </button>
      ))}
    </div>
  );
}
