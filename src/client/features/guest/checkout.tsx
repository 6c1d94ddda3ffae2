import { lazy, Suspense, useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { SERVER_ERRORS } from '#shared/errors.ts';
import { ApiError, apiErrorOf, refreshToken } from '../../lib/api-client.ts';
import { formatMoney } from '../../lib/format.ts';
import { TextField } from '../../components/ui/text-field.tsx';
import { showError } from '../../lib/alerts.ts';
import { guestQueries, type PubPage } from './api.ts';
import { keepAccount, useGuestSignedIn } from './account.ts';
import type { Cart } from './cart.ts';
import { DeliveryFields } from './delivery-fields.tsx';
import { TablePayment } from './table-payment.tsx';
import {
  cartLines,
  dishesTotal,
  orderingOptions,
  unavailableLines,
  type CheckoutForm,
  type Line,
  type OrderType,
} from './ordering.ts';
import { LineModifiers } from '../../components/ui/order-vocabulary.tsx';
import { checkoutErrors, deliveryQuote, newIdempotencyKey, orderBody } from './checkout-rules.ts';
import type { OrderMode } from './price-mode.ts';
import { sendOrder } from './send-order.ts';
import { PauseNotice } from './more/pause-notice.tsx';
import { storedQrTable } from './qr-table.ts';
import { loadCatalogs } from '../../lib/i18n.ts';

// "When?" and the full-slot offer (with their strings, catalog guest-time) load only where they show: a venue
// taking orders ahead, or a refused slot.
const loadWhen = () => Promise.all([import('./time/when-picker.tsx'), loadCatalogs('guest-time')]).then(([m]) => m);
const WhenPicker = lazy(() => loadWhen().then((m) => ({ default: m.WhenPicker })));
const SlotFull = lazy(() => loadWhen().then((m) => ({ default: m.SlotFull })));
import { useGuestNav } from './guest-nav.ts';

const SOURCE = 'guest.order';

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

/** The checkout: cart lines, in place or delivery, contacts, optional account; one Idempotency-Key per checkout. */
export function Checkout({
  data,
  cart,
  change,
  clear,
  removeLines,
  onBack,
  mode,
}: {
  data: PubPage;
  cart: Cart;
  change: (line: number | string, d: number) => void;
  clear: () => void;
  removeLines: (keys: readonly string[]) => void;
  onBack: () => void;
  mode: OrderMode;
}) {
  const { t } = useLingui();
  const nav = useGuestNav();
  const queryClient = useQueryClient();
  const { pub } = data;
  const [gone, setGone] = useState<Line[]>([]);
  const options = useMemo(() => orderingOptions(pub), [pub]);
  const signedIn = useGuestSignedIn();
  // Always fresh here: the last address may come from the order placed a moment ago.
  const mine = useQuery({ ...guestQueries.myOrders(), enabled: signedIn, refetchOnMount: 'always' });
  const [fields, setForm] = useState<CheckoutForm>(() => ({
    order_type: mode.mode,
    table: '',
    client_name: '',
    main_phone_number: '',
    second_phone_number: '',
    town: '',
    full_address: '',
    point: null,
    payment_type: options.payments[0] ?? 'cash',
    comments: '',
    callback: false,
    keep_account: false,
    password: '',
    when: 'now',
    scheduled_for: null,
  }));
  // The next free slots offered after a full one was refused; null while none was.
  const [full, setFull] = useState<string[] | null>(null);
  const [showErrors, setShowErrors] = useState(false);
  const [serverFields, setServerFields] = useState<Record<string, string>>({});
  const [sending, setSending] = useState(false);
  // Sending again after a lost answer (decision 082): the try number while retrying, then 'failed'.
  const [retry, setRetry] = useState<number | 'failed' | null>(null);
  // The table a QR code named is locked (decision 132).
  const [qrTable] = useState(() => storedQrTable(pub.url_name));
  // The page's chosen mode is the order type: the prices shown are that mode's (decision 080).
  const form: CheckoutForm = { ...fields, order_type: mode.mode, ...(qrTable ? { table: String(qrTable) } : {}) };
  // Made once per checkout: a retry after a lost answer can never place a second order.
  const idempotencyKey = useRef('');
  const set = <K extends keyof CheckoutForm>(key: K, value: CheckoutForm[K]) =>
    setForm((f) => ({ ...f, [key]: value }));
  // The menu and its "Checkout" button are gone: the keyboard and the screen reader continue from the title, not the page's start.
  const title = useRef<HTMLHeadingElement>(null);
  useEffect(() => title.current?.focus({ preventScroll: true }), []);

  const lines = cartLines(cart, data.dishes, pub, form.order_type);
  const total = dishesTotal(lines);
  const quote = form.order_type === 'delivery' ? deliveryQuote(pub, form.point, total) : null;
  const delivery = form.order_type === 'delivery' ? (quote?.price ?? null) : 0;
  const symbol = pub.currency.symbol;
  const errors = { ...checkoutErrors(form), ...serverFields };
  const outside = form.order_type === 'delivery' && form.point !== null && delivery === null;

  async function submit(e: FormEvent) {
    e.preventDefault();
    setShowErrors(true);
    setServerFields({});
    setFull(null);
    if (Object.keys(checkoutErrors(form)).length > 0 || lines.length === 0 || outside) {
      showError(SOURCE, apiErrorOf(outside ? SERVER_ERRORS.outsideZones : SERVER_ERRORS.validation));
      return;
    }
    setSending(true);
    setRetry(null);
    try {
      if (form.keep_account && !signedIn)
        await keepAccount(form.main_phone_number, form.password, form.client_name.trim());
      // A guest page stays open for long: renew the 15-minute token so the order is linked to the account.
      else if (signedIn) await refreshToken();
      idempotencyKey.current ||= newIdempotencyKey();
      const { order } = await sendOrder(
        pub.url_name,
        idempotencyKey.current,
        { ...orderBody(form, lines), ...(data.lang ? { lang: data.lang } : {}) },
        (attempt) => setRetry(attempt),
      );
      setRetry(null);
      clear();
      idempotencyKey.current = '';
      void queryClient.invalidateQueries({ queryKey: guestQueries.myOrders().queryKey });
      // Paid online: on to the provider's page, which brings the guest back to the status page.
      if (order.payment?.url) window.location.assign(order.payment.url);
      else await nav.toOrder(pub.url_name, order.id, order.tracking_token);
    } catch (error) {
      if (error instanceof ApiError && error.fields) setServerFields(error.fields);
      // Paused or closed meanwhile: re-read the venue so the pause notice and the order types say why.
      if (error instanceof ApiError && error.err === SERVER_ERRORS.pubNotAccepting)
        void queryClient.invalidateQueries({ queryKey: guestQueries.pub(pub.url_name).queryKey });
      // 409 `dish is not available` (the menu model): say which, offer to take them out in one tap, re-read the menu.
      // 409 `slot is full`: nothing was placed; the guest picks one of the next slots and sends again.
      const next = slotFull(error);
      if (next) {
        idempotencyKey.current = '';
        setFull(next);
        void queryClient.invalidateQueries({ queryKey: ['guest', 'slots', pub.url_name] });
      }
      const named = notAvailable(error);
      if (named) {
        // Nothing was placed: the corrected order is a new one.
        idempotencyKey.current = '';
        setGone(unavailableLines(lines, named.dishes, named.options));
        void queryClient.invalidateQueries({ queryKey: guestQueries.pub(pub.url_name).queryKey });
      }
      // The answer never came: the order may be placed. The same key is kept for "Try again".
      if (error instanceof ApiError && error.isNetwork) setRetry('failed');
      else {
        setRetry(null);
        if (!named && !next) showError(SOURCE, error);
      }
    } finally {
      setSending(false);
    }
  }

  const types: { value: OrderType; on: boolean; paused: boolean }[] = [
    { value: 'in_place', on: options.inPlace, paused: options.pausedInPlace },
    { value: 'delivery', on: options.delivery, paused: options.pausedDelivery },
  ];
  const shownTypes = types.filter((x) => x.on || x.paused);
  return (
    <form className="guest-checkout stack" onSubmit={submit} noValidate>
      <div className="row">
        <button type="button" className="button button-secondary" onClick={onBack}>
          <Trans id="guest.back_to_menu">Back to the menu</Trans>
        </button>
      </div>
      <h2 ref={title} tabIndex={-1}>
        <Trans id="guest.checkout.title">Your order</Trans>
      </h2>
      <ul className="guest-lines">
        {lines.map((l) => (
          <li key={l.key}>
            <span className="guest-line-name">
              {l.dish.name}
              <LineModifiers modifiers={l.options} currency={symbol} />
            </span>
            <span className="guest-stepper">
              <button
                type="button"
                onClick={() => change(l.key, -1)}
                aria-label={t({ id: 'guest.remove_one', message: `Remove one ${l.dish.name}` })}
              >
                −
              </button>
              <output>{l.count}</output>
              <button
                type="button"
                onClick={() => change(l.key, 1)}
                aria-label={t({ id: 'guest.add_one', message: `Add ${l.dish.name}` })}
              >
                +
              </button>
            </span>
            <span>{formatMoney(l.price * l.count, symbol)}</span>
          </li>
        ))}
      </ul>
      {gone.length > 0 && (
        <div className="guest-gone" role="alert">
          <p>
            <Trans id="guest.unavailable_lines">These are no longer available:</Trans>{' '}
            <strong>{gone.map((l) => l.dish.name).join(', ')}</strong>
          </p>
          <button
            type="button"
            className="button"
            onClick={() => {
              removeLines(gone.map((l) => l.key));
              setGone([]);
            }}
          >
            <Trans id="guest.unavailable_remove">Remove them and continue</Trans>
          </button>
        </div>
      )}
      {lines.length === 0 && (
        <p>
          <Trans id="guest.cart.empty">Your cart is empty.</Trans>
        </p>
      )}

      <PauseNotice pub={pub} />
      {shownTypes.length > 1 && (
        <fieldset className="guest-choice">
          <legend>
            <Trans id="guest.order_type.legend">How would you like it?</Trans>
          </legend>
          {shownTypes.map((x) => (
            <label key={x.value} className="checkbox">
              <input
                type="radio"
                name="order_type"
                value={x.value}
                checked={form.order_type === x.value}
                disabled={!x.on}
                onChange={() => {
                  mode.setMode(x.value);
                  // Slots are counted per order type: a slot chosen for the other one is chosen again.
                  set('scheduled_for', null);
                }}
              />
              {x.value === 'in_place' ? (
                <Trans id="guest.order_type.in_place">At my table</Trans>
              ) : (
                <Trans id="guest.order_type.delivery">Delivery</Trans>
              )}
              {x.paused && (
                <span className="guest-muted">
                  {' '}
                  <Trans id="guest.order_type.paused">(paused)</Trans>
                </span>
              )}
            </label>
          ))}
        </fieldset>
      )}

      {(pub.preorder_days ?? 0) > 0 && (
        <Suspense fallback={null}>
          <WhenPicker pub={pub} form={form} set={set} error={errors.scheduled_for} showErrors={showErrors} />
        </Suspense>
      )}

      <TextField
        label={t({ id: 'guest.field.name', message: 'Your name' })}
        value={form.client_name}
        onChange={(v) => set('client_name', v)}
        autoComplete="name"
      />
      {form.order_type === 'in_place' && qrTable ? (
        <p className="guest-table-locked" data-testid="locked-table">
          <Trans id="guest.table.locked">Table {qrTable}</Trans>{' '}
          <span className="guest-muted">
            <Trans id="guest.table.from_qr">(from the QR code on your table)</Trans>
          </span>
        </p>
      ) : form.order_type === 'in_place' ? (
        <TextField
          label={t({ id: 'guest.field.table', message: 'Table number' })}
          value={form.table}
          onChange={(v) => set('table', v)}
          inputMode="numeric"
          required
          showErrors={showErrors}
          serverError={showErrors ? (errors.table ?? errors.table_for_in_place_order) : undefined}
        />
      ) : null}
      {form.order_type === 'in_place' && pub.preorder.online_preorder && (
        <TablePayment value={form.payment_type} onChange={(v) => set('payment_type', v)} />
      )}
      {form.order_type === 'in_place' ? null : (
        <DeliveryFields
          pub={pub}
          form={form}
          set={set}
          errors={errors}
          showErrors={showErrors}
          payments={options.payments}
          lastAddress={mine.data?.last_address ?? null}
        />
      )}
      <div className="field">
        <label htmlFor="guest-comments">
          <Trans id="guest.field.comments">Comments</Trans>
        </label>
        <textarea
          id="guest-comments"
          rows={3}
          maxLength={1000}
          value={form.comments}
          onChange={(e) => set('comments', e.target.value)}
        />
      </div>
      <label className="checkbox">
        <input type="checkbox" checked={form.callback} onChange={(e) => set('callback', e.target.checked)} />
        <Trans id="guest.field.callback">Call me back to confirm</Trans>
      </label>
      {!signedIn && <AccountFields form={form} set={set} errors={errors} showErrors={showErrors} />}

      <dl className="guest-totals">
        <dt>
          <Trans id="guest.totals.dishes">Dishes</Trans>
        </dt>
        <dd>{formatMoney(total, symbol)}</dd>
        {form.order_type === 'delivery' && (
          <>
            <dt>
              <Trans id="guest.totals.delivery">Delivery</Trans>
            </dt>
            <dd data-testid="delivery-price">
              {delivery === null ? (
                '—'
              ) : delivery === 0 ? (
                <Trans id="guest.totals.free">Free</Trans>
              ) : (
                formatMoney(delivery, symbol)
              )}
            </dd>
          </>
        )}
        <dt>
          <Trans id="guest.totals.total">Total</Trans>
        </dt>
        <dd>
          <strong>{formatMoney(total + (delivery ?? 0), symbol)}</strong>
        </dd>
      </dl>
      {quote && quote.missing > 0 && (
        <p className="guest-free-hint" data-testid="free-delivery-hint">
          <Trans id="guest.delivery.add_for_free">
            Add {formatMoney(quote.missing, symbol)} more for free delivery.
          </Trans>
        </p>
      )}
      {outside && (
        <p className="field-error" role="alert">
          <Trans id="guest.delivery.outside">This point is outside our delivery zones.</Trans>
        </p>
      )}
      {full && (
        <Suspense fallback={null}>
          <SlotFull
            pub={pub}
            next={full}
            pick={(start) => {
              setForm((f) => ({ ...f, when: 'later', scheduled_for: start }));
              setFull(null);
            }}
          />
        </Suspense>
      )}
      {typeof retry === 'number' && (
        <p className="guest-sending" role="status">
          <Trans id="guest.checkout.sending_again">No answer yet — sending your order again…</Trans>
        </p>
      )}
      {retry === 'failed' && (
        <p className="field-error" role="alert">
          <Trans id="guest.checkout.send_failed">
            We could not reach the venue. Your order may not have been sent: check your connection and try again — it
            will not be placed twice.
          </Trans>
        </p>
      )}
      <button
        type="submit"
        className="button guest-submit"
        disabled={sending || lines.length === 0}
        aria-busy={sending || undefined}
      >
        {sending ? (
          <Trans id="guest.checkout.sending">Sending…</Trans>
        ) : retry === 'failed' ? (
          <Trans id="guest.checkout.try_again">Try again</Trans>
        ) : (
          <Trans id="guest.checkout.submit">Place the order</Trans>
        )}
      </button>
    </form>
  );
}

function AccountFields({
  form,
  set,
  errors,
  showErrors,
}: {
  form: CheckoutForm;
  set: <K extends keyof CheckoutForm>(k: K, v: CheckoutForm[K]) => void;
  errors: Record<string, string>;
  showErrors: boolean;
}) {
  const { t } = useLingui();
  return (
    <div className="stack">
      <label className="checkbox">
        <input type="checkbox" checked={form.keep_account} onChange={(e) => set('keep_account', e.target.checked)} />
        <Trans id="guest.account.keep">Keep an account to see my orders and reuse my address</Trans>
      </label>
      {form.keep_account && (
        <>
          {form.order_type === 'in_place' && (
            <TextField
              label={t({ id: 'guest.field.phone', message: 'Phone' })}
              value={form.main_phone_number}
              onChange={(v) => set('main_phone_number', v)}
              type="tel"
              autoComplete="tel"
              inputMode="tel"
              showErrors={showErrors}
              serverError={showErrors ? errors.account_phone : undefined}
            />
          )}
          <TextField
            label={t({ id: 'guest.field.password', message: 'Password (8 characters or more)' })}
            value={form.password}
            onChange={(v) => set('password', v)}
            type="password"
            autoComplete="new-password"
            showErrors={showErrors}
            serverError={showErrors ? errors.password : undefined}
          />
        </>
      )}
    </div>
  );
}
