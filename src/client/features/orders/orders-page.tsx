import type { ReactNode } from 'react';
import { getRouteApi, Link } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { isActiveStatus } from '#shared/constants.ts';
import { KITCHEN_DEFAULTS, oldestFirst } from '#shared/kitchen.ts';
import { countActive, countStatus, filterOrders, ORDER_FILTERS, parseFilter } from './filters.ts';
import { ConnectionStatus } from './connection-status.tsx';
import { SoundBlockedNotice, SoundTestButton } from './sound-controls.tsx';
import { useStatusLabels } from '../../components/ui/order-status.tsx';
import { useNewOrderSound, useTitleCount, useWakeLock } from './use-kitchen-tablet.ts';
import { usePubOrders } from './use-pub-orders.ts';
import { columnOf, overdueUnacknowledged, type BoardColumn } from './board-steps.ts';
import { useBoardLayout } from './board-layout.ts';
import { splitScheduled, useLaneNow } from './board-lanes.ts';
import { KitchenControls } from './kitchen-controls.tsx';
import { StopListSlot } from './stop-list-slot.tsx';
import { TicketCard } from './ticket-card.tsx';
import { TicketPrintHost } from './ticket-print.tsx';
import { UndoBar } from './undo-bar.tsx';
import { KitchenPushSwitch } from './kitchen-push.tsx';
import { useNow } from './kitchen-clock.ts';
import type { Order } from './types.ts';
import './orders.css';
import './kitchen.css';
import { WORDS } from '../../components/ui/words.ts';
import { PickOne } from './pick-one.tsx';

const route = getRouteApi('/admin/pub/$pubID/orders');
/** Ticket ages are whole minutes: a refresh every 15 s keeps them right within a quarter minute. */
const AGE_TICK_MS = 15_000;

/**
 * The live order board (docs/product.md S2 "Orders page", D13), also the kitchen tablet's screen: tickets
 * with one tap per step, the filtered list or columns, pause and busy mode, alerts until acknowledged.
 */
export function OrdersPage({
  stopList,
}: { /** The menu's stop-list panel, composed in by the route. */ stopList?: (pubId: number) => ReactNode } = {}) {
  const { t, i18n } = useLingui();
  const pubId = Number(route.useParams().pubID);
  const filter = parseFilter(route.useSearch().filter);
  const { connection, list, pub, currency, companyId } = usePubOrders(pubId);
  const [layout, setLayout] = useBoardLayout();
  const labels = useStatusLabels();
  const tick = useNow(AGE_TICK_MS);
  const all = list.data ?? [];
  const now = useLaneNow(all, tick);
  // Scheduled orders wait in their own lane until their fire time: no chime, no count, no flash till then.
  const { scheduled, board: orders } = splitScheduled(all, now);
  const settings = pub.data?.pub;
  const newCount = list.data ? countStatus(orders, 'not_handled') : undefined;
  const sound = useNewOrderSound(
    newCount,
    (settings?.alert_repeat_seconds ?? KITCHEN_DEFAULTS.alert_repeat_seconds) * 1000,
  );
  const overdue = overdueUnacknowledged(orders, now).length;
  useWakeLock();
  useTitleCount(t({ id: 'orders.title', message: 'Orders' }), newCount ?? 0);
  const shown = filterOrders(orders, filter);
  const laneShown = layout === 'columns' || filter === 'all' || filter === 'not_handled';
  const card = (order: Order) => (
    <TicketCard key={order.id} order={order} pub={settings} companyId={companyId} currency={currency} now={now} />
  );

  return (
    <main
      className="page orders-page"
      data-alerting={String((newCount ?? 0) > 0)}
      data-flash={overdue > 0 ? 'true' : undefined}
      data-layout={layout}
    >
      <div className="row orders-header">
        <h1>
          <Trans id="orders.title">Orders</Trans>
        </h1>
        <span className="spacer" />
        <UndoBar pubId={pubId} companyId={companyId} />
        {/* Beside the title, where the row has room: the tools row keeps one line on a 1024 px tablet. */}
        <KitchenPushSwitch pubId={pubId} />
        <Link
          to="/admin/pub/$pubID/history"
          params={{ pubID: String(pubId) }}
          className="button button-small button-secondary"
        >
          <Trans id="orders.history.link">History and search</Trans>
        </Link>
        <ConnectionStatus state={connection} />
      </div>
      <div className="row board-tools">
        {settings && <KitchenControls pub={settings} companyId={companyId} now={now} />}
        <StopListSlot pubId={pubId} panel={stopList} />
        <SoundTestButton test={sound.test} />
        <span className="spacer" />
        <PickOne
          className="row layout-switch"
          label={t({ id: 'orders.layout.label', message: 'Board layout' })}
          options={[
            { value: 'list', label: <Trans id="orders.layout.list">List</Trans> },
            { value: 'columns', label: <Trans id="orders.layout.columns">Columns</Trans> },
          ]}
          value={layout}
          onPick={setLayout}
        />
      </div>
      <SoundBlockedNotice blocked={sound.blocked} unlock={sound.unlock} />
      {overdue > 0 && (
        <p className="overdue-banner" role="alert">
          <Trans id="orders.overdue">New orders waiting over 3 minutes: {overdue}</Trans>
        </p>
      )}
      <div className="row orders-filter-row">
        {layout === 'list' && (
          <nav className="row order-filters" aria-label={t({ id: 'orders.filters.label', message: 'Filter orders' })}>
            {ORDER_FILTERS.map((f) => (
              <Link
                key={f}
                from="/admin/pub/$pubID/orders"
                search={{ filter: f === 'all' ? undefined : f }}
                className={`button button-small ${f === filter ? 'button-active' : 'button-secondary'}`}
                aria-current={f === filter ? 'page' : undefined}
              >
                {f === 'all' ? t({ id: 'orders.filters.all', message: 'All' }) : labels[f]}
              </Link>
            ))}
          </nav>
        )}
        <span className="spacer" />
        <p className="orders-count">
          <Trans id="orders.active_count">Active orders: {countActive(all)}</Trans>
        </p>
      </div>
      {/* On a tablet the tickets scroll here, under the header rows, so nothing in the header ever covers one. */}
      <div className="board-scroll">
        {list.isPending ? (
          <div className="spinner" role="progressbar" aria-label={i18n._(WORDS.loading)} />
        ) : layout === 'columns' ? (
          <BoardColumns orders={orders} card={card} />
        ) : shown.length === 0 ? (
          laneShown && scheduled.length > 0 ? null : (
            <p className="card muted orders-empty">
              <Trans id="orders.empty">No orders</Trans>
            </p>
          )
        ) : (
          <ul className="order-list ticket-list">{shown.map(card)}</ul>
        )}
        {laneShown && <ScheduledLane orders={scheduled} card={card} />}
      </div>
      <TicketPrintHost currency={currency} />
    </main>
  );
}

/** Orders for later, soonest first, under the board's tickets; hidden while there are none. */
function ScheduledLane({ orders, card }: { orders: Order[]; card: (order: Order) => ReactNode }) {
  if (orders.length === 0) return null;
  return (
    <section className="board-lane-scheduled" aria-labelledby="board-lane-scheduled">
      <h2 id="board-lane-scheduled">
        <Trans id="orders.lane.scheduled">Scheduled</Trans> <span className="board-column-count">{orders.length}</span>
      </h2>
      <ul className="ticket-list">{orders.map(card)}</ul>
    </section>
  );
}

/** New / preparing / ready, each in the board's one ticket order (oldest first, as the list). */
function BoardColumns({ orders, card }: { orders: Order[]; card: (order: Order) => ReactNode }) {
  const columns: Record<BoardColumn, Order[]> = { new: [], preparing: [], ready: [] };
  for (const order of orders.filter((o) => isActiveStatus(o.status)).sort(oldestFirst)) {
    const column = columnOf(order);
    if (column) columns[column].push(order);
  }
  const titles: Record<BoardColumn, ReactNode> = {
    new: <Trans id="orders.column.new">New</Trans>,
    preparing: <Trans id="orders.column.preparing">Preparing</Trans>,
    ready: <Trans id="orders.column.ready">Ready</Trans>,
  };
  return (
    <div className="board-columns">
      {(Object.keys(columns) as BoardColumn[]).map((c) => (
        <section key={c} className="board-column" data-column={c} aria-labelledby={`board-column-${c}`}>
          <h2 id={`board-column-${c}`}>
            {titles[c]} <span className="board-column-count">{columns[c].length}</span>
          </h2>
          <ul className="ticket-list">{columns[c].map(card)}</ul>
        </section>
      ))}
    </div>
  );
}
