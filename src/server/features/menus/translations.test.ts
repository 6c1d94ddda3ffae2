import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { fileTestApp } from '#test/app.ts';
import { aGuestPub, inPlaceBody, postOrder, type GuestPub } from '#test/factories/guest-pub.ts';
import { aMenuCategory } from '#test/factories/orders.ts';
import { dishes, menus, modifierGroups, orderDishes, orders, pubs } from '../../db/schema.ts';

/** Menus in the guest's language over HTTP: pub languages, translations and their merge rules, the guest answer, orders. */
const t = fileTestApp({ GUEST_ORDERS_PER_IP: '10000' });
let p: GuestPub;
let owner: Record<string, string>;
let menuId = 0;
let categoryId = 0;

const base = () => `/api/company/${p.company.companyId}/pubs/${p.pubId}`;
const dishesUrl = () => `${base()}/menus/${menuId}/categories/${categoryId}/dishes`;
const call = (
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  payload?: unknown,
  headers: Record<string, string> = owner,
) =>
  t.inject({ method, url, headers, ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }) });
const pubBody = (extra: Record<string, unknown>) => ({ name: 'Casa Mare', has_in_place_order: true, ...extra });
const setLanguages = async (languages: string[]) => {
  const res = await call('PUT', `${base()}/`, pubBody({ languages }));
  expect(res.statusCode, res.body).toBe(200);
  return res.json().pub;
};

beforeAll(async () => {
  p = await aGuestPub(t);
  owner = { accesstoken: p.company.token };
  const { menu, category } = await aMenuCategory(t, p.pubId, { menu: 'Bucătărie', category: 'Supe', menuPlace: 2 });
  menuId = menu.id;
  categoryId = category.id;
});

describe('pub languages', () => {
  it('a new pub offers the language of language_id; `languages` and language_id stay in step either way', async () => {
    expect((await call('GET', `${base()}/`)).json().pub).toMatchObject({ language_id: 1, languages: ['ro'] });
    expect(await setLanguages(['ru', 'ro', 'en'])).toMatchObject({ language_id: 2, languages: ['ru', 'ro', 'en'] });
    // The original client writes language_id only: that language moves to the front, the others keep their order.
    const res = await call('PUT', `${base()}/`, pubBody({ language_id: 3 }));
    expect(res.json().pub).toMatchObject({ language_id: 3, languages: ['en', 'ru', 'ro'] });
    expect(await setLanguages(['ro', 'ru'])).toMatchObject({ language_id: 1, languages: ['ro', 'ru'] });
  });

  it.each([[['de']], [[]], [['ro', 'ro']], ['ro'], [['ro', 'ru', 'en', 'ro']], [[1]]])(
    'refuses languages %j with 400 naming languages, changing nothing',
    async (languages) => {
      const res = await call('PUT', `${base()}/`, pubBody({ languages, address: 'changed' }));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        ok: false,
        err: 'validation error',
        fields: { languages: 'errors.validation_error' },
      });
      const [row] = await t.app.db.select().from(pubs).where(eq(pubs.id, p.pubId));
      expect(row).toMatchObject({ languages: ['ro', 'ru'], languageId: 1 });
      expect(row.address).not.toBe('changed');
    },
  );
});

describe('translations and their merge rules', () => {
  let dishId = 0;
  const dishUrl = () => `${dishesUrl()}/${dishId}`;

  it('a create keeps the plain name as the main language and the translations given', async () => {
    const res = await call('POST', dishesUrl(), {
      name: 'Zeamă',
      ingredients: 'găină, tăiței',
      price: 45,
      place: 1,
      translations: { ru: { name: 'Суп зама', ingredients: 'курица, лапша' } },
    });
    expect(res.statusCode, res.body).toBe(201);
    dishId = res.json().dish.id;
    expect(res.json().dish).toMatchObject({
      name: 'Zeamă',
      ingredients: 'găină, tăiței',
      translations: {
        ro: { name: 'Zeamă', ingredients: 'găină, tăiței' },
        ru: { name: 'Суп зама', ingredients: 'курица, лапша' },
      },
    });
  });

  it('a PUT without translations keeps them; a plain name sets the main language only', async () => {
    const res = await call('PUT', dishUrl(), { name: 'Zeamă de casă', ingredients: 'găină, tăiței', price: 45 });
    expect(res.json().dish).toMatchObject({
      name: 'Zeamă de casă',
      translations: { ro: { name: 'Zeamă de casă' }, ru: { name: 'Суп зама', ingredients: 'курица, лапша' } },
    });
  });

  it('a PUT with translations merges per language and field; an empty string removes that text', async () => {
    const res = await call('PUT', dishUrl(), {
      name: 'Zeamă de casă',
      ingredients: 'găină, tăiței',
      price: 45,
      translations: { ru: { ingredients: '' } },
    });
    expect(res.json().dish.translations).toEqual({
      ro: { name: 'Zeamă de casă', ingredients: 'găină, tăiței' },
      ru: { name: 'Суп зама' },
    });
    const main = await call('PUT', dishUrl(), {
      name: 'Zeamă de casă',
      ingredients: 'găină, tăiței',
      price: 45,
      translations: { ro: { name: 'Zeamă moldovenească' } },
    });
    expect(main.json().dish).toMatchObject({
      name: 'Zeamă moldovenească',
      translations: { ro: { name: 'Zeamă moldovenească' } },
    });
  });

  it.each([
    ['a language the pub does not offer', { en: { name: 'Chicken soup' } }, 'translations.en'],
    ['an unknown language code', { de: { name: 'Hühnersuppe' } }, 'translations.de'],
    ['a name over 500 characters', { ru: { name: 'щ'.repeat(501) } }, 'translations.ru.name'],
    ['a description over 5000 characters', { ru: { ingredients: 'a'.repeat(5001) } }, 'translations.ru.ingredients'],
    ['an unknown field', { ru: { title: 'Суп' } }, 'translations.ru'],
    ['the main name emptied', { ro: { name: '' } }, 'translations.ro.name'],
    ['not an object', 'ru', 'translations'],
  ])('refuses %s with 400 naming the field, changing nothing', async (_name, translations, field) => {
    const [before] = await t.app.db.select().from(dishes).where(eq(dishes.id, dishId));
    const res = await call('PUT', dishUrl(), { name: 'Altceva', ingredients: '', price: 99, translations });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({ ok: false, err: 'validation error' });
    expect(Object.keys(res.json().fields)).toContain(field);
    const [after] = await t.app.db.select().from(dishes).where(eq(dishes.id, dishId));
    expect(after).toEqual(before);
  });

  it('menus and categories take translations the same way', async () => {
    const menu = await call('PUT', `${base()}/menus/${menuId}/`, {
      name: 'Bucătărie',
      translations: { ru: { name: 'Кухня' } },
    });
    expect(menu.json().menu).toMatchObject({ name: 'Bucătărie', translations: { ru: { name: 'Кухня' } } });
    const category = await call('PUT', `${base()}/menus/${menuId}/categories/${categoryId}/`, {
      name: 'Supe',
      translations: { ru: { name: 'Супы' } },
    });
    expect(category.json().category).toMatchObject({ name: 'Supe', translations: { ru: { name: 'Супы' } } });
  });

  it('a modifier group and its options keep translations; a refused option leaves the group as it was', async () => {
    const created = await call('POST', `${base()}/modifier-groups`, {
      name: 'Mărime',
      translations: { ru: { name: 'Размер' } },
      min_select: 1,
      options: [
        { name: 'Mică', translations: { ru: { name: 'Маленькая' } } },
        { name: 'Mare', price_delta: 10, translations: { ru: { name: 'Большая' } } },
      ],
    });
    expect(created.statusCode, created.body).toBe(201);
    const group = created.json().modifier_group;
    expect(group).toMatchObject({
      translations: { ru: { name: 'Размер' } },
      options: [{ name: 'Mică', translations: { ru: { name: 'Маленькая' } } }, { name: 'Mare' }],
    });
    // An option written again by id without translations keeps them.
    const kept = await call('PUT', `${base()}/modifier-groups/${group.id}`, {
      name: 'Mărime',
      min_select: 1,
      options: group.options.map((o: { id: number; name: string }) => ({ id: o.id, name: o.name })),
    });
    expect(kept.json().modifier_group.options[1].translations).toEqual({
      ro: { name: 'Mare' },
      ru: { name: 'Большая' },
    });
    const refused = await call('PUT', `${base()}/modifier-groups/${group.id}`, {
      name: 'Alt nume',
      min_select: 1,
      options: [{ name: 'X' }, { name: 'Y', translations: { en: { name: 'Y' } } }],
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields).toEqual({ 'options.1.translations.en': 'errors.validation_error' });
    const [row] = await t.app.db.select().from(modifierGroups).where(eq(modifierGroups.id, group.id));
    expect(row.name).toBe('Mărime');
    const link = await call('PUT', dishUrl(), {
      name: 'Zeamă moldovenească',
      ingredients: 'găină, tăiței',
      price: 45,
      modifier_group_ids: [group.id],
    });
    expect(link.statusCode).toBe(200);
  });
});

describe('the guest answer in a language', () => {
  const page = (query = '', headers: Record<string, string> = {}) =>
    t.inject({ method: 'GET', url: `/api/client/pub/${p.urlName}/${query}`, headers });
  const zeama = (body: {
    dishes: {
      name: string;
      ingredients: string;
      category_id: number;
      modifier_groups: { name: string; options: { name: string }[] }[];
    }[];
  }) => body.dishes.find((d) => d.category_id === categoryId)!;

  it('?lang=ru answers every name in Russian, falling back to the main language, and says which it used', async () => {
    const res = await page('?lang=ru');
    const body = res.json();
    expect(body.lang).toBe('ru');
    expect(body.menus.find((m: { id: number }) => m.id === menuId).name).toBe('Кухня');
    expect(body.categories.find((c: { id: number }) => c.id === categoryId).name).toBe('Супы');
    const dish = zeama(body);
    expect(dish).toMatchObject({ name: 'Суп зама', ingredients: 'găină, tăiței' });
    expect(dish.modifier_groups[0]).toMatchObject({
      name: 'Размер',
      options: [{ name: 'Маленькая' }, { name: 'Большая' }],
    });
    // A name without a Russian text stays in the main language; translations carry the main text to switch back.
    expect(body.dishes.find((d: { name: string }) => d.name === 'Margherita').translations).toEqual({
      ro: { name: 'Margherita' },
    });
    expect(res.headers.vary).toContain('accept-language');
  });

  it.each([
    ['?lang=ro', {}, 'ro'],
    ['', { 'accept-language': 'ru-RU,ru;q=0.9,en;q=0.8' }, 'ru'],
    ['', { 'accept-language': 'ro-MD' }, 'ro'],
    ['', { 'accept-language': 'de-DE,en;q=0.9,ru;q=0.5' }, 'ru'],
    ['', { 'accept-language': 'en-GB,en;q=0.9' }, 'ro'],
    ['', { 'accept-language': 'ru;q=0.2,ro;q=0.8' }, 'ro'],
    ['', { 'accept-language': 'ru;q=0' }, 'ro'],
    ['', {}, 'ro'],
    ['?lang=en', { 'accept-language': 'ru' }, 'ru'],
    ['?lang=xx', { 'accept-language': 'ru' }, 'ru'],
  ])('%s with %j answers in %s', async (query, headers, lang) => {
    expect((await page(query, headers)).json().lang).toBe(lang);
  });
});

describe('orders keep what the guest saw', () => {
  it('each line and option keeps the main name and the guest name, frozen at order time; staff see the main one', async () => {
    const dish = (await call('GET', dishesUrl())).json().dishes[0];
    const group = dish.modifier_groups[0];
    const res = await postOrder(
      t,
      p.urlName,
      inPlaceBody(p, {
        lang: 'ru',
        dishes: [
          { dish_id: dish.id, count: 1, modifier_option_ids: [group.options[1].id] },
          { dish_id: p.dish.id, count: 1 },
        ],
      }),
    );
    expect(res.statusCode, res.body).toBe(201);
    const order = res.json().order;
    expect(order.lang).toBe('ru');
    expect(order.dishes[0]).toMatchObject({
      name: 'Zeamă moldovenească',
      guest_name: 'Суп зама',
      modifiers: [{ group_name: 'Mărime', group_guest_name: 'Размер', name: 'Mare', guest_name: 'Большая' }],
    });
    // A dish without a Russian name: no guest name, the main one serves both.
    expect(order.dishes[1].name).toBe('Margherita');
    expect(order.dishes[1]).not.toHaveProperty('guest_name');
    // Renaming the dish afterwards changes nothing on the order.
    await call('PUT', `${dishesUrl()}/${dish.id}`, {
      name: 'Zeamă nouă',
      ingredients: '',
      price: 45,
      translations: { ru: { name: 'Новый суп' } },
    });
    const status = await t.inject({
      method: 'GET',
      url: `/api/client/orders/${order.id}?token=${order.tracking_token}`,
    });
    expect(status.json().order.dishes[0]).toMatchObject({ name: 'Zeamă moldovenească', guest_name: 'Суп зама' });
    const staff = (await call('GET', `${base()}/orders/${order.id}/`)).json().order;
    expect(staff.dishes[0]).toMatchObject({
      name: 'Zeamă moldovenească',
      modifiers: [{ group_name: 'Mărime', name: 'Mare' }],
    });
    const [line] = await t.app.db.select().from(orderDishes).where(eq(orderDishes.orderId, order.id));
    expect(line).toMatchObject({ name: 'Zeamă moldovenească', guestName: 'Суп зама' });
  });

  it('without lang the order takes the request language the pub offers; a main-language guest gets no guest names', async () => {
    const res = await postOrder(t, p.urlName, inPlaceBody(p), {
      'idempotency-key': crypto.randomUUID(),
      'accept-language': 'ro-RO',
    });
    const order = res.json().order;
    expect(order.lang).toBe('ro');
    expect(order.dishes[0]).not.toHaveProperty('guest_name');
    const [row] = await t.app.db.select({ lang: orders.lang }).from(orders).where(eq(orders.id, order.id));
    expect(row.lang).toBe('ro');
  });

  it('refuses an unknown lang with 400 naming it', async () => {
    const res = await postOrder(t, p.urlName, inPlaceBody(p, { lang: 'klingon' }));
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toHaveProperty('lang');
  });
});

describe('a new main language', () => {
  it('makes every plain name that language text where it has one, keeping the others in translations', async () => {
    await setLanguages(['ru', 'ro']);
    const [menu] = await t.app.db.select().from(menus).where(eq(menus.id, menuId));
    expect(menu.name).toBe('Кухня');
    const dish = (await call('GET', dishesUrl())).json().dishes[0];
    expect(dish).toMatchObject({
      name: 'Новый суп',
      translations: { ro: { name: 'Zeamă nouă' }, ru: { name: 'Новый суп' } },
    });
    // Margherita has no Russian name: its plain name stays as the fallback.
    const [margherita] = await t.app.db.select().from(dishes).where(eq(dishes.id, p.dish.id));
    expect(margherita.name).toBe('Margherita');
    await setLanguages(['ro', 'ru']);
    expect((await call('GET', dishesUrl())).json().dishes[0].name).toBe('Zeamă nouă');
  });
});
