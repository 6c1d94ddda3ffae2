import type { ReactNode } from 'react';

/** One entry of a `<dl>`: the term's `<dt>`, then its `<dd>`. */
export function Term({ term, children }: { term: ReactNode; children: ReactNode }) {
  return (
    <>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </>
  );
}
