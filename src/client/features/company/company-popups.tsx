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
