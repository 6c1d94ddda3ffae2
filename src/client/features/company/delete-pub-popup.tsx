import { Trans, useLingui } from '@lingui/react/macro';
import { Popup } from '../../components/ui/popup.tsx';
import { useDeletePub, type Pub } from './api.ts';
import { WORDS } from '../../components/ui/words.ts';

/** Delete pub, after a confirmation naming what goes with it. */
export function DeletePubPopup({ companyId, pub, onClose }: { companyId: number; pub: Pub; onClose: () => void }) {
  const { i18n } = useLingui();
  const remove = useDeletePub(companyId);
  const name = pub.name;
  return (
    <Popup open title={<Trans id="company.delete.title">Delete venue</Trans>} onClose={onClose}>
      <p>
        <Trans id="company.delete.confirm">
          Delete “{name}” with its menus, orders and QR code? This cannot be undone.
        </Trans>
      </p>
      <div className="popup-actions">
        <button type="button" className="button button-secondary" onClick={onClose} autoFocus>
          {i18n._(WORDS.cancel)}
        </button>
        <button
          type="button"
          className="button button-danger"
          disabled={remove.isPending}
          onClick={() => remove.mutate(pub.id, { onSuccess: onClose })}
        >
          {i18n._(WORDS.delete)}
        </button>
      </div>
    </Popup>
  );
}
