import { useLayoutEffect, useRef } from 'react';
import { useAtom } from 'jotai';
import type { Tariff } from '#shared/constants.ts';
import { companyPopupAtom } from './atoms.ts';
import { CreatePubPopup, EditPubPopup } from './pub-form-popups.tsx';
import { DeletePubPopup } from './delete-pub-popup.tsx';
import { QrPopup } from './qr-popup.tsx';
import { PayPopup, TariffPopup, UpgradePopup } from './contact-popups.tsx';

/** Every popup of the company screen, mounted once; each closes when its success result arrives. */
export function CompanyPopups({ companyId, tariff }: { companyId: number; tariff: Tariff }) {
  const [popup, setPopup] = useAtom(companyPopupAtom);
  const close = () => setPopup(null);
  useReturnFocus(popup !== null);
  switch (popup?.kind) {
    case 'create':
      return <CreatePubPopup companyId={companyId} onClose={close} />;
    case 'edit':
      return <EditPubPopup key={popup.pub.id} companyId={companyId} pub={popup.pub} onClose={close} />;
    case 'delete':
      return <DeletePubPopup companyId={companyId} pub={popup.pub} onClose={close} />;
    case 'qr':
      return <QrPopup pub={popup.pub} onClose={close} />;
    case 'pay':
      return <PayPopup pub={popup.pub} onClose={close} />;
    case 'tariff':
      return <TariffPopup current={tariff} onClose={close} />;
    case 'upgrade':
      return <UpgradePopup onClose={close} />;
    default:
      return null;
  }
}

/**
 * A popup unmounts instead of closing its <dialog>, so the browser cannot return focus by itself:
 * keyboard users land back on the button that opened it (or the grid when that card is gone).
 */
function useReturnFocus(open: boolean) {
  const opener = useRef<HTMLElement | null>(null);
  // A layout effect runs before the popup's showModal() moves focus into the dialog.
  useLayoutEffect(() => {
    if (open) {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      return;
    }
    const target = opener.current;
    opener.current = null;
    if (target?.isConnected) target.focus();
    else if (target) document.querySelector<HTMLElement>('.pub-card-add')?.focus();
  }, [open]);
}
