import { useSyncExternalStore } from 'react';
import { createPortal, flushSync } from 'react-dom';
import { Trans, useLingui } from '@lingui/react/macro';
import { readStored, STORAGE_KEYS, writeStored } from '../../lib/storage/keys.ts';
import { formatTime } from '../../lib/format.ts';
import { TicketLines } from './ticket-lines.tsx';
import { guestName, isCallBack } from './order-card.tsx';
import { OrderTypeLabel } from './order-type-label.tsx';
import type { Order } from './types.ts';

/**
 * Kitchen tickets (docs/product.md D13): printed from the board card or the order page through the
 * browser's own print (no pop-up window): the ticket is rendered into a host beside the app, the body
 * gets `printing-ticket`, and the print CSS shows only the ticket, sized for 58 or 80 mm paper.
 * A ticket this tablet printed before says "REPRINT".
 */
const MAX_REMEMBERED = 300;

interface Printing {
  order: Order;
  reprint: boolean;
  widthMm: number;
}
let current: Printing | null = null;
const listeners = new Set<() => void>();

function printedBefore(pubId: number): number[] {
  try {
    const list = JSON.parse(readStored(STORAGE_KEYS.printedTickets(pubId)) ?? '[]');
    return Array.isArray(list) ? list.filter((n): n is number => typeof n === 'number') : [];
  } catch {
    return [];
  }
}

/** Prints an order's ticket now. */
export function printTicket(order: Order, widthMm: number): void {
  const before = printedBefore(order.pub_id);
  const reprint = before.includes(order.id);
  if (!reprint)
    writeStored(
      STORAGE_KEYS.printedTickets(order.pub_id),
      JSON.stringify([...before, order.id].slice(-MAX_REMEMBERED)),
    );
  // The ticket must be in the page before the print dialog takes its snapshot.
  flushSync(() => {
    current = { order, reprint, widthMm };
    for (const l of listeners) l();
  });
  document.body.classList.add('printing-ticket');
  document.body.style.setProperty('--ticket-width', `${widthMm}mm`);
  window.addEventListener('afterprint', () => document.body.classList.remove('printing-ticket'), { once: true });
  window.print();
}

/** Where the ticket is rendered; mount once on every screen that prints (board, order page). */
export function TicketPrintHost({ currency }: { currency: string }) {
  const printing = useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => current,
  );
  if (!printing) return null;
  return createPortal(
    <div className="print-host" data-width={printing.widthMm}>
      <KitchenTicket order={printing.order} reprint={printing.reprint} currency={currency} />
    </div>,
    document.body,
  );
}

/** The ticket itself: big number, type and table, time, each line with count and options, the comment in bold. */
export function KitchenTicket({ order, reprint, currency }: { order: Order; reprint: boolean; currency: string }) {
  const { i18n } = useLingui();
  return (
    <article className="kitchen-ticket">
      {reprint && (
        <p className="kitchen-ticket-reprint">
          <Trans id="orders.ticket.reprint">REPRINT</Trans>
        </p>
      )}
      <p className="kitchen-ticket-number">
        <Trans id="orders.card.number">No. {order.number}</Trans>
      </p>
      <p className="kitchen-ticket-type">
        <OrderTypeLabel order={order} />
        {isCallBack(order) && (
          <>
            {' · '}
            <Trans id="orders.card.call_back">Call back</Trans>
          </>
        )}
      </p>
      <p className="kitchen-ticket-time">
        {formatTime(order.created_time, i18n.locale)}
        {guestName(order) ? ` · ${guestName(order)}` : ''}
      </p>
      <TicketLines order={order} prefix="kitchen-ticket" currency={currency} />
    </article>
  );
}
