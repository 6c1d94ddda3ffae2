import { useRef, useState } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { SERVER_ERRORS } from '#shared/errors.ts';
import { ApiError, refreshToken } from '../../../lib/api-client.ts';
import { showError } from '../../../lib/alerts.ts';
import { guestQueries, type PubPage } from '../api.ts';
import { keepAccount } from '../account.ts';
import { useCartActions } from '../cart-state.tsx';
import { newIdempotencyKey, orderBody } from '../checkout-rules.ts';
import { unavailableLines, type CheckoutForm, type Line } from '../ordering.ts';
import { sendOrder } from '../send-order.ts';
import { useGuestNav } from '../guest-nav.ts';

export const SOURCE = 'guest.order';

const ids = (v: unknown): number[] => (Array.isArray(v) ? v.filter((x): x is number => Number.isInteger(x)) : []);
/** The dishes and options a 409 `dish is not available` names, or null for any other error. */
function notAvailable(error: unknown): { dishes: number[]; options: number[] } | null {
  if (!(error instanceof ApiError) || error.status !== 409 || error.err !== 'dish is not available') return null;
  return { dishes: ids(error.body?.dishes), options: ids(error.body?.options) };
}
/** The next free slot starts a 409 refusal of a full slot names, or null for any other error. */
function slotFull(error: unknown): string[] | null {
  if (!(error instanceof ApiError) || error.status !== 409 || !Array.isArray(error.body?.next_slots)) return null;
  return error.body.next_slots.filter((s): s is string => typeof s === 'string');
}

const rereadPub = (queryClient: QueryClient, urlName: string) =>
  void queryClient.invalidateQueries({ queryKey: guestQueries.pub(urlName).queryKey });

/**
 * What a refused order leaves on screen: the fields the server named, the next free slots after a
 * full one, the lines no longer available (to take out in one tap).
 */
function useRefusal(urlName: string) {
  const queryClient = useQueryClient();
  const [serverFields, setServerFields] = useState<Record<string, string>>({});
  // The next free slots offered after a full one was refused; null while none was.
  const [full, setFull] = useState<string[] | null>(null);
  const [gone, setGone] = useState<Line[]>([]);

  /** Shows what the refusal says; true when it asks for a corrected order (nothing was placed). */
  function show(error: unknown, lines: readonly Line[]): boolean {
    if (error instanceof ApiError && error.fields) setServerFields(error.fields);
    // Paused or closed meanwhile: re-read the venue so the pause notice and the order types say why.
    if (error instanceof ApiError && error.err === SERVER_ERRORS.pubNotAccepting) rereadPub(queryClient, urlName);
    // 409 `slot is full`: the guest picks one of the next slots and sends again.
    const next = slotFull(error);
    if (next) {
      setFull(next);
      void queryClient.invalidateQueries({ queryKey: ['guest', 'slots', urlName] });
    }
    // 409 `dish is not available` (the menu model): say which, offer to take them out in one tap, re-read the menu.
    const named = notAvailable(error);
    if (named) {
      setGone(unavailableLines(lines, named.dishes, named.options));
      rereadPub(queryClient, urlName);
    }
    return next !== null || named !== null;
  }

  /** Forgets the last refusal's field errors and offered slots (a new try starts clean). */
  function reset() {
    setServerFields({});
    setFull(null);
  }

  return { serverFields, full, setFull, gone, setGone, show, reset };
}

/**
 * Sending the checkout's order: one Idempotency-Key per checkout (a retry after a lost answer can never
 * place a second order), the account kept first when asked; a refusal is shown (useRefusal), or
 * "Try again" when the answer never came.
 */
export function usePlaceOrder(data: PubPage, signedIn: boolean) {
  const { pub } = data;
  const queryClient = useQueryClient();
  const nav = useGuestNav();
  const { clear } = useCartActions();
  const refusal = useRefusal(pub.url_name);
  const [sending, setSending] = useState(false);
  // Sending again after a lost answer (decision 082): the try number while retrying, then 'failed'.
  const [retry, setRetry] = useState<number | 'failed' | null>(null);
  // Made once per checkout: a retry after a lost answer can never place a second order.
  const idempotencyKey = useRef('');

  async function send(form: CheckoutForm, lines: readonly Line[]) {
    if (form.keep_account && !signedIn)
      await keepAccount(form.main_phone_number, form.password, form.client_name.trim());
    // A guest page stays open for long: renew the 15-minute token so the order is linked to the account.
    else if (signedIn) await refreshToken();
    idempotencyKey.current ||= newIdempotencyKey();
    const body = { ...orderBody(form, lines), ...(data.lang ? { lang: data.lang } : {}) };
    const { order } = await sendOrder(pub.url_name, idempotencyKey.current, body, (attempt) => setRetry(attempt));
    setRetry(null);
    clear();
    idempotencyKey.current = '';
    void queryClient.invalidateQueries({ queryKey: guestQueries.myOrders().queryKey });
    // Paid online: on to the provider's page, which brings the guest back to the status page.
    if (order.payment?.url) window.location.assign(order.payment.url);
    else await nav.toOrder(pub.url_name, order.id, order.tracking_token);
  }

  /** Sends the order; a refusal is shown, never thrown. */
  async function place(form: CheckoutForm, lines: readonly Line[]) {
    setSending(true);
    setRetry(null);
    try {
      await send(form, lines);
    } catch (error) {
      // Nothing was placed: the corrected order is a new one.
      const corrected = refusal.show(error, lines);
      if (corrected) idempotencyKey.current = '';
      // The answer never came: the order may be placed. The same key is kept for "Try again".
      if (error instanceof ApiError && error.isNetwork) setRetry('failed');
      else {
        setRetry(null);
        if (!corrected) showError(SOURCE, error);
      }
    } finally {
      setSending(false);
    }
  }

  return { ...refusal, sending, retry, place };
}
