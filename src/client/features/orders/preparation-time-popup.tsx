import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { DEFAULT_PREPARATION_TIME, PREPARATION_TIME_CHOICES } from '#shared/constants.ts';
import { toWireTime } from '#shared/time.ts';
import { Popup } from '../../components/ui/popup.tsx';
import type { OrderActions } from './use-order-actions.ts';
import { WORDS } from '../../components/ui/words.ts';

/** "Set preparation time" (docs/product.md S2 popups, S9): 10/15/20/30/50 minutes, default 10, sent as now + minutes in UTC. */
export function PreparationTimePopup({ open, onClose, actions }: { open: boolean; onClose: () => void; actions: OrderActions }) {
  const { t, i18n } = useLingui();
  const [minutes, setMinutes] = useState<number>(DEFAULT_PREPARATION_TIME);
  const save = () =>
    actions.preparationTime.mutate(toWireTime(new Date(Date.now() + minutes * 60_000)), {
      onSuccess: () => {
        setMinutes(DEFAULT_PREPARATION_TIME);
        onClose();
      },
    });
  return (
    <Popup open={open} onClose={onClose} title={t({ id: 'orders.preparation.title', message: 'Preparation time' })}>
      <fieldset className="row preparation-choices">
        <legend>
          <Trans id="orders.preparation.legend">Ready in</Trans>
        </legend>
        {PREPARATION_TIME_CHOICES.map((m) => (
          <label key={m} className="checkbox">
            <input type="radio" name="preparation-minutes" value={m} checked={minutes === m} onChange={() => setMinutes(m)} />
            <Trans id="orders.preparation.minutes">{m} min</Trans>
          </label>
        ))}
      </fieldset>
      <div className="row">
        <button type="button" className="button" disabled={actions.preparationTime.isPending} onClick={save}>
          {i18n._(WORDS.save)}
        </button>
        <button type="button" className="button button-secondary" onClick={onClose}>
          {i18n._(WORDS.cancel)}
        </button>
      </div>
    </Popup>
  );
}
