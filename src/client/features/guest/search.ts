import type { Dish } from './api.ts';

/**
 * Search by what people type on a phone: case and diacritics do not matter, so
 * "placinta" finds "Plăcintă", "branza" finds "brânză", "ежик" finds "ёжик"; Romanian s/t with a
 * cedilla or a comma below fold alike. Every word must appear in the name or the ingredients.
 */
export function fold(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

export function searchDishes(dishes: readonly Dish[], query: string): Dish[] {
  const words = fold(query).split(/[\s,]+/).filter(Boolean);
  if (words.length === 0) return [];
  return dishes.filter((d) => {
    const text = fold(`${d.name} ${d.ingredients}`);
    return words.every((w) => text.includes(w));
  });
}
