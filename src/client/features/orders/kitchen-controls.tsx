import { useState, type ReactNode } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { BUSY_CHOICES, isPausedNow, PAUSE_CHOICES, type PauseOrderType } from '#shared/kitchen.ts';
import { parseWireTime, toWireTime } from '#shared/time.ts';
import { showError } from '../../lib/alerts.ts';
import { formatTime } from '../../lib/format.ts';
import { pubKey, type PubAnswer } from '../../lib/pub-query.ts';
import { Popup } from '../../components/ui/popup.tsx';
import { kitchenCalls, type OrdersPub } from './order-queries.ts';
import { PickOne } from './pick-one.tsx';
import type { KitchenState } from './types.ts';

/** Writes a new pause/busy state into the pub's cache, where every screen of the pub reads it. */
export function storeKitchenState(
  queryClient: ReturnType<typeof useQueryClient>,
  pubId: number,
  state: KitchenState,
): void {
  queryClient.setQueriesData<PubAnswer>({ queryKey: pubKey(pubId) }, (old) =>
    old && old.pub
      ? {
          ...old,
          pub: {
            ...old.pub,
            paused: state.paused,
            busy_extra_minutes: state.busy_extra_minutes,
            busy_until: state.busy_until,
          },
        }
      : old,
  );
}

type Until = 'end_of_day' | null | number;
const untilWire = (until: Until) =>
  typeof until === 'number' ? toWireTime(new Date(Date.now() + until * 60_000)) : until;

/**
 * Pause and busy mode in the board header (docs/product.md D13), for every tablet and the owner: what is in
 * force, with its end, and two buttons that open the choices. Changes reach the other boards live.
 */
export function KitchenControls({ pub, companyId, now }: { pub: OrdersPub; companyId: number; now: number }) {
  const { i18n } = useLingui();
  const queryClient = useQueryClient();
  const [dialog, setDialog] = useState<'pause' | 'busy' | null>(null);
  const call = useMutation({
    mutationKey: ['orders', 'kitchen-state'],
    mutationFn: (run: () => Promise<KitchenState>) => run(),
    onSuccess: (state) => {
      storeKitchenState(queryClient, pub.id, state);
      setDialog(null);
    },
    onError: (error) => showError('orders.kitchen_state', error),
  });
  const paused = pub.paused ?? { delivery: false, in_place: false };
  const delivery = isPausedNow(paused.delivery, new Date(now), parseWireTime);
  const inPlace = isPausedNow(paused.in_place, new Date(now), parseWireTime);
  const busyUntil = pub.busy_until ? parseWireTime(pub.busy_until) : null;
  const busy =
    (pub.busy_extra_minutes ?? 0) > 0 && (!busyUntil || busyUntil.getTime() > now) ? pub.busy_extra_minutes! : 0;
  const time = (state: string | null | false) => (typeof state === 'string' ? formatTime(state, i18n.locale) : '');
  const c = companyId;
  const p = pub.id;

  return (
    <div className="row kitchen-controls">
      {delivery && (
        <span className="kitchen-chip kitchen-chip-paused" data-kind="delivery">
          {time(paused.delivery) ? (
            <Trans id="orders.kitchen.delivery_paused_until">Delivery paused until {time(paused.delivery)}</Trans>
          ) : (
            <Trans id="orders.kitchen.delivery_paused">Delivery paused</Trans>
          )}
        </span>
      )}
      {inPlace && (
        <span className="kitchen-chip kitchen-chip-paused" data-kind="in_place">
          {time(paused.in_place) ? (
            <Trans id="orders.kitchen.in_place_paused_until">Table orders paused until {time(paused.in_place)}</Trans>
          ) : (
            <Trans id="orders.kitchen.in_place_paused">Table orders paused</Trans>
          )}
        </span>
      )}
      {busy > 0 && (
        <span className="kitchen-chip kitchen-chip-busy">
          <Trans id="orders.kitchen.busy">Busy: +{busy} min</Trans>
        </span>
      )}
      <button type="button" className="button button-secondary" onClick={() => setDialog('pause')}>
        {delivery || inPlace ? (
          <Trans id="orders.kitchen.pause_open_active">Pause: on</Trans>
        ) : (
          <Trans id="orders.kitchen.pause_open">Pause orders</Trans>
        )}
      </button>
      <button type="button" className="button button-secondary" onClick={() => setDialog('busy')}>
        <Trans id="orders.kitchen.busy_open">Busy mode</Trans>
      </button>
      <PauseDialog
        open={dialog === 'pause'}
        onClose={() => setDialog(null)}
        pending={call.isPending}
        active={{ delivery, in_place: inPlace }}
        hasInPlace={pub.has_in_place_order !== false}
        onPause={(type, until) => call.mutate(() => kitchenCalls.pause(c, p, type, untilWire(until)))}
        onResume={(type) => call.mutate(() => kitchenCalls.resume(c, p, type))}
      />
      <BusyDialog
        open={dialog === 'busy'}
        onClose={() => setDialog(null)}
        pending={call.isPending}
        busy={busy}
        onBusy={(minutes, until) => call.mutate(() => kitchenCalls.busy(c, p, minutes, untilWire(until)))}
        onEnd={() => call.mutate(() => kitchenCalls.notBusy(c, p))}
      />
    </div>
  );
}

function UntilButtons({
  pending,
  onPick,
  withResumed,
}: {
  pending: boolean;
  onPick: (until: Until) => void;
  withResumed: boolean;
}) {
  return (
    <div className="kitchen-choices">
      {PAUSE_CHOICES.map((m) => (
        <button key={m} type="button" className="button" disabled={pending} onClick={() => onPick(m)}>
          {m === 60 ? (
            <Trans id="orders.kitchen.for_hour">For 1 hour</Trans>
          ) : (
            <Trans id="orders.kitchen.for_minutes">For {m} min</Trans>
          )}
        </button>
      ))}
      <button type="button" className="button" disabled={pending} onClick={() => onPick('end_of_day')}>
        <Trans id="orders.kitchen.end_of_day">Until end of day</Trans>
      </button>
      {withResumed && (
        <button type="button" className="button" disabled={pending} onClick={() => onPick(null)}>
          <Trans id="orders.kitchen.until_resumed">Until I resume</Trans>
        </button>
      )}
    </div>
  );
}

/** The pause and the busy dialog: first what is on now, each with its own button to end it, then the choices. */
function KitchenDialog({
  dialog,
  title,
  ends,
  children,
}: {
  dialog: { open: boolean; onClose: () => void; pending: boolean };
  title: string;
  ends: { key: string; label: ReactNode; onEnd: () => void }[];
  children: ReactNode;
}) {
  return (
    <Popup open={dialog.open} onClose={dialog.onClose} title={title}>
      {ends.length > 0 && (
        <div className="kitchen-choices">
          {ends.map((e) => (
            <button
              key={e.key}
              type="button"
              className="button button-danger"
              disabled={dialog.pending}
              onClick={e.onEnd}
            >
              {e.label}
            </button>
          ))}
        </div>
      )}
      {children}
    </Popup>
  );
}

function PauseDialog(props: {
  open: boolean;
  onClose: () => void;
  pending: boolean;
  active: { delivery: boolean; in_place: boolean };
  hasInPlace: boolean;
  onPause: (type: PauseOrderType, until: Until) => void;
  onResume: (type: PauseOrderType) => void;
}) {
  const { t } = useLingui();
  const [type, setType] = useState<PauseOrderType>('delivery');
  const types: { value: PauseOrderType; label: string }[] = [
    { value: 'delivery', label: t({ id: 'orders.kitchen.type_delivery', message: 'Delivery' }) },
    ...(props.hasInPlace
      ? [
          { value: 'in_place' as const, label: t({ id: 'orders.kitchen.type_in_place', message: 'Table orders' }) },
          { value: 'all' as const, label: t({ id: 'orders.kitchen.type_all', message: 'All orders' }) },
        ]
      : []),
  ];
  // What is paused now, each with its own button to resume it.
  const resumable = (
    [
      { type: 'delivery', label: <Trans id="orders.kitchen.resume_delivery">Resume delivery</Trans> },
      { type: 'in_place', label: <Trans id="orders.kitchen.resume_in_place">Resume table orders</Trans> },
    ] as const
  ).filter((r) => props.active[r.type]);
  return (
    <KitchenDialog
      dialog={props}
      title={t({ id: 'orders.kitchen.pause_title', message: 'Pause new orders' })}
      ends={resumable.map((r) => ({ key: r.type, label: r.label, onEnd: () => props.onResume(r.type) }))}
    >
      <PickOne
        className="kitchen-choices"
        label={t({ id: 'orders.kitchen.pause_what', message: 'What to pause' })}
        options={types}
        value={type}
        onPick={setType}
      />
      <p className="muted">
        <Trans id="orders.kitchen.pause_hint">
          Guests see that ordering is paused and until when. It ends by itself.
        </Trans>
      </p>
      <UntilButtons pending={props.pending} withResumed onPick={(until) => props.onPause(type, until)} />
    </KitchenDialog>
  );
}

function BusyDialog(props: {
  open: boolean;
  onClose: () => void;
  pending: boolean;
  busy: number;
  onBusy: (minutes: number, until: Until) => void;
  onEnd: () => void;
}) {
  const { t } = useLingui();
  const [minutes, setMinutes] = useState<number>(20);
  return (
    <KitchenDialog
      dialog={props}
      title={t({ id: 'orders.kitchen.busy_title', message: 'Busy mode' })}
      ends={
        props.busy > 0
          ? [{ key: 'busy', label: <Trans id="orders.kitchen.busy_end">End busy mode</Trans>, onEnd: props.onEnd }]
          : []
      }
    >
      <p className="muted">
        <Trans id="orders.kitchen.busy_hint">Adds minutes to every time guests are told.</Trans>
      </p>
      <PickOne
        className="kitchen-choices"
        label={t({ id: 'orders.kitchen.busy_minutes', message: 'Extra minutes' })}
        options={BUSY_CHOICES.map((m) => ({
          value: m,
          label: <Trans id="orders.kitchen.plus_minutes">+{m} min</Trans>,
        }))}
        value={minutes}
        onPick={setMinutes}
      />
      <UntilButtons pending={props.pending} withResumed={false} onPick={(until) => props.onBusy(minutes, until)} />
    </KitchenDialog>
  );
}
