import type { Eta } from '#shared/order-time.ts';
import { localDate, parseWireTime } from '#shared/time.ts';
import { formatShortDay, formatTime } from '../../lib/format.ts';

/**
 * The promised time as the guest reads it (docs/product.md D16), in the venue's zone and the page's language:
 * which sentence (`scheduled` for a time the guest chose, `ready` at a table, `arrive` for a delivery), the
 * time or the window ("19:50–20:05"), preceded by the day ("Sat 28 Nov, 12:30") when it is not the venue's today.
 */
export interface PromiseView {
  kind: 'scheduled' | 'ready' | 'arrive';
  when: string;
  firm: boolean;
  later: boolean;
}

export interface Promised {
  order_type: string;
  scheduled_for?: string | null;
  eta?: Eta | null;
}

/** The browser's zone, for an answer from an older server that does not name the venue's. */
const browserZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

export function promiseView(
  order: Promised,
  timeZone: string | undefined,
  locale: string,
  now: Date,
): PromiseView | null {
  const eta = order.eta;
  const from = eta ? parseWireTime(eta.from) : null;
  const to = eta ? parseWireTime(eta.to) : null;
  if (!eta || !from || !to) return null;
  const zone = timeZone || browserZone();
  const times =
    from.getTime() === to.getTime()
      ? formatTime(from, locale, zone)
      : `${formatTime(from, locale, zone)}–${formatTime(to, locale, zone)}`;
  const day = localDate(from, zone) === localDate(now, zone) ? '' : `${formatShortDay(from, locale, zone)}, `;
  const kind = order.scheduled_for ? 'scheduled' : order.order_type === 'delivery' ? 'arrive' : 'ready';
  return { kind, when: `${day}${times}`, firm: eta.firm, later: eta.later === true };
}
