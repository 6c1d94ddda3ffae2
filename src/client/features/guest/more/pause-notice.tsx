import { Trans, useLingui } from '@lingui/react/macro';
import type { PublicPub } from '../api.ts';
import { pubPause, type PauseEnd } from '../pause.ts';

/** "21:30", or "Fri 05:00" when the pause ends on another day, in the venue's timezone. */
function useUntil(timezone: string) {
  const { i18n } = useLingui();
  const tag = i18n.locale === 'ro' ? 'ro-MD' : i18n.locale === 'en' ? 'en-GB' : 'ru-RU';
  return (until: Date) => {
    const day = (d: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: timezone }).format(d);
    const sameDay = day(until) === day(new Date());
    return new Intl.DateTimeFormat(tag, {
      timeZone: timezone,
      hour: '2-digit',
      minute: '2-digit',
      ...(sameDay ? {} : { weekday: 'short' }),
    }).format(until);
  };
}

/**
 * The pause and busy notice of the guest page (docs/product.md D13): which kind of order the venue is
 * not taking and until when, and the longer wait while the kitchen is busy. Nothing when neither.
 */
export function PauseNotice({ pub }: { pub: PublicPub }) {
  const format = useUntil(pub.timezone);
  const pause = pubPause(pub);
  const delivery = pub.shipping.available ? pause.delivery : false;
  const table = pub.has_in_place_order ? pause.in_place : false;
  const offered = [...(pub.shipping.available ? [delivery] : []), ...(pub.has_in_place_order ? [table] : [])];
  // Every kind the venue offers paused to the same end: one sentence for the whole venue.
  const all = offered.length > 0 && offered.every((end) => end !== false && sameEnd(end, offered[0]));
  const minutes = pause.busyMinutes;
  if (delivery === false && table === false && minutes === 0) return null;
  return (
    <section className="guest-pause" role="status" data-testid="pause-notice">
      {all ? (
        <PauseLine kind="all" end={offered[0]} format={format} />
      ) : (
        <>
          <PauseLine kind="delivery" end={delivery} format={format} />
          <PauseLine kind="in_place" end={table} format={format} />
        </>
      )}
      {minutes > 0 && (
        <p>
          <Trans id="guest.pause.busy">The kitchen is very busy: orders take about {minutes} minutes longer.</Trans>
        </p>
      )}
    </section>
  );
}

function PauseLine({
  kind,
  end,
  format,
}: {
  kind: 'all' | 'delivery' | 'in_place';
  end: PauseEnd;
  format: (d: Date) => string;
}) {
  if (end === false) return null;
  const until = end === null ? '' : format(end);
  let text;
  if (kind === 'all')
    text =
      end === null ? (
        <Trans id="guest.pause.all_resumed">The venue is not accepting orders until further notice.</Trans>
      ) : (
        <Trans id="guest.pause.all_until">The venue is not accepting orders until {until}.</Trans>
      );
  else if (kind === 'delivery')
    text =
      end === null ? (
        <Trans id="guest.pause.delivery_resumed">Delivery is paused until further notice.</Trans>
      ) : (
        <Trans id="guest.pause.delivery_until">Delivery is paused until {until}.</Trans>
      );
  else
    text =
      end === null ? (
        <Trans id="guest.pause.table_resumed">Table orders are paused until further notice.</Trans>
      ) : (
        <Trans id="guest.pause.table_until">Table orders are paused until {until}.</Trans>
      );
  return <p className="guest-pause-main">{text}</p>;
}

function sameEnd(a: PauseEnd, b: PauseEnd): boolean {
  if (a === false || b === false) return a === b;
  if (a === null || b === null) return a === b;
  return a.getTime() === b.getTime();
}
