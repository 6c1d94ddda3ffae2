import { useLingui } from '@lingui/react/macro';
import { ImageUpload } from '../../components/ui/image-upload.tsx';
import { ArrowIcon, PencilIcon, TrashIcon } from '../../components/ui/icons.tsx';

/**
 * Edit, delete, move and (optionally) image upload for one menu, category or dish. Menus move
 * left/right; categories and dishes move up/down with the same calls (docs/product.md S4 "Other states").
 */
export function ItemControls({
  name,
  axis,
  onEdit,
  onDelete,
  onMove,
  onImage,
  busy,
}: {
  name: string;
  axis: 'horizontal' | 'vertical';
  onEdit: () => void;
  onDelete: () => void;
  onMove: (direction: 'left' | 'right') => void;
  onImage?: (file: File) => void;
  busy?: boolean;
}) {
  const { t } = useLingui();
  const back =
    axis === 'horizontal'
      ? t({ id: 'menu.action.move_left', message: `Move ${name} left` })
      : t({ id: 'menu.action.move_up', message: `Move ${name} up` });
  const forward =
    axis === 'horizontal'
      ? t({ id: 'menu.action.move_right', message: `Move ${name} right` })
      : t({ id: 'menu.action.move_down', message: `Move ${name} down` });
  return (
    <div className="item-controls">
      <button
        type="button"
        className="icon-button"
        aria-label={t({ id: 'menu.action.edit', message: `Edit ${name}` })}
        title={t({ id: 'menu.action.edit', message: `Edit ${name}` })}
        onClick={onEdit}
      >
        <PencilIcon />
      </button>
      <button
        type="button"
        className="icon-button"
        aria-label={t({ id: 'menu.action.delete', message: `Delete ${name}` })}
        title={t({ id: 'menu.action.delete', message: `Delete ${name}` })}
        onClick={onDelete}
      >
        <TrashIcon />
      </button>
      <button
        type="button"
        className="icon-button"
        aria-label={back}
        title={back}
        disabled={busy}
        onClick={() => onMove('left')}
      >
        <ArrowIcon direction={axis === 'horizontal' ? 'left' : 'up'} />
      </button>
      <button
        type="button"
        className="icon-button"
        aria-label={forward}
        title={forward}
        disabled={busy}
        onClick={() => onMove('right')}
      >
        <ArrowIcon direction={axis === 'horizontal' ? 'right' : 'down'} />
      </button>
      {onImage && (
        <ImageUpload
          label={t({ id: 'menu.action.upload_image', message: 'Upload image' })}
          context={name}
          onFile={onImage}
          disabled={busy}
          className="button button-secondary button-small item-upload"
        />
      )}
    </div>
  );
}
