import { useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { DEFAULT_TIMEZONE } from '#shared/constants.ts';
import { toBani, toLei } from '#shared/money.ts';
import { addDays, localDate, mondayOf } from '#shared/time.ts';
import { formatDateTime, formatMoney } from '../../lib/format.ts';
import { courierQueries } from './api.ts';
import { Balance } from './balance.tsx';
import { useCourierId } from './session.ts';
import type { CourierLedger, LedgerDay, LedgerEntry } from './types.ts';
import { Term } from '../../components/ui/term.tsx';

/** The order number of a ledger row: its note reads `order N` (orders/ledger.ts); the id otherwise. */
export function orderNumberOf(entry: Pick<LedgerEntry, 'note' | 'order_id'>): string {
  return /^order (\d+)$/.exec(entry.note)?.[1] ?? String(entry.order_id);
}

/** Sums of ledger days, in Lei. */
export function sumDays(days: readonly LedgerDay[]) {
  const bani = (pick: (d: LedgerDay) => number) => toLei(days.reduce((s, d) => s + toBani(pick(d)), 0));
  return {
    deliveries: days.reduce((s, d) => s + d.deliveries, 0),
    reward: bani((d) => d.reward),
    debit: bani((d) => d.debit),
    net: bani((d) => d.net),
  };
}

/**
 * The balance explained: what stood before the listed entries, plus the listed entries by kind, equals
 * the balance (the ledger's sum, docs/product.md D6).
 */
export function explainBalance(ledger: Pick<CourierLedger, 'balance' | 'entries'>) {
  const byKind = (test: (e: LedgerEntry) => boolean) =>
    toLei(ledger.entries.filter(test).reduce((s, e) => s + toBani(e.amount), 0));
  const listed = byKind(() => true);
  return {
    before: toLei(toBani(ledger.balance) - toBani(listed)),
    topups: byKind((e) => e.kind === 'topup'),
    debits: byKind((e) => e.kind === 'reserve_debit'),
    reversals: byKind((e) => e.kind === 'reserve_reversal'),
    other: byKind((e) => !['topup', 'reserve_debit', 'reserve_reversal'].includes(e.kind)),
  };
}

/** /courier/earnings: today and this week, the ledger entries of the week and the balance explained. */
export function EarningsPage() {
  const { t, i18n } = useLingui();
  const courierId = useCourierId();
  const today = localDate(new Date(), DEFAULT_TIMEZONE);
  // The week from Monday (Europe/Chisinau days); at least the last 7 days, so Monday is never empty.
  const from = [mondayOf(today), addDays(today, -6)].sort()[0];
  const ledger = useQuery(courierQueries.ledger(courierId, from, today));
  const data = ledger.data;
  if (!data) {
    return ledger.isError ? (
      <p className="courier-empty">
        <Trans id="courier.earnings.unavailable">
          Earnings are not available offline yet. Open this screen once online.
        </Trans>
      </p>
    ) : (
      <div className="spinner" role="status" aria-label="…" />
    );
  }
  const week = sumDays(data.days.filter((d) => d.date >= mondayOf(today)));
  const day = sumDays(data.days.filter((d) => d.date === today));
  const explained = explainBalance(data);
  const kinds: Record<string, string> = {
    topup: t({ id: 'courier.earnings.kind.topup', message: 'Top-up' }),
    reserve_debit: t({ id: 'courier.earnings.kind.reserve_debit', message: 'Commission for an order' }),
    reserve_reversal: t({ id: 'courier.earnings.kind.reserve_reversal', message: 'Commission returned' }),
  };
  return (
    <section className="courier-page courier-earnings">
      <h1>
        <Trans id="courier.earnings.title">Earnings</Trans>
      </h1>
      <div className="courier-earnings-totals">
        <Totals title={t({ id: 'courier.earnings.today', message: 'Today' })} sums={day} testId="earnings-today" />
        <Totals title={t({ id: 'courier.earnings.week', message: 'This week' })} sums={week} testId="earnings-week" />
      </div>
      <section className="courier-balance-explained" aria-labelledby="balance-explained-title">
        <h2 id="balance-explained-title">
          <Trans id="courier.earnings.balance">Balance</Trans> <Balance value={data.balance} />
        </h2>
        <p className="muted">
          <Trans id="courier.earnings.balance_explained">
            Your balance is what you owe the platform or it owes you: commissions for reserved orders are taken from it,
            returned when an order is canceled, and top-ups add to it. Delivery rewards are paid by the client in hand.
          </Trans>
        </p>
        <dl data-testid="balance-explained">
          <dt>
            <Trans id="courier.earnings.before">Before this list</Trans>
          </dt>
          <dd data-amount={explained.before}>{formatMoney(explained.before)}</dd>
          <dt>{kinds.topup}</dt>
          <dd data-amount={explained.topups}>{formatMoney(explained.topups)}</dd>
          <dt>{kinds.reserve_debit}</dt>
          <dd data-amount={explained.debits}>{formatMoney(explained.debits)}</dd>
          <dt>{kinds.reserve_reversal}</dt>
          <dd data-amount={explained.reversals}>{formatMoney(explained.reversals)}</dd>
          {explained.other !== 0 && (
            <>
              <dt>
                <Trans id="courier.earnings.kind.other">Other</Trans>
              </dt>
              <dd data-amount={explained.other}>{formatMoney(explained.other)}</dd>
            </>
          )}
          <dt>
            <Trans id="courier.earnings.equals">= Balance</Trans>
          </dt>
          <dd data-amount={data.balance}>{formatMoney(data.balance)}</dd>
        </dl>
      </section>
      <section className="courier-ledger" aria-labelledby="ledger-title">
        <h2 id="ledger-title">
          <Trans id="courier.earnings.entries">Movements</Trans>
        </h2>
        {data.entries.length === 0 ? (
          <p className="courier-empty">
            <Trans id="courier.earnings.no_entries">No movements in these days</Trans>
          </p>
        ) : (
          <ul data-testid="ledger-entries">
            {data.entries.map((e) => (
              <li key={e.id} data-amount={e.amount}>
                <span>
                  {kinds[e.kind] ?? e.kind}
                  {e.order_id > 0 && (
                    <>
                      {' · '}
                      <Trans id="courier.earnings.order">Order #{orderNumberOf(e)}</Trans>
                    </>
                  )}
                  <span className="courier-ledger-when">{formatDateTime(e.time, i18n.locale)}</span>
                </span>
                <span className={e.amount < 0 ? 'courier-amount-minus' : 'courier-amount-plus'}>
                  {e.amount > 0 ? '+' : ''}
                  {formatMoney(e.amount)}
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>
    </section>
  );
}

function Totals({ title, sums, testId }: { title: string; sums: ReturnType<typeof sumDays>; testId: string }) {
  return (
    <section data-testid={testId}>
      <h2>{title}</h2>
      <dl>
        <Term term={<Trans id="courier.earnings.deliveries">Deliveries</Trans>}>{sums.deliveries}</Term>
        <Term term={<Trans id="courier.earnings.rewards">Rewards</Trans>}>{formatMoney(sums.reward)}</Term>
        <Term term={<Trans id="courier.earnings.commissions">Commissions</Trans>}>{formatMoney(sums.debit)}</Term>
        <Term term={<Trans id="courier.earnings.net">Net</Trans>}>{formatMoney(sums.net)}</Term>
      </dl>
    </section>
  );
}
