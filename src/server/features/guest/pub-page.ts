import type { FastifyInstance } from 'fastify';
import type { Allergen, PortionUnit } from '#shared/constants.ts';
import { AppError, E } from '../../http.ts';
import { dishesJson } from '../menus/index.ts';
import { preorderJson, publicPubJson, type PubRow } from '../pubs/index.ts';
import { type CachedAnswer, sendAnswer } from './page-cache.ts';
import { answers, answerText, type AnswerTypeProvider } from '../../plugins/answers.ts';
import {
  guestPubPageAnswer,
  preorderAnswer,
  type GuestCategory,
  type GuestMenu,
} from '#shared/schemas/guest-page-answers.ts';
import { findPubById, findPubDishes, findPubWithMenuJson, nextOptionStopEnd, type DishRow } from './repository/pubs.ts';
import {
  chooseLanguage,
  localizeMenu,
  primaryLang,
  rankedLanguages,
  type MenuLang,
  type Translations,
} from '#shared/menu-texts.ts';

/*
 * The public pub page's data (docs/product.md D7): the pub, then menus, categories and dishes as flat lists
 * with parent ids, hidden ones included and marked. Menus and categories are correlated subqueries built
 * as JSON by PostgreSQL; dishes go through the menu model (docs/product.md D12: `is_available_now` computed now in
 * the pub's timezone, expired stops read as available, each dish with its modifier groups), a fixed
 * number of queries whatever the menu's size.
 */

interface Texted {
  name: string;
  ingredients?: string;
  translations: Translations;
}
/** The main language's text in `translations` too, so the page can switch back to it from any other. */
function withMainText<T extends Texted>(item: T, main: MenuLang): T {
  const text = { ...item.translations[main] };
  text.name ||= item.name;
  if (item.ingredients) text.ingredients ||= item.ingredients;
  return { ...item, translations: { ...item.translations, [main]: text } };
}

/**
 * The languages a request wishes for, most wanted first (docs/product.md D18): `?lang=` when it is one of ours,
 * then `Accept-Language` by q. Few enough orders exist to key a cache by them.
 */
export function wishedLanguages(query: unknown, acceptLanguage: unknown): MenuLang[] {
  const asked = primaryLang((query as { lang?: unknown } | undefined)?.lang);
  return [...new Set([...(asked ? [asked] : []), ...rankedLanguages(acceptLanguage)])];
}
/**
 * The first moment after `now` at which the answer reads differently by the clock alone: a timed stop of a
 * dish or option ends, a pause or busy mode ends, the pub's subscription expires. Availability windows
 * and opening hours change on whole minutes, which the cache's minute bound already meets (page-cache.ts).
 */
async function nextTimedChange(
  app: FastifyInstance,
  pub: PubRow,
  dishRows: readonly DishRow[],
  now: Date,
): Promise<number | null> {
  const optionStopEnd = await nextOptionStopEnd(app.db, pub.id, now);
  const moments = [
    pub.deliveryPaused ? pub.deliveryPausedUntil : null,
    pub.inPlacePaused ? pub.inPlacePausedUntil : null,
    pub.busyExtraMinutes > 0 ? pub.busyUntil : null,
    pub.expirationTime,
    optionStopEnd,
    ...dishRows.map((d) => (d.available ? null : d.unavailableUntil)),
  ];
  const future = moments.flatMap((m) => (m && m.getTime() > now.getTime() ? [m.getTime()] : []));
  return future.length ? Math.min(...future) : null;
}

/** The public answer of one pub as JSON text, or null when no pub has that address; `changesAt`: see nextTimedChange. */
export async function readPubPage(
  app: FastifyInstance,
  urlName: string,
  wishes: readonly MenuLang[] = [],
): Promise<{ pubId: number; pub: PubRow; lang: MenuLang; body: string; changesAt: number | null } | null> {
  // One moment for the whole answer, so that what it says and when it stops being true agree.
  const now = new Date();
  // Menus and categories come back as JSON built by PostgreSQL; Node only puts their names in the answer's language.
  const row = await findPubWithMenuJson(app.db, urlName);
  if (!row) return null;
  const dishRows = await findPubDishes(app.db, row.pub.id);
  const languages = row.pub.languages;
  const main = languages[0] ?? 'ro';
  const lang = chooseLanguage(wishes, languages);
  const dishList = (await dishesJson(app.db, dishRows, now)).map((d) => ({
    ...withMainText(d, main),
    // Stored as text, written only through the menu's checks; the strict tests check them against the schema.
    portion_unit: d.portion_unit as PortionUnit,
    allergens: d.allergens as Allergen[],
    modifier_groups: d.modifier_groups.map((g) => ({
      ...withMainText(g, main),
      options: g.options.map((o) => withMainText(o, main)),
    })),
  }));
  const answer = localizeMenu(
    {
      pub: publicPubJson(row.pub, now),
      menus: (JSON.parse(row.menus) as GuestMenu[]).map((m) => withMainText(m, main)),
      categories: (JSON.parse(row.categories) as GuestCategory[]).map((c) => withMainText(c, main)),
      dishes: dishList,
    },
    lang,
  );
  // Through the route's answer schema here, once, since the cache sends the text as it is.
  const body = answerText(app, guestPubPageAnswer, PAGE_ROUTE, {
    ok: true,
    lang,
    pub: answer.pub,
    menus: answer.menus,
    categories: answer.categories,
    dishes: answer.dishes,
  });
  return { pubId: row.pub.id, pub: row.pub, lang, body, changesAt: await nextTimedChange(app, row.pub, dishRows, now) };
}

const JSON_TYPE = 'application/json; charset=utf-8';
const PAGE_ROUTE = 'GET /api/client/pub/:urlName/ (200)';

/** The menu answer from the page cache (page-cache.ts), read from the database when missing. */
export async function cachedPubPage(
  app: FastifyInstance,
  urlName: string,
  wishes: readonly MenuLang[] = [],
): Promise<CachedAnswer | null> {
  const key = `json:${urlName}:${wishes.join(',')}`;
  const hit = app.pageCache.get(key);
  if (hit) return hit;
  const stamp = app.pageCache.stamp();
  const page = await readPubPage(app, urlName, wishes);
  return page && app.pageCache.put(key, page.pubId, stamp, JSON_TYPE, page.body, page.changesAt);
}

export async function pubPageRoutes(app: FastifyInstance) {
  // The schema names the answer; the text was already written through it when it was built (readPubPage).
  const page = { config: { access: 'public' }, schema: answers(guestPubPageAnswer) } as const;
  app.get('/api/client/pub/:urlName/', page, async (request, reply) => {
    const { urlName } = request.params as { urlName: string };
    const answer = await cachedPubPage(
      app,
      urlName,
      wishedLanguages(request.query, request.headers['accept-language']),
    );
    if (!answer) throw new AppError(E.notFound);
    // A guest reopening the page over mobile data gets a 304 when nothing changed.
    return sendAnswer(request, reply, answer, 'accept-encoding, accept-language');
  });

  const preorder = { config: { access: 'public' }, schema: answers(preorderAnswer) } as const;
  app.withTypeProvider<AnswerTypeProvider>().get('/api/client/pub/:pubID/preorder', preorder, async (request) => {
    const { pubID } = request.params as { pubID: string };
    const pub = await findPubById(app.db, Number(pubID));
    if (!pub) throw new AppError(E.notFound);
    return { ok: true, ...preorderJson(pub) };
  });
}
