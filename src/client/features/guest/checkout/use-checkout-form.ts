import { useMemo, useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { SERVER_ERRORS } from '#shared/errors.ts';
import { apiErrorOf } from '../../../lib/api-client.ts';
import { showError } from '../../../lib/alerts.ts';
import { guestQueries, type PubPage } from '../api.ts';
import { useGuestSignedIn } from '../account.ts';
import { cartAtom } from '../cart-state.tsx';
import { checkoutErrors, deliveryQuote, emptyCheckoutForm } from '../checkout-rules.ts';
import { cartLines, dishesTotal, orderingOptions, type CheckoutForm } from '../ordering.ts';
import type { OrderMode } from '../price-mode.ts';
import { storedQrTable } from '../qr-table.ts';
import { SOURCE, usePlaceOrder } from './use-place-order.ts';

export type SetField = <K extends keyof CheckoutForm>(key: K, value: CheckoutForm[K]) => void;

/** The cart's lines at the chosen mode's prices, and what delivery to the chosen point costs. */
function usePricedCart(data: PubPage, form: CheckoutForm) {
  const cart = useAtomValue(cartAtom);
  const lines = cartLines(cart, data.dishes, data.pub, form.order_type);
  const total = dishesTotal(lines);
  const quote = form.order_type === 'delivery' ? deliveryQuote(data.pub, form.point, total) : null;
  const delivery = form.order_type === 'delivery' ? (quote?.price ?? null) : 0;
  const outside = form.order_type === 'delivery' && form.point !== null && delivery === null;
  return { lines, total, quote, delivery, outside };
}

/**
 * The checkout's form: its values, its errors (the order's shared rules, then what the server named),
 * the cart priced for it, and its submit, which shows the errors and sends only a valid order.
 */
export function useCheckoutForm(data: PubPage, mode: OrderMode) {
  const { pub } = data;
  const options = useMemo(() => orderingOptions(pub), [pub]);
  const signedIn = useGuestSignedIn();
  // Always fresh here: the last address may come from the order placed a moment ago.
  const mine = useQuery({ ...guestQueries.myOrders(), enabled: signedIn, refetchOnMount: 'always' });
  const [fields, setFields] = useState(() => emptyCheckoutForm(mode.mode, options.payments[0] ?? 'cash'));
  const [showErrors, setShowErrors] = useState(false);
  // The table a QR code named is locked (decision 132).
  const [qrTable] = useState(() => storedQrTable(pub.url_name));
  // The page's chosen mode is the order type: the prices shown are that mode's (decision 080).
  const form: CheckoutForm = { ...fields, order_type: mode.mode, ...(qrTable ? { table: String(qrTable) } : {}) };
  const set: SetField = (key, value) => setFields((f) => ({ ...f, [key]: value }));
  const priced = usePricedCart(data, form);
  const order = usePlaceOrder(data, signedIn);
  const errors = { ...checkoutErrors(form), ...order.serverFields };

  function submit(e: FormEvent) {
    e.preventDefault();
    setShowErrors(true);
    order.reset();
    if (Object.keys(checkoutErrors(form)).length > 0 || priced.lines.length === 0 || priced.outside) {
      showError(SOURCE, apiErrorOf(priced.outside ? SERVER_ERRORS.outsideZones : SERVER_ERRORS.validation));
      return;
    }
    void order.place(form, priced.lines);
  }

  /** A slot offered after a refusal: chosen as "later" at that start. */
  function pickSlot(start: string) {
    setFields((f) => ({ ...f, when: 'later', scheduled_for: start }));
    order.setFull(null);
  }

  const lastAddress = mine.data?.last_address ?? null;
  return {
    data,
    pub,
    mode,
    options,
    signedIn,
    lastAddress,
    form,
    set,
    qrTable,
    errors,
    showErrors,
    ...priced,
    order,
    submit,
    pickSlot,
  };
}

export type CheckoutState = ReturnType<typeof useCheckoutForm>;
