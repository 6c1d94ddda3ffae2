import { describe, expect, it } from 'vitest';
import { backTarget } from './back-target.ts';

/** The pub header's back button (docs/product.md S2 "Pub area"). */
describe('backTarget', () => {
  it('has no back button on the overview itself, with or without a trailing slash', () => {
    expect(backTarget('/admin/pub/7', '7', 'company')).toEqual({ kind: 'none' });
    expect(backTarget('/admin/pub/7/', '7', 'company')).toEqual({ kind: 'none' });
  });

  it('goes from the orders list to the overview', () => {
    expect(backTarget('/admin/pub/7/orders', '7', 'company')).toEqual({ kind: 'link', to: '/admin/pub/7' });
    expect(backTarget('/admin/pub/7/orders/', '7', 'company')).toEqual({ kind: 'link', to: '/admin/pub/7' });
  });

  it('goes back in history elsewhere, falling back to the overview', () => {
    expect(backTarget('/admin/pub/7/shipping', '7', 'company')).toEqual({ kind: 'history', fallback: '/admin/pub/7' });
    expect(backTarget('/admin/pub/7/edit_menu/menu/1/category/2', '7', 'company')).toEqual({
      kind: 'history',
      fallback: '/admin/pub/7',
    });
  });

  it('falls back to the company screen when no pub id is known', () => {
    expect(backTarget('/admin/pub/', undefined, 'company')).toEqual({ kind: 'link', to: '/admin/company' });
  });

  it('keeps staff on the orders pages', () => {
    expect(backTarget('/admin/pub/7/orders', '7', 'staff')).toEqual({ kind: 'none' });
    expect(backTarget('/admin/pub/7/order/12', '7', 'staff')).toEqual({ kind: 'link', to: '/admin/pub/7/orders' });
  });
});
