import { Trans } from '@lingui/react/macro';
import type { Order } from './types.ts';
import { telHref, formatPhone } from '../../lib/format.ts';
import { PaymentDetails } from './payment-details.tsx';
import { TitledSection } from '../../components/ui/titled-section.tsx';
import { Term } from '../../components/ui/term.tsx';

/** Who ordered and where (docs/product.md S2): delivery → town, address, phones, payment; in place → the table. */
export function CustomerDetails({ order, companyId }: { order: Order; companyId?: number }) {
  const payment = (
    <Term term={<Trans id="orders.customer.payment">Payment</Trans>}>
      <PaymentDetails order={order} companyId={companyId} />
    </Term>
  );
  return (
    <TitledSection className="card order-section" title={<Trans id="orders.customer.title">Customer</Trans>}>
      {order.order_type === 'in_place' ? (
        <dl className="details-list">
          <dt>
            <Trans id="orders.customer.table">Table</Trans>
          </dt>
          <dd className="order-table">{order.table_for_in_place_order}</dd>
          {order.payment_type === 'online' && payment}
        </dl>
      ) : (
        <dl className="details-list">
          <Term term={<Trans id="orders.customer.town">Town</Trans>}>{order.town}</Term>
          <Term term={<Trans id="orders.customer.address">Address</Trans>}>{order.full_address}</Term>
          <Term term={<Trans id="orders.customer.main_phone">Phone</Trans>}>
            <PhoneLink phone={order.main_phone_number} />
          </Term>
          <Term term={<Trans id="orders.customer.second_phone">Second phone</Trans>}>
            <PhoneLink phone={order.second_phone_number} />
          </Term>
          {payment}
        </dl>
      )}
    </TitledSection>
  );
}

/** A phone number to call, or a dash where there is none. */
function PhoneLink({ phone }: { phone: string }) {
  return phone ? <a href={telHref(phone)}>{formatPhone(phone)}</a> : '—';
}
