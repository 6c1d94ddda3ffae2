import type { ReactNode } from 'react';
import { ColumnHeads, type Column } from '../../components/ui/column-heads.tsx';
import { ListState } from './list-state.tsx';

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

/** A platform admin list read by `query`: its loading or failed state, then one table row per item. */
export function PlatformAdminList<T>({
  query,
  columns,
  row,
}: {
  query: { data?: T[]; isPending: boolean; isError: boolean };
  columns: Column[];
  row: (item: T) => ReactNode;
}) {
  if (!query.data) return <ListState query={query} />;
  return <PlatformAdminTable columns={columns}>{query.data.map(row)}</PlatformAdminTable>;
}
