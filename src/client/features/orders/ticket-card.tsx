import { memo, useState } from 'react';
import { Link } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { boardSince, KITCHEN_DEFAULTS, waitsToFire } from '#shared/kitchen.ts';
import { TIME_DEFAULTS } from '#shared/order-time.ts';
import { formatMoney, formatPromise, formatTime } from '../../lib/format.ts';
import { StatusBadge } from '../../components/ui/order-status.tsx';
import { PrinterIcon } from '../../components/ui/icons.tsx';
import { useCancelReasonLabels, useCourierStageLabels } from '../../components/ui/order-vocabulary.tsx';
import { ageLevel, ageMinutes, nextStep, type BoardStep } from './board-steps.ts';
import { TicketLines } from './ticket-lines.tsx';
import { guestName, isCallBack } from './order-card.tsx';
import { OrderTypeLabel } from './order-type-label.tsx';
import { LaterButtons } from './later-buttons.tsx';
import { PrepChips, PrepToggle, usePrepChoice } from './prep-choice.tsx';
import { RejectDialog } from './reject-dialog.tsx';
import { printTicket } from './ticket-print.tsx';
import { rememberStep } from './undo-store.ts';
import { useOrderActions } from './use-order-actions.ts';
import type { OrdersPub } from './order-queries.ts';
import type { Order } from './types.ts';

/**
 * One ticket of the kitchen board (docs/product.md D13): the order card's fields (number, guest,
 * status, time, total) plus what the cook needs without opening the order — where it goes, its age in
 * colour, every line with its options, the comment with allergy words in bold red, the target time and
 * the courier's stage — and one tap for the next step. Memoised: an UPDATE_EVENT re-renders only its own
 * ticket, not the 200 others of a busy evening (bench/kitchen-board.ts).
 */
export const TicketCard = memo(function TicketCard({
  order,
  pub,
  companyId,
  currency,
  now,
}: {
  order: Order;
  pub?: OrdersPub;
  companyId: number;
  currency: string;
  now: number;
}) {
  const { i18n, t } = useLingui();
  const actions = useOrderActions(companyId, order);
  const printLabel = t({ id: 'orders.ticket.print', message: 'Print' });
  const [rejecting, setRejecting] = useState(false);
  const stages = useCourierStageLabels();
  const reasons = useCancelReasonLabels();
  const minutes = ageMinutes(boardSince(order), now);
  const open = order.status !== 'completed' && order.status !== 'canceled';
  const waiting = waitsToFire(order, now);
  const level = open
    ? ageLevel(
        minutes,
        pub?.ticket_warn_minutes ?? KITCHEN_DEFAULTS.ticket_warn_minutes,
        pub?.ticket_late_minutes ?? KITCHEN_DEFAULTS.ticket_late_minutes,
      )
    : 'fresh';
  const step = nextStep(order);
  const widthMm = pub?.ticket_width_mm ?? KITCHEN_DEFAULTS.ticket_width_mm;
  const stage = order.order_type === 'delivery' ? order.courier_info?.courier_stage : '';
  const pending = actions.status.isPending || actions.prepared.isPending;
  const zone = pub?.timezone ?? 'Europe/Chisinau';
  const arrival = order.approximate_preparation_time
    ? formatTime(order.approximate_preparation_time, i18n.locale, zone)
    : '';
  const scheduled =
    open && order.scheduled_for ? formatPromise(order.scheduled_for, i18n.locale, zone, new Date(now)) : '';
  const choice = usePrepChoice(pub?.default_prep_minutes ?? TIME_DEFAULTS.default_prep_minutes);
  const prep = choice.minutes;
  const accepting = step?.name === 'accept';

  // The promises, not mutate's callbacks: a step that closes the order (serve) takes the ticket off the board
  // before its answer is handled, and the undo must still be offered. Failures are shown by the mutations.
  const take = (s: BoardStep) => {
    const remember = () =>
      rememberStep({
        pubId: order.pub_id,
        orderId: order.id,
        number: order.number,
        name: s.name,
        undo: s.kind === 'status' ? { kind: 'status', to: s.to } : { kind: 'prepared', to: true },
        at: Date.now(),
      });
    if (s.kind === 'prepared') {
      actions.prepared.mutateAsync(true).then(remember, () => {});
      return;
    }
    // An accept names its minutes, so the status and the ready time change in one call.
    const named = s.name === 'accept' ? choice.minutes : null;
    if (s.name === 'accept' && named === null) return;
    actions.status.mutateAsync(named !== null ? { to: s.to, prepMinutes: named } : s.to).then(
      (answer) => {
        remember();
        if (s.name !== 'accept') return;
        if (pub?.print_on_accept) printTicket(answer.order ?? { ...order, status: s.to }, widthMm);
      },
      () => {},
    );
  };

  return (
    <li className="ticket card" data-status={order.status} data-age={level} data-order-id={order.id}>
      <div className="ticket-head">
        <Link
          to="/admin/pub/$pubID/order/$orderID"
          params={{ pubID: String(order.pub_id), orderID: String(order.id) }}
          className="ticket-number"
        >
          <Trans id="orders.card.number">No. {order.number}</Trans>
        </Link>
        <span className="ticket-type">
          <OrderTypeLabel order={order} />
        </span>
        {isCallBack(order) && (
          <span className="badge badge-callback">
            <Trans id="orders.card.call_back">Call back</Trans>
          </span>
        )}
        <span className="spacer" />
        {open && !waiting && (
          <span className="ticket-age" data-age={level}>
            <Trans id="orders.ticket.age">{minutes} min</Trans>
          </span>
        )}
      </div>
      <div className="row ticket-meta">
        <StatusBadge status={order.status} />
        {order.status === 'preparing' && order.prepared && (
          <span className="badge badge-success">
            <Trans id="orders.prepared.toggle">Prepared</Trans>
          </span>
        )}
        {guestName(order) ? <span className="order-client">{guestName(order)}</span> : <span className="spacer" />}
        <time>{formatTime(order.created_time, i18n.locale, zone)}</time>
        <strong>{formatMoney(order.total_dishes_price_without_commission, currency)}</strong>
      </div>
      <TicketLines order={order} prefix="ticket" />
      {scheduled && (
        <p className="ticket-scheduled">
          <Trans id="orders.ticket.scheduled_for">For {scheduled}</Trans>
        </p>
      )}
      {open && arrival && (
        <div className="ticket-target">
          <span>
            <Trans id="orders.prepared.ready_by">Ready by {arrival}</Trans>
          </span>
          {order.status === 'preparing' && !order.prepared && <LaterButtons order={order} actions={actions} />}
        </div>
      )}
      {stage && <p className="ticket-stage">{stages[stage]}</p>}
      {order.status === 'canceled' && order.cancel_reason && (
        <p className="ticket-cancel">
          {reasons[order.cancel_reason]}
          {order.cancel_reason_text ? `: ${order.cancel_reason_text}` : ''}
        </p>
      )}
      <div className="ticket-actions">
        {step && (
          <button
            type="button"
            className={`button ticket-step ticket-step-${step.name}`}
            disabled={pending || (step.name === 'accept' && choice.minutes === null)}
            onClick={() => take(step)}
          >
            {step.name === 'accept' && prep !== null ? (
              <Trans id="orders.step.accept_in">Accept · {prep} min</Trans>
            ) : (
              <StepLabel name={step.name} />
            )}
          </button>
        )}
        {accepting && <PrepToggle choice={choice} />}
        {open && (
          <button type="button" className="button button-secondary ticket-reject" onClick={() => setRejecting(true)}>
            <Trans id="orders.ticket.reject">Reject</Trans>
          </button>
        )}
        {/* A ticket waiting for its accept has the time button here instead; the order page still prints it. */}
        {!accepting && (
          <button
            type="button"
            className="button button-secondary ticket-print"
            aria-label={printLabel}
            title={printLabel}
            onClick={() => printTicket(order, widthMm)}
          >
            <PrinterIcon />
          </button>
        )}
      </div>
      {accepting && <PrepChips choice={choice} onAccept={() => take(step)} />}
      <RejectDialog
        order={order}
        actions={actions}
        open={rejecting}
        onClose={() => setRejecting(false)}
        onRejected={() =>
          rememberStep({
            pubId: order.pub_id,
            orderId: order.id,
            number: order.number,
            name: 'reject',
            undo: { kind: 'status', to: 'canceled' },
            at: Date.now(),
          })
        }
      />
    </li>
  );
});

export function StepLabel({ name }: { name: BoardStep['name'] | 'reject' }) {
  switch (name) {
    case 'accept':
      return <Trans id="orders.step.accept">Accept</Trans>;
    case 'prepared':
      return <Trans id="orders.step.prepared">Prepared</Trans>;
    case 'hand_over':
      return <Trans id="orders.step.hand_over">Hand to courier</Trans>;
    case 'serve':
      return <Trans id="orders.step.serve">Served</Trans>;
    default:
      return <Trans id="orders.ticket.reject">Reject</Trans>;
  }
}
