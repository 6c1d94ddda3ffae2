import { describe, expect, it } from 'vitest';
import { fileTestApp } from '#test/app.ts';
import { asOwner, aPub, fileOwnedPub } from '#test/factories/accounts.ts';
import { sql } from 'drizzle-orm';
import { menus as menuTable } from '../../db/schema.ts';
import { MENU, openPlace } from './repository/places.ts';

const t = fileTestApp();
const pub = fileOwnedPub(t);
const menusUrl = () => `${pub.url}/menus`;

const call = (...args: Parameters<ReturnType<typeof asOwner>>) => asOwner(t, pub.owner)(...args);
const names = async () =>
  (await call('GET', `${menusUrl()}/`))
    .json()
    .menus.map((m: { name: string; place: number }) => `${m.place}:${m.name}`);

/** Resolves once some backend of this database waits for a lock (polls the server, no timers). */
async function waitUntilBlocked(): Promise<void> {
  for (;;) {
    const { rows } = await t.app.db.execute<{ n: number }>(
      sql`select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`,
    );
    if (rows[0].n > 0) return;
  }
}

describe('menus', () => {
  it('creates at a place, shifting the rest, and clamps the place', async () => {
    const created = await call('POST', `${menusUrl()}/`, { name: 'A', visible: true, place: 1 });
    expect(created.statusCode).toBe(201);
    expect(created.json().menu).toMatchObject({
      name: 'A',
      visible: true,
      place: 1,
      pub_id: expect.any(Number),
      id: expect.any(Number),
    });
    await call('POST', `${menusUrl()}/`, { name: 'C', visible: true, place: 2 });
    await call('POST', `${menusUrl()}/`, { name: 'B', visible: false, place: 2 });
    await call('POST', `${menusUrl()}/`, { name: 'Z', visible: true, place: 99 });
    await call('POST', `${menusUrl()}/`, { name: 'First', visible: true, place: -3 });
    expect(await names()).toEqual(['1:First', '2:A', '3:B', '4:C', '5:Z']);
  });

  it('refuses a missing or zero place, and bad types, with a validation error', async () => {
    for (const body of [
      { name: 'x' },
      { name: 'x', place: 0 },
      { name: 'x', place: 'a' },
      { name: 5, place: 1 },
      { name: 'x', place: 1, visible: 'yes' },
    ]) {
      const res = await call('POST', `${menusUrl()}/`, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().err).toBe('validation error');
    }
  });

  it('requires a name: blank after trim is refused on create and edit', async () => {
    for (const name of ['', '  \t ']) {
      const res = await call('POST', `${menusUrl()}/`, { name, visible: true, place: 1 });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        ok: false,
        err: 'validation error',
        fields: { name: 'errors.field_is_required' },
      });
    }
    const [first] = (await call('GET', `${menusUrl()}/`)).json().menus;
    expect((await call('PUT', `${menusUrl()}/${first.id}/`, { name: ' ', visible: true })).json().fields).toEqual({
      name: 'errors.field_is_required',
    });
    expect(await names()).toEqual(['1:First', '2:A', '3:B', '4:C', '5:Z']);
  });

  it('updates name and visibility but never the place', async () => {
    const { menus } = (await call('GET', `${menusUrl()}/`)).json();
    const b = menus.find((m: { name: string }) => m.name === 'B');
    const res = await call('PUT', `${menusUrl()}/${b.id}/`, { name: 'B2', visible: true, place: 1 });
    expect(res.json().menu).toMatchObject({ name: 'B2', visible: true, place: 3 });
    expect((await call('GET', `${menusUrl()}/${b.id}/`)).json().menu.name).toBe('B2');
  });

  it('moves left and right, doing nothing at the ends', async () => {
    const { menus } = (await call('GET', `${menusUrl()}/`)).json();
    const [first, , third, , last] = menus;
    await call('POST', `${menusUrl()}/${third.id}/move-left`);
    expect(await names()).toEqual(['1:First', '2:B2', '3:A', '4:C', '5:Z']);
    await call('POST', `${menusUrl()}/${first.id}/move-left`);
    await call('POST', `${menusUrl()}/${last.id}/move-right`);
    expect(await names()).toEqual(['1:First', '2:B2', '3:A', '4:C', '5:Z']);
    const res = await call('POST', `${menusUrl()}/${first.id}/move-right`);
    expect(res.json().menus.map((m: { name: string }) => m.name)).toEqual(['B2', 'First', 'A', 'C', 'Z']);
  });

  it('keeps places dense after a delete', async () => {
    const { menus } = (await call('GET', `${menusUrl()}/`)).json();
    expect((await call('DELETE', `${menusUrl()}/${menus[1].id}/`)).json()).toEqual({ ok: true });
    expect(await names()).toEqual(['1:B2', '2:A', '3:C', '4:Z']);
    expect((await call('GET', `${menusUrl()}/${menus[1].id}/`)).statusCode).toBe(404);
  });

  it('keeps places a permutation under 20 concurrent moves and inserts (its own pub)', async () => {
    const own = `/api/company/${pub.owner.companyId}/pubs/${(await aPub(t, pub.owner)).pubId}/menus`;
    for (const name of ['A', 'B', 'C', 'D']) await call('POST', `${own}/`, { name, visible: true, place: 99 });
    const ids: number[] = (await call('GET', `${own}/`)).json().menus.map((m: { id: number }) => m.id);
    const jobs = Array.from({ length: 20 }, (_, i) =>
      i % 5 === 4
        ? call('POST', `${own}/`, { name: `N${i}`, visible: true, place: 2 })
        : call('POST', `${own}/${ids[i % ids.length]}/${i % 2 ? 'move-left' : 'move-right'}`),
    );
    const results = await Promise.all(jobs);
    expect(results.map((r) => r.statusCode).every((s) => s === 200 || s === 201)).toBe(true);
    const places = (await call('GET', `${own}/`)).json().menus.map((m: { place: number }) => m.place);
    expect(places).toEqual(Array.from({ length: ids.length + 4 }, (_, i) => i + 1));
  });

  // Removing the parent lock from repository/places.ts makes both fail every time: the second transaction's
  // FOR UPDATE scan waits on the old rows and never sees the row the first one inserted.
  const interleavings = [
    {
      name: 'an insert',
      run: (own: string) => call('POST', `${own}/`, { name: 'Second', visible: true, place: 2 }),
      expected: ['1:A', '2:Second', '3:Held', '4:B', '5:C'],
    },
    {
      name: 'a move',
      run: (own: string, ids: number[]) => call('POST', `${own}/${ids[0]}/move-right`),
      expected: ['1:Held', '2:A', '3:B', '4:C'],
    },
  ];
  for (const { name, run, expected } of interleavings) {
    it(`${name} that starts while an insert is uncommitted waits for it and sees its row (interleaving forced)`, async () => {
      const { pubId } = await aPub(t, pub.owner);
      const own = `/api/company/${pub.owner.companyId}/pubs/${pubId}/menus`;
      for (const n of ['A', 'B', 'C']) await call('POST', `${own}/`, { name: n, visible: true, place: 99 });
      const ids: number[] = (await call('GET', `${own}/`)).json().menus.map((m: { id: number }) => m.id);
      let release!: () => void;
      const gate = new Promise<void>((r) => (release = r));
      let opened!: () => void;
      const first = new Promise<void>((r) => (opened = r));
      // Transaction 1 makes room at place 2 and inserts, then holds its locks until released.
      const held = t.app.db.transaction(async (tx) => {
        const place = await openPlace(tx, MENU, pubId, 2);
        await tx.insert(menuTable).values({ pubId, name: 'Held', visible: true, place });
        opened();
        await gate;
      });
      await first;
      // Transaction 2 (the real route) starts now and must block on a lock held by transaction 1.
      const second = run(own, ids);
      await waitUntilBlocked();
      release();
      await held;
      expect((await second).statusCode).toBeLessThan(300);
      const rows = (await call('GET', `${own}/`))
        .json()
        .menus.map((m: { name: string; place: number }) => `${m.place}:${m.name}`);
      expect(rows).toEqual(expected);
    });
  }

  it('answers 404 for unknown or malformed menu ids', async () => {
    expect((await call('GET', `${menusUrl()}/999999/`)).statusCode).toBe(404);
    expect((await call('PUT', `${menusUrl()}/abc/`, { name: 'x' })).statusCode).toBe(404);
  });
});
