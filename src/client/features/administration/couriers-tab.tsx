import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { formatMoney, formatPhone } from '../../lib/format.ts';
import { TOPUP_MAX } from '#shared/schemas/admin.ts';
import { Popup } from '../../components/ui/popup.tsx';
import { showError, showSuccess } from '../../lib/alerts.ts';
import { platformAdminCalls, platformAdminQueries, type PlatformAdminCourier } from './platform-admin-api.ts';
import { InputAction, PlatformAdminList } from './platform-admin-table.tsx';
import { ActionRow } from '../../components/ui/popup-actions.tsx';

/** Couriers and their balance in Lei; a top-up (or a negative correction) is a ledger row, audited. */
export function CouriersTab() {
  const couriers = useQuery(platformAdminQueries.couriers());
  return (
    <PlatformAdminList
      query={couriers}
      columns={[
        { label: <Trans id="administration.col.id">ID</Trans> },
        { label: <Trans id="administration.col.courier">Courier</Trans> },
        { label: <Trans id="administration.col.phone">Phone</Trans> },
        { label: <Trans id="administration.col.balance">Balance</Trans>, numeric: true },
        { label: <Trans id="administration.col.top_up">Top up</Trans> },
      ]}
      row={(c) => <CourierRow key={c.id} courier={c} />}
    />
  );
}

function CourierRow({ courier }: { courier: PlatformAdminCourier }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const [amount, setAmount] = useState('');
  const [confirming, setConfirming] = useState(false);
  const name = courier.full_name || courier.email || `#${courier.id}`;
  const value = Number(amount.replace(',', '.'));
  const valid = amount !== '' && Number.isFinite(value) && value !== 0;
  // The server's limit, shown at the field before sending (decision 089).
  const error = valid && Math.abs(value) > TOPUP_MAX ? 'errors.amount_range' : null;
  const topUp = useMutation({
    mutationKey: ['administration', 'top-up'],
    mutationFn: () => platformAdminCalls.topUp(courier.id, Math.round(value * 100) / 100, 'admin top-up'),
    onSuccess: async () => {
      setConfirming(false);
      setAmount('');
      await queryClient.invalidateQueries({ queryKey: platformAdminQueries.couriers().queryKey });
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
        {/* Taking money from a courier asks first. */}
        <InputAction
          label={t({ id: 'administration.amount_for', message: `Amount for ${name}` })}
          inputMode="decimal"
          value={amount}
          onChange={(v) => setAmount(v.replace(/[^\d.,-]/g, ''))}
          error={error}
          action={<Trans id="administration.top_up">Top up</Trans>}
          disabled={!valid || Boolean(error) || topUp.isPending}
          onAction={() => (value < 0 ? setConfirming(true) : topUp.mutate())}
        />
        <Popup
          open={confirming}
          onClose={() => setConfirming(false)}
          title={t({ id: 'administration.debit_title', message: 'Take money from the balance?' })}
        >
          <p>
            <Trans id="administration.debit_question">
              {formatMoney(Math.abs(value))} will be taken from the balance of {name}.
            </Trans>
          </p>
          <ActionRow
            danger
            label={<Trans id="administration.debit_confirm">Take from the balance</Trans>}
            onAction={() => topUp.mutate()}
            disabled={topUp.isPending}
            leave="cancel"
            onLeave={() => setConfirming(false)}
          />
        </Popup>
      </td>
    </tr>
  );
}
