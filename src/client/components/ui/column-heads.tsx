import type { ReactNode } from 'react';

export interface Column {
  label: ReactNode;
  /** A column of numbers: its header is aligned with them (class `num`). */
  numeric?: boolean;
}

/** A table's header row: one column header per column, in order. */
export function ColumnHeads({ columns }: { columns: readonly Column[] }) {
  return (
    <thead>
      <tr>
        {columns.map((c, i) => (
          <th key={i} scope="col" className={c.numeric ? 'num' : undefined}>
            {c.label}
          </th>
        ))}
      </tr>
    </thead>
  );
}
