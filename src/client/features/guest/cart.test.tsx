import { act } from 'react';
import { useAtomValue } from 'jotai';
import { beforeEach, describe, expect, it } from 'vitest';
import { render } from '../../test/render.tsx';
import { STORAGE_KEYS } from '../../lib/storage/keys.ts';
import { cartAtom, CartScope, useCartActions, useCartStorage, useDishCounts } from './cart-state.tsx';
import type { Cart } from './cart.ts';

beforeEach(() => localStorage.clear());

type Api = { cart: Cart } & ReturnType<typeof useCartActions>;
const apis: Record<string, Api> = {};
function Probe({ name }: { name: string }) {
  useCartStorage();
  apis[name] = { cart: useAtomValue(cartAtom), ...useCartActions() };
  return null;
}

const renders: number[][] = [];
function Counts({ ids }: { ids: { id: number }[] }) {
  renders.push(useDishCounts(ids));
  return null;
}

describe('the cart in its venue’s store', () => {
  it('empties the stored cart at once on clear, before React renders (an order sent opens the status page as a new page)', () => {
    localStorage.setItem(STORAGE_KEYS.cart('bistro'), JSON.stringify({ 1: 2 }));
    render(
      <CartScope urlName="bistro">
        <Probe name="bistro" />
      </CartScope>,
    );
    expect(apis.bistro.cart).toEqual({ 1: 2 });
    act(() => apis.bistro.change(3, 1));
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.cart('bistro'))!)).toEqual({ 1: 2, 3: 1 });
    // No act(): nothing has rendered or run its effects when the page is left right after clear().
    const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
    actEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
    try {
      apis.bistro.clear();
      expect(localStorage.getItem(STORAGE_KEYS.cart('bistro'))).toBeNull();
    } finally {
      actEnvironment.IS_REACT_ACT_ENVIRONMENT = true;
    }
  });

  it('gives each venue its own cart: lines added at one are not at the other', () => {
    localStorage.setItem(STORAGE_KEYS.cart('cafe'), JSON.stringify({ 5: 1 }));
    render(
      <>
        <CartScope urlName="bistro">
          <Probe name="bistro" />
        </CartScope>
        <CartScope urlName="cafe">
          <Probe name="cafe" />
        </CartScope>
      </>,
    );
    act(() => apis.bistro.change(7, 2));
    act(() => apis.cafe.removeLines(['5']));
    expect(apis.bistro.cart).toEqual({ 7: 2 });
    expect(apis.cafe.cart).toEqual({});
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.cart('bistro'))!)).toEqual({ 7: 2 });
    expect(localStorage.getItem(STORAGE_KEYS.cart('cafe'))).toBeNull();
  });

  it('re-renders a piece of the menu only when one of its own dishes’ counts changes', () => {
    const ids = [{ id: 1 }, { id: 2 }];
    renders.length = 0;
    render(
      <CartScope urlName="bistro">
        <Probe name="bistro" />
        <Counts ids={ids} />
      </CartScope>,
    );
    const before = renders.length;
    expect(renders.at(-1)).toEqual([0, 0]);
    act(() => apis.bistro.change(9, 1));
    expect(renders.length).toBe(before);
    act(() => apis.bistro.change('2:4.5', 2));
    act(() => apis.bistro.change(2, 1));
    expect(renders.at(-1)).toEqual([0, 3]);
    expect(renders.length).toBe(before + 2);
  });
});
