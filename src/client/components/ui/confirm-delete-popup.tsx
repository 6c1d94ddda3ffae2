import type { ReactNode } from 'react';
import { useLingui } from '@lingui/react';
import { Popup } from './popup.tsx';
import { WORDS } from './words.ts';

/**
 * "Delete …?": the question, then Cancel and the danger Delete button (disabled while the deletion is sent).
 * `focusCancel` gives Cancel the focus when the popup opens, instead of the popup's close button.
 */
export function ConfirmDeletePopup({
  title,
  children,
  pending,
  onDelete,
  onClose,
  focusCancel = false,
}: {
  title: ReactNode;
  /** The question, naming what goes. */
  children: ReactNode;
  pending: boolean;
  onDelete: () => void;
  onClose: () => void;
  focusCancel?: boolean;
}) {
  const { i18n } = useLingui();
  return (
    <Popup open title={title} onClose={onClose}>
      <p>{children}</p>
      <div className="popup-actions">
        <button type="button" className="button button-secondary" onClick={onClose} autoFocus={focusCancel}>
          {i18n._(WORDS.cancel)}
        </button>
        <button type="button" className="button button-danger" disabled={pending} onClick={onDelete}>
          {i18n._(WORDS.delete)}
        </button>
      </div>
    </Popup>
  );
}
