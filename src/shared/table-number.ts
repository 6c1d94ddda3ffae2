/**
 * Table numbers of per-table QR codes (docs/product.md D15): whole numbers 1..999, written as people write
 * them ("7", not "07"). The owner's QR popup, the QR route, the guest page's `?table=` and a guest's in-place order share this rule.
 */
export const TABLE_MIN = 1;
export const TABLE_MAX = 999;
/** At most this many cards in one printed sheet: enough for a large hall, small enough to print. */
export const TABLE_SHEET_MAX = 100;

/** The table number in a text, or null when it is not a whole number 1..999. */
export function tableNumber(value: unknown): number | null {
  const s = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
  return /^[1-9]\d{0,2}$/.test(s) ? Number(s) : null;
}
