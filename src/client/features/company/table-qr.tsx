import { useEffect, useState, type ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { TABLE_SHEET_MAX, tableNumber } from '#shared/table-number.ts';
import { requestBlob } from '../../lib/api-client.ts';
import { showError } from '../../lib/alerts.ts';
import { TextField } from '../../components/ui/text-field.tsx';
import type { Pub } from './api.ts';

/** One table's code from the owner's route (docs/product.md D15); it sits behind the owner's token, so it is fetched, not linked. */
const tableQrPath = (companyId: number, pubId: number, table: number, format: 'png' | 'svg') =>
  `/api/company/${companyId}/pubs/${pubId}/qr?table=${table}&format=${format}`;

/** An object URL for a Blob, revoked when the Blob changes or the component goes. */
function useObjectUrl(blob: Blob | undefined): string {
  const [url, setUrl] = useState('');
  useEffect(() => {
    if (!blob) return;
    const next = URL.createObjectURL(blob);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [blob]);
  return url;
}

export interface TableCard {
  table: number;
  qr: string;
}
/** What the page prints next; `owned` object URLs were made for this job and go with it. */
export type PrintJob = { kind: 'pub' } | { kind: 'tables'; cards: TableCard[]; owned?: boolean };

/** "From … to …" of a sheet: the error key of the first wrong field, or the range. */
export function sheetRange(from: string, to: string): { from?: string; to?: string } | { tables: number[] } {
  const a = tableNumber(from);
  const b = tableNumber(to);
  if (a === null) return { from: 'errors.table_range' };
  if (b === null) return { to: 'errors.table_range' };
  if (a > b) return { to: 'errors.time_from_after_to' };
  if (b - a + 1 > TABLE_SHEET_MAX) return { to: 'errors.table_sheet_max' };
  return { tables: Array.from({ length: b - a + 1 }, (_, i) => a + i) };
}

/** A table number's field: a number pad on phones, and the error key of the number it holds. */
function TableField(props: { label: string; value: string; onChange: (value: string) => void; error?: string }) {
  return (
    <TextField
      label={props.label}
      value={props.value}
      onChange={props.onChange}
      inputMode="numeric"
      serverError={props.error}
    />
  );
}

/**
 * Table QR codes in the owner's QR popup (docs/product.md D15): one table's code to look at, download
 * (PNG, SVG) or print as a card, and a sheet of cards for tables "from … to …", printed from this page
 * (print CSS, no pop-up window). Each code opens the menu with the table filled in and locked.
 */
export function TableQr({
  pub,
  companyId,
  onPrint,
}: {
  pub: Pub;
  companyId: number;
  onPrint: (job: PrintJob) => void;
}) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const [single, setSingle] = useState('1');
  const table = tableNumber(single);
  // The shown table's code in one format, read once while the section is open.
  const codeOf = (format: 'png' | 'svg') => ({
    queryKey: ['company', 'table-qr', pub.id, table, format],
    queryFn: () => requestBlob(tableQrPath(companyId, pub.id, table!, format)),
    enabled: open && table !== null,
    staleTime: Infinity,
  });
  const pngUrl = useObjectUrl(useQuery(codeOf('png')).data);
  const svgUrl = useObjectUrl(useQuery(codeOf('svg')).data);
  const [from, setFrom] = useState('1');
  const [to, setTo] = useState('10');
  const [showErrors, setShowErrors] = useState(false);
  const [loading, setLoading] = useState(false);
  const range = sheetRange(from, to);
  const rangeErrors = 'tables' in range ? {} : range;

  const download = (url: string, format: 'png' | 'svg', label: ReactNode) => (
    <a
      className="button button-secondary"
      href={url || undefined}
      download={`${pub.url_name}-table-${table}.${format}`}
      aria-disabled={!url}
    >
      {label}
    </a>
  );

  async function printSheet(tables: number[]) {
    setLoading(true);
    try {
      // SVG: sharp at any print size and a few KB each.
      const blobs = await Promise.all(tables.map((n) => requestBlob(tableQrPath(companyId, pub.id, n, 'svg'))));
      onPrint({
        kind: 'tables',
        cards: blobs.map((b, i) => ({ table: tables[i], qr: URL.createObjectURL(b) })),
        owned: true,
      });
    } catch (error) {
      showError('company.table_qr', error);
    } finally {
      setLoading(false);
    }
  }

  return (
    <details className="table-qr" onToggle={(e) => setOpen(e.currentTarget.open)}>
      <summary>
        <Trans id="company.table_qr.title">Codes for tables</Trans>
      </summary>
      <p className="muted">
        <Trans id="company.table_qr.hint">A table's code opens the menu with that table already filled in.</Trans>
      </p>
      <div className="table-qr-single">
        <TableField
          label={t({ id: 'company.table_qr.table', message: 'Table number' })}
          value={single}
          onChange={setSingle}
          error={table === null ? 'errors.table_range' : undefined}
        />
        {table !== null && pngUrl && (
          <figure className="qr-figure">
            <img
              src={pngUrl}
              width={160}
              height={160}
              alt={t({ id: 'company.table_qr.alt', message: `QR code of table ${table}` })}
            />
          </figure>
        )}
        {table !== null && (
          <div className="popup-actions qr-actions">
            {download(pngUrl, 'png', <Trans id="company.qr.download_png">Download PNG</Trans>)}
            {download(svgUrl, 'svg', <Trans id="company.qr.download_svg">Download SVG</Trans>)}
            <button
              type="button"
              className="button"
              disabled={!svgUrl}
              onClick={() => onPrint({ kind: 'tables', cards: [{ table, qr: svgUrl }] })}
            >
              <Trans id="company.table_qr.print_one">Print this table's card</Trans>
            </button>
          </div>
        )}
      </div>
      <form
        className="table-qr-range"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          setShowErrors(true);
          if ('tables' in range) void printSheet(range.tables);
        }}
      >
        <div className="table-qr-range-fields">
          <TableField
            label={t({ id: 'company.table_qr.from', message: 'Tables from' })}
            value={from}
            onChange={setFrom}
            error={showErrors ? rangeErrors.from : undefined}
          />
          <TableField
            label={t({ id: 'company.table_qr.to', message: 'to' })}
            value={to}
            onChange={setTo}
            error={showErrors ? rangeErrors.to : undefined}
          />
        </div>
        <button type="submit" className="button" disabled={loading} aria-busy={loading || undefined}>
          <Trans id="company.table_qr.print_sheet">Print the cards</Trans>
        </button>
      </form>
    </details>
  );
}
