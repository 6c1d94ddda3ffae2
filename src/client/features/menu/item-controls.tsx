import type { ReactNode } from 'react';
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
      <ToolButton label={t({ id: 'menu.action.edit', message: `Edit ${name}` })} onClick={onEdit}>
        <PencilIcon />
      </ToolButton>
      <ToolButton label={t({ id: 'menu.action.delete', message: `Delete ${name}` })} onClick={onDelete}>
        <TrashIcon />
      </ToolButton>
      <ToolButton label={back} disabled={busy} onClick={() => onMove('left')}>
        <ArrowIcon direction={axis === 'horizontal' ? 'left' : 'up'} />
      </ToolButton>
      <ToolButton label={forward} disabled={busy} onClick={() => onMove('right')}>
        <ArrowIcon direction={axis === 'horizontal' ? 'right' : 'down'} />
      </ToolButton>
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

/** An icon button whose name is also its tooltip. */
function ToolButton({
  label,
  disabled,
  onClick,
  children,
}: {
  label: string;
  disabled?: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      className="icon-button"
      aria-label={label}
      title={label}
      disabled={disabled}
      onClick={onClick}
    >
      {children}
    </button>
  );
}
