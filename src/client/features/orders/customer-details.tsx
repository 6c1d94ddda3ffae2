import { Trans } from '@lingui/react/macro';
import type { Order } from './types.ts';
import { telHref, formatPhone } from '../../lib/format.ts';
import { PaymentDetails } from './payment-details.tsx';

/** Who ordered and where (docs/product.md S2): delivery → town, address, phones, payment; in place → the table. */
export function CustomerDetails({ order, companyId }: { order: Order; companyId?: number }) {
  return (
    <section className="card order-section" aria-labelledby="order-customer-title">
      <h2 id="order-customer-title">
        <Trans id="orders.customer.title">Customer</Trans>
      </h2>
      {order.order_type === 'in_place' ? (
        <dl className="details-list">
          <dt>
            <Trans id="orders.customer.table">Table</Trans>
          </dt>
          <dd className="order-table">{order.table_for_in_place_order}</dd>
          {order.payment_type === 'online' && (
            <>
              <dt>
                <Trans id="orders.customer.payment">Payment</Trans>
              </dt>
              <dd>
                <PaymentDetails order={order} companyId={companyId} />
              </dd>
            </>
          )}
        </dl>
      ) : (
        <dl className="details-list">
          <dt>
            <Trans id="orders.customer.town">Town</Trans>
          </dt>
          <dd>{order.town}</dd>
          <dt>
            <Trans id="orders.customer.address">Address</Trans>
          </dt>
          <dd>{order.full_address}</dd>
          <dt>
            <Trans id="orders.customer.main_phone">Phone</Trans>
          </dt>
          <dd>
            {order.main_phone_number ? (
              <a href={telHref(order.main_phone_number)}>{formatPhone(order.main_phone_number)}</a>
            ) : (
              '—'
            )}
          </dd>
          <dt>
            <Trans id="orders.customer.second_phone">Second phone</Trans>
          </dt>
          <dd>
            {order.second_phone_number ? (
              <a href={telHref(order.second_phone_number)}>{formatPhone(order.second_phone_number)}</a>
            ) : (
              '—'
            )}
          </dd>
          <dt>
            <Trans id="orders.customer.payment">Payment</Trans>
          </dt>
          <dd>
            <PaymentDetails order={order} companyId={companyId} />
          </dd>
        </dl>
      )}
    </section>
  );
}
