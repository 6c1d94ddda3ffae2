import { useId, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { onlineManager } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { COURIER_CANCEL_REASONS, type CourierStage } from '#shared/constants.ts';
import { nextStage } from '#shared/courier-stage.ts';
import { Popup } from '../../components/ui/popup.tsx';
import { ActionRow } from '../../components/ui/popup-actions.tsx';
import { useCancelReasonLabels } from '../../components/ui/order-vocabulary.tsx';
import { usePendingOrderActions } from '../../components/pending-action.tsx';
import { pushAlert, showSuccess } from '../../lib/alerts.ts';
import type { CourierAction } from '../../lib/offline.ts';
import { useCourierAction } from './use-courier-action.ts';
import type { CourierOrder, OrderOnTab } from './types.ts';
import { WORDS } from '../../components/ui/words.ts';
import { ProofStep } from './proof-step.tsx';

/**
 * Reserve asks first (docs/product.md S4). The question lives on the page, not on the card, so when the order is
 * taken by someone else meanwhile and its card leaves the list, "yes" still answers with the reason.
 */
export function ReserveDialog({ order, onClose }: { order: CourierOrder | null; onClose: () => void }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const reserve = useCourierAction('reserve', () => {
    showSuccess('courier.reserve', t({ id: 'courier.order.reserved', message: 'You reserved the order' }));
    void navigate({ to: '/courier/orders', search: { tab: 'active' } });
  });
  const yes = () => {
    onClose();
    if (!order) return;
    // A reservation must be decided live; queueing it offline would promise what may be gone.
    if (!onlineManager.isOnline()) {
      pushAlert({
        source: 'courier.reserve',
        type: 'danger',
        text: t({ id: 'courier.order.needs_connection', message: 'Reserving needs a connection' }),
      });
      return;
    }
    reserve.run(order.id);
  };
  return (
    <Popup
      open={order !== null}
      onClose={onClose}
      title={t({ id: 'courier.order.reserve_confirm', message: 'Reserve this order?' })}
    >
      <YesNo onYes={yes} onNo={onClose} />
    </Popup>
  );
}

function YesNo({ onYes, onNo }: { onYes: () => void; onNo: () => void }) {
  const { i18n } = useLingui();
  return <ActionRow big label={i18n._(WORDS.yes)} onAction={onYes} leave="no" onLeave={onNo} />;
}

/**
 * "Delivered" is offered once the courier can have the order in hand (decision 083): the venue
 * handed it over (`at_courier`) or the kitchen marked it prepared. While it is still being cooked
 * the card says so instead.
 */
export function canDeliver(order: Pick<CourierOrder, 'status' | 'prepared'>): boolean {
  return order.status === 'at_courier' || (order.status === 'preparing' && order.prepared);
}

/** The stage shown while the order is held: the server's, or `reserved` for answers from before stages. */
export function stageOfOrder(order: CourierOrder): CourierStage {
  return order.courier_info.courier_stage || 'reserved';
}

/** What reaching a stage changes, shown at once (the server does the same). */
const reachStage = (o: CourierOrder, v: CourierAction): CourierOrder => ({
  ...o,
  status: v.stage === 'picked_up' && o.status !== 'at_courier' ? 'at_courier' : o.status,
  courier_info: { ...o.courier_info, courier_stage: v.stage as CourierStage },
});

/** Reserve (available); next stage, delivered and cancel (active): big buttons for one free hand. */
export function OrderActions({ order, tab, onReserve }: OrderOnTab) {
  const { t } = useLingui();
  const [confirmCancel, setConfirmCancel] = useState(false);
  const pending = usePendingOrderActions().filter((p) => p.orderId === order.id);
  const complete = useCourierAction('complete', () =>
    showSuccess('courier.complete', t({ id: 'courier.order.delivered', message: 'You delivered the order' })),
  );
  const cancel = useCourierAction('cancel', () =>
    showSuccess('courier.cancel', t({ id: 'courier.order.canceled', message: 'The order is canceled' })),
  );
  const stage = useCourierAction('stage', () => undefined, reachStage);

  if (tab === 'completed') return null;
  if (tab === 'available') {
    return (
      <div className="courier-actions">
        <button type="button" className="button courier-big-button" onClick={() => onReserve(order)}>
          <Trans id="courier.order.reserve">Reserve</Trans>
        </button>
      </div>
    );
  }
  const closing = pending.some((p) => p.action === 'complete' || p.action === 'cancel');
  const next = nextStage(stageOfOrder(order));
  const stageButtons: Record<CourierStage, string> = {
    reserved: '',
    at_restaurant: t({ id: 'courier.stage.go.at_restaurant', message: 'I am at the venue' }),
    picked_up: t({ id: 'courier.stage.go.picked_up', message: 'I picked up the order' }),
    at_client: t({ id: 'courier.stage.go.at_client', message: 'I am at the client' }),
  };
  const proofNeeded =
    order.pub.proof_of_delivery && !order.proof_image_file_name && !pending.some((p) => p.action === 'proof');
  const hold = (
    <HoldToConfirm
      label={t({ id: 'courier.order.complete', message: 'Delivered' })}
      onConfirm={() => complete.run(order.id)}
    />
  );
  return (
    <div className="courier-actions">
      {next && !closing && (
        <button
          type="button"
          className="button courier-big-button courier-stage-button"
          onClick={() => stage.run(order.id, { stage: next })}
        >
          {stageButtons[next]}
        </button>
      )}
      {closing ? null : canDeliver(order) ? (
        order.pub.proof_of_delivery ? (
          <>
            <ProofStep order={order} />
            {!proofNeeded && hold}
          </>
        ) : (
          hold
        )
      ) : (
        <p className="courier-wait-notice" role="note">
          <Trans id="courier.order.not_in_hand">
            “Delivered” appears once the venue hands the order over or marks it prepared.
          </Trans>
        </p>
      )}
      {!closing && (
        <button
          type="button"
          className="button button-secondary courier-big-button courier-cancel"
          onClick={() => setConfirmCancel(true)}
        >
          <Trans id="courier.order.cancel">Cancel order</Trans>
        </button>
      )}
      <CancelDialog
        open={confirmCancel}
        onClose={() => setConfirmCancel(false)}
        onConfirm={(reason, reasonText) => {
          setConfirmCancel(false);
          cancel.run(order.id, { reason, reasonText });
        }}
      />
    </div>
  );
}

/** How long "Delivered" must be held, and how far it must be swiped (share of the track). */
const HOLD_MS = 800;
const SWIPE_SHARE = 0.75;

/**
 * "Delivered" by a long press or a swipe across the button, never a single tap (docs/product.md D14). A
 * keyboard or screen-reader activation (a click without a pointer press) opens a confirmation
 * dialog instead; a short tap shows how to confirm.
 */
export function HoldToConfirm({ label, onConfirm }: { label: string; onConfirm: () => void }) {
  const { t } = useLingui();
  const [progress, setProgress] = useState(0);
  const [hint, setHint] = useState(false);
  const [dialog, setDialog] = useState(false);
  const hintId = useId();
  const press = useRef<{ start: number; x: number; width: number; dx: number; frame: number; done: boolean } | null>(
    null,
  );

  const finish = () => {
    const p = press.current;
    if (!p) return;
    cancelAnimationFrame(p.frame);
    press.current = null;
    if (!p.done) setHint(true);
    setProgress(0);
  };
  const tick = () => {
    const p = press.current;
    if (!p) return;
    const value = Math.min(1, Math.max((performance.now() - p.start) / HOLD_MS, p.dx / (p.width * SWIPE_SHARE)));
    setProgress(value);
    if (value >= 1) {
      p.done = true;
      finish();
      setHint(false);
      onConfirm();
      return;
    }
    p.frame = requestAnimationFrame(tick);
  };
  const down = (e: PointerEvent<HTMLButtonElement>) => {
    if (e.button !== 0) return;
    e.currentTarget.setPointerCapture?.(e.pointerId);
    press.current = {
      start: performance.now(),
      x: e.clientX,
      width: e.currentTarget.offsetWidth || 1,
      dx: 0,
      frame: 0,
      done: false,
    };
    press.current.frame = requestAnimationFrame(tick);
  };
  const move = (e: PointerEvent<HTMLButtonElement>) => {
    if (press.current) press.current.dx = Math.max(0, e.clientX - press.current.x);
  };
  const key = (e: KeyboardEvent<HTMLButtonElement>) => {
    if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      setDialog(true);
    }
  };
  return (
    <>
      <button
        type="button"
        className="button courier-big-button courier-complete courier-hold"
        style={{ ['--hold' as string]: String(progress) }}
        aria-describedby={hintId}
        onPointerDown={down}
        onPointerMove={move}
        onPointerUp={finish}
        onPointerCancel={finish}
        onKeyDown={key}
        onContextMenu={(e) => e.preventDefault()}
        // A click that no pointer press started: a screen reader or switch access.
        onClick={(e) => {
          if (e.detail === 0) setDialog(true);
        }}
      >
        <span className="courier-hold-fill" aria-hidden="true" />
        <span className="courier-hold-label">{label}</span>
      </button>
      <p
        id={hintId}
        className={hint ? 'courier-hold-hint is-shown' : 'courier-hold-hint'}
        role={hint ? 'status' : undefined}
      >
        <Trans id="courier.order.hold_hint">Hold the button or swipe it to the right to confirm</Trans>
      </p>
      <Popup
        open={dialog}
        onClose={() => setDialog(false)}
        title={t({ id: 'courier.order.complete_confirm', message: 'Did you hand the order to the client?' })}
      >
        <YesNo
          onYes={() => {
            setDialog(false);
            onConfirm();
          }}
          onNo={() => setDialog(false)}
        />
      </Popup>
    </>
  );
}

/** Cancel with a reason (docs/product.md D14), in a destructive style; `other` asks for a few words. */
function CancelDialog({
  open,
  onClose,
  onConfirm,
}: {
  open: boolean;
  onClose: () => void;
  onConfirm: (reason: string, text: string) => void;
}) {
  const { t } = useLingui();
  // The shared wording of "no answer" speaks to the guest; the courier reads it about the client.
  const labels = {
    ...useCancelReasonLabels(),
    no_answer: t({ id: 'courier.cancel_reason.no_answer', message: 'The client does not answer' }),
  };
  const [reason, setReason] = useState<string>('');
  const [text, setText] = useState('');
  return (
    <Popup
      open={open}
      onClose={onClose}
      title={t({ id: 'courier.order.cancel_confirm', message: 'Cancel this order?' })}
    >
      <form
        className="courier-cancel-form"
        onSubmit={(e) => {
          e.preventDefault();
          if (reason) onConfirm(reason, reason === 'other' ? text.trim() : '');
        }}
      >
        <fieldset>
          <legend>
            <Trans id="courier.order.cancel_reason">Why?</Trans>
          </legend>
          {COURIER_CANCEL_REASONS.map((r) => (
            <label key={r} className="courier-reason">
              <input type="radio" name="reason" value={r} checked={reason === r} onChange={() => setReason(r)} />
              {labels[r]}
            </label>
          ))}
        </fieldset>
        {reason === 'other' && (
          <label className="courier-reason-text">
            <Trans id="courier.order.cancel_reason_text">What happened?</Trans>
            <textarea value={text} maxLength={500} rows={2} onChange={(e) => setText(e.target.value)} />
          </label>
        )}
        <ActionRow
          big
          danger
          label={<Trans id="courier.order.cancel_do">Cancel the order</Trans>}
          disabled={!reason}
          leave="back"
          onLeave={onClose}
        />
      </form>
    </Popup>
  );
}
