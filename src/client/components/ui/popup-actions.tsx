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

/**
 * A footer whose action comes first, then the secondary button that leaves without it (Cancel, Close,
 * Back or No). Without `onAction` the action submits the form around it.
 */
export function ActionRow({
  label,
  onAction,
  disabled,
  danger = false,
  leave,
  onLeave,
  big = false,
}: {
  label: ReactNode;
  onAction?: () => void;
  disabled?: boolean;
  danger?: boolean;
  leave: 'cancel' | 'close' | 'back' | 'no';
  onLeave: () => void;
  /** The courier's screens: a row of large buttons. */
  big?: boolean;
}) {
  const { i18n } = useLingui();
  const size = big ? ' courier-big-button' : '';
  return (
    <div className={big ? 'courier-confirm' : 'row'}>
      <button
        type={onAction ? 'button' : 'submit'}
        className={`button${danger ? ' button-danger' : ''}${size}`}
        disabled={disabled}
        onClick={onAction}
      >
        {label}
      </button>
      <button type="button" className={`button button-secondary${size}`} onClick={onLeave}>
        {i18n._(WORDS[leave])}
      </button>
    </div>
  );
}
