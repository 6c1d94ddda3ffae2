import { useId, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { isPrepMinutes, PREP_MINUTE_CHOICES, PREP_MINUTES } from '#shared/order-time.ts';
import { ClockIcon } from '../../components/ui/icons.tsx';

/**
 * The minutes a ticket's accept names (docs/product.md D16): the pub's default until the cook picks a chip
 * or types a number. A typed value outside 1..240 leaves `minutes` null, and the accept waits for a valid one.
 */
export function usePrepChoice(defaultMinutes: number) {
  const [picked, setPicked] = useState<number | null>(null);
  const [draft, setDraft] = useState('');
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const typed = draft.trim() === '' ? null : Number(draft);
  const minutes = typed !== null ? (isPrepMinutes(typed) ? typed : null) : (picked ?? defaultMinutes);
  return {
    minutes,
    open,
    panelId,
    draft,
    toggle: () => setOpen((o) => !o),
    pick: (m: number) => {
      setPicked(m);
      setDraft('');
    },
    type: (value: string) => setDraft(value.replace(/\D/g, '').slice(0, 3)),
  };
}
export type PrepChoice = ReturnType<typeof usePrepChoice>;

/** The square button beside the accept that shows or hides the minute chips. */
export function PrepToggle({ choice }: { choice: PrepChoice }) {
  const { t } = useLingui();
  const label = t({ id: 'orders.prep.change', message: 'Change the time' });
  return (
    <button
      type="button"
      className="button button-secondary ticket-prep-toggle"
      aria-label={label}
      title={label}
      aria-expanded={choice.open}
      aria-controls={choice.panelId}
      onClick={choice.toggle}
    >
      <ClockIcon />
    </button>
  );
}

/** Chips 10…60 and a typed number; the pressed chip is the minutes the accept will send. Enter in the field accepts. */
export function PrepChips({ choice, onAccept }: { choice: PrepChoice; onAccept: () => void }) {
  const { t } = useLingui();
  const hintId = `${choice.panelId}-hint`;
  const invalid = choice.draft !== '' && choice.minutes === null;
  return (
    <div
      id={choice.panelId}
      className="ticket-prep"
      role="group"
      aria-label={t({ id: 'orders.prep.group', message: 'Preparation time' })}
      hidden={!choice.open}
    >
      {PREP_MINUTE_CHOICES.map((m) => (
        <button
          key={m}
          type="button"
          className={`button ticket-prep-chip ${choice.minutes === m && choice.draft === '' ? '' : 'button-secondary'}`}
          aria-pressed={choice.minutes === m && choice.draft === ''}
          aria-label={t({ id: 'orders.preparation.minutes', message: `${m} min` })}
          onClick={() => choice.pick(m)}
        >
          {m}
        </button>
      ))}
      <label className="ticket-prep-other">
        <span className="visually-hidden">
          <Trans id="orders.prep.other">Other, minutes</Trans>
        </span>
        <input
          type="text"
          inputMode="numeric"
          className="input"
          value={choice.draft}
          placeholder={t({ id: 'orders.prep.other_placeholder', message: 'min' })}
          aria-invalid={invalid || undefined}
          aria-describedby={hintId}
          onChange={(e) => choice.type(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter' && choice.minutes !== null) onAccept();
          }}
        />
      </label>
      <span id={hintId} className={`ticket-prep-hint ${invalid ? 'ticket-prep-hint-error' : ''}`}>
        <Trans id="orders.prep.range">
          {PREP_MINUTES.min}–{PREP_MINUTES.max} min
        </Trans>
      </span>
    </div>
  );
}
