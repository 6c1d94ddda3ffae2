import type { ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { useSetAtom } from 'jotai';
import { formatDate, formatTime } from '../../lib/format.ts';
import type { Pub } from './api.ts';
import { companyPopupAtom } from './atoms.ts';
import { PencilIcon, PlusIcon, QrIcon, TrashIcon } from '../../components/ui/icons.tsx';

/**
 * One pub (docs/product.md S2): QR button, expiration time, name, address, an "expired" badge, and "pay"
 * (expired) or "edit" (→ the pub area). Quick edit and delete popups open from the card too.
 */
export function PubCard({ pub }: { pub: Pub }) {
  const { t, i18n } = useLingui();
  const open = useSetAtom(companyPopupAtom);
  const name = pub.name;
  const titleId = `pub-card-${pub.id}`;
  /** An icon button of the card's tools: it opens one of the card's popups, named by its label. */
  const tool = (kind: 'qr' | 'edit' | 'delete', className: string, label: string, icon: ReactNode) => (
    <button type="button" className={className} aria-label={label} onClick={() => open({ kind, pub })}>
      {icon}
    </button>
  );
  return (
    <article className={`pub-card${pub.expired ? ' is-expired' : ''}`} aria-labelledby={titleId}>
      <div className="pub-card-tools">
        {tool('qr', 'icon-button pub-card-qr', t({ id: 'company.pub.qr', message: `QR code of ${name}` }), <QrIcon />)}
        <span className="spacer" />
        {tool('edit', 'icon-button', t({ id: 'company.pub.quick_edit', message: `Rename ${name}` }), <PencilIcon />)}
        {tool(
          'delete',
          'icon-button icon-button-danger',
          t({ id: 'company.pub.delete', message: `Delete ${name}` }),
          <TrashIcon />,
        )}
      </div>
      <h3 id={titleId} className="pub-card-name">
        {name}
      </h3>
      <p className="pub-card-address">{pub.address || <Trans id="company.pub.no_address">No address yet</Trans>}</p>
      <p className="pub-card-expiry">
        <span className="pub-card-label">
          <Trans id="company.pub.valid_until">Valid until</Trans>
        </span>
        {/* Date and time on their own lines: a 200 px card broke "… г. в" / "15:06" mid-phrase. */}
        <time dateTime={pub.expiration_time_utc.replace(' ', 'T') + 'Z'}>
          <span className="pub-card-date">{formatDate(pub.expiration_time_utc, i18n.locale)}</span>{' '}
          <span>{formatTime(pub.expiration_time_utc, i18n.locale)}</span>
        </time>
      </p>
      {pub.expired && (
        <span className="badge badge-danger pub-card-badge">
          <Trans id="company.pub.expired">Expired</Trans>
        </span>
      )}
      <div className="pub-card-action">
        {pub.expired ? (
          <button type="button" className="button button-warning" onClick={() => open({ kind: 'pay', pub })}>
            <Trans id="company.pub.pay">Pay</Trans>
          </button>
        ) : (
          <Link
            className="button"
            to="/admin/pub/$pubID"
            params={{ pubID: String(pub.id) }}
            aria-label={t({ id: 'company.pub.open', message: `Edit ${name}` })}
          >
            <Trans id="company.pub.edit">Edit</Trans>
          </Link>
        )}
      </div>
    </article>
  );
}

/**
 * The "add venue" tile. At the plan's venue limit it says so and opens the plans instead of a form the
 * server would refuse.
 */
export function AddPubTile({ used, limit }: { used: number; limit: number | null }) {
  const open = useSetAtom(companyPopupAtom);
  if (limit !== null && used >= limit) {
    return (
      <button type="button" className="pub-card pub-card-add is-full" onClick={() => open({ kind: 'tariff' })}>
        <span className="pub-card-add-title">
          <Trans id="company.pub.limit_reached">
            Your plan’s venue limit is reached: {used} of {limit}
          </Trans>
        </span>
        <span className="pub-card-add-more">
          <Trans id="company.pub.limit_more">To add another venue, choose a bigger plan — see the plans</Trans>
        </span>
      </button>
    );
  }
  return (
    <button type="button" className="pub-card pub-card-add" onClick={() => open({ kind: 'create' })}>
      <PlusIcon />
      <span>
        <Trans id="company.pub.add">Add venue</Trans>
      </span>
    </button>
  );
}
