import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createRootRoute, createRoute } from '@tanstack/react-router';
import { click, renderRoutes } from '../../test/render.tsx';
import { GuestPage } from './guest-route.tsx';
import type { PubPage } from './api.ts';
import { aCategory, aDish, aMenu, aPublicPub } from './test-pub.ts';

let container: HTMLElement;
beforeEach(() => localStorage.clear());
afterEach(() => vi.unstubAllGlobals());

function page(over: { expired?: boolean; inPlace?: boolean; delivery?: boolean }): PubPage {
  return {
    lang: 'en',
    pub: aPublicPub({
      has_in_place_order: over.inPlace ?? true,
      expired: over.expired ?? false,
      shipping: {
        available: over.delivery ?? true,
        shipping_work_hours_for_week: [],
        add_commission_to_dish_prices: true,
      },
    }),
    menus: [aMenu({ name: 'Main' })],
    categories: [aCategory({ name: 'Pizza' })],
    dishes: [aDish({ name: 'Margherita' })],
  };
}

async function show(data: PubPage) {
  vi.stubGlobal(
    'fetch',
    async () =>
      new Response(JSON.stringify({ ok: true, ...data }), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      }),
  );
  const rootRoute = createRootRoute();
  const pub = createRoute({ getParentRoute: () => rootRoute, path: '/pub/$urlName', component: GuestPage });
  container = (await renderRoutes(rootRoute.addChildren([pub]), '/pub/bistro')).container;
  await vi.waitFor(() => expect(container.textContent).toContain('Bistro'));
}
const buttons = () =>
  [...container.querySelectorAll('button')].map((b) => b.getAttribute('aria-label') ?? b.textContent);

describe('guest page', () => {
  it('an expired venue shows its menu with a notice and takes no orders', async () => {
    await show(page({ expired: true }));
    expect(container.textContent).toContain('temporarily unavailable');
    expect(container.textContent).toContain('Margherita');
    expect(buttons()).not.toContain('Add Margherita');
  });

  it('with table and delivery, asks the mode above the menu (ordering waits for it), then shows that mode’s prices', async () => {
    await show(page({}));
    expect(container.textContent).toContain('How will you order?');
    // The menu is there (it is in the server-rendered HTML too, decision 121); its ordering buttons are
    // hidden until the choice (guest.css: `.guest-asking`; decision 122: an early choice shows them at once).
    expect(container.textContent).toContain('Margherita');
    expect(container.querySelector('.guest-asking .guest-stepper')).not.toBeNull();
    const delivery = [...container.querySelectorAll('button')].find((b) => b.textContent === 'Delivery')!;
    click(delivery);
    expect(container.querySelector('.guest-price')?.textContent?.replace(/\s/g, ' ').trim()).toBe('110.00 Lei');
    expect(localStorage.getItem('tavola.mode.bistro')).toBe('delivery');
    expect(buttons()).toContain('Add Margherita');
    expect(container.querySelector('.guest-asking')).toBeNull();
  });

  it('with one mode, no question: its prices at once', async () => {
    await show(page({ delivery: false }));
    expect(container.textContent).not.toContain('How will you order?');
    expect(container.querySelector('.guest-price')?.textContent?.replace(/\s/g, ' ').trim()).toBe('100.00 Lei');
  });
});
