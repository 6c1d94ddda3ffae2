import { describe, expect, it } from 'vitest';
import { replaceWithSnapshot, upsertById } from './live-list.ts';

const item = (id: number, version: number, label = '') => ({ id, version, label });

describe('the live-list rule', () => {
  it('adds new items and replaces only with a higher version', () => {
    let list = upsertById([], item(1, 1, 'a'));
    list = upsertById(list, item(2, 1));
    list = upsertById(list, item(1, 2, 'b'));
    expect(list).toEqual([item(1, 2, 'b'), item(2, 1)]);
    expect(upsertById(list, item(1, 1, 'late'))).toBe(list);
    // The same change seen twice (REST answer, then its event) changes nothing, not even identity.
    expect(upsertById(list, item(1, 2, 'b'))).toBe(list);
  });

  it('drops an item that no longer belongs, but never for a stale version', () => {
    const list = [item(1, 3), item(2, 1)];
    expect(upsertById(list, item(1, 4), () => false)).toEqual([item(2, 1)]);
    expect(upsertById(list, item(1, 2), () => false)).toBe(list);
    expect(upsertById(list, item(9, 1), () => false)).toBe(list);
  });

  it('a snapshot replaces the list but keeps newer versions already applied', () => {
    expect(replaceWithSnapshot([item(1, 5, 'newer'), item(7, 1)], [item(1, 4), item(2, 1)])).toEqual([
      item(1, 5, 'newer'),
      item(2, 1),
    ]);
    expect(replaceWithSnapshot(undefined, [item(3, 1)])).toEqual([item(3, 1)]);
  });
});
