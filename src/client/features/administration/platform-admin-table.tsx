import type { ReactNode } from 'react';

export interface Column {
  label: ReactNode;
  numeric?: boolean;
}

/** The platform admin lists' table: a scrolling frame, column headers, and the rows the caller renders. */
export function PlatformAdminTable({ columns, children }: { columns: Column[]; children: ReactNode }) {
  return (
    <div className="table-scroll">
      <table className="admin-table">
        <thead>
          <tr>
            {columns.map((c, i) => (
              <th key={i} scope="col" className={c.numeric ? 'num' : undefined}>
                {c.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
