import type { ReactNode } from 'react';
import { ColumnHeads, type Column } from '../../components/ui/column-heads.tsx';

/** The platform admin lists' table: a scrolling frame, column headers, and the rows the caller renders. */
export function PlatformAdminTable({ columns, children }: { columns: Column[]; children: ReactNode }) {
  return (
    <div className="table-scroll">
      <table className="admin-table">
        <ColumnHeads columns={columns} />
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
