import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { formatMoney, formatPhone } from '../../lib/format.ts';
import { TOPUP_MAX } from '#shared/schemas/admin.ts';
import { Popup } from '../../components/ui/popup.tsx';
import { messageFor } from '../../lib/error-messages.ts';
import { showError, showSuccess } from '../../lib/alerts.ts';
import { platformAdminCalls, platformAdminQueries, type PlatformAdminCourier } from './platform-admin-api.ts';
import { PlatformAdminList } from './platform-admin-table.tsx';
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
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const [amount, setAmount] = useState('');
  const [confirming, setConfirming] = useState(false);
  const name = courier.full_name || courier.email || `#${courier.id}`;
  const value = Number(amount.replace(',', '.'));
  const valid = amount !== '' && Number.isFinite(value) && value !== 0;
  // The server's limit, shown at the field before sending (decision 089).
  const error = valid && Math.abs(value) > TOPUP_MAX ? 'errors.amount_range' : null;
  const errorId = `top-up-error-${courier.id}`;
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
        <div className="row">
          <input
            className="admin-input"
            inputMode="decimal"
            aria-label={t({ id: 'administration.amount_for', message: `Amount for ${name}` })}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            value={amount}
            onChange={(e) => setAmount(e.target.value.replace(/[^\d.,-]/g, ''))}
          />
          {/* Taking money from a courier asks first. */}
          <button
            type="button"
            className="button button-small"
            disabled={!valid || Boolean(error) || topUp.isPending}
            onClick={() => (value < 0 ? setConfirming(true) : topUp.mutate())}
          >
            <Trans id="administration.top_up">Top up</Trans>
          </button>
        </div>
        {error && (
          <p id={errorId} className="field-error">
            {i18n._(messageFor(error))}
          </p>
        )}
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
