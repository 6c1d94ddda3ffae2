import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '#shared/constants.ts';
import type { TestApp } from '#test/app.ts';
import { anAppWithWorld, fillPath, type World } from '#test/factories/world.ts';

/**
 * A path id that is not a number (`undefined`, `null`, `0`, `-1`, …: what the original client sends
 * before it knows an id) answers 404 with an empty body on every route that has one — the only 404
 * that client stays silent on. Every other error stays JSON.
 */
let t: TestApp;
let world: World;
beforeAll(async () => {
  ({ t, world } = await anAppWithWorld());
});
afterAll(() => t.close());

const NOT_NUMBERS = ['undefined', 'null', '0', '-1', '1.5', 'abc', '01', '1e3', '%20'];

function tokenFor(access: unknown): Record<string, string> {
  if (access === 'public' || !access || typeof access !== 'object') return {};
  const role = (access as { roles: readonly Role[] }).roles[0];
  return { accesstoken: role === 'admin' ? world.adminToken : world.a.tokens[role as Exclude<Role, 'admin'>] };
}

async function call(method: string, url: string, headers: Record<string, string>) {
  const body =
    method === 'GET' || method === 'DELETE'
      ? {}
      : { payload: '{}', headers: { ...headers, 'content-type': 'application/json' } };
  return t.inject({ method: method as 'GET', url, headers, ...body });
}

describe('path ids that are not numbers', () => {
  it('every route with an id in its path answers 404 with an empty body, with or without a token', async () => {
    const routes = t.app.routeTable.filter((r) => /:\w+ID\b/.test(r.url));
    expect(routes.length).toBeGreaterThan(100);
    const wrong: string[] = [];
    for (const route of routes) {
      const ids = [...route.url.matchAll(/:(\w+ID)\b/g)].map((m) => m[1]);
      for (const id of ids) {
        for (const bad of NOT_NUMBERS) {
          const url = fillPath(route.url.replace(`:${id}`, bad), world.a);
          for (const headers of [tokenFor(route.access), {}]) {
            const res = await call(route.method, url, headers);
            if (res.statusCode !== 404 || res.body !== '')
              wrong.push(
                `${route.method} ${url} (${headers.accesstoken ? 'token' : 'no token'}) → ${res.statusCode} ${res.body.slice(0, 60)}`,
              );
          }
        }
      }
    }
    expect(wrong).toEqual([]);
    // Over two thousand requests: a sweep, not a wait.
  }, 180_000);

  it('an id that is a number but names nothing, and other errors, stay JSON', async () => {
    const headers = { accesstoken: world.a.tokens.company };
    for (const url of [
      `/api/company/${world.a.companyId}/pubs/999999/`,
      `/api/company/${world.a.companyId}/pubs/99999999999/`,
    ]) {
      const res = await t.inject({ method: 'GET', url, headers });
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toEqual({ ok: false, err: 'not found' });
    }
    const noToken = await t.inject({ method: 'GET', url: `/api/company/${world.a.companyId}/pubs/${world.a.pubId}/` });
    expect(noToken.json()).toEqual({ ok: false, err: 'unauthorized' });
    const unknownRoute = await t.inject({ method: 'GET', url: '/api/no-such-route' });
    expect(unknownRoute.json()).toEqual({ ok: false, err: 'not found' });
  });
});
