import { onlineManager, type QueryClient } from '@tanstack/react-query';
import { msg } from '@lingui/core/macro';
import { ApiError, api } from './api-client.ts';
import { i18n } from './i18n.ts';
import { getSession } from './session.ts';
import { pushAlert, showError } from './alerts.ts';

/**
 * Courier actions that work offline (issue 7). Their functions are registered as mutation defaults at
 * start-up, so a mutation paused offline and persisted (storage/query-persistence.ts) can run after
 * a reload, when the component that started it is gone. "completed" and "canceled" queue while
 * offline and are sent once when the connection returns; each carries an idempotency key (the server
 * also treats a repeated status as a no-op). Reserving needs the network and says so at once.
 *
 * Screens use the keys below with `useMutation({ mutationKey: courierMutationKeys.complete })` and
 * `mutate(courierAction(orderId))`; usePendingOrderActions() gives their pending state.
 */
export const courierMutationKeys = {
  complete: ['courier', 'complete'],
  cancel: ['courier', 'cancel'],
  reserve: ['courier', 'reserve'],
} as const;

export interface CourierAction {
  orderId: number;
  courierId: number;
  idempotencyKey: string;
}

/** Variables for a courier action, made when the courier taps (so a retry reuses the same key). */
export function courierAction(orderId: number, courierId = getSession().courierId): CourierAction {
  return { orderId, courierId, idempotencyKey: crypto.randomUUID() };
}

/** Accepts a bare order id too, for screens that pass one. */
function normalize(vars: number | Partial<CourierAction>): CourierAction {
  const v = typeof vars === 'number' ? { orderId: vars } : vars;
  return { orderId: Number(v.orderId), courierId: v.courierId || getSession().courierId, idempotencyKey: v.idempotencyKey ?? crypto.randomUUID() };
}

/** Thrown by actions that cannot queue; `key` is a common.* message. */
export class OfflineError extends ApiError {
  constructor() {
    super(0, '', 'common.offline.needs_connection');
  }
}

const needsConnection = msg({ id: 'common.offline.needs_connection', message: 'This needs a connection. Try again when you are back online.' });

function send(path: string) {
  return (vars: number | Partial<CourierAction>) => {
    const v = normalize(vars);
    return api.post<{ ok: true }>(`/api/courier/${v.courierId}/${path}`, { order_id: v.orderId }, { headers: { 'idempotency-key': v.idempotencyKey } });
  };
}

/** A network failure while "online" (flaky signal) is retried; answers from the server are not. */
const retryNetwork = (count: number, error: unknown) => error instanceof ApiError && error.isNetwork && count < 3;

export function registerOfflineMutations(queryClient: QueryClient): void {
  const settled = (source: string) => ({
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['courier'] }),
    // The order may have changed meanwhile (canceled by the venue…): the alert says why it failed.
    onError: (error: unknown) => {
      showError(source, error);
      return queryClient.invalidateQueries({ queryKey: ['courier'] });
    },
  });
  queryClient.setMutationDefaults(courierMutationKeys.complete, { mutationFn: send('set-order-to-completed'), retry: retryNetwork, ...settled('courier.complete') });
  queryClient.setMutationDefaults(courierMutationKeys.cancel, { mutationFn: send('set-order-to-canceled'), retry: retryNetwork, ...settled('courier.cancel') });
  queryClient.setMutationDefaults(courierMutationKeys.reserve, {
    // Runs even offline, so that it fails at once instead of queueing: a reservation must be live.
    networkMode: 'always',
    mutationFn: (vars: number | Partial<CourierAction>) => {
      if (!onlineManager.isOnline()) throw new OfflineError();
      return send('reserve-order')(vars);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['courier'] }),
    onError: (error: unknown) => {
      if (error instanceof OfflineError) pushAlert({ source: 'courier.reserve', type: 'danger', text: i18n._(needsConnection) });
      else showError('courier.reserve', error);
    },
  });
}
