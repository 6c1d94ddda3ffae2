import type { Category, Menu } from '#shared/schemas/menu-answers.ts';
import type { MenuRow } from './repository/menus.ts';
import type { CategoryRow } from './repository/categories.ts';

export function menuJson(m: MenuRow): Menu {
  return { id: m.id, pub_id: m.pubId, name: m.name, visible: m.visible, place: m.place, translations: m.translations };
}

export function categoryJson(c: CategoryRow): Category {
  return {
    id: c.id,
    menu_id: c.menuId,
    pub_id: c.pubId,
    name: c.name,
    visible: c.visible,
    place: c.place,
    text_color: c.textColor,
    category_types: c.categoryTypes,
    image_file_name: c.imageFileName,
    translations: c.translations,
  };
}
