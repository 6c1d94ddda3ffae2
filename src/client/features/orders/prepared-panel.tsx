import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { formatTime } from '../../lib/format.ts';
import type { OrderActions } from './use-order-actions.ts';
import type { Order } from './types.ts';

/** Only while preparing (docs/product.md S2, S4): the prepared toggle, which lets the courier pick up, and when the courier is expected. */
export function PreparedPanel({ order, actions }: { order: Order; actions: OrderActions }) {
  const { i18n, t } = useLingui();
  const [saving, setSaving] = useState<boolean | null>(null);
  const arrival = order.approximate_preparation_time ? formatTime(order.approximate_preparation_time, i18n.locale) : '';
  return (
    <section
      className="card order-section row"
      aria-label={t({ id: 'orders.prepared.section', message: 'Preparation' })}
    >
      <label className="checkbox">
        <input
          type="checkbox"
          // Shows the new value at once while it is being saved; the order's own value decides after.
          checked={saving ?? order.prepared}
          disabled={actions.prepared.isPending}
          onChange={(e) => {
            const value = e.target.checked;
            setSaving(value);
            actions.prepared.mutate(value, { onSettled: () => setSaving(null) });
          }}
        />
        <Trans id="orders.prepared.toggle">Prepared</Trans>
      </label>
      <span className="spacer" />
      {arrival ? (
        <span>
          {/* A table order has no courier: its time is when the food is ready. */}
          {order.order_type === 'delivery' ? (
            <Trans id="orders.prepared.arrival">Courier expected at {arrival}</Trans>
          ) : (
            <Trans id="orders.prepared.ready_by">Ready by {arrival}</Trans>
          )}
        </span>
      ) : (
        <span className="muted">
          <Trans id="orders.prepared.no_time">No preparation time set</Trans>
        </span>
      )}
    </section>
  );
}
