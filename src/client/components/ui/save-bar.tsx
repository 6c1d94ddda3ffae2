import { useBlocker } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { Popup } from './popup.tsx';
import { WORDS } from './words.ts';
import './save-bar.css';

/**
 * A page's one Save bar for a draft: it stays in view at the bottom while the draft differs from what is
 * stored, with Discard and Save; leaving the page (a link, back, closing the tab) with unsaved edits asks first.
 */
export function SaveBar({
  dirty,
  saving,
  onSave,
  onDiscard,
}: {
  dirty: boolean;
  saving: boolean;
  onSave: () => void;
  onDiscard: () => void;
}) {
  const { t, i18n } = useLingui();
  const blocker = useBlocker({
    shouldBlockFn: () => dirty && !saving,
    enableBeforeUnload: () => dirty,
    withResolver: true,
  });
  return (
    <>
      {dirty && (
        <div
          className="save-bar"
          role="region"
          aria-label={t({ id: 'common.unsaved_bar', message: 'Unsaved changes' })}
        >
          <span>
            <Trans id="common.unsaved">You have unsaved changes</Trans>
          </span>
          <span className="spacer" />
          <button type="button" className="button button-secondary" disabled={saving} onClick={onDiscard}>
            <Trans id="common.discard">Discard</Trans>
          </button>
          <button type="button" className="button" disabled={saving} onClick={onSave}>
            {i18n._(WORDS.save)}
          </button>
        </div>
      )}
      <Popup
        open={blocker.status === 'blocked'}
        onClose={() => blocker.reset?.()}
        title={t({ id: 'common.leave_title', message: 'Leave without saving?' })}
      >
        <p>
          <Trans id="common.leave_question">This page has unsaved changes. They will be lost.</Trans>
        </p>
        <div className="popup-actions">
          <button type="button" className="button button-secondary" onClick={() => blocker.reset?.()}>
            <Trans id="common.stay">Stay on the page</Trans>
          </button>
          <button type="button" className="button button-danger" onClick={() => blocker.proceed?.()}>
            <Trans id="common.leave">Leave without saving</Trans>
          </button>
        </div>
      </Popup>
    </>
  );
}
