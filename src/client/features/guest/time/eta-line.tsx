import type { ReactNode } from 'react';
import type { MyOrders } from '../api.ts';
import { Trans, useLingui } from '@lingui/react/macro';
import { promiseView, type Promised } from '../eta-text.ts';

/** The promise's main sentence: "Ready around 19:40", "Arrives 19:50–20:05", "Scheduled for 12:30". */
export function usePromiseSentence(order: Promised, timeZone: string | undefined): string | null {
  const { i18n, t } = useLingui();
  const view = promiseView(order, timeZone, i18n.locale, new Date());
  if (!view) return null;
  const { when } = view;
  if (view.kind === 'scheduled') return t({ id: 'guest.eta.scheduled', message: `Scheduled for ${when}` });
  if (view.kind === 'arrive') return t({ id: 'guest.eta.arrives', message: `Arrives ${when}` });
  return t({ id: 'guest.eta.ready', message: `Ready around ${when}` });
}

/**
 * The order's promised time on its status page (docs/product.md D16): the sentence, then "estimate" until the
 * venue accepts (or, for a chosen time, that the venue has not confirmed it yet), and "later than first said"
 * once the kitchen moved it. Nothing for a closed order.
 */
export function EtaLine({
  order,
  timeZone,
  children,
}: {
  order: Promised;
  timeZone: string | undefined;
  children?: ReactNode;
}) {
  const { i18n } = useLingui();
  const sentence = usePromiseSentence(order, timeZone);
  const view = promiseView(order, timeZone, i18n.locale, new Date());
  if (!sentence || !view) return null;
  return (
    <section className="guest-estimate" data-testid="estimate">
      <p className="guest-estimate-time" data-testid="eta">
        {sentence}
      </p>
      {!view.firm && (
        <p className="guest-muted" data-testid="eta-estimate">
          {view.kind === 'scheduled' ? (
            <Trans id="guest.eta.unconfirmed">The venue has not confirmed the order yet.</Trans>
          ) : (
            <Trans id="guest.eta.estimate">Estimate: the venue has not accepted the order yet.</Trans>
          )}
        </p>
      )}
      {view.later && (
        <p className="guest-estimate-later" data-testid="eta-later">
          <Trans id="guest.eta.later">Later than first said</Trans>
        </p>
      )}
      {children}
    </section>
  );
}

/** An open order's promised time under its line in "my orders" ("Ready around 19:40"); nothing once it is closed. */
export function OpenOrderEta({ order }: { order: MyOrders['orders'][number] }) {
  const sentence = usePromiseSentence(order, order.pub.timezone);
  return sentence ? (
    <strong className="guest-my-eta" data-testid="my-order-eta">
      {sentence}
    </strong>
  ) : null;
}
