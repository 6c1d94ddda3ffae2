/**
 * Amounts as people type them in the editor: "25,50", "25.50", " -5 ", "−5" (the typographic minus). Returns
 * the number, or null when it is not one with at most 2 decimals; negative only where allowed (price deltas).
 */
export function parseAmount(text: string, allowNegative = false): number | null {
  const s = text.trim().replace(/\s/g, '').replace(',', '.').replace('−', '-');
  if (!(allowNegative ? /^-?\d+(\.\d{1,2})?$/ : /^\d+(\.\d{1,2})?$/).test(s)) return null;
  return Number(s);
}

/** A percent as typed: "12,5", "-10", "+15"; null when it is not a number. */
export function parsePercent(text: string): number | null {
  const s = text.trim().replace(/\s/g, '').replace(',', '.').replace('−', '-').replace(/^\+/, '');
  if (!/^-?\d+(\.\d{1,2})?$/.test(s)) return null;
  return Number(s);
}
