import { useState } from 'react';
import { onlineManager, useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { Popup } from '../../components/ui/popup.tsx';
import { pushAlert, showError, showSuccess } from '../../lib/alerts.ts';
import { api } from '../../lib/api-client.ts';
import { courierQueries } from './api.ts';
import { upsertOrder } from './orders-cache.ts';
import { useCourierId } from './session.ts';
import type { CourierOrder, CourierTab } from './types.ts';
import { WORDS } from '../../components/ui/words.ts';

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

export function useCourierAction(kind: Kind, onDone: (order: CourierOrder | null) => void) {
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

/**
 * Reserve asks first (docs/product.md S4). The question lives on the page, not on the card, so when the order is
 * taken by someone else meanwhile and its card leaves the list, "yes" still answers with the reason.
 */
export function ReserveDialog({ order, onClose }: { order: CourierOrder | null; onClose: () => void }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const reserve = useCourierAction('reserve', () => {
    showSuccess('courier.reserve', t({ id: 'courier.order.reserved', message: 'You reserved the order' }));
    void navigate({ to: '/courier/orders', search: { tab: 'active' } });
  });
  const yes = () => {
    onClose();
    if (!order) return;
    // A reservation must be decided live; queueing it offline would promise what may be gone.
    if (!onlineManager.isOnline()) {
      pushAlert({ source: 'courier.reserve', type: 'danger', text: t({ id: 'courier.order.needs_connection', message: 'Reserving needs a connection' }) });
      return;
    }
    reserve.run(order.id);
  };
  return (
    <Popup open={order !== null} onClose={onClose} title={t({ id: 'courier.order.reserve_confirm', message: 'Reserve this order?' })}>
      <YesNo onYes={yes} onNo={onClose} />
    </Popup>
  );
}

function YesNo({ onYes, onNo, danger = false }: { onYes: () => void; onNo: () => void; danger?: boolean }) {
  const { i18n } = useLingui();
  return (
    <div className="courier-confirm">
      <button type="button" className={`button courier-big-button${danger ? ' button-danger' : ''}`} onClick={onYes}>
        {i18n._(WORDS.yes)}
      </button>
      <button type="button" className="button button-secondary courier-big-button" onClick={onNo}>
        {i18n._(WORDS.no)}
      </button>
    </div>
  );
}

/**
 * "Delivered" is offered once the courier can have the order in hand (decision 083): the venue
 * handed it over (`at_courier`) or the kitchen marked it prepared. While it is still being cooked
 * the card says so instead.
 */
export function canDeliver(order: Pick<CourierOrder, 'status' | 'prepared'>): boolean {
  return order.status === 'at_courier' || (order.status === 'preparing' && order.prepared);
}

/** Reserve (available), complete and cancel (active), as big buttons for one free hand; both ask first. */
export function OrderActions({ order, tab, onReserve }: { order: CourierOrder; tab: CourierTab; onReserve: (order: CourierOrder) => void }) {
  const { t } = useLingui();
  const [confirmCancel, setConfirmCancel] = useState(false);
  const [confirmComplete, setConfirmComplete] = useState(false);
  const complete = useCourierAction('complete', () => showSuccess('courier.complete', t({ id: 'courier.order.delivered', message: 'You delivered the order' })));
  const cancel = useCourierAction('cancel', () => showSuccess('courier.cancel', t({ id: 'courier.order.canceled', message: 'The order is canceled' })));

  if (tab === 'completed') return null;
  if (tab === 'available') {
    return (
      <div className="courier-actions">
        <button type="button" className="button courier-big-button" onClick={() => onReserve(order)}>
          <Trans id="courier.order.reserve">Reserve</Trans>
        </button>
      </div>
    );
  }
  return (
    <div className="courier-actions">
      {canDeliver(order) ? (
        <button type="button" className="button courier-big-button courier-complete" disabled={complete.isPending} onClick={() => setConfirmComplete(true)}>
          <Trans id="courier.order.complete">Delivered</Trans>
        </button>
      ) : (
        <p className="courier-wait-notice" role="note">
          <Trans id="courier.order.not_in_hand">“Delivered” appears once the venue hands the order over or marks it prepared.</Trans>
        </p>
      )}
      <button type="button" className="button button-secondary courier-big-button courier-cancel" disabled={cancel.isPending} onClick={() => setConfirmCancel(true)}>
        <Trans id="courier.order.cancel">Cancel order</Trans>
      </button>
      <Popup open={confirmComplete} onClose={() => setConfirmComplete(false)} title={t({ id: 'courier.order.complete_confirm', message: 'Did you hand the order to the client?' })}>
        <YesNo
          onYes={() => {
            setConfirmComplete(false);
            complete.run(order.id);
          }}
          onNo={() => setConfirmComplete(false)}
        />
      </Popup>
      <Popup open={confirmCancel} onClose={() => setConfirmCancel(false)} title={t({ id: 'courier.order.cancel_confirm', message: 'Cancel this order?' })}>
        <YesNo
          onYes={() => {
            setConfirmCancel(false);
            cancel.run(order.id);
          }}
          onNo={() => setConfirmCancel(false)}
          danger
        />
      </Popup>
    </div>
  );
}
