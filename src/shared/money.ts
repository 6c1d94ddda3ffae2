/**
 * Money math (docs/product.md D2, D6): integer bani inside, numbers with at most 2 decimals outside.
 * Rounding is half up to whole bani, per dish price and per derived total; sums add rounded values.
 */

/** The platform commission, 10 %, as a fraction so bani math stays exact (price × 11/10, sum × 10/11). */
export const COMMISSION = { numerator: 1, denominator: 10 } as const;

/**
 * The venue's part of a sum of bani as SQL, for the sums reports make in the database: `withoutCommissionBani` in
 * integer SQL (half-up division by 1 + COMMISSION) when `appliedSql` (a boolean) is true, else the sum itself. Both
 * arguments are SQL written in the code, never input.
 */
export function venueShareSql(baniSql: string, appliedSql: string): string {
  const [numerator, denominator] = [COMMISSION.denominator, COMMISSION.denominator + COMMISSION.numerator];
  return `(case when ${appliedSql} then ((${baniSql}) * ${numerator * 2} + ${denominator}) / ${denominator * 2} else ${baniSql} end)`;
}

/** Lei (number, ≤ 2 decimals) → bani, robust to binary noise such as 0.1 + 0.2. */
export function toBani(lei: number): number {
  return Math.round(Number((lei * 100).toFixed(6)));
}
export function toLei(bani: number): number {
  return bani / 100;
}
/** Half-up division of bani by a rational factor, e.g. sum / 1.1 = sum * 10 / 11. */
function divRound(bani: number, numerator: number, denominator: number): number {
  return Math.floor((bani * numerator * 2 + denominator) / (denominator * 2));
}

/** The price a guest pays for a dish: the sale price when set and lower (docs/product.md D6). */
export function effectivePriceBani(priceBani: number, salePriceBani: number): number {
  return salePriceBani > 0 && salePriceBani < priceBani ? salePriceBani : priceBani;
}
/** Dish price with the platform commission added, rounded to bani. */
export function withCommissionBani(bani: number): number {
  return divRound(bani, COMMISSION.denominator + COMMISSION.numerator, COMMISSION.denominator);
}
/** Total without commission = round(sum / 1.1) (docs/product.md S9). */
export function withoutCommissionBani(bani: number): number {
  return divRound(bani, COMMISSION.denominator, COMMISSION.denominator + COMMISSION.numerator);
}

/** A line's unit price (docs/product.md D12): the dish's price plus its options' deltas, never below 0 (bani). */
export function unitPriceBani(dishBani: number, deltasBani: readonly number[]): number {
  return Math.max(
    0,
    deltasBani.reduce((sum, delta) => sum + delta, dishBani),
  );
}

export interface PricedPosition {
  count: number;
  dish_price: number;
}

export function dishesTotalBani(positions: readonly PricedPosition[]): number {
  return positions.reduce((sum, p) => sum + p.count * toBani(p.dish_price), 0);
}

export interface OrderTotals {
  /** Sum of count × dish_price. */
  total_dishes_price: number;
  /** The venue's part: the sum divided by 1.1 when commission was applied, else the sum. */
  total_dishes_price_without_commission: number;
  commission: number;
  delivery_price: number;
  /** What the guest pays: dishes plus delivery. */
  total_price: number;
}

export function orderTotals(
  positions: readonly PricedPosition[],
  deliveryPrice: number,
  commissionApplied: boolean,
): OrderTotals {
  const sum = dishesTotalBani(positions);
  const without = commissionApplied ? withoutCommissionBani(sum) : sum;
  const delivery = toBani(deliveryPrice);
  return {
    total_dishes_price: toLei(sum),
    total_dishes_price_without_commission: toLei(without),
    commission: toLei(sum - without),
    delivery_price: toLei(delivery),
    total_price: toLei(sum + delivery),
  };
}

/** "12.50" — amounts have 2 decimals followed by the currency symbol. */
export function formatAmount(amount: number): string {
  return (Math.round(amount * 100) / 100).toFixed(2);
}
