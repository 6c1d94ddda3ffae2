import { Trans } from '@lingui/react/macro';
import { Popup } from '../../components/ui/popup.tsx';
import type { PubCourier } from './queries.ts';
import { telHref, formatPhone } from '../../lib/format.ts';

/** The courier data popup: read-only (spec §6). */
export function CourierInfoPopup({ courier, onClose }: { courier: PubCourier | null; onClose: () => void }) {
  return (
    <Popup open={!!courier} onClose={onClose} title={<Trans id="shipping.courier_info_title">Courier</Trans>}>
      {courier && (
        <div className="courier-info">
          {courier.image_file_name && <img src={`/api-static/images/courier/${courier.image_file_name}`} alt="" className="courier-photo" />}
          <dl>
            <dt><Trans id="shipping.courier_info_id">ID</Trans></dt>
            <dd>{courier.id}</dd>
            <dt><Trans id="shipping.courier_info_name">Full name</Trans></dt>
            <dd>{courier.full_name || '—'}</dd>
            <dt><Trans id="shipping.courier_info_phone">Phone</Trans></dt>
            <dd>{courier.phone_number ? <a href={telHref(courier.phone_number)}>{formatPhone(courier.phone_number)}</a> : '—'}</dd>
            <dt><Trans id="shipping.courier_info_telegram">Telegram</Trans></dt>
            <dd>{courier.telegram_username ? `@${courier.telegram_username}` : '—'}</dd>
          </dl>
        </div>
      )}
    </Popup>
  );
}
