import { Suspense, useEffect, useRef } from 'react';
import { Trans } from '@lingui/react/macro';
import type { PubPage } from '../api.ts';
import type { OrderMode } from '../price-mode.ts';
import { PauseNotice } from '../more/pause-notice.tsx';
import { useCheckoutForm } from './use-checkout-form.ts';
import { CartLines } from './cart-lines.tsx';
import { OrderTypeChoice } from './order-type-choice.tsx';
import { WhoWhere } from './who-where.tsx';
import { CheckoutExtras } from './extras.tsx';
import { CheckoutSummary } from './summary.tsx';
import { WhenPicker } from './lazy-when.ts';

/**
 * The checkout: cart lines, in place or delivery, when, who and where, payment, optional account, the
 * totals; one Idempotency-Key per checkout. The form's state and its submit are useCheckoutForm's.
 */
export function Checkout({ data, onBack, mode }: { data: PubPage; onBack: () => void; mode: OrderMode }) {
  const c = useCheckoutForm(data, mode);
  // The menu and its "Checkout" button are gone: the keyboard and the screen reader continue from the title, not the page's start.
  const title = useRef<HTMLHeadingElement>(null);
  useEffect(() => title.current?.focus({ preventScroll: true }), []);
  return (
    <form className="guest-checkout stack" onSubmit={c.submit} noValidate>
      <div className="row">
        <button type="button" className="button button-secondary" onClick={onBack}>
          <Trans id="guest.back_to_menu">Back to the menu</Trans>
        </button>
      </div>
      <h2 ref={title} tabIndex={-1}>
        <Trans id="guest.checkout.title">Your order</Trans>
      </h2>
      <CartLines c={c} />
      <PauseNotice pub={c.pub} />
      <OrderTypeChoice c={c} />
      {(c.pub.preorder_days ?? 0) > 0 && (
        <Suspense fallback={null}>
          <WhenPicker pub={c.pub} form={c.form} set={c.set} error={c.errors.scheduled_for} showErrors={c.showErrors} />
        </Suspense>
      )}
      <WhoWhere c={c} />
      <CheckoutExtras c={c} />
      <CheckoutSummary c={c} />
    </form>
  );
}
