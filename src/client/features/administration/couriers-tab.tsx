import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { formatMoney, formatPhone } from '../../lib/format.ts';
import { showError, showSuccess } from '../../lib/alerts.ts';
import { adminCalls, adminQueries, type AdminCourier } from './admin-api.ts';
import { ListState } from './list-state.tsx';
import { AdminTable } from './admin-table.tsx';

/** Couriers and their balance in Lei; a top-up (or a negative correction) is a ledger row, audited. */
export function CouriersTab() {
  const couriers = useQuery(adminQueries.couriers());
  if (!couriers.data) return <ListState query={couriers} />;
  return (
    <AdminTable
      columns={[
        { label: <Trans id="administration.col.id">ID</Trans> },
        { label: <Trans id="administration.col.courier">Courier</Trans> },
        { label: <Trans id="administration.col.phone">Phone</Trans> },
        { label: <Trans id="administration.col.balance">Balance</Trans>, numeric: true },
        { label: <Trans id="administration.col.top_up">Top up</Trans> },
      ]}
    >
      {couriers.data.map((c) => (
        <CourierRow key={c.id} courier={c} />
      ))}
    </AdminTable>
  );
}

function CourierRow({ courier }: { courier: AdminCourier }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const [amount, setAmount] = useState('');
  const name = courier.full_name || courier.email || `#${courier.id}`;
  const value = Number(amount.replace(',', '.'));
  const valid = amount !== '' && Number.isFinite(value) && value !== 0;
  const topUp = useMutation({
    mutationKey: ['administration', 'top-up'],
    mutationFn: () => adminCalls.topUp(courier.id, Math.round(value * 100) / 100, 'admin top-up'),
    onSuccess: async () => {
      setAmount('');
      await queryClient.invalidateQueries({ queryKey: adminQueries.couriers().queryKey });
      showSuccess('administration.top_up', t({ id: 'administration.saved', message: 'Saved' }));
    },
    onError: (error) => showError('administration.top_up', error),
  });
  return (
    <tr>
      <td>{courier.id}</td>
      <td>{name}</td>
      <td>{formatPhone(courier.phone_number)}</td>
      <td className="num">{formatMoney(courier.balance)}</td>
      <td>
        <div className="row">
          <input
            className="admin-input"
            inputMode="decimal"
            aria-label={t({ id: 'administration.amount_for', message: `Amount for ${name}` })}
            value={amount}
            onChange={(e) => setAmount(e.target.value.replace(/[^\d.,-]/g, ''))}
          />
          <button type="button" className="button button-small" disabled={!valid || topUp.isPending} onClick={() => topUp.mutate()}>
            <Trans id="administration.top_up">Top up</Trans>
          </button>
        </div>
      </td>
    </tr>
  );
}
