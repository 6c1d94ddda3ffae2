import { useEffect, useState } from 'react';
import { createPortal, flushSync } from 'react-dom';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Popup } from '../../components/ui/popup.tsx';
import { api } from '../../lib/api-client.ts';
import { getSession } from '../../lib/session.ts';
import { companyQueries, publicLink, type Pub } from './api.ts';
import { TableQr, type PrintJob } from './table-qr.tsx';
import './print-card.css';

const QR_BASE = '/api-static/images/pubs/qr/';

/**
 * What the page prints: the pub's card by default, or table cards. Setting a job puts its cards in the
 * page, waits for their images, then opens the browser's print dialog; object URLs made for a job go with it.
 */
function usePrintJob() {
  const [job, setJob] = useState<PrintJob>({ kind: 'pub' });
  useEffect(
    () => () => {
      if (job.kind === 'tables' && job.owned) for (const card of job.cards) URL.revokeObjectURL(card.qr);
    },
    [job],
  );
  const print = (next: PrintJob) => {
    flushSync(() => setJob(next));
    if (next.kind === 'pub') return window.print();
    const images = [...document.querySelectorAll<HTMLImageElement>('.print-root img')];
    void Promise.all(images.map((img) => img.decode().catch(() => undefined))).then(() => window.print());
  };
  return { job, print };
}

/**
 * QR popup (docs/product.md S2): the code, its file name and the public link, downloads as PNG and SVG, and a
 * table card to print; then codes per table (docs/product.md D15): one table's, or a sheet of cards
 * for a range. The cards are in the page while the popup is open but show only in print
 * (print-card.css), so window.print() prints just them, with no pop-up window.
 */
export function QrPopup({ pub, onClose }: { pub: Pub; onClose: () => void }) {
  const { t } = useLingui();
  const { data: config } = useQuery(companyQueries.config());
  const { job, print } = usePrintJob();
  const link = publicLink(config, pub);
  const png = `${QR_BASE}${pub.qr_code_file_name}`;
  const svg = png.replace(/\.png$/, '.svg');
  const svgName = pub.qr_code_file_name.replace(/\.png$/, '.svg');
  const name = pub.name;
  // Printing or downloading the code ticks "QR code printed" on the first-day checklist (docs/decisions/153).
  const printed = () =>
    void api.post(`/api/company/${getSession().companyId}/pubs/${pub.id}/qr-printed`, {}).catch(() => {});
  return (
    <Popup open title={<Trans id="company.qr.title">QR code of {name}</Trans>} onClose={onClose}>
      <figure className="qr-figure">
        <img
          src={png}
          width={240}
          height={240}
          alt={t({ id: 'company.qr.alt', message: `QR code leading to the menu of ${name}` })}
        />
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
        <button
          type="button"
          className="button"
          onClick={() => {
            printed();
            print({ kind: 'pub' });
          }}
        >
          <Trans id="company.qr.print">Print table card</Trans>
        </button>
      </div>
      <TableQr pub={pub} companyId={pub.company_id} onPrint={print} />
      {createPortal(
        job.kind === 'pub' ? (
          <div className="print-root">
            <PrintCard name={name} qr={png} link={link} />
          </div>
        ) : (
          <div className="print-root print-sheet">
            {job.cards.map((c) => (
              <PrintCard key={c.table} name={name} qr={c.qr} link={`${link}?table=${c.table}`} table={c.table} />
            ))}
          </div>
        ),
        document.body,
      )}
    </Popup>
  );
}

/** A printable table card: venue name, the table when it is a table's, big QR code and the short link for those who type it. */
function PrintCard({ name, qr, link, table }: { name: string; qr: string; link: string; table?: number }) {
  const short = link.replace(/^https?:\/\//, '').replace(/\/$/, '');
  return (
    <section className="print-card" aria-hidden="true">
      <h1 className="print-card-name">{name}</h1>
      {table !== undefined && (
        <p className="print-card-table">
          <Trans id="company.print.table">Table {table}</Trans>
        </p>
      )}
      <img className="print-card-qr" src={qr} alt="" />
      <p className="print-card-hint">
        <Trans id="company.print.scan">Scan to see the menu and order</Trans>
      </p>
      <p className="print-card-link">{short}</p>
    </section>
  );
}
