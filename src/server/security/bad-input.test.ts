import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import type { Role } from '#shared/constants.ts';
import type { TestApp } from '#test/app.ts';
import { anAppWithWorld, fillPath, type Tenant, type World } from '#test/factories/world.ts';

/**
 * Bad input everywhere: for every route in the route table, generated wrong types, missing
 * fields, huge strings, negative and huge numbers, bad ids and bad query strings, sent with a token
 * the route accepts. Always a 4xx `{ok:false, err}` or a success — never a 5xx — and the other
 * tenant's rows never change.
 */
let t: TestApp;
let world: World;
beforeAll(async () => {
  ({ t, world } = await anAppWithWorld());
});
afterAll(() => t.close());

const FIELDS = [
  'name',
  'url_name',
  'email',
  'password',
  'phone',
  'price',
  'sale_price',
  'place',
  'visible',
  'dishes',
  'count',
  'dish_id',
  'order_id',
  'courier_id',
  'lat',
  'lng',
  'shapes',
  'prices',
  'work_hours',
  'from',
  'to',
  'available',
  'delivery_type',
  'prepared',
  'approximate_preparation_time',
  'status',
  'tariff',
  'days',
  'amount',
  'full_name',
  'birth_date',
  'gender',
  'category_types',
  'text_color',
  'card_preorder',
  'cash_preorder',
  'order_type',
  'payment_type',
  'table_for_in_place_order',
  'main_phone_number',
  'phone_number',
  'color_theme',
  'currency_id',
  'language_id',
  'add_commission_to_dish_prices',
  'telegram_username',
  'note',
  // docs/product.md D12 (menu model)
  'percent',
  'until',
  'option_id',
  'modifier_option_ids',
  'modifier_group_ids',
  'min_select',
  'max_select',
  'options',
  'price_delta',
  'allergens',
  'portion',
  'portion_unit',
  'is_hit',
  'availability_start',
  'availability_end',
  'position_id',
];
const weird = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ minLength: 3000, maxLength: 70_000 }),
  fc.integer(),
  fc.constantFrom(-1, 0, 1e308, -1e308, 2 ** 53, 2 ** 31, Number.MAX_SAFE_INTEGER, 0.001, 1.005),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.jsonValue({ maxDepth: 2 }), { maxLength: 5 }),
  fc.dictionary(fc.constantFrom(...FIELDS), fc.jsonValue({ maxDepth: 1 }), { maxKeys: 4 }),
);
const body = fc.oneof(
  fc.dictionary(fc.constantFrom(...FIELDS), weird, { maxKeys: 8 }),
  fc.jsonValue({ maxDepth: 3 }),
  fc.constant(undefined),
);
const badId = fc.constantFrom(
  '0',
  '-1',
  'abc',
  'undefined',
  '99999999999',
  '1e3',
  '1.5',
  '%00',
  "1' or '1'='1",
  '2147483648',
);
const query = fc.dictionary(
  fc.constantFrom('status', 'price', 'pubID', 'page', 'page_size', 'token', 'as', 'x'),
  fc.oneof(fc.string({ maxLength: 20 }), fc.constantFrom('-1', 'NaN', '1e309', 'in-process', '[]')),
  { maxKeys: 3 },
);

function tokenFor(roles: readonly Role[] | 'public', a: Tenant): string | undefined {
  if (roles === 'public') return undefined;
  const role = roles.includes('company') ? 'company' : roles[0];
  return role === 'admin' ? world.adminToken : a.tokens[role as 'company' | 'staff' | 'courier' | 'client'];
}

async function snapshotOf(b: Tenant): Promise<string> {
  const rows = await t.app.db.execute(sql`
    select md5(coalesce((select string_agg(p::text, '|' order by p.id) from pubs p where p.id = ${b.pubId}), '')
      || coalesce((select string_agg(c::text, '|' order by c.id) from companies c where c.id = ${b.companyId}), '')
      || coalesce((select string_agg(m::text, '|' order by m.id) from menus m where m.pub_id = ${b.pubId}), '')
      || coalesce((select string_agg(c::text, '|' order by c.id) from categories c where c.pub_id = ${b.pubId}), '')
      || coalesce((select string_agg(d::text, '|' order by d.id) from dishes d where d.pub_id = ${b.pubId}), '')
      || coalesce((select string_agg(o::text, '|' order by o.id) from orders o where o.pub_id = ${b.pubId}), '')
      || coalesce((select string_agg(g::text, '|' order by g.id) from modifier_groups g where g.pub_id = ${b.pubId}), '')
      || coalesce((select string_agg(o::text, '|' order by o.id) from modifier_options o where o.pub_id = ${b.pubId}), '')
      || coalesce((select string_agg(c::text, '|' order by c.id) from couriers c where c.id = ${b.courierId}), '')
      || coalesce((select string_agg(l::text, '|' order by l.id) from courier_ledger l where l.courier_id = ${b.courierId}), '')
      || coalesce((select string_agg(a::text, '|' order by a.id) from accounts a where a.company_id = ${b.companyId} or a.courier_id = ${b.courierId}), '')
    ) as digest`);
  return String((rows.rows[0] as { digest: string }).digest);
}

describe('bad input on every route', () => {
  it('never answers 5xx, always {ok:false, err} on 4xx, never touches the other tenant', async () => {
    const before = await snapshotOf(world.b);
    // Deletions last, so the rest still finds tenant A's rows.
    const routes = t.app.routeTable
      .filter((r) => r.url !== '/*' && !r.url.startsWith('/ws/'))
      .sort((x, y) => Number(x.method === 'DELETE') - Number(y.method === 'DELETE'));
    const failures: string[] = [];
    for (const route of routes) {
      const roles = route.access === 'public' || !route.access ? 'public' : route.access.roles;
      await fc.assert(
        fc.asyncProperty(body, query, fc.option(badId, { freq: 4 }), async (payload, q, bad) => {
          let url = fillPath(route.url, world.a);
          if (bad !== null && /:\w+/.test(route.url))
            url = route.url.replace(/:\w+/, bad).replace(/:(\w+)/g, (m) => fillPath(m, world.a));
          const qs = new URLSearchParams(q as Record<string, string>).toString();
          const token = tokenFor(roles, world.a);
          const res = await t.inject({
            method: route.method as 'GET',
            url: qs ? `${url}${url.includes('?') ? '&' : '?'}${qs}` : url,
            headers: {
              ...(token ? { accesstoken: token } : {}),
              'content-type': 'application/json',
              'idempotency-key': 'not-a-uuid',
            },
            ...(route.method === 'GET' || route.method === 'DELETE' || payload === undefined
              ? {}
              : { payload: JSON.stringify(payload) }),
          });
          if (res.statusCode >= 500)
            failures.push(
              `${route.method} ${url} ${JSON.stringify(payload)?.slice(0, 200)} → ${res.statusCode} ${res.body.slice(0, 200)}`,
            );
          // A path id that is not a number is the one 4xx with an empty body (http.ts `pathId`).
          const idNotANumber = bad !== null && res.statusCode === 404 && res.body === '' && !/^[1-9]\d*$/.test(bad);
          if (res.statusCode >= 400 && res.statusCode < 500 && !idNotANumber) {
            const json = res.json();
            expect(json.ok, `${route.method} ${route.url}`).toBe(false);
            expect(typeof json.err).toBe('string');
          }
        }),
        { numRuns: 12, seed: 20261122 },
      );
    }
    expect(failures).toEqual([]);
    expect(await snapshotOf(world.b)).toBe(before);
  }, 240_000);
});

/** C0 controls except tab, newline and carriage return. */
const CONTROLS = [0, 1, 2, 7, 8, 11, 12, 14, 27, 31].map((c) => String.fromCharCode(c));
const controlText = fc
  .tuple(fc.string({ maxLength: 10 }), fc.constantFrom(...CONTROLS), fc.string({ maxLength: 10 }))
  // eslint-disable-next-line no-control-regex
  .map(([a, c, b]) => a.replace(/[\u0000-\u001f]/g, '') + c + b.replace(/[\u0000-\u001f]/g, ''));

describe('control characters in any string, on every route', () => {
  it('a NUL or other C0 control in a body, nested body, query or path field → 400 validation error naming the field', async () => {
    const routes = t.app.routeTable.filter((r) => r.url !== '/*' && !r.url.startsWith('/ws/'));
    const failures: string[] = [];
    for (const route of routes) {
      const roles = route.access === 'public' || !route.access ? 'public' : route.access.roles;
      const token = tokenFor(roles, world.a);
      await fc.assert(
        fc.asyncProperty(
          fc.constantFrom(...FIELDS),
          controlText,
          fc.constantFrom('body', 'nested', 'query', 'path'),
          async (field, text, where) => {
            const hasBody = route.method !== 'GET' && route.method !== 'DELETE';
            const place =
              where === 'path' && !/:\w+/.test(route.url)
                ? 'query'
                : !hasBody && (where === 'body' || where === 'nested')
                  ? 'query'
                  : where;
            let url = fillPath(route.url, world.a);
            let expected = field;
            let payload: unknown;
            if (place === 'path') {
              const param = /:(\w+)/.exec(route.url)![1];
              url = route.url
                .replace(`:${param}`, encodeURIComponent(text))
                .replace(/:(\w+)/g, (m) => fillPath(m, world.a));
              expected = param;
            } else if (place === 'query') {
              url += `${url.includes('?') ? '&' : '?'}${new URLSearchParams({ [field]: text })}`;
            } else if (place === 'nested') {
              payload = { name: 'fine', [field]: { inner: ['ok', text] } };
              expected = `${field}.inner.1`;
            } else {
              payload = { name: 'fine', [field]: text };
              if (field === 'name') payload = { [field]: text };
            }
            const res = await t.inject({
              method: route.method as 'GET',
              url,
              headers: {
                ...(token ? { accesstoken: token } : {}),
                'content-type': 'application/json',
                'idempotency-key': crypto.randomUUID(),
              },
              ...(payload === undefined ? {} : { payload: JSON.stringify(payload) }),
            });
            const json = res.json();
            if (
              res.statusCode !== 400 ||
              json.err !== 'validation error' ||
              json.fields?.[expected] !== 'errors.invalid_characters'
            ) {
              failures.push(
                `${route.method} ${route.url} (${place} ${expected}) → ${res.statusCode} ${res.body.slice(0, 160)}`,
              );
            }
          },
        ),
        { numRuns: 6, seed: 20261125 },
      );
    }
    expect(failures).toEqual([]);
  }, 240_000);
});
