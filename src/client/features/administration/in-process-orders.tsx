import { useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { STATUS_COLORS, WEB_MENU_DELIVERY_MARKER } from '#shared/constants.ts';
import { formatDateTime, formatMoney, formatPhone } from '../../lib/format.ts';
import { platformAdminQueries, type PlatformAdminOrder } from './platform-admin-api.ts';
import { useStatusLabels } from '../../components/ui/order-status.tsx';
import { PlatformAdminTable } from './platform-admin-table.tsx';
import { WORDS } from '../../components/ui/words.ts';
import { useNow } from '../../lib/use-now.ts';
import { ageMinutes } from '#shared/time.ts';

/** Ages are whole minutes: a refresh every 15 s keeps them right within a quarter minute. */
const AGE_TICK_MS = 15_000;

/**
 * The in-process orders of every pub (docs/product.md S2, S6): type, guest, status and live age of each.
 * Opening one opens a new tab that views the pub as its owner (routes/administration.tsx); this tab,
 * and the admin's session, stay as they are.
 */
export function InProcessOrders() {
  const { i18n } = useLingui();
  const now = useNow(AGE_TICK_MS);
  const orders = useQuery(platformAdminQueries.orders());
  return orders.isPending ? (
    <div className="spinner" role="progressbar" aria-label={i18n._(WORDS.loading)} />
  ) : orders.isError ? (
    <p className="card" role="alert">
      <Trans id="administration.load_error">Could not load the orders.</Trans>
    </p>
  ) : orders.data.length === 0 ? (
    <p className="card muted">
      <Trans id="administration.empty">No orders in process</Trans>
    </p>
  ) : (
    <PlatformAdminTable
      columns={[
        { label: <Trans id="administration.col.order">Order</Trans> },
        { label: <Trans id="administration.col.type">Type</Trans> },
        { label: <Trans id="administration.col.client">Client</Trans> },
        { label: <Trans id="administration.col.status">Status</Trans> },
        { label: <Trans id="administration.col.age">Age</Trans>, numeric: true },
        { label: <Trans id="administration.col.total">Total</Trans>, numeric: true },
      ]}
    >
      {orders.data.map((o) => (
        <OrderRow key={o.id} order={o} now={now} />
      ))}
    </PlatformAdminTable>
  );
}

function OrderRow({ order: o, now }: { order: PlatformAdminOrder; now: number }) {
  const { t, i18n } = useLingui();
  const statusNames = useStatusLabels();
  const pub = o.pub_name || `#${o.pub_id}`;
  const number = o.number;
  const minutes = ageMinutes(o.created_time, now);
  const name = o.client_name === WEB_MENU_DELIVERY_MARKER ? '' : o.client_name;
  const phone = o.main_phone_number ? formatPhone(o.main_phone_number) : '';
  return (
    <tr>
      <td>
        {/* A real link to a new tab: the admin's own tab never turns into the owner's. */}
        <a className="admin-open-link" href={`/administration/view/${o.pub_id}`} target="_blank" rel="noopener">
          {t({ id: 'administration.open_order', message: `Open order No. ${number} at ${pub}` })}
        </a>
      </td>
      <td>
        {o.order_type === 'delivery' ? (
          <Trans id="administration.type.delivery">Delivery</Trans>
        ) : (
          <Trans id="administration.type.in_place">At the table</Trans>
        )}
      </td>
      <td>
        {name || phone ? (
          <>
            {name && <span className="admin-client-name">{name}</span>}
            {phone && <span className="admin-client-phone">{phone}</span>}
          </>
        ) : (
          <span className="muted">—</span>
        )}
      </td>
      <td>
        <span className="badge admin-status" data-status={o.status} style={{ background: STATUS_COLORS[o.status] }}>
          {statusNames[o.status] ?? o.status}
        </span>
      </td>
      <td className="num">
        <time dateTime={o.created_time.replace(' ', 'T') + 'Z'} title={formatDateTime(o.created_time, i18n.locale)}>
          <Trans id="administration.age">{minutes} min</Trans>
        </time>
      </td>
      <td className="num">{formatMoney(o.total_dishes_price_without_commission)}</td>
    </tr>
  );
}
