import { Trans } from '@lingui/react/macro';
import { ConfirmDeletePopup } from '../../components/ui/confirm-delete-popup.tsx';
import { useDeletePub, type Pub } from './api.ts';

/** Delete pub, after a confirmation naming what goes with it. */
export function DeletePubPopup({ companyId, pub, onClose }: { companyId: number; pub: Pub; onClose: () => void }) {
  const remove = useDeletePub(companyId);
  const name = pub.name;
  return (
    <ConfirmDeletePopup
      title={<Trans id="company.delete.title">Delete venue</Trans>}
      pending={remove.isPending}
      onDelete={() => remove.mutate(pub.id, { onSuccess: onClose })}
      onClose={onClose}
      focusCancel
    >
      <Trans id="company.delete.confirm">
        Delete “{name}” with its menus, orders and QR code? This cannot be undone.
      </Trans>
    </ConfirmDeletePopup>
  );
}
