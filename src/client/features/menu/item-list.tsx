import type { ReactNode } from 'react';

/**
 * A menu level's items (a menu's categories, a category's dishes) as `.item-list` cards, one `<li>` each; `empty`
 * once the level has loaded with none (nothing while it loads).
 */
export function ItemList<T extends { id: number }>({
  items,
  empty,
  children,
}: {
  items: readonly T[] | undefined;
  empty: ReactNode;
  children: (item: T) => ReactNode;
}) {
  return (
    <>
      {items?.length === 0 && <p className="muted">{empty}</p>}
      <ul className="item-list">
        {items?.map((item) => (
          <li key={item.id}>{children(item)}</li>
        ))}
      </ul>
    </>
  );
}
