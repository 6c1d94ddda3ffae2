import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { CategoryInput, DishInput, MenuInput } from '#shared/schemas/menu.ts';
import type { Category, Dish, Menu } from '#shared/schemas/menu-answers.ts';
import { api } from '../../lib/api-client.ts';
import { getSession } from '../../lib/session.ts';
import { pubKey, pubQuery, type PubAnswer } from '../../lib/pub-query.ts';
import { showError } from '../../lib/alerts.ts';

export type { Category, Dish, Menu };

/** The pub as the editor reads it (GET {pubID}/), inferred from the pub answer's schema. */
export type EditorPub = PubAnswer['pub'];

export const pubPath = (pubId: number) => `/api/company/${getSession().companyId}/pubs/${pubId}/`;
const menusPath = (pubId: number) => `${pubPath(pubId)}menus/`;
const categoriesPath = (pubId: number, menuId: number) => `${menusPath(pubId)}${menuId}/categories/`;
// The dishes base has no trailing slash (docs/product.md S7).
const dishesPath = (pubId: number, menuId: number, categoryId: number) =>
  `${categoriesPath(pubId, menuId)}${categoryId}/dishes`;

/** Key factory: everything of one pub's menu under ['menu', pubId]; mutations invalidate that prefix. */
export const menuQueries = {
  all: (pubId: number) => ['menu', pubId] as const,
  pub: (pubId: number) =>
    // Always refetched on mount: the settings screen may have changed the theme meanwhile.
    ({
      ...pubQuery(getSession().companyId, pubId),
      select: (a: PubAnswer) => a.pub,
      refetchOnMount: 'always' as const,
    }),
  menus: (pubId: number) =>
    queryOptions({
      queryKey: ['menu', pubId, 'menus'],
      queryFn: () => api.get<{ menus: Menu[] }>(menusPath(pubId)).then((a) => a.menus),
    }),
  categories: (pubId: number, menuId: number) =>
    queryOptions({
      queryKey: ['menu', pubId, 'categories', menuId],
      queryFn: () => api.get<{ categories: Category[] }>(categoriesPath(pubId, menuId)).then((a) => a.categories),
      enabled: menuId > 0,
    }),
  category: (pubId: number, menuId: number, categoryId: number) =>
    queryOptions({
      queryKey: ['menu', pubId, 'category', categoryId],
      queryFn: () =>
        api.get<{ category: Category }>(`${categoriesPath(pubId, menuId)}${categoryId}/`).then((a) => a.category),
    }),
  dishes: (pubId: number, menuId: number, categoryId: number) =>
    queryOptions({
      queryKey: ['menu', pubId, 'dishes', categoryId],
      queryFn: () => api.get<{ dishes: Dish[] }>(dishesPath(pubId, menuId, categoryId)).then((a) => a.dishes),
    }),
};

/** The calls of the editor; `source` is the alert key an error is shown under (docs/product.md S8). */
export type MenuAction =
  | { type: 'create-menu'; body: MenuInput }
  | { type: 'update-menu'; id: number; body: MenuInput }
  | { type: 'delete-menu'; id: number }
  | { type: 'move-menu'; id: number; direction: 'left' | 'right' }
  | { type: 'create-category'; menuId: number; body: CategoryInput }
  | { type: 'update-category'; menuId: number; id: number; body: CategoryInput }
  | { type: 'delete-category'; menuId: number; id: number }
  | { type: 'move-category'; menuId: number; id: number; direction: 'left' | 'right' }
  | { type: 'category-image'; menuId: number; id: number; file: File }
  | { type: 'create-dish'; menuId: number; categoryId: number; body: DishInput }
  | { type: 'update-dish'; menuId: number; categoryId: number; id: number; body: DishInput }
  | { type: 'delete-dish'; menuId: number; categoryId: number; id: number }
  | { type: 'move-dish'; menuId: number; categoryId: number; id: number; direction: 'left' | 'right' }
  | { type: 'dish-image'; menuId: number; categoryId: number; id: number; file: File }
  | { type: 'bg-image'; file: File }
  | { type: 'bulk-price'; menuId: number; categoryId: number; percent: number };

const form = (field: string, file: File) => {
  const data = new FormData();
  data.append(field, file);
  return data;
};

function send(pubId: number, a: MenuAction): Promise<unknown> {
  const m = menusPath(pubId);
  switch (a.type) {
    case 'create-menu':
      return api.post(m, a.body);
    case 'update-menu':
      return api.put(`${m}${a.id}/`, a.body);
    case 'delete-menu':
      return api.delete(`${m}${a.id}/`);
    case 'move-menu':
      return api.post(`${m}${a.id}/move-${a.direction}`);
    case 'create-category':
      return api.post(categoriesPath(pubId, a.menuId), a.body);
    case 'update-category':
      return api.put(`${categoriesPath(pubId, a.menuId)}${a.id}/`, a.body);
    case 'delete-category':
      return api.delete(`${categoriesPath(pubId, a.menuId)}${a.id}/`);
    case 'move-category':
      return api.post(`${categoriesPath(pubId, a.menuId)}${a.id}/move-${a.direction}`);
    case 'category-image':
      return api.patch(`${categoriesPath(pubId, a.menuId)}${a.id}/image`, form('image', a.file));
    case 'create-dish':
      return api.post(dishesPath(pubId, a.menuId, a.categoryId), a.body);
    case 'update-dish':
      return api.put(`${dishesPath(pubId, a.menuId, a.categoryId)}/${a.id}`, a.body);
    case 'delete-dish':
      return api.delete(`${dishesPath(pubId, a.menuId, a.categoryId)}/${a.id}`);
    case 'move-dish':
      return api.post(`${dishesPath(pubId, a.menuId, a.categoryId)}/${a.id}/move-${a.direction}`);
    case 'dish-image':
      return api.patch(`${dishesPath(pubId, a.menuId, a.categoryId)}/${a.id}/image`, form('image', a.file));
    case 'bg-image':
      return api.patch(`${pubPath(pubId)}bg`, form('bg', a.file));
    case 'bulk-price':
      return api.patch(`${dishesPath(pubId, a.menuId, a.categoryId)}/bulk-price`, { percent: a.percent });
  }
}

/** Alert source keys per action (docs/product.md S8: errors stored per source, e.g. menus.move_menu_left). */
function sourceOf(a: MenuAction): string {
  const [verb, thing] = a.type.split('-');
  if (a.type === 'bg-image') return 'pubs.upload_bg_image';
  if (a.type === 'bulk-price') return 'dishes.bulk_price';
  if (thing === 'image') return `${verb === 'dish' ? 'dishes' : 'categories'}.upload_${verb}_image`;
  const plural = { menu: 'menus', category: 'categories', dish: 'dishes' }[thing] ?? thing;
  const suffix = 'direction' in a ? `_${a.direction}` : '';
  return `${plural}.${verb}_${thing}${suffix}`;
}

export function useMenuAction(pubId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['menu', pubId, 'action'],
    mutationFn: (a: MenuAction) => send(pubId, a),
    // The cover lives on the pub, which the whole pub area shares.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: menuQueries.all(pubId) }),
        queryClient.invalidateQueries({ queryKey: pubKey(pubId) }),
      ]),
    onError: (error, a) => showError(sourceOf(a), error),
  });
}

/** Stored image URLs; cards use the small variant the server keeps beside each large one. */
export function imageUrl(kind: 'categories' | 'dishes' | 'pubs/bgs', file: string, small = false): string {
  return `/api-static/images/${kind}/${small ? file.replace(/\.webp$/, '-sm.webp') : file}`;
}
