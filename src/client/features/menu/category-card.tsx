import { Link } from '@tanstack/react-router';
import { useSetAtom } from 'jotai';
import { imageUrl, useMenuAction, type Category } from './api.ts';
import { menuPopupAtom } from './atoms.ts';
import { ItemControls } from './item-controls.tsx';
import { HiddenBadge } from './hidden-badge.tsx';

/** A category card (160px): image and name linking to its dishes, with the controls. */
export function CategoryCard({ pubId, menuId, category }: { pubId: number; menuId: number; category: Category }) {
  const setPopup = useSetAtom(menuPopupAtom);
  const action = useMenuAction(pubId);
  const ids = { menuId, id: category.id };
  return (
    <article className={`item-card${category.visible ? '' : ' is-hidden-item'}`}>
      <Link
        to="/admin/pub/$pubID/edit_menu/menu/$menuID/category/$categoryID"
        params={{ pubID: String(pubId), menuID: String(menuId), categoryID: String(category.id) }}
        className="item-card-link"
        style={{ color: category.text_color }}
      >
        {category.image_file_name && (
          <img src={imageUrl('categories', category.image_file_name, true)} alt="" loading="lazy" />
        )}
        <span className="item-card-name">{category.name}</span>
        {!category.visible && <HiddenBadge />}
      </Link>
      <ItemControls
        name={category.name}
        axis="vertical"
        busy={action.isPending}
        onEdit={() => setPopup({ kind: 'category', menuId, category })}
        onDelete={() => setPopup({ kind: 'delete', name: category.name, action: { type: 'delete-category', ...ids } })}
        onMove={(direction) => action.mutate({ type: 'move-category', ...ids, direction })}
        onImage={(file) => action.mutate({ type: 'category-image', ...ids, file })}
      />
    </article>
  );
}
