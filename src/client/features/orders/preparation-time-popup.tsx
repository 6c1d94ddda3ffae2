import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { PREP_MINUTE_CHOICES, readyTimeAt, TIME_DEFAULTS } from '#shared/order-time.ts';
import { toWireTime } from '#shared/time.ts';
import { Popup } from '../../components/ui/popup.tsx';
import type { OrderActions } from './use-order-actions.ts';
import type { OrdersPub } from './order-queries.ts';
import { WORDS } from '../../components/ui/words.ts';
import { ActionRow } from '../../components/ui/popup-actions.tsx';

/**
 * "Set preparation time" (docs/product.md S2 popups, S9, D16): the board's minute choices, the pub's default
 * preselected, and the accept's rule for the ready time — now + the minutes + the pub's busy minutes — sent in UTC.
 */
export function PreparationTimePopup({
  open,
  onClose,
  actions,
  pub,
}: {
  open: boolean;
  onClose: () => void;
  actions: OrderActions;
  pub?: OrdersPub;
}) {
  const { t, i18n } = useLingui();
  const preset = pub?.default_prep_minutes ?? TIME_DEFAULTS.default_prep_minutes;
  const [chosen, setMinutes] = useState<number | null>(null);
  const minutes = chosen ?? preset;
  const save = () =>
    actions.preparationTime.mutate(toWireTime(readyTimeAt(new Date(), minutes, pub?.busy_extra_minutes ?? 0)), {
      onSuccess: () => {
        setMinutes(null);
        onClose();
      },
    });
  return (
    <Popup open={open} onClose={onClose} title={t({ id: 'orders.preparation.title', message: 'Preparation time' })}>
      <fieldset className="row preparation-choices">
        <legend>
          <Trans id="orders.preparation.legend">Ready in</Trans>
        </legend>
        {[...new Set([...PREP_MINUTE_CHOICES, preset])]
          .sort((a, b) => a - b)
          .map((m) => (
            <label key={m} className="checkbox">
              <input
                type="radio"
                name="preparation-minutes"
                value={m}
                checked={minutes === m}
                onChange={() => setMinutes(m)}
              />
              <Trans id="orders.preparation.minutes">{m} min</Trans>
            </label>
          ))}
      </fieldset>
      <ActionRow
        label={i18n._(WORDS.save)}
        onAction={save}
        disabled={actions.preparationTime.isPending}
        leave="cancel"
        onLeave={onClose}
      />
    </Popup>
  );
}
