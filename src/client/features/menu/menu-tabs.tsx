import { Fragment } from 'react';
import { useLingui } from '@lingui/react/macro';
import { useSetAtom } from 'jotai';
import { useMenuAction, type Menu } from './api.ts';
import { menuPopupAtom } from './atoms.ts';
import { PlusIcon } from '../../components/ui/icons.tsx';
import { ItemControls } from './item-controls.tsx';
import { HiddenBadge } from './hidden-badge.tsx';

/**
 * The row of menus (docs/product.md S2): a plus before each menu (inserting at its place) and one after the
 * last; each menu selectable, with edit, delete and move left/right. Hidden menus at opacity 0.3.
 */
export function MenuTabs({
  pubId,
  menus,
  selected,
  onSelect,
}: {
  pubId: number;
  menus: Menu[];
  selected?: number;
  onSelect: (id: number) => void;
}) {
  const { t } = useLingui();
  const setPopup = useSetAtom(menuPopupAtom);
  const action = useMenuAction(pubId);
  const plus = (place: number) => (
    <li className="menu-plus">
      <button
        type="button"
        className="icon-button"
        aria-label={t({ id: 'menu.menu.add_at', message: `Add menu at position ${place}` })}
        title={t({ id: 'menu.menu.add_at', message: `Add menu at position ${place}` })}
        onClick={() => setPopup({ kind: 'menu', place })}
      >
        <PlusIcon />
      </button>
    </li>
  );
  return (
    <ul className="menu-tabs" aria-label={t({ id: 'menu.menus.label', message: 'Menus' })}>
      {menus.map((menu, i) => (
        <Fragment key={menu.id}>
          {plus(i + 1)}
          <li
            className={`menu-tab${menu.id === selected ? ' is-selected' : ''}${menu.visible ? '' : ' is-hidden-menu'}`}
          >
            <button
              type="button"
              className="menu-tab-name"
              aria-pressed={menu.id === selected}
              onClick={() => onSelect(menu.id)}
            >
              {menu.name || t({ id: 'menu.menu.unnamed', message: 'Untitled menu' })}
              {!menu.visible && (
                <>
                  {' '}
                  <HiddenBadge />
                </>
              )}
            </button>
            <ItemControls
              name={menu.name}
              axis="horizontal"
              busy={action.isPending}
              onEdit={() => setPopup({ kind: 'menu', place: menu.place, menu })}
              onDelete={() =>
                setPopup({ kind: 'delete', name: menu.name, action: { type: 'delete-menu', id: menu.id } })
              }
              onMove={(direction) => action.mutate({ type: 'move-menu', id: menu.id, direction })}
            />
          </li>
        </Fragment>
      ))}
      {plus(menus.length + 1)}
    </ul>
  );
}
