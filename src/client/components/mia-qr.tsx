import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { parseWireTime } from '#shared/time.ts';
import type { MiaQrJson } from '#shared/schemas/payment.ts';
import { useNow } from '../lib/use-now.ts';
import './mia-qr.css';

/**
 * "Pay by MIA QR": asks the server for the order's dynamic QR code (`load`), shows it with a link a banking app
 * on this device opens and the minutes left; once it lapsed, a button makes a new one. The payment itself is
 * seen on the order (its live payment status): the caller stops showing this when the order is paid.
 */
export function MiaQrPanel({
  load,
  appLink = false,
  className = 'mia-qr-box',
}: {
  load: () => Promise<MiaQrJson>;
  /** The guest's own phone: a link that opens the code in a banking app on it. */
  appLink?: boolean;
  className?: string;
}) {
  const { t } = useLingui();
  const [qr, setQr] = useState<MiaQrJson | null>(null);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const now = useNow(1000);
  const ask = async () => {
    setBusy(true);
    setFailed(false);
    try {
      setQr(await load());
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };
  const left = qr ? Math.max(0, (parseWireTime(qr.expires_at)?.getTime() ?? 0) - now) : 0;
  const expired = qr !== null && left <= 0;
  const clock = `${Math.floor(left / 60_000)}:${String(Math.floor((left % 60_000) / 1000)).padStart(2, '0')}`;
  return (
    <section className={`mia-qr ${className}`} data-testid="mia-qr" aria-labelledby="mia-qr-title">
      <h2 id="mia-qr-title" className="mia-qr-title">
        <Trans id="mia_qr.title">Pay by MIA QR</Trans>
      </h2>
      {qr && !expired ? (
        <>
          <img className="mia-qr-image" src={qr.image} alt={t({ id: 'mia_qr.image_alt', message: 'MIA QR code' })} />
          <p className="mia-qr-hint">
            <Trans id="mia_qr.hint">Scan it with any Moldovan banking app.</Trans>
          </p>
          <p className="mia-qr-left" role="timer" aria-live="off">
            <Trans id="mia_qr.left">Valid for {clock}</Trans>
          </p>
          {appLink && (
            <a className="button button-secondary mia-qr-open" href={qr.url}>
              <Trans id="mia_qr.open">Open in a banking app</Trans>
            </a>
          )}
        </>
      ) : (
        <>
          {expired && (
            <p className="mia-qr-expired" role="status">
              <Trans id="mia_qr.expired">The code expired without a payment.</Trans>
            </p>
          )}
          <button type="button" className="button mia-qr-make" onClick={() => void ask()} disabled={busy}>
            {expired ? (
              <Trans id="mia_qr.new">Make a new code</Trans>
            ) : (
              <Trans id="mia_qr.show">Show the QR code</Trans>
            )}
          </button>
        </>
      )}
      {failed && (
        <p className="mia-qr-error" role="alert">
          <Trans id="mia_qr.failed">The code could not be made. Try again.</Trans>
        </p>
      )}
    </section>
  );
}
