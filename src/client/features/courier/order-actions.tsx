import { useState } from 'react';
import { onlineManager, useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { Popup } from '../../components/ui/popup.tsx';
import { pushAlert, showError, showSuccess } from '../../components/ui/alerts.tsx';
import { api } from '../../lib/api-client.ts';
import { courierQueries } from './api.ts';
import { upsertOrder } from './orders-cache.ts';
import { useCourierId } from './session.ts';
import type { CourierOrder, CourierTab } from './types.ts';

/**
 * Variables of a courier action, made at the tap: the same shape the offline queue (issue 7) persists
 * and replays under these mutation keys, with a key the server may use to spot a retry.
 */
interface Action {
  orderId: number;
  courierId: number;
  idempotencyKey: string;
}
type Kind = 'reserve' | 'complete' | 'cancel';
const PATHS: Record<Kind, string> = { reserve: 'reserve-order', complete: 'set-order-to-completed', cancel: 'set-order-to-canceled' };

function useCourierAction(kind: Kind, onDone: (order: CourierOrder | null) => void) {
  const queryClient = useQueryClient();
  const courierId = useCourierId();
  const mutation = useMutation({
    mutationKey: ['courier', kind],
    mutationFn: (v: Action) =>
      api.post<{ order: CourierOrder | null }>(`/api/courier/${v.courierId}/${PATHS[kind]}`, { order_id: v.orderId }, { headers: { 'idempotency-key': v.idempotencyKey } }),
    onSuccess: ({ order }) => {
      const key = courierQueries.orders(courierId).queryKey;
      if (order) queryClient.setQueryData(key, (list: CourierOrder[] = []) => upsertOrder(list, order, courierId));
      void queryClient.invalidateQueries({ queryKey: courierQueries.profile().queryKey });
      onDone(order);
    },
    onError: (error) => {
      showError(`courier.${kind}`, error);
      // The order changed under us (taken by someone else, canceled by the venue): show what is true now.
      void queryClient.invalidateQueries({ queryKey: courierQueries.orders(courierId).queryKey });
    },
  });
  return { ...mutation, run: (orderId: number) => mutation.mutate({ orderId, courierId, idempotencyKey: crypto.randomUUID() }) };
}

/** Reserve (available), complete and cancel (active), each behind big buttons for one free hand. */
export function OrderActions({ order, tab }: { order: CourierOrder; tab: CourierTab }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const [confirm, setConfirm] = useState<'reserve' | 'cancel' | null>(null);
  const reserve = useCourierAction('reserve', () => {
    showSuccess('courier.reserve', t({ id: 'courier.order.reserved', message: 'You reserved the order' }));
    void navigate({ to: '/courier/orders', search: { tab: 'active' } });
  });
  const complete = useCourierAction('complete', () => showSuccess('courier.complete', t({ id: 'courier.order.delivered', message: 'You delivered the order' })));
  const cancel = useCourierAction('cancel', () => showSuccess('courier.cancel', t({ id: 'courier.order.canceled', message: 'The order is canceled' })));

  const onReserve = () => {
    setConfirm(null);
    // A reservation must be decided live; queueing it offline would promise what may be gone.
    if (!onlineManager.isOnline()) {
      pushAlert({ source: 'courier.reserve', type: 'danger', text: t({ id: 'courier.order.needs_connection', message: 'Reserving needs a connection' }) });
      return;
    }
    reserve.run(order.id);
  };

  if (tab === 'completed') return null;
  return (
    <div className="courier-actions">
      {tab === 'available' && (
        <button type="button" className="button courier-big-button" disabled={reserve.isPending} onClick={() => setConfirm('reserve')}>
          <Trans id="courier.order.reserve">Reserve</Trans>
        </button>
      )}
      {tab === 'active' && (
        <>
          <button type="button" className="button courier-big-button courier-complete" disabled={complete.isPending} onClick={() => complete.run(order.id)}>
            <Trans id="courier.order.complete">Delivered</Trans>
          </button>
          <button type="button" className="button button-secondary courier-big-button" disabled={cancel.isPending} onClick={() => setConfirm('cancel')}>
            <Trans id="courier.order.cancel">Cancel order</Trans>
          </button>
        </>
      )}
      <Popup
        open={confirm !== null}
        onClose={() => setConfirm(null)}
        title={confirm === 'cancel' ? t({ id: 'courier.order.cancel_confirm', message: 'Cancel this order?' }) : t({ id: 'courier.order.reserve_confirm', message: 'Reserve this order?' })}
      >
        <div className="courier-confirm">
          <button type="button" className="button courier-big-button" onClick={() => (confirm === 'cancel' ? (setConfirm(null), cancel.run(order.id)) : onReserve())}>
            <Trans id="courier.confirm.yes">Yes</Trans>
          </button>
          <button type="button" className="button button-secondary courier-big-button" onClick={() => setConfirm(null)}>
            <Trans id="courier.confirm.no">No</Trans>
          </button>
        </div>
      </Popup>
    </div>
  );
}
