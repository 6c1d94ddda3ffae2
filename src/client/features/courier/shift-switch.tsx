import { onlineManager, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { pushAlert, showError } from '../../lib/alerts.ts';
import { courierQueries, saveShift } from './api.ts';
import { useCourierId } from './session.ts';
import type { CourierProfile } from './types.ts';

/**
 * "On shift": staff see who is on shift; new available orders buzz and sound only while on.
 * The state lives on the server; switching needs the connection and says so.
 */
export function ShiftSwitch() {
  const { t } = useLingui();
  const courierId = useCourierId();
  const queryClient = useQueryClient();
  const profile = useQuery(courierQueries.profile());
  const on = profile.data?.on_shift ?? false;
  const save = useMutation({
    mutationKey: ['courier-shift'],
    networkMode: 'always',
    mutationFn: (value: boolean) => {
      if (!onlineManager.isOnline()) throw new Error('offline');
      return saveShift(courierId, value);
    },
    onSuccess: (value) =>
      queryClient.setQueryData(courierQueries.profile().queryKey, (p: CourierProfile | undefined) =>
        p ? { ...p, on_shift: value } : p,
      ),
    onError: (error) => {
      if (error.message === 'offline')
        pushAlert({
          source: 'courier.shift',
          type: 'danger',
          text: t({ id: 'courier.shift.needs_connection', message: 'Switching the shift needs a connection' }),
        });
      else showError('courier.shift', error);
    },
  });
  return (
    <div className={`courier-shift${on ? ' is-on' : ''}`}>
      <span id="courier-shift-label">
        {on ? (
          <Trans id="courier.shift.on">On shift — new orders will buzz</Trans>
        ) : (
          <Trans id="courier.shift.off">Off shift — no alerts</Trans>
        )}
      </span>
      <button
        type="button"
        role="switch"
        aria-checked={on}
        aria-labelledby="courier-shift-label"
        className={`button${on ? ' button-secondary' : ''}`}
        disabled={save.isPending || !profile.data}
        onClick={() => save.mutate(!on)}
      >
        {on ? <Trans id="courier.shift.stop">End shift</Trans> : <Trans id="courier.shift.start">Start shift</Trans>}
      </button>
    </div>
  );
}
