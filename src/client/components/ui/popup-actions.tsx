import type { ReactNode } from 'react';
import { useLingui } from '@lingui/react';
import { WORDS } from './words.ts';

/** The footer of a form popup: Cancel, then the submit button (disabled while the change is sent). */
export function PopupActions({
  pending,
  onClose,
  submit,
  disabled,
}: {
  pending: boolean;
  onClose: () => void;
  submit: ReactNode;
  disabled?: boolean;
}) {
  const { i18n } = useLingui();
  return (
    <div className="popup-actions">
      <button type="button" className="button button-secondary" onClick={onClose}>
        {i18n._(WORDS.cancel)}
      </button>
      <button type="submit" className="button" disabled={pending || disabled}>
        {submit}
      </button>
    </div>
  );
}
