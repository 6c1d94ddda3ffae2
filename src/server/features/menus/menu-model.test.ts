import { beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { eq } from 'drizzle-orm';
import { nextEndOfDay, toWireTime } from '#shared/time.ts';
import { fileTestApp } from '#test/app.ts';
import { aStaffAccount } from '#test/factories/world.ts';
import { aMenuCategory } from '#test/factories/orders.ts';
import { aGuestPub, inPlaceBody, postOrder, type GuestPub } from '#test/factories/guest-pub.ts';
import { categories, dishes, modifierOptions, orderDishes, orders } from '../../db/schema.ts';

/** docs/product.md D12 over HTTP: dish fields, modifier groups, the stop list, bulk price, guest lines with options. */
const t = fileTestApp({ GUEST_ORDERS_PER_IP: '10000' });
let p: GuestPub;
let other: GuestPub;
let staff: Record<string, string>;
let owner: Record<string, string>;
let menuId = 0;
let categoryId = 0;

const base = () => `/api/company/${p.company.companyId}/pubs/${p.pubId}`;
const dishesUrl = () => `${base()}/menus/${menuId}/categories/${categoryId}/dishes`;
const call = (method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: unknown, headers = owner) =>
  t.inject({ method, url, headers, ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }) });

beforeAll(async () => {
  p = await aGuestPub(t);
  other = await aGuestPub(t);
  owner = { accesstoken: p.company.token };
  staff = (await aStaffAccount(t, { companyId: p.company.companyId, pubId: p.pubId })).headers;
  const { menu, category } = await aMenuCategory(t, p.pubId, { menu: 'Pizza', category: 'Pizza', menuPlace: 2 });
  menuId = menu.id;
  categoryId = category.id;
});

async function aGroup(body: Record<string, unknown>, headers = owner, url = `${base()}/modifier-groups`) {
  const res = await call('POST', url, body, headers);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().modifier_group as { id: number; options: { id: number; name: string }[] };
}
const sizes = () =>
  aGroup({
    name: 'Mărime',
    min_select: 1,
    max_select: 1,
    options: [
      { name: 'Mică', price_delta: 0 },
      { name: 'Mare', price_delta: 25.5 },
    ],
  });
const extras = () =>
  aGroup({
    name: 'Extra',
    min_select: 0,
    max_select: 2,
    options: [
      { name: 'Ciuperci', price_delta: 15 },
      { name: 'Fără ceapă', price_delta: -5 },
      { name: 'Ardei', price_delta: 10 },
    ],
  });
async function aPizza(groupIds: number[], extra: Record<string, unknown> = {}) {
  const res = await call('POST', dishesUrl(), {
    name: 'Pizza',
    price: 120,
    place: 1,
    modifier_group_ids: groupIds,
    ...extra,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().dish;
}

describe('dish fields', () => {
  it('a new dish gets the menu model defaults and an older PUT leaves the new fields alone', async () => {
    const res = await call('POST', dishesUrl(), { name: 'Ciorbă', price: 45, place: 1 });
    expect(res.json().dish).toMatchObject({
      available: true,
      unavailable_until: null,
      is_hit: false,
      availability_start: 0,
      availability_end: 0,
      is_available_now: true,
      portion: null,
      portion_unit: 'g',
      allergens: [],
      modifier_group_ids: [],
      modifier_groups: [],
    });
    const id = res.json().dish.id;
    const set = await call('PUT', `${dishesUrl()}/${id}`, {
      name: 'Ciorbă',
      price: 45,
      is_hit: true,
      portion: 350,
      portion_unit: 'ml',
      allergens: ['celery', 'milk', 'celery'],
      availability_start: 660,
      availability_end: 660,
    });
    expect(set.json().dish).toMatchObject({
      is_hit: true,
      portion: 350,
      portion_unit: 'ml',
      allergens: ['celery', 'milk'],
    });
    const old = await call('PUT', `${dishesUrl()}/${id}`, { name: 'Ciorbă de burtă', price: 50 });
    expect(old.json().dish).toMatchObject({
      name: 'Ciorbă de burtă',
      is_hit: true,
      portion: 350,
      allergens: ['celery', 'milk'],
    });
  });

  it('refuses unknown allergens, minutes out of range and foreign groups', async () => {
    const foreign = await aGroup(
      { name: 'X', options: [] },
      { accesstoken: other.company.token },
      `/api/company/${other.company.companyId}/pubs/${other.pubId}/modifier-groups`,
    );
    for (const [body, field] of [
      [{ allergens: ['gluten', 'bacon'] }, 'allergens.1'],
      [{ availability_start: 1441 }, 'availability_start'],
      [{ portion_unit: 'kg' }, 'portion_unit'],
      [{ modifier_group_ids: [foreign.id] }, 'modifier_group_ids'],
    ] as const) {
      const res = await call('POST', dishesUrl(), { name: 'Bad', price: 1, place: 1, ...body });
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(Object.keys(res.json().fields)).toContain(field);
    }
  });

  it('is_available_now follows the window in the pub timezone, past midnight too', async () => {
    const now = new Date();
    const minute =
      Number(
        new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Chisinau', hour: '2-digit', hourCycle: 'h23' }).format(
          now,
        ),
      ) * 60;
    // A window that surely holds now (from an hour ago, past midnight into the next morning) and one that surely does not.
    const dishAvailable = (name: string, fromNow: number, toNow: number) =>
      call('POST', dishesUrl(), {
        name,
        price: 1,
        place: 1,
        availability_start: (minute + fromNow) % 1440,
        availability_end: (minute + toNow) % 1440,
      });
    const open = await dishAvailable('Open', 1380, 120);
    const closed = await dishAvailable('Closed', 180, 240);
    expect(open.json().dish.is_available_now).toBe(true);
    expect(closed.json().dish.is_available_now).toBe(false);
    const order = await postOrder(
      t,
      p.urlName,
      inPlaceBody(p, { dishes: [{ dish_id: closed.json().dish.id, count: 1 }] }),
    );
    expect(order.statusCode).toBe(409);
    expect(order.json()).toEqual({ ok: false, err: 'dish is not available', dishes: [closed.json().dish.id] });
  });
});

describe('modifier groups', () => {
  it('creates, lists, edits (keeping option ids) and deletes', async () => {
    const g = await sizes();
    expect(g).toMatchObject({
      name: 'Mărime',
      min_select: 1,
      max_select: 1,
      options: [
        { name: 'Mică', price_delta: 0, available: true },
        { name: 'Mare', price_delta: 25.5, available: true },
      ],
    });
    const list = await call('GET', `${base()}/modifier-groups`, undefined, staff);
    expect(list.json().modifier_groups.map((x: { id: number }) => x.id)).toContain(g.id);
    const [small, large] = g.options;
    const put = await call('PUT', `${base()}/modifier-groups/${g.id}`, {
      name: 'Размер',
      min_select: 1,
      max_select: 1,
      options: [
        { id: large.id, name: 'Большая', price_delta: 25.5 },
        { id: small.id, name: 'Маленькая' },
        { name: 'Семейная', price_delta: 60 },
      ],
    });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json().modifier_group.options.map((o: { id: number; name: string }) => [o.id, o.name])).toEqual([
      [large.id, 'Большая'],
      [small.id, 'Маленькая'],
      [expect.any(Number), 'Семейная'],
    ]);
    const dropped = await call('PUT', `${base()}/modifier-groups/${g.id}`, {
      name: 'Размер',
      min_select: 1,
      max_select: 1,
      options: [{ id: small.id, name: 'Маленькая' }],
    });
    expect(dropped.json().modifier_group.options).toHaveLength(1);
    expect((await call('DELETE', `${base()}/modifier-groups/${g.id}`)).statusCode).toBe(200);
    expect((await call('GET', `${base()}/modifier-groups/${g.id}`)).statusCode).toBe(404);
  });

  it("refuses max below min, min above the options, and another group's option ids", async () => {
    const a = await extras();
    for (const body of [
      { name: 'G', min_select: 2, max_select: 1, options: [{ name: 'a' }, { name: 'b' }] },
      { name: 'G', min_select: 0, max_select: 0, options: [{ name: 'a' }] },
      { name: 'G', min_select: 2, max_select: 2, options: [{ name: 'a' }] },
      { name: ' ', options: [] },
      { name: 'G', options: [{ name: 'a', price_delta: 'x' }] },
    ]) {
      const res = await call('POST', `${base()}/modifier-groups`, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
    const b = await sizes();
    const res = await call('PUT', `${base()}/modifier-groups/${b.id}`, {
      name: 'G',
      options: [{ id: a.options[0].id, name: 'stolen' }],
    });
    expect(res.statusCode).toBe(400);
  });

  it('a dish lists its groups in the order given, and staff cannot edit groups', async () => {
    const [s, e] = [await sizes(), await extras()];
    const dish = await aPizza([e.id, s.id]);
    expect(dish.modifier_group_ids).toEqual([e.id, s.id]);
    expect(dish.modifier_groups.map((g: { name: string }) => g.name)).toEqual(['Extra', 'Mărime']);
    expect((await call('POST', `${base()}/modifier-groups`, { name: 'S' }, staff)).statusCode).toBe(403);
    const page = await t.inject({ method: 'GET', url: `/api/client/pub/${p.urlName}/` });
    const fromPage = page.json().dishes.find((d: { id: number }) => d.id === dish.id);
    expect(fromPage).toMatchObject({
      available: true,
      is_available_now: true,
      modifier_group_ids: [e.id, s.id],
      modifier_groups: [{ id: e.id, options: [{ name: 'Ciuperci' }, {}, {}] }, { id: s.id }],
    });
  });
});

describe('guest lines with options', () => {
  it('prices deltas, copies names, keeps different option sets apart and merges equal ones', async () => {
    const [s, e] = [await sizes(), await extras()];
    const dish = await aPizza([s.id, e.id]);
    const [small, large] = s.options;
    const [mushrooms, noOnion] = e.options;
    const res = await postOrder(
      t,
      p.urlName,
      inPlaceBody(p, {
        dishes: [
          { dish_id: dish.id, count: 1, modifier_option_ids: [large.id, mushrooms.id] },
          { dish_id: dish.id, count: 2, modifier_option_ids: [small.id] },
          { dish_id: dish.id, count: 1, modifier_option_ids: [mushrooms.id, large.id] },
          { dish_id: dish.id, count: 1, modifier_option_ids: [small.id, noOnion.id] },
        ],
      }),
    );
    expect(res.statusCode, res.body).toBe(201);
    const lines = res.json().order.dishes;
    expect(lines).toHaveLength(3);
    expect(lines[0]).toMatchObject({
      dish_id: dish.id,
      count: 2,
      dish_price: 160.5,
      modifiers: [
        { group_id: s.id, group_name: 'Mărime', option_id: large.id, name: 'Mare', price_delta: 25.5 },
        { group_id: e.id, group_name: 'Extra', option_id: mushrooms.id, name: 'Ciuperci', price_delta: 15 },
      ],
    });
    expect(lines[1]).toMatchObject({ count: 2, dish_price: 120, modifiers: [{ option_id: small.id, name: 'Mică' }] });
    expect(lines[2]).toMatchObject({
      count: 1,
      dish_price: 115,
      modifiers: [{ name: 'Mică' }, { name: 'Fără ceapă', price_delta: -5 }],
    });
    expect(res.json().order.total_dishes_price).toBe(2 * 160.5 + 2 * 120 + 115);
    // Names are copied: renaming the option later leaves the order as it was.
    await t.app.db.update(modifierOptions).set({ name: 'Renamed' }).where(eq(modifierOptions.id, large.id));
    const [row] = await t.app.db.select().from(orderDishes).where(eq(orderDishes.id, lines[0].position_id));
    expect(row.modifiers[0].name).toBe('Mare');
  });

  it('a negative delta never takes a unit price below 0', async () => {
    const g = await aGroup({
      name: 'Gratis',
      min_select: 0,
      max_select: 1,
      options: [{ name: 'Voucher', price_delta: -500 }],
    });
    const dish = await aPizza([g.id]);
    const res = await postOrder(
      t,
      p.urlName,
      inPlaceBody(p, { dishes: [{ dish_id: dish.id, count: 1, modifier_option_ids: [g.options[0].id] }] }),
    );
    expect(res.json().order.dishes[0].dish_price).toBe(0);
  });

  it('refuses a missing required choice, too many choices and options of other dishes (400 on dishes)', async () => {
    const [s, e] = [await sizes(), await extras()];
    const dish = await aPizza([s.id, e.id]);
    const stranger = await aGroup({ name: 'Sos', options: [{ name: 'Usturoi' }] });
    const foreignGroup = await aGroup(
      { name: 'Y', options: [{ name: 'y' }] },
      { accesstoken: other.company.token },
      `/api/company/${other.company.companyId}/pubs/${other.pubId}/modifier-groups`,
    );
    for (const ids of [
      [],
      [e.options[0].id],
      [s.options[0].id, s.options[1].id],
      [s.options[0].id, ...e.options.map((o) => o.id)],
      [s.options[0].id, stranger.options[0].id],
      [s.options[0].id, foreignGroup.options[0].id],
    ]) {
      const res = await postOrder(
        t,
        p.urlName,
        inPlaceBody(p, { dishes: [{ dish_id: dish.id, count: 1, modifier_option_ids: ids }] }),
      );
      expect(res.statusCode, JSON.stringify(ids)).toBe(400);
      expect(res.json()).toMatchObject({ err: 'validation error', fields: { dishes: expect.any(String) } });
    }
    const ok = await postOrder(
      t,
      p.urlName,
      inPlaceBody(p, {
        dishes: [
          {
            dish_id: dish.id,
            count: 1,
            modifier_option_ids: [s.options[1].id, ...e.options.slice(0, 2).map((o) => o.id)],
          },
        ],
      }),
    );
    expect(ok.statusCode).toBe(201);
  });
});

describe('guest lines, generated', () => {
  it('any option list on any line: 201 with rules kept, 400 or 409 — never 5xx', async () => {
    const [s, e] = [await sizes(), await extras()];
    const dish = await aPizza([s.id, e.id]);
    const ids = [...s.options, ...e.options].map((o) => o.id);
    await call('POST', `${base()}/stop-list`, { option_id: e.options[2].id, until: null });
    const optionIds = fc.array(fc.oneof(fc.constantFrom(...ids), fc.integer({ min: 1, max: 2_147_483_647 })), {
      maxLength: 6,
    });
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.record({ count: fc.integer({ min: 1, max: 5 }), modifier_option_ids: optionIds }), {
          minLength: 1,
          maxLength: 4,
        }),
        async (lines) => {
          const res = await postOrder(
            t,
            p.urlName,
            inPlaceBody(p, { dishes: lines.map((l) => ({ dish_id: dish.id, ...l })) }),
          );
          expect([201, 400, 409], res.body).toContain(res.statusCode);
          if (res.statusCode !== 201) return;
          for (const line of res.json().order.dishes as {
            dish_price: number;
            modifiers: { group_id: number; price_delta: number }[];
          }[]) {
            expect(line.modifiers.filter((m) => m.group_id === s.id)).toHaveLength(1);
            expect(line.modifiers.filter((m) => m.group_id === e.id).length).toBeLessThanOrEqual(2);
            expect(line.dish_price).toBeCloseTo(
              Math.max(0, 120 + line.modifiers.reduce((sum, m) => sum + m.price_delta, 0)),
              2,
            );
          }
        },
      ),
      { numRuns: 40, seed: 20261125 },
    );
  });
});

describe('stop list', () => {
  it("owner and staff stop a dish until the end of day (the pub's next 05:00); a guest order with it is refused (409)", async () => {
    const dish = await aPizza([]);
    const res = await call('POST', `${base()}/stop-list`, { dish_id: dish.id, until: 'end_of_day' }, staff);
    expect(res.statusCode, res.body).toBe(200);
    const stop = res.json().dishes.find((d: { dish_id: number }) => d.dish_id === dish.id);
    const expected = toWireTime(nextEndOfDay('Europe/Chisinau'));
    expect(stop).toEqual({ dish_id: dish.id, name: 'Pizza', unavailable_until: expected });
    const order = await postOrder(
      t,
      p.urlName,
      inPlaceBody(p, {
        dishes: [
          { dish_id: p.dish.id, count: 1 },
          { dish_id: dish.id, count: 1 },
        ],
      }),
    );
    expect(order.statusCode).toBe(409);
    expect(order.json()).toEqual({ ok: false, err: 'dish is not available', dishes: [dish.id] });
    const page = await t.inject({ method: 'GET', url: `/api/client/pub/${p.urlName}/` });
    expect(page.json().dishes.find((d: { id: number }) => d.id === dish.id)).toMatchObject({
      available: false,
      is_available_now: false,
      unavailable_until: expected,
    });
    const back = await call('DELETE', `${base()}/stop-list/dish/${dish.id}`);
    expect(back.json().dishes.map((d: { dish_id: number }) => d.dish_id)).not.toContain(dish.id);
    expect(
      (await postOrder(t, p.urlName, inPlaceBody(p, { dishes: [{ dish_id: dish.id, count: 1 }] }))).statusCode,
    ).toBe(201);
  });

  it('a stop ends by itself when its time passes', async () => {
    const dish = await aPizza([]);
    await call('POST', `${base()}/stop-list`, { dish_id: dish.id, until: null });
    const list = await call('GET', `${base()}/stop-list`, undefined, staff);
    expect(list.json().dishes).toContainEqual({ dish_id: dish.id, name: 'Pizza', unavailable_until: null });
    await t.app.db
      .update(dishes)
      .set({ unavailableUntil: new Date(Date.now() - 1000) })
      .where(eq(dishes.id, dish.id));
    const after = await call('GET', `${base()}/stop-list`);
    expect(after.json().dishes.map((d: { dish_id: number }) => d.dish_id)).not.toContain(dish.id);
    expect((await call('GET', `${dishesUrl()}/${dish.id}`)).json().dish).toMatchObject({
      available: true,
      is_available_now: true,
      unavailable_until: null,
    });
    expect(
      (await postOrder(t, p.urlName, inPlaceBody(p, { dishes: [{ dish_id: dish.id, count: 1 }] }))).statusCode,
    ).toBe(201);
  });

  it('a stopped option refuses the order naming the dish and the option', async () => {
    const s = await sizes();
    const dish = await aPizza([s.id]);
    const large = s.options[1];
    const until = toWireTime(new Date(Date.now() + 3_600_000));
    const res = await call('POST', `${base()}/stop-list`, { option_id: large.id, until }, staff);
    expect(res.json().options).toContainEqual({
      option_id: large.id,
      name: 'Mare',
      group_name: 'Mărime',
      unavailable_until: until,
    });
    expect((await call('GET', `${base()}/modifier-groups/${s.id}`)).json().modifier_group.options[1]).toMatchObject({
      available: false,
      unavailable_until: until,
    });
    const order = await postOrder(
      t,
      p.urlName,
      inPlaceBody(p, { dishes: [{ dish_id: dish.id, count: 1, modifier_option_ids: [large.id] }] }),
    );
    expect(order.statusCode).toBe(409);
    expect(order.json()).toEqual({ ok: false, err: 'dish is not available', dishes: [dish.id], options: [large.id] });
    expect(
      (
        await postOrder(
          t,
          p.urlName,
          inPlaceBody(p, { dishes: [{ dish_id: dish.id, count: 1, modifier_option_ids: [s.options[0].id] }] }),
        )
      ).statusCode,
    ).toBe(201);
    await call('DELETE', `${base()}/stop-list/option/${large.id}`, undefined, staff);
    expect(
      (
        await postOrder(
          t,
          p.urlName,
          inPlaceBody(p, { dishes: [{ dish_id: dish.id, count: 1, modifier_option_ids: [large.id] }] }),
        )
      ).statusCode,
    ).toBe(201);
  });

  it("refuses a time in the past, both or neither id, and other pubs' dishes and options", async () => {
    const dish = await aPizza([]);
    const past = await call('POST', `${base()}/stop-list`, { dish_id: dish.id, until: '2020-01-01 00:00:00' });
    expect(past.statusCode).toBe(400);
    expect(past.json().fields).toHaveProperty('until');
    expect((await call('POST', `${base()}/stop-list`, { until: null })).statusCode).toBe(400);
    expect(
      (await call('POST', `${base()}/stop-list`, { dish_id: dish.id, option_id: 1, until: null })).statusCode,
    ).toBe(400);
    expect((await call('POST', `${base()}/stop-list`, { dish_id: dish.id, until: 'tomorrow' })).statusCode).toBe(400);
    expect((await call('POST', `${base()}/stop-list`, { dish_id: other.dish.id, until: null })).statusCode).toBe(404);
    expect((await call('DELETE', `${base()}/stop-list/dish/${other.dish.id}`)).statusCode).toBe(404);
    const foreign = await aGroup(
      { name: 'Z', options: [{ name: 'z' }] },
      { accesstoken: other.company.token },
      `/api/company/${other.company.companyId}/pubs/${other.pubId}/modifier-groups`,
    );
    expect(
      (await call('POST', `${base()}/stop-list`, { option_id: foreign.options[0].id, until: null })).statusCode,
    ).toBe(404);
    expect((await call('DELETE', `${base()}/stop-list/option/${foreign.options[0].id}`)).statusCode).toBe(404);
  });
});

describe('bulk price', () => {
  it('moves prices and sale prices by a percent, half up to whole bani', async () => {
    const [cat] = await t.app.db
      .insert(categories)
      .values({ menuId, pubId: p.pubId, name: 'Băuturi', place: 2 })
      .returning();
    const url = `${base()}/menus/${menuId}/categories/${cat.id}/dishes`;
    await call('POST', url, { name: 'Apă', price: 10, place: 1 });
    await call('POST', url, { name: 'Suc', price: 0.05, place: 2 });
    await call('POST', url, { name: 'Vin', price: 100, sale_price: 80, place: 3 });
    const res = await call('PATCH', `${url}/bulk-price`, { percent: '12,5' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().dishes.map((d: { price: number; sale_price: number }) => [d.price, d.sale_price])).toEqual([
      [11.25, 0],
      [0.06, 0],
      [112.5, 90],
    ]);
    const down = await call('PATCH', `${url}/bulk-price`, { percent: -10 });
    expect(down.json().dishes.map((d: { price: number }) => d.price)).toEqual([10.13, 0.05, 101.25]);
    for (const percent of [-90.5, 501, 'abc', '', null]) {
      expect((await call('PATCH', `${url}/bulk-price`, { percent })).statusCode, String(percent)).toBe(400);
    }
  });
});

describe('staff order lines', () => {
  it('keeps two lines of one dish with different options through an edit, by position_id or by dish id', async () => {
    const s = await sizes();
    const dish = await aPizza([s.id]);
    const placed = await postOrder(
      t,
      p.urlName,
      inPlaceBody(p, {
        dishes: [
          { dish_id: dish.id, count: 1, modifier_option_ids: [s.options[0].id] },
          { dish_id: dish.id, count: 1, modifier_option_ids: [s.options[1].id] },
        ],
      }),
    );
    const order = placed.json().order;
    const [first, second] = order.dishes;
    const url = `${base()}/orders/${order.id}/update-dishes`;
    const byPosition = await call(
      'PUT',
      url,
      {
        dishes: [
          { dish_id: dish.id, count: 3, position_id: second.position_id },
          { dish_id: dish.id, count: 1, position_id: first.position_id },
        ],
      },
      staff,
    );
    expect(byPosition.statusCode, byPosition.body).toBe(200);
    expect(
      byPosition
        .json()
        .order.dishes.map((d: { position_id: number; count: number; dish_price: number }) => [
          d.position_id,
          d.count,
          d.dish_price,
        ]),
    ).toEqual([
      [first.position_id, 1, 120],
      [second.position_id, 3, 145.5],
    ]);
    // An older client sends dish ids only: each item takes the next line of that dish.
    const byDish = await call(
      'PUT',
      url,
      {
        dishes: [
          { dish_id: dish.id, count: 2 },
          { dish_id: dish.id, count: 4 },
        ],
      },
      staff,
    );
    expect(
      byDish
        .json()
        .order.dishes.map((d: { count: number; modifiers: { name: string }[] }) => [
          d.count,
          d.modifiers.map((m) => m.name),
        ]),
    ).toEqual([
      [2, ['Mică']],
      [4, ['Mare']],
    ]);
    // Deleting one line leaves the other.
    const deleted = await call(
      'PUT',
      url,
      { dishes: [{ dish_id: dish.id, count: 4, position_id: second.position_id }] },
      staff,
    );
    expect(deleted.json().order.dishes).toMatchObject([
      { position_id: second.position_id, count: 4, modifiers: [{ name: 'Mare' }] },
    ]);
    // Adding the dish with options prices it with the deltas; a required group left out is refused.
    const added = await call(
      'PUT',
      url,
      {
        dishes: [
          { dish_id: dish.id, count: 4, position_id: second.position_id },
          { dish_id: dish.id, count: 1, modifier_option_ids: [s.options[0].id] },
        ],
      },
      staff,
    );
    expect(
      added.json().order.dishes.map((d: { count: number; dish_price: number }) => [d.count, d.dish_price]),
    ).toEqual([
      [4, 145.5],
      [1, 120],
    ]);
    const missing = await call(
      'PUT',
      url,
      {
        dishes: [
          { dish_id: dish.id, count: 1, position_id: second.position_id },
          { dish_id: p.dish.id, count: 1, modifier_option_ids: [s.options[0].id] },
        ],
      },
      staff,
    );
    expect(missing.statusCode).toBe(400);
    const foreignPosition = await call(
      'PUT',
      url,
      { dishes: [{ dish_id: dish.id, count: 1, position_id: 999999 }] },
      staff,
    );
    expect(foreignPosition.statusCode).toBe(400);
    const [row] = await t.app.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row.version).toBe(5);
  });
});
