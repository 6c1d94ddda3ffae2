import type { ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Popup } from './popup.tsx';
import { formatPhone, telHref } from '../../lib/format.ts';
import { Term } from './term.tsx';

/** What staff and owners may see of a courier (never the balance: docs/product.md D4). */
export interface CourierCard {
  id: number;
  full_name: string;
  phone_number: string;
  telegram_username?: string;
  image_file_name?: string;
}

/**
 * The read-only courier popup (docs/product.md S6), one for every screen that shows it: the pub's couriers list
 * and the order page. `status` is shown instead of the card while it loads or when it failed.
 */
export function CourierInfoPopup({
  open,
  courier,
  status,
  onClose,
}: {
  open: boolean;
  courier: CourierCard | null | undefined;
  status?: ReactNode;
  onClose: () => void;
}) {
  const { t } = useLingui();
  return (
    <Popup open={open} onClose={onClose} title={t({ id: 'common.courier.title', message: 'Courier' })}>
      {status}
      {courier && (
        <div className="courier-info">
          {courier.image_file_name ? (
            <img
              src={`/api-static/images/courier/${courier.image_file_name}`}
              alt=""
              width={96}
              height={96}
              className="courier-info-photo"
            />
          ) : null}
          <dl>
            <Term term={<Trans id="common.courier.id">ID</Trans>}>{courier.id}</Term>
            <Term term={<Trans id="common.courier.name">Full name</Trans>}>{courier.full_name || '—'}</Term>
            <Term term={<Trans id="common.courier.phone">Phone</Trans>}>
              {courier.phone_number ? (
                <a href={telHref(courier.phone_number)}>{formatPhone(courier.phone_number)}</a>
              ) : (
                '—'
              )}
            </Term>
            <Term term={<Trans id="common.courier.telegram">Telegram</Trans>}>
              {courier.telegram_username ? (
                <a href={`https://t.me/${courier.telegram_username}`} target="_blank" rel="noreferrer">
                  @{courier.telegram_username}
                </a>
              ) : (
                '—'
              )}
            </Term>
          </dl>
        </div>
      )}
    </Popup>
  );
}
