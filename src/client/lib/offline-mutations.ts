import { onlineManager, type QueryClient } from '@tanstack/react-query';
import { msg } from '@lingui/core/macro';
import { ApiError, api } from './api-client.ts';
import { i18n } from './i18n.ts';
import { getSession } from './session.ts';
import { pushAlert, showError } from './alerts.ts';

/**
 * Courier actions that work offline (completed, canceled, stages and proof photos). Their functions are registered as mutation defaults at
 * start-up, so a mutation paused offline and persisted (storage/query-persistence.ts) can run after
 * a reload, when the component that started it is gone. "completed" and "canceled" queue while
 * offline and are sent once when the connection returns; a repeat is harmless by the server's own rule
 * for each action (a repeated status or stage is a no-op), so no key goes with them. Reserving needs the
 * network and says so at once.
 *
 * Screens use the keys below with `useMutation({ mutationKey: courierMutationKeys.complete })` and
 * `mutate(courierAction(orderId))`; usePendingOrderActions() gives their pending state.
 */
export const courierMutationKeys = {
  complete: ['courier', 'complete'],
  cancel: ['courier', 'cancel'],
  reserve: ['courier', 'reserve'],
  stage: ['courier', 'stage'],
  proof: ['courier', 'proof'],
} as const;
export type CourierActionKind = keyof typeof courierMutationKeys;

/**
 * The queued courier actions share one scope, so after a reconnect they are sent one at a time in the
 * order they were made (a stage before the completion, the photo before "delivered"; docs/product.md D14).
 */
export const COURIER_QUEUE_SCOPE = { id: 'courier-actions' } as const;

export interface CourierAction {
  orderId: number;
  courierId: number;
  /** Made at the tap: the proof photo waits in IndexedDB under it. Never sent to the server. */
  actionId: string;
  /** When it really happened, set when the action is made offline (docs/product.md D14 `at`). */
  at?: string;
  /** set-order-stage: the stage reached. */
  stage?: string;
  /** set-order-to-canceled: COURIER_CANCEL_REASONS and the text of `other`. */
  reason?: string;
  reasonText?: string;
}

/** Variables for a courier action, made when the courier taps (so a retry reuses the same id and time). */
export function courierAction(
  orderId: number,
  extra: Partial<CourierAction> = {},
  courierId = getSession().courierId,
): CourierAction {
  // Online, the server's clock dates the action; offline, the phone records when it happened.
  const at = onlineManager.isOnline() ? undefined : new Date().toISOString();
  return { orderId, courierId, actionId: crypto.randomUUID(), ...(at ? { at } : {}), ...extra };
}

/** Accepts a bare order id too, for screens that pass one; an action queued by an older build names its id `idempotencyKey`. */
function normalize(vars: number | (Partial<CourierAction> & { idempotencyKey?: string })): CourierAction {
  const { idempotencyKey, ...v } = typeof vars === 'number' ? { orderId: vars } : vars;
  return {
    ...v,
    orderId: Number(v.orderId),
    courierId: v.courierId || getSession().courierId,
    actionId: v.actionId ?? idempotencyKey ?? crypto.randomUUID(),
  };
}

/** Thrown by actions that cannot queue; `key` is a common.* message. */
export class OfflineError extends ApiError {
  constructor() {
    super(0, '', 'common.offline.needs_connection');
  }
}

const needsConnection = msg({
  id: 'common.offline.needs_connection',
  message: 'This needs a connection. Try again when you are back online.',
});

function send(path: string) {
  return (vars: number | Partial<CourierAction>) => {
    const v = normalize(vars);
    const body: Record<string, unknown> = { order_id: v.orderId };
    if (v.at) body.at = v.at;
    if (v.stage) body.stage = v.stage;
    if (v.reason) body.reason = v.reason;
    if (v.reasonText) body.reason_text = v.reasonText;
    return api.post<{ ok: true }>(`/api/courier/${v.courierId}/${path}`, body);
  };
}

/**
 * The proof photo waits in IndexedDB under the action's id (a File cannot live in the persisted
 * cache); sent as multipart `image`, then forgotten. Gone already (sent before a reload) → done.
 */
async function sendProof(vars: number | Partial<CourierAction>) {
  const v = normalize(vars);
  const { idbBlobs } = await import('./storage/idb-store.ts');
  const blob = await idbBlobs.get(v.actionId);
  if (!blob) return { ok: true as const };
  const form = new FormData();
  form.append('image', blob, 'proof.jpg');
  const answer = await api.post<{ ok: true }>(`/api/courier/${v.courierId}/orders/${v.orderId}/proof`, form);
  await idbBlobs.remove(v.actionId);
  return answer;
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
  const queued = { retry: retryNetwork, scope: COURIER_QUEUE_SCOPE };
  queryClient.setMutationDefaults(courierMutationKeys.complete, {
    mutationFn: send('set-order-to-completed'),
    ...queued,
    ...settled('courier.complete'),
  });
  queryClient.setMutationDefaults(courierMutationKeys.cancel, {
    mutationFn: send('set-order-to-canceled'),
    ...queued,
    ...settled('courier.cancel'),
  });
  queryClient.setMutationDefaults(courierMutationKeys.stage, {
    mutationFn: send('set-order-stage'),
    ...queued,
    ...settled('courier.stage'),
  });
  queryClient.setMutationDefaults(courierMutationKeys.proof, {
    mutationFn: sendProof,
    ...queued,
    ...settled('courier.proof'),
  });
  queryClient.setMutationDefaults(courierMutationKeys.reserve, {
    // Runs even offline, so that it fails at once instead of queueing: a reservation must be live.
    networkMode: 'always',
    mutationFn: (vars: number | Partial<CourierAction>) => {
      if (!onlineManager.isOnline()) throw new OfflineError();
      return send('reserve-order')(vars);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['courier'] }),
    onError: (error: unknown) => {
      if (error instanceof OfflineError)
        pushAlert({ source: 'courier.reserve', type: 'danger', text: i18n._(needsConnection) });
      else showError('courier.reserve', error);
    },
  });
}
