import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#test/app.ts';
import { createCompany, createPub, type CompanyFixture } from '#test/factories.ts';

let t: TestApp;
let owner: CompanyFixture;
let base: string;

beforeAll(async () => {
  t = await createTestApp();
  owner = await createCompany(t);
  const { pubId } = await createPub(t, owner);
  base = `/api/company/${owner.companyId}/pubs/${pubId}/menus`;
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.inject({ method, url, headers: owner.headers, ...(payload ? { payload } : method === 'POST' ? { payload: {} } : {}) });
const names = async () => (await call('GET', `${base}/`)).json().menus.map((m: { name: string; place: number }) => `${m.place}:${m.name}`);

describe('menus', () => {
  it('creates at a place, shifting the rest, and clamps the place', async () => {
    const created = await call('POST', `${base}/`, { name: 'A', visible: true, place: 1 });
    expect(created.statusCode).toBe(201);
    expect(created.json().menu).toMatchObject({ name: 'A', visible: true, place: 1, pub_id: expect.any(Number), id: expect.any(Number) });
    await call('POST', `${base}/`, { name: 'C', visible: true, place: 2 });
    await call('POST', `${base}/`, { name: 'B', visible: false, place: 2 });
    await call('POST', `${base}/`, { name: 'Z', visible: true, place: 99 });
    await call('POST', `${base}/`, { name: 'First', visible: true, place: -3 });
    expect(await names()).toEqual(['1:First', '2:A', '3:B', '4:C', '5:Z']);
  });

  it('refuses a missing or zero place, and bad types, with a validation error', async () => {
    for (const body of [{ name: 'x' }, { name: 'x', place: 0 }, { name: 'x', place: 'a' }, { name: 5, place: 1 }, { name: 'x', place: 1, visible: 'yes' }]) {
      const res = await call('POST', `${base}/`, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().err).toBe('validation error');
    }
  });

  it('requires a name: blank after trim is refused on create and edit (issue 13 #9)', async () => {
    for (const name of ['', '  \t ']) {
      const res = await call('POST', `${base}/`, { name, visible: true, place: 1 });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ ok: false, err: 'validation error', fields: { name: 'errors.field_is_required' } });
    }
    const [first] = (await call('GET', `${base}/`)).json().menus;
    expect((await call('PUT', `${base}/${first.id}/`, { name: ' ', visible: true })).json().fields).toEqual({ name: 'errors.field_is_required' });
    expect(await names()).toEqual(['1:First', '2:A', '3:B', '4:C', '5:Z']);
  });

  it('updates name and visibility but never the place', async () => {
    const { menus } = (await call('GET', `${base}/`)).json();
    const b = menus.find((m: { name: string }) => m.name === 'B');
    const res = await call('PUT', `${base}/${b.id}/`, { name: 'B2', visible: true, place: 1 });
    expect(res.json().menu).toMatchObject({ name: 'B2', visible: true, place: 3 });
    expect((await call('GET', `${base}/${b.id}/`)).json().menu.name).toBe('B2');
  });

  it('moves left and right, doing nothing at the ends', async () => {
    const { menus } = (await call('GET', `${base}/`)).json();
    const [first, , third, , last] = menus;
    await call('POST', `${base}/${third.id}/move-left`);
    expect(await names()).toEqual(['1:First', '2:B2', '3:A', '4:C', '5:Z']);
    await call('POST', `${base}/${first.id}/move-left`);
    await call('POST', `${base}/${last.id}/move-right`);
    expect(await names()).toEqual(['1:First', '2:B2', '3:A', '4:C', '5:Z']);
    const res = await call('POST', `${base}/${first.id}/move-right`);
    expect(res.json().menus.map((m: { name: string }) => m.name)).toEqual(['B2', 'First', 'A', 'C', 'Z']);
  });

  it('keeps places dense after a delete', async () => {
    const { menus } = (await call('GET', `${base}/`)).json();
    expect((await call('DELETE', `${base}/${menus[1].id}/`)).json()).toEqual({ ok: true });
    expect(await names()).toEqual(['1:B2', '2:A', '3:C', '4:Z']);
    expect((await call('GET', `${base}/${menus[1].id}/`)).statusCode).toBe(404);
  });

  it('keeps places a permutation under 20 concurrent moves and inserts', async () => {
    const { menus } = (await call('GET', `${base}/`)).json();
    const ids: number[] = menus.map((m: { id: number }) => m.id);
    const jobs = Array.from({ length: 20 }, (_, i) =>
      i % 5 === 4
        ? call('POST', `${base}/`, { name: `N${i}`, visible: true, place: 2 })
        : call('POST', `${base}/${ids[i % ids.length]}/${i % 2 ? 'move-left' : 'move-right'}`),
    );
    const results = await Promise.all(jobs);
    expect(results.map((r) => r.statusCode).every((s) => s === 200 || s === 201)).toBe(true);
    const places = (await call('GET', `${base}/`)).json().menus.map((m: { place: number }) => m.place);
    expect(places).toEqual(Array.from({ length: ids.length + 4 }, (_, i) => i + 1));
  });

  it('answers 404 for unknown or malformed menu ids', async () => {
    expect((await call('GET', `${base}/999999/`)).statusCode).toBe(404);
    expect((await call('PUT', `${base}/abc/`, { name: 'x' })).statusCode).toBe(404);
  });
});
