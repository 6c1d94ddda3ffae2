/**
 * The rule every live list follows (docs/product.md D8): items are put in by id and only a higher
 * version replaces one already there; an equal version is the same change seen twice (a REST answer
 * and its socket event) and leaves the list as it is (the same array, so nothing re-renders).
 * Duplicate or late events are therefore harmless. Pure.
 */
export interface Versioned {
  id: number;
  version: number;
}

/**
 * `list` with `item` put in by id, unless the list holds a newer version of it. `keep` decides whether
 * the item still belongs to this list at all (a courier's list drops orders that concern them no more).
 */
export function upsertById<T extends Versioned>(
  list: readonly T[] | undefined,
  item: T,
  keep: (item: T) => boolean = () => true,
): T[] {
  const current = list ?? [];
  const index = current.findIndex((x) => x.id === item.id);
  if (index !== -1 && current[index].version >= item.version) return current as T[];
  if (!keep(item)) return index === -1 ? (current as T[]) : current.filter((x) => x.id !== item.id);
  if (index === -1) return [...current, item];
  const next = current.slice();
  next[index] = item;
  return next;
}

/** A snapshot replaces the list, except where the list already holds a newer version of an item. */
export function replaceWithSnapshot<T extends Versioned>(list: readonly T[] | undefined, snapshot: readonly T[]): T[] {
  const previous = new Map((list ?? []).map((x) => [x.id, x]));
  return snapshot.map((x) => {
    const known = previous.get(x.id);
    return known && known.version > x.version ? known : x;
  });
}
