import { useId, type ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { ColumnHeads, type Column } from '../../components/ui/column-heads.tsx';
import { messageFor } from '../../lib/error-messages.ts';
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

/** A row's small input and the button that acts on it, with the input's error (a message key) under them. */
export function InputAction({
  label,
  inputMode,
  value,
  onChange,
  error,
  action,
  disabled,
  onAction,
}: {
  label: string;
  inputMode: 'decimal' | 'numeric';
  value: string;
  onChange: (value: string) => void;
  error: string | null | undefined;
  action: ReactNode;
  disabled: boolean;
  onAction: () => void;
}) {
  const { i18n } = useLingui();
  const errorId = useId();
  return (
    <>
      <div className="row">
        <input
          className="admin-input"
          inputMode={inputMode}
          aria-label={label}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          value={value}
          onChange={(e) => onChange(e.target.value)}
        />
        <button type="button" className="button button-small" disabled={disabled} onClick={onAction}>
          {action}
        </button>
      </div>
      {error && (
        <p id={errorId} className="field-error">
          {i18n._(messageFor(error))}
        </p>
      )}
    </>
  );
}
