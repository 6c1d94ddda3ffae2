import { describe, expect, it } from 'vitest';
import { commissionApplies, guestDeliveryPrice, guestDishPrice, hasSale } from './order-pricing.ts';

describe('guest prices', () => {
  it('uses the sale price only when set and lower', () => {
    expect(guestDishPrice({ price: 120, sale_price: 100 }, false)).toBe(100);
    expect(guestDishPrice({ price: 120, sale_price: 0 }, false)).toBe(120);
    expect(guestDishPrice({ price: 120, sale_price: 130 }, false)).toBe(120);
    expect(hasSale({ price: 120, sale_price: 100 })).toBe(true);
    expect(hasSale({ price: 120, sale_price: 120 })).toBe(false);
  });
  it('adds 10% commission rounded half up to bani', () => {
    expect(guestDishPrice({ price: 99.99, sale_price: 0 }, true)).toBe(109.99);
    expect(guestDishPrice({ price: 0.05, sale_price: 0 }, true)).toBe(0.06);
    expect(commissionApplies('delivery', true)).toBe(true);
    expect(commissionApplies('in_place', true)).toBe(false);
    expect(commissionApplies('delivery', false)).toBe(false);
  });
  it('makes delivery free at the threshold only when one is set', () => {
    expect(guestDeliveryPrice(30, 199.99, 200)).toBe(30);
    expect(guestDeliveryPrice(30, 200, 200)).toBe(0);
    expect(guestDeliveryPrice(30, 5000, 0)).toBe(30);
    expect(guestDeliveryPrice(30, 5000, undefined)).toBe(30);
  });
});
