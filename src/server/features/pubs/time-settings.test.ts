import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#test/app.ts';
import { anOwnedPub, type CompanyFixture, type PubFixture } from '#test/factories/accounts.ts';

/** The pub's time settings through its PUT/GET (docs/product.md D16). */
let t: TestApp;
let p: PubFixture & { owner: CompanyFixture };
let pubPath: string;

beforeAll(async () => {
  t = await createTestApp();
  p = await anOwnedPub(t);
  pubPath = `/api/company/${p.owner.companyId}/pubs/${p.pubId}/`;
});
afterAll(() => t.close());

const put = (extra: object) =>
  t.inject({ method: 'PUT', url: pubPath, headers: p.owner.headers, payload: { name: 'Time pub', ...extra } });
const get = async () => (await t.inject({ method: 'GET', url: pubPath, headers: p.owner.headers })).json().pub;

describe('time settings through the pub PUT/GET', () => {
  it('defaults to 20 min, 20 km/h, no pre-orders and unlimited slots; public too', async () => {
    const defaults = {
      default_prep_minutes: 20,
      courier_speed_kmh: 20,
      preorder_days: 0,
      slot_capacity: { delivery: null, in_place: null },
    };
    expect(await get()).toMatchObject(defaults);
    const urlName = (await get()).url_name;
    expect((await t.inject({ method: 'GET', url: `/api/client/pub/${urlName}/` })).json().pub).toMatchObject(defaults);
  });

  it('saves, keeps fields left out (also one key of slot_capacity), and comes back in GET and the PUT answer', async () => {
    const saved = await put({
      default_prep_minutes: 35,
      courier_speed_kmh: 30,
      preorder_days: 7,
      slot_capacity: { delivery: 12, in_place: 500 },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().pub).toMatchObject({
      default_prep_minutes: 35,
      courier_speed_kmh: 30,
      preorder_days: 7,
      slot_capacity: { delivery: 12, in_place: 500 },
    });
    expect((await put({})).statusCode).toBe(200);
    expect((await put({ slot_capacity: { delivery: null } })).statusCode).toBe(200);
    expect(await get()).toMatchObject({
      default_prep_minutes: 35,
      courier_speed_kmh: 30,
      preorder_days: 7,
      slot_capacity: { delivery: null, in_place: 500 },
    });
    expect(
      (
        await put({
          default_prep_minutes: 5,
          courier_speed_kmh: 60,
          preorder_days: 0,
          slot_capacity: { delivery: 1, in_place: null },
        })
      ).statusCode,
    ).toBe(200);
    expect(await get()).toMatchObject({
      default_prep_minutes: 5,
      courier_speed_kmh: 60,
      preorder_days: 0,
      slot_capacity: { delivery: 1, in_place: null },
    });
  });

  it('refuses other values with 400 naming the field, and stores nothing', async () => {
    const before = await get();
    const cases: [object, string][] = [
      [{ default_prep_minutes: 4 }, 'default_prep_minutes'],
      [{ default_prep_minutes: 181 }, 'default_prep_minutes'],
      [{ default_prep_minutes: 20.5 }, 'default_prep_minutes'],
      [{ default_prep_minutes: null }, 'default_prep_minutes'],
      [{ courier_speed_kmh: 4 }, 'courier_speed_kmh'],
      [{ courier_speed_kmh: 61 }, 'courier_speed_kmh'],
      [{ courier_speed_kmh: '20' }, 'courier_speed_kmh'],
      [{ preorder_days: -1 }, 'preorder_days'],
      [{ preorder_days: 8 }, 'preorder_days'],
      [{ slot_capacity: 5 }, 'slot_capacity'],
      [{ slot_capacity: null }, 'slot_capacity'],
      [{ slot_capacity: { delivery: 0 } }, 'slot_capacity.delivery'],
      [{ slot_capacity: { in_place: 501 } }, 'slot_capacity.in_place'],
      [{ slot_capacity: { in_place: 2.5 } }, 'slot_capacity.in_place'],
    ];
    for (const [body, field] of cases) {
      const res = await put({ default_prep_minutes: 45, ...body });
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().err).toBe('validation error');
      expect(res.json().fields[field], JSON.stringify(body)).toBe('errors.validation_error');
    }
    expect(await get()).toEqual(before);
  });
});
