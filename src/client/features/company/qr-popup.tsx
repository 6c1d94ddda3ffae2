import { createPortal } from 'react-dom';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Popup } from '../../components/ui/popup.tsx';
import { api } from '../../lib/api-client.ts';
import { getSession } from '../../lib/session.ts';
import { companyQueries, publicLink, type Pub } from './api.ts';
import './print-card.css';

const QR_BASE = '/api-static/images/pubs/qr/';

/**
 * QR popup (docs/product.md S2): the code, its file name and the public link, downloads as PNG and SVG, and a
 * table card to print. The card is always in the page while the popup is open but shows only in
 * print (print-card.css), so window.print() prints just the card.
 */
export function QrPopup({ pub, onClose }: { pub: Pub; onClose: () => void }) {
  const { t } = useLingui();
  const { data: config } = useQuery(companyQueries.config());
  const link = publicLink(config, pub);
  const png = `${QR_BASE}${pub.qr_code_file_name}`;
  const svg = png.replace(/\.png$/, '.svg');
  const svgName = pub.qr_code_file_name.replace(/\.png$/, '.svg');
  const name = pub.name;
  // Printing or downloading the code ticks "QR code printed" on the first-day checklist (docs/decisions/153).
  const printed = () => void api.post(`/api/company/${getSession().companyId}/pubs/${pub.id}/qr-printed`, {}).catch(() => {});
  return (
    <Popup open title={<Trans id="company.qr.title">QR code of {name}</Trans>} onClose={onClose}>
      <figure className="qr-figure">
        <img src={png} width={240} height={240} alt={t({ id: 'company.qr.alt', message: `QR code leading to the menu of ${name}` })} />
        <figcaption className="muted">{pub.qr_code_file_name}</figcaption>
      </figure>
      <p className="qr-link">
        <Trans id="company.qr.link">Public link:</Trans>{' '}
        <a href={link} target="_blank" rel="noopener noreferrer">
          {link}
        </a>
      </p>
      <div className="popup-actions qr-actions">
        <a className="button button-secondary" href={png} download={pub.qr_code_file_name} onClick={printed}>
          <Trans id="company.qr.download_png">Download PNG</Trans>
        </a>
        <a className="button button-secondary" href={svg} download={svgName} onClick={printed}>
          <Trans id="company.qr.download_svg">Download SVG</Trans>
        </a>
        <button type="button" className="button" onClick={() => {
          printed();
          window.print();
        }}>
          <Trans id="company.qr.print">Print table card</Trans>
        </button>
      </div>
      {createPortal(<PrintCard name={name} qr={png} link={link} />, document.body)}
    </Popup>
  );
}

/** The printable table card: venue name, big QR code and the short link for those who type it. */
function PrintCard({ name, qr, link }: { name: string; qr: string; link: string }) {
  const short = link.replace(/^https?:\/\//, '').replace(/\/$/, '');
  return (
    <section className="print-card" aria-hidden="true">
      <h1 className="print-card-name">{name}</h1>
      <img className="print-card-qr" src={qr} alt="" />
      <p className="print-card-hint">
        <Trans id="company.print.scan">Scan to see the menu and order</Trans>
      </p>
      <p className="print-card-link">{short}</p>
    </section>
  );
}
