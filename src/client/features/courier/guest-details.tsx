import { Trans } from '@lingui/react/macro';
import { formatMoney, telHref, formatPhone } from '../../lib/format.ts';
import { NavLinks } from './nav-links.tsx';
import type { CourierOrder } from './types.ts';
import { WEB_MENU_DELIVERY_MARKER } from '#shared/constants.ts';
import { PhoneIcon } from '../../components/ui/icons.tsx';
import { LineModifiers } from '../../components/ui/order-vocabulary.tsx';

/** The guest's name, phones, address, comments and positions: only for the reserver's own tabs. */
export function GuestDetails({ order }: { order: CourierOrder }) {
  const phones = [order.main_phone_number, order.second_phone_number].filter(Boolean);
  const address = [order.town, order.full_address].filter(Boolean).join(', ');
  return (
    <section className="courier-client">
      <h3>
        <Trans id="courier.order.client">Client</Trans>
      </h3>
      {order.client_name && order.client_name !== WEB_MENU_DELIVERY_MARKER && (
        <p className="courier-client-name">{order.client_name}</p>
      )}
      {phones.map((p) => (
        <a key={p} href={telHref(p)} className="button button-secondary courier-tel-button">
          <PhoneIcon /> {formatPhone(p)}
        </a>
      ))}
      {address && <p>{address}</p>}
      <NavLinks lat={order.lat} lng={order.lng} to="client" />
      {order.comments && <p className="courier-comments">{order.comments}</p>}
      {order.dishes.length > 0 && (
        <ul className="courier-positions">
          {order.dishes.map((d, i) => (
            <li key={d.position_id ?? `${d.dish_id}-${i}`}>
              <span>
                {d.count} × {d.name}
                <LineModifiers modifiers={d.modifiers} />
              </span>
              <span>{formatMoney(d.count * d.dish_price)}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
