import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createRootRoute, createRoute } from '@tanstack/react-router';
import { renderRoutes } from '../../test/render.tsx';
import { getSession, setToken } from '../../lib/session.ts';
import { CourierLayout } from './courier-layout.tsx';

/** An unsigned token carrying the courier claims the front end reads (role, courier id). */
const token = (claims: object) => `x.${btoa(JSON.stringify(claims))}.y`;
const courierToken = token({ role: 'courier', crid: 12, sub: '3' });

let calls: string[];
let container: HTMLElement;

beforeEach(() => {
  calls = [];
  vi.stubGlobal(
    'WebSocket',
    class {
      close() {}
    },
  );
});
afterEach(() => vi.unstubAllGlobals());

function stubApi(profile: (url: string) => Response) {
  vi.stubGlobal('fetch', async (url: string) => {
    calls.push(url);
    if (url === '/api/courier/') return profile(url);
    if (url.startsWith('/api/auth/refresh-token'))
      return new Response(JSON.stringify({ ok: true, accesstoken: courierToken }), { status: 200 });
    return new Response('{"ok":true}', { status: 200 });
  });
}

async function renderAt(path: string) {
  const rootRoute = createRootRoute();
  const courier = createRoute({ getParentRoute: () => rootRoute, path: '/courier', component: CourierLayout });
  const profile = createRoute({ getParentRoute: () => courier, path: '/profile', component: () => null });
  const orders = createRoute({ getParentRoute: () => courier, path: '/orders', component: () => null });
  const login = createRoute({
    getParentRoute: () => rootRoute,
    path: '/admin/auth/authentication',
    component: () => null,
  });
  const screen = await renderRoutes(rootRoute.addChildren([courier.addChildren([profile, orders]), login]), path);
  container = screen.container;
  return screen.router;
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('courier layout', () => {
  it('shows name, ID and a signed balance', async () => {
    setToken(courierToken);
    stubApi(() =>
      json(200, {
        ok: true,
        courier: {
          id: 12,
          full_name: '',
          phone_number: '1',
          birth_date: '0001-01-01',
          gender: 'male',
          location: '',
          telegram_username: '',
          image_file_name: '',
          balance: 12.5,
        },
      }),
    );
    await renderAt('/courier/profile');
    expect(container.textContent).toContain('No name');
    expect(container.textContent).toContain('ID: 12');
    const balance = container.querySelector('[data-testid="courier-balance"]')!;
    expect(balance.textContent).toMatch(/^\+12[.,]50\s(Lei|lei)$/);
    expect(balance.className).toContain('courier-balance-positive');
  });

  it('a courier whose record is gone is signed out and sent to the login screen', async () => {
    setToken(courierToken);
    stubApi(() => json(404, { ok: false, err: 'courier not found' }));
    const router = await renderAt('/courier/profile');
    expect(calls).toContain('/api/auth/logout');
    expect(getSession().token).toBeNull();
    expect(router.state.location.pathname).toBe('/admin/auth/authentication');
  });
});
