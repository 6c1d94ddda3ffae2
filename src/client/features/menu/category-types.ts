import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { CategoryType } from '#shared/constants.ts';

/** Display names of the fixed category types (docs/product.md S9). */
export const CATEGORY_TYPE_LABELS: Record<CategoryType, MessageDescriptor> = {
  sales: msg({ id: 'menu.type.sales', message: 'Sales' }),
  asian: msg({ id: 'menu.type.asian', message: 'Asian' }),
  flowers: msg({ id: 'menu.type.flowers', message: 'Flowers' }),
  fast_food: msg({ id: 'menu.type.fast_food', message: 'Fast food' }),
  breakfast: msg({ id: 'menu.type.breakfast', message: 'Breakfast' }),
  grill: msg({ id: 'menu.type.grill', message: 'Grill' }),
  dessert: msg({ id: 'menu.type.dessert', message: 'Dessert' }),
  pasta: msg({ id: 'menu.type.pasta', message: 'Pasta' }),
  soup: msg({ id: 'menu.type.soup', message: 'Soup' }),
  alcohol: msg({ id: 'menu.type.alcohol', message: 'Alcohol' }),
  east_food: msg({ id: 'menu.type.east_food', message: 'Eastern food' }),
  flour: msg({ id: 'menu.type.flour', message: 'Pastry' }),
  home_food: msg({ id: 'menu.type.home_food', message: 'Home cooking' }),
  kebab: msg({ id: 'menu.type.kebab', message: 'Kebab' }),
  salad: msg({ id: 'menu.type.salad', message: 'Salad' }),
  snacks: msg({ id: 'menu.type.snacks', message: 'Snacks' }),
  meat: msg({ id: 'menu.type.meat', message: 'Meat' }),
  other: msg({ id: 'menu.type.other', message: 'Other' }),
};
