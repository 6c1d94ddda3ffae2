import { z } from 'zod';
import { DEFAULT_TIMEZONE } from '#shared/constants.ts';
import { toBani, toLei } from '#shared/money.ts';
import { addDays, localDate, toWireTime } from '#shared/time.ts';
import { optionalDateParam } from '#shared/schemas/date-param.ts';
import type { Tx } from '../../db/client.ts';
import { AppError, E } from '../../http.ts';
import { RESERVE_DEBIT, RESERVE_REVERSAL, balanceOf } from '../orders/index.ts';
import { completionsInDays, ledgerRowsInDays } from './repository/ledger.ts';

/** Ledger days are dates in the platform's timezone (docs/product.md D14). */
export const PLATFORM_TIMEZONE = DEFAULT_TIMEZONE;
/** The longest span one ledger request covers. */
export const MAX_LEDGER_DAYS = 93;

export const ledgerQuerySchema = z.object({ from: optionalDateParam, to: optionalDateParam });

/** Today's date in the platform's timezone. */
export function platformToday(now = new Date()): string {
  return localDate(now, PLATFORM_TIMEZONE);
}

/** The dates `from`..`to`; absent → the last 7 days up to today; reversed or too long → 400 on the field. */
export function ledgerRange(
  query: { from?: string; to?: string },
  now = new Date(),
): { from: string; to: string; dates: string[] } {
  const to = query.to ?? platformToday(now);
  const from = query.from ?? addDays(to, -6);
  if (from > to) throw new AppError(E.validation, { from: 'errors.validation_error' });
  const dates: string[] = [];
  for (let d = from; d <= to; d = addDays(d, 1)) {
    dates.push(d);
    if (dates.length > MAX_LEDGER_DAYS) throw new AppError(E.validation, { from: 'errors.validation_error' });
  }
  return { from, to, dates };
}

/**
 * The earnings answer (docs/product.md D14): the ledger rows of the range (newest first), the balance (the sum
 * of the whole ledger), and per day the deliveries the courier completed, their rewards (collected
 * from the guest, not ledger rows), the debit (minus that day's reserve and reversal rows) and net.
 */
export async function courierLedgerAnswer(
  db: Tx,
  courierId: number,
  query: { from?: string; to?: string },
  now = new Date(),
) {
  const { from, to, dates } = ledgerRange(query, now);
  const [rows, completions, balance] = await Promise.all([
    ledgerRowsInDays(db, courierId, { from, to }, PLATFORM_TIMEZONE),
    completionsInDays(db, courierId, { from, to }, PLATFORM_TIMEZONE),
    balanceOf(db, courierId),
  ]);
  const days = dates.map((date) => {
    const done = completions.filter((c) => c.day === date);
    const rewardBani = done.reduce((sum, c) => sum + toBani(Number(c.reward)), 0);
    const debitBani = -rows
      .filter((r) => r.day === date && (r.kind === RESERVE_DEBIT || r.kind === RESERVE_REVERSAL))
      .reduce((sum, r) => sum + toBani(Number(r.amount)), 0);
    return {
      date,
      deliveries: done.length,
      reward: toLei(rewardBani),
      debit: toLei(debitBani),
      net: toLei(rewardBani - debitBani),
    };
  });
  return {
    ok: true as const,
    balance,
    from,
    to,
    entries: rows.map((r) => ({
      id: r.id,
      time: toWireTime(r.at),
      kind: r.kind,
      amount: Number(r.amount),
      order_id: r.orderId ?? 0,
      note: r.note,
    })),
    days: days.reverse(),
  };
}
