import { beforeAll, describe, expect, it } from 'vitest';
import { handshakeStatus } from '#test/ws.ts';
import { ROLES, type Role } from '#shared/constants.ts';
import { fileTestApp, listenOnFreePort } from '#test/app.ts';
import { aWorld, fillPath, type World } from '#test/factories/world.ts';
import type { AuthzRow, AuthzRows } from './matrix.ts';

const modules = import.meta.glob<{ rows: AuthzRows }>('../features/*/authz.ts', { eager: true });
const matrix: AuthzRows = Object.assign({}, ...Object.values(modules).map((m) => m.rows));

const t = fileTestApp();
let world: World;
let port = 0;

beforeAll(async () => {
  world = await aWorld(t);
  port = await listenOnFreePort(t.app);
});

function tokenOf(role: Role, tenant: 'a' | 'b'): string {
  return role === 'admin' ? world.adminToken : world[tenant].tokens[role];
}

async function call(method: string, url: string, token?: string): Promise<number> {
  if (url.startsWith('/ws/')) {
    return handshakeStatus(`ws://127.0.0.1:${port}${url}${token ? `?access_token=${token}` : ''}`);
  }
  const res = await t.inject({
    method: method as 'GET',
    url,
    headers: {
      ...(token ? { accesstoken: token } : {}),
      ...(method === 'GET' || method === 'DELETE' ? {} : { 'content-type': 'application/json' }),
    },
    ...(method === 'GET' || method === 'DELETE' ? {} : { payload: '{}' }),
  });
  return res.statusCode;
}

describe('authorization matrix', () => {
  it('has a row for every registered route, agreeing with its declared access', () => {
    const missing: string[] = [];
    const disagree: string[] = [];
    for (const route of t.app.routeTable) {
      if (route.url === '/*') continue;
      const key = `${route.method} ${route.url}`;
      const row = matrix[key];
      if (!row) {
        missing.push(key);
        continue;
      }
      const declared: AuthzRow = route.access === 'public' ? 'public' : [...(route.access?.roles ?? [])].sort();
      const expected: AuthzRow = row === 'public' ? 'public' : [...row].sort();
      if (JSON.stringify(declared) !== JSON.stringify(expected))
        disagree.push(`${key}: route ${JSON.stringify(declared)}, matrix ${JSON.stringify(expected)}`);
    }
    expect(missing, 'routes without a row in features/*/authz.ts').toEqual([]);
    expect(disagree).toEqual([]);
    const registered = new Set(t.app.routeTable.map((r) => `${r.method} ${r.url}`));
    expect(
      Object.keys(matrix).filter((k) => !registered.has(k)),
      'rows for routes that do not exist',
    ).toEqual([]);
  });

  for (const [key, row] of Object.entries(matrix)) {
    if (row === 'public') continue;
    const [method, path] = key.split(' ');
    it(`${key}: no token 401, wrong roles 403, foreign ids 403/404, another pub's staff 403/404`, async () => {
      const url = fillPath(path, world.a);
      expect(await call(method, url), 'no token').toBe(401);
      expect(await call(method, url, 'not-a-token'), 'garbage token').toBe(401);
      for (const role of ROLES.filter((r) => !row.includes(r))) {
        expect(await call(method, url, tokenOf(role, 'a')), `role ${role}`).toBe(403);
      }
      const scoped = /:(companyID|pubID|menuID|categoryID|dishID|orderID|courierID|staffID|groupID|optionID)/.test(
        path,
      );
      if (scoped) {
        for (const role of row.filter((r) => r !== 'admin' && r !== 'client')) {
          const status = await call(method, url, tokenOf(role, 'b'));
          expect([403, 404], `${role} of another tenant → ${status}`).toContain(status);
        }
      }
      const pubScoped = /:(pubID|menuID|categoryID|dishID|orderID|staffID|groupID|optionID)/.test(path);
      if (pubScoped && row.includes('staff')) {
        const status = await call(method, url, world.a.siblingStaff);
        expect([403, 404], `staff of another pub of the same company → ${status}`).toContain(status);
      }
    });
  }
});
