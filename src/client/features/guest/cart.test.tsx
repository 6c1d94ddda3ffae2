import { act } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { render } from '../../test/render.tsx';
import { STORAGE_KEYS } from '../../lib/storage/keys.ts';
import { useCart } from './cart.ts';

beforeEach(() => localStorage.clear());

let api: ReturnType<typeof useCart>;
function Probe() {
  api = useCart('bistro');
  return null;
}

describe('useCart', () => {
  it('empties the stored cart at once on clear, before React renders (an order sent opens the status page as a new page)', () => {
    localStorage.setItem(STORAGE_KEYS.cart('bistro'), JSON.stringify({ 1: 2 }));
    render(<Probe />);
    expect(api.cart).toEqual({ 1: 2 });
    act(() => api.change(3, 1));
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.cart('bistro'))!)).toEqual({ 1: 2, 3: 1 });
    // No act(): nothing has rendered or run its effects when the page is left right after clear().
    const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
    actEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
    try {
      api.clear();
      expect(localStorage.getItem(STORAGE_KEYS.cart('bistro'))).toBeNull();
    } finally {
      actEnvironment.IS_REACT_ACT_ENVIRONMENT = true;
    }
  });
});
