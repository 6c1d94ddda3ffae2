import type { ReactNode } from 'react';

/** A button that sends one call (a mutation that takes nothing) and is disabled while that call is on its way. */
export function MutationButton({
  className,
  mutation,
  children,
}: {
  className: string;
  mutation: { mutate: () => void; isPending: boolean };
  children: ReactNode;
}) {
  return (
    <button type="button" className={className} disabled={mutation.isPending} onClick={() => mutation.mutate()}>
      {children}
    </button>
  );
}
