import type { FastifyInstance } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import { AppError, E } from '../../http.ts';
import { pubs } from '../../db/schema.ts';
import { preorderJson, publicPubJson } from '../pubs/serialize.ts';

/**
 * The public pub page's data (DESIGN.md §7): the pub, then menus, categories and dishes as flat lists
 * with parent ids, hidden ones included and marked. Two round trips whatever the menu's size: the
 * lists are built as JSON by PostgreSQL in one statement (no N+1, no per-row mapping in Node).
 */
const LISTS = (pubId: number) => sql`
  select
    (select coalesce(json_agg(json_build_object('id', m.id, 'pub_id', m.pub_id, 'name', m.name, 'visible', m.visible, 'place', m.place)
       order by m.place, m.id), '[]'::json) from menus m where m.pub_id = ${pubId}) as menus,
    (select coalesce(json_agg(json_build_object('id', c.id, 'menu_id', c.menu_id, 'pub_id', c.pub_id, 'name', c.name, 'visible', c.visible,
       'place', c.place, 'text_color', c.text_color, 'category_types', c.category_types, 'image_file_name', c.image_file_name)
       order by c.menu_id, c.place, c.id), '[]'::json) from categories c where c.pub_id = ${pubId}) as categories,
    (select coalesce(json_agg(json_build_object('id', d.id, 'category_id', d.category_id, 'pub_id', d.pub_id, 'name', d.name,
       'price', d.price::float8, 'sale_price', d.sale_price::float8, 'ingredients', d.ingredients, 'place', d.place, 'visible', d.visible,
       'text_color', d.text_color, 'image_file_name', d.image_file_name)
       order by d.category_id, d.place, d.id), '[]'::json) from dishes d where d.pub_id = ${pubId}) as dishes`;

export async function pubPageRoutes(app: FastifyInstance) {
  app.get('/api/client/pub/:urlName/', { config: { access: 'public' } }, async (request) => {
    const { urlName } = request.params as { urlName: string };
    const [pub] = await app.db.select().from(pubs).where(eq(pubs.urlName, urlName));
    if (!pub) throw new AppError(E.notFound);
    const result = await app.db.execute<{ menus: unknown[]; categories: unknown[]; dishes: unknown[] }>(LISTS(pub.id));
    const lists = result.rows[0];
    return { ok: true, pub: publicPubJson(pub), menus: lists.menus, categories: lists.categories, dishes: lists.dishes };
  });

  app.get('/api/client/pub/:pubID/preorder', { config: { access: 'public' } }, async (request) => {
    const { pubID } = request.params as { pubID: string };
    const [pub] = await app.db.select().from(pubs).where(eq(pubs.id, Number(pubID)));
    if (!pub) throw new AppError(E.notFound);
    return { ok: true, ...preorderJson(pub) };
  });
}
