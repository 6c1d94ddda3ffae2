import { and, eq, gte, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import { CLOSED_STATUSES, type OrderStatus } from '#shared/constants.ts';
import { addDays } from '#shared/time.ts';
import { normalizePhone } from '#shared/phone.ts';
import { orders } from '../../../db/schema.ts';

export interface HistorySearch {
  q: string;
  from?: string;
  to?: string;
  status?: OrderStatus;
}

/** `%`, `_` and `\` taken literally in a LIKE pattern. */
const likeLiteral = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * Letters an owner may type without (a desktop keyboard with no Romanian layout, "е" for "ё") or in another
 * form (ş/ţ with a cedilla for ș/ț with a comma, which older phones send): both sides of a name search are
 * lower-cased and folded with this one table, so "stefan turcanu" finds "Ștefan Țurcanu" and "семен" finds "Семён".
 */
const FOLD_FROM = 'ăâîșşțţё';
const FOLD_TO = 'aaisstt\u0435'; // the last one Cyrillic е
const fold = (s: string) => [...s.toLowerCase()].map((c) => FOLD_TO[FOLD_FROM.indexOf(c)] ?? c).join('');

/**
 * The history's filter (docs/decisions/151): a pub's orders by status (default the closed ones),
 * created within the pub's local days [from, to], matching `q`: the order number, a phone typed any way
 * ("+373 69 123 456", "069123456", or a part of it, compared as digits on both phones) or a part of the
 * client's name, case- and diacritic-insensitively (`fold`); "#12" and "№12" are the number.
 */
export function historyWhere(pubId: number, timeZone: string, s: HistorySearch): SQL {
  const parts: SQL[] = [
    eq(orders.pubId, pubId),
    s.status ? eq(orders.status, s.status) : inArray(orders.status, [...CLOSED_STATUSES]),
  ];
  if (s.from) parts.push(gte(orders.createdAt, sql`(${s.from}::timestamp at time zone ${timeZone})`));
  if (s.to) parts.push(lt(orders.createdAt, sql`(${addDays(s.to, 1)}::timestamp at time zone ${timeZone})`));
  if (s.q) {
    const q = s.q.trim();
    const digitsOnly = /^[\d\s+().\-'#№]+$/.test(q);
    // A number or a phone is not looked for in names ("12" would find "Guest 12").
    const matches: SQL[] = digitsOnly
      ? [sql`false`]
      : [sql`translate(lower(${orders.clientName}), ${FOLD_FROM}, ${FOLD_TO}) like ${`%${likeLiteral(fold(q))}%`}`];
    const digits = normalizePhone(q).replace(/\D/g, '');
    const number = /^(?:#|№)?\s*(\d{1,9})$/.exec(q);
    if (number) matches.push(eq(orders.number, Number(number[1])));
    if (digitsOnly && digits.length >= 4) {
      matches.push(
        sql`${orders.mainPhoneNumber} like ${`%${digits}%`}`,
        sql`${orders.secondPhoneNumber} like ${`%${digits}%`}`,
      );
    }
    parts.push(or(...matches)!);
  }
  return and(...parts)!;
}
