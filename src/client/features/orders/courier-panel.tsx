import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { CourierStage } from '#shared/constants.ts';
import { useCourierStageLabels } from '../../components/ui/order-vocabulary.tsx';
import { CourierInfoPopup } from './courier-info-popup.tsx';
import type { Order } from './types.ts';
import { TitledSection } from '../../components/ui/titled-section.tsx';

/** The courier panel of a delivery-service pub (docs/product.md S4 "Courier panel on the order page"). */
export function CourierPanel({ order }: { order: Order }) {
  const [open, setOpen] = useState(false);
  const courierId = order.courier_info.is_reserved ? order.courier_info.reserver_courier_id : 0;
  const stages = useCourierStageLabels();
  const { t } = useLingui();
  const stage = order.courier_info.courier_stage;
  const proof = order.proof_image_file_name;
  let body;
  if (courierId) {
    body = (
      <p>
        <Trans id="orders.courier.reserved_by">Courier:</Trans>{' '}
        <button type="button" className="link-button" onClick={() => setOpen(true)}>
          {order.courier_info.reserver_name || `#${courierId}`}
        </button>
      </p>
    );
  } else if (order.status === 'preparing') {
    body = (
      <p className="courier-searching">
        <Trans id="orders.courier.searching">Searching for couriers…</Trans>
      </p>
    );
  } else if (order.status === 'completed' || order.status === 'canceled') {
    body = (
      <p className="muted">
        <Trans id="orders.courier.not_found">Courier not found</Trans>
      </p>
    );
  } else {
    body = (
      <p>
        <Trans id="orders.courier.prompt">Set the status to "Preparing" so that couriers can see the order.</Trans>
      </p>
    );
  }
  return (
    <TitledSection className="card order-section" title={<Trans id="orders.courier.title">Courier</Trans>}>
      {body}
      {courierId > 0 && stage && order.status !== 'completed' && order.status !== 'canceled' && (
        <p className="order-courier-stage" data-testid="order-courier-stage">
          {stages[stage as CourierStage]}
        </p>
      )}
      {proof && (
        <figure className="order-proof">
          <a href={`/api-static/images/proof/${proof}`} target="_blank" rel="noreferrer">
            <img
              src={`/api-static/images/proof/${proof.replace(/\.webp$/, '-sm.webp')}`}
              alt={t({ id: 'orders.courier.proof_photo', message: 'Proof of delivery photo' })}
              width={240}
            />
          </a>
          <figcaption>
            <Trans id="orders.courier.proof">Proof of delivery</Trans>
          </figcaption>
        </figure>
      )}
      {courierId > 0 && <CourierInfoPopup open={open} onClose={() => setOpen(false)} courierId={courierId} />}
    </TitledSection>
  );
}
