import { allNames } from '#shared/menu-texts.ts';
import type { Dish } from './api.ts';

/**
 * Search by what people type on a phone: case and diacritics do not matter, so
 * "placinta" finds "Plăcintă", "branza" finds "brânză", "ежик" finds "ёжик"; Romanian s/t with a
 * cedilla or a comma below fold alike. Every word must appear in the name or the ingredients, in any of the
 * venue's languages (docs/product.md D18): a guest reading Romanian still finds "борщ".
 */
export function fold(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

export function searchDishes(dishes: readonly Dish[], query: string): Dish[] {
  const words = fold(query)
    .split(/[\s,]+/)
    .filter(Boolean);
  if (words.length === 0) return [];
  return dishes.filter((d) => {
    const texts = [
      ...allNames(d),
      d.ingredients,
      ...Object.values(d.translations ?? {}).map((t) => t?.ingredients ?? ''),
    ];
    const text = fold(texts.join(' '));
    return words.every((w) => text.includes(w));
  });
}
