import { useEffect, useRef, type ReactNode } from 'react';
import { useLingui } from '@lingui/react';
import { WORDS } from './words.ts';

/** A modal popup on the native <dialog>: focus is trapped, Escape closes, the page behind is inert. */
export function Popup({
  open,
  title,
  onClose,
  children,
  wide,
}: {
  open: boolean;
  title: ReactNode;
  onClose: () => void;
  children: ReactNode;
  wide?: boolean;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const { i18n } = useLingui();
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);
  return (
    <dialog
      ref={ref}
      className={`popup${wide ? ' popup-wide' : ''}`}
      aria-labelledby="popup-title"
      onCancel={(e) => {
        e.preventDefault();
        onClose();
      }}
      onClick={(e) => {
        if (e.target === ref.current) onClose();
      }}
    >
      {open && (
        <div className="popup-body">
          <header className="popup-header">
            <h2 id="popup-title">{title}</h2>
            <button type="button" className="icon-button" aria-label={i18n._(WORDS.close)} onClick={onClose}>
              ×
            </button>
          </header>
          {children}
        </div>
      )}
    </dialog>
  );
}
