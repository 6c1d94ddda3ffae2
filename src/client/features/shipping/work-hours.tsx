import { useId, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { WORK_HOURS_MAX, WORK_HOURS_STEP } from '#shared/constants.ts';
import { DEFAULT_DAY, type Day, type Range } from './draft.ts';
import { FieldError, type DraftProps } from './delivery-settings.tsx';
import { formatMinutes, minutesOfTime, timeOfMinutes, weekdayNames } from './minutes.ts';

/** A dinner range offered when the owner adds a second one. */
const DEFAULT_SECOND: Range = { start: 18 * 60, end: 23 * 60 };

/**
 * A start and end time per weekday, Monday first: typed into a time field, or dragged on the slider under it
 * (step 5); and a "closed" switch instead of a zero range. A day starts at 23:55 at the latest; an end typed as
 * 00:00 is midnight at the day's end. A second range per day (lunch and dinner; an end before its start runs
 * past midnight) and closing days.
 */
export function WorkHours({ draft, edit, errors }: DraftProps) {
  const { t, i18n } = useLingui();
  const days = weekdayNames(i18n.locale);
  const set = (day: number, patch: Partial<Day>) =>
    edit({ hours: draft.hours.map((h, i) => (i === day ? { ...h, ...patch } : h)) });
  const slider = (day: number, key: 'start' | 'end', label: string) => (
    <TimeControl
      edge={key}
      value={draft.hours[day][key]}
      label={label}
      invalid={Boolean(errors[`work_hours.${day}`])}
      onChange={(v) => set(day, { [key]: v })}
    />
  );
  const secondSlider = (day: number, second: Range, key: 'start' | 'end', label: string) => (
    <TimeControl
      edge={key}
      value={second[key]}
      label={label}
      invalid={Boolean(errors[`work_hours.${day}.second`])}
      onChange={(v) => set(day, { second: { ...second, [key]: v } })}
    />
  );
  return (
    <fieldset className="shipping-fieldset">
      {/* A table-only venue edits its hours here too: they are its opening hours. */}
      <legend>
        {draft.available ? (
          <Trans id="shipping.work_hours">Delivery hours</Trans>
        ) : (
          <Trans id="shipping.opening_hours">Opening hours</Trans>
        )}
      </legend>
      <div className="work-hours">
        {days.map((name, day) => {
          const hours = draft.hours[day];
          return (
            <div className={`work-hours-day${hours.closed ? ' is-closed' : ''}`} key={name}>
              <span className="work-hours-name">{name}</span>
              <label className="checkbox work-hours-closed">
                <input
                  type="checkbox"
                  checked={hours.closed}
                  onChange={(e) =>
                    set(
                      day,
                      e.target.checked
                        ? { closed: true }
                        : { closed: false, ...(hours.start === hours.end ? DEFAULT_DAY : {}) },
                    )
                  }
                />
                <Trans id="shipping.work_hours_closed">Closed</Trans>
              </label>
              {hours.closed ? (
                <span className="work-hours-value muted work-hours-sliders">
                  {draft.available ? (
                    <Trans id="shipping.work_hours_closed_day">No delivery this day</Trans>
                  ) : (
                    <Trans id="shipping.work_hours_closed_all_day">Closed all day</Trans>
                  )}
                </span>
              ) : (
                <>
                  {slider(day, 'start', t({ id: 'shipping.work_hours_start', message: `${name}: start` }))}
                  {slider(day, 'end', t({ id: 'shipping.work_hours_end', message: `${name}: end` }))}
                </>
              )}
              <FieldError id={`work-hours-error-${day}`} error={errors[`work_hours.${day}`]} />
              {!hours.closed &&
                (hours.second ? (
                  <div className="work-hours-second">
                    {secondSlider(
                      day,
                      hours.second,
                      'start',
                      t({ id: 'shipping.work_hours_second_start', message: `${name}: second range start` }),
                    )}
                    {secondSlider(
                      day,
                      hours.second,
                      'end',
                      t({ id: 'shipping.work_hours_second_end', message: `${name}: second range end` }),
                    )}
                    <button
                      type="button"
                      className="button button-small button-secondary"
                      onClick={() => set(day, { second: undefined })}
                      aria-label={t({
                        id: 'shipping.work_hours_remove_second',
                        message: `${name}: remove the second range`,
                      })}
                    >
                      <Trans id="shipping.work_hours_remove">Remove</Trans>
                    </button>
                    <FieldError id={`work-hours-second-error-${day}`} error={errors[`work_hours.${day}.second`]} />
                  </div>
                ) : (
                  <button
                    type="button"
                    className="button button-small button-secondary work-hours-add"
                    onClick={() => set(day, { second: DEFAULT_SECOND })}
                    aria-label={t({ id: 'shipping.work_hours_add_second_for', message: `${name}: add a second range` })}
                  >
                    <Trans id="shipping.work_hours_add_second">+ Second range</Trans>
                  </button>
                ))}
            </div>
          );
        })}
      </div>
      <ClosingDays dates={draft.closedDates} onChange={(closedDates) => edit({ closedDates })} />
    </fieldset>
  );
}

/** A time typed as HH:MM, with a slider under it for the pointer; both edit the same minutes from midnight. */
function TimeControl({
  edge,
  value,
  label,
  invalid,
  onChange,
}: {
  edge: 'start' | 'end';
  value: number;
  label: string;
  invalid: boolean;
  onChange: (minutes: number) => void;
}) {
  const max = edge === 'start' ? WORK_HOURS_MAX - WORK_HOURS_STEP : WORK_HOURS_MAX;
  return (
    <div className={`work-hours-time work-hours-${edge}`}>
      <input
        type="time"
        className="work-hours-clock"
        step={WORK_HOURS_STEP * 60}
        required
        value={timeOfMinutes(value)}
        aria-label={label}
        aria-invalid={invalid || undefined}
        onChange={(e) => {
          const minutes = minutesOfTime(e.target.value, edge);
          if (minutes !== null) onChange(minutes);
        }}
      />
      <input
        type="range"
        min={0}
        max={max}
        step={WORK_HOURS_STEP}
        value={value}
        aria-label={label}
        aria-valuetext={formatMinutes(value)}
        aria-invalid={invalid || undefined}
        onChange={(e) => onChange(Number(e.target.value))}
      />
    </div>
  );
}

/** Closing days (holidays): a date list in the pub's local dates; no delivery on them. */
function ClosingDays({ dates, onChange }: { dates: string[]; onChange: (dates: string[]) => void }) {
  const { t, i18n } = useLingui();
  const id = useId();
  const [value, setValue] = useState('');
  const add = () => {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(value) || dates.includes(value)) return;
    onChange([...dates, value].sort());
    setValue('');
  };
  const label = (d: string) =>
    new Date(`${d}T12:00:00Z`).toLocaleDateString(i18n.locale, {
      timeZone: 'UTC',
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      weekday: 'short',
    });
  return (
    <div className="closing-days">
      <h3 className="closing-days-title">
        <Trans id="shipping.closing_days">Closing days (holidays)</Trans>
      </h3>
      <div className="closing-days-add">
        <label htmlFor={id}>
          <Trans id="shipping.closing_day_date">Date</Trans>
        </label>
        <input
          id={id}
          type="date"
          value={value}
          onChange={(e) => setValue(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              add();
            }
          }}
        />
        <button type="button" className="button button-small" onClick={add} disabled={!value}>
          <Trans id="shipping.closing_day_add">Add closing day</Trans>
        </button>
      </div>
      {dates.length === 0 ? (
        <p className="muted">
          <Trans id="shipping.closing_days_none">No closing days.</Trans>
        </p>
      ) : (
        <ul className="plain-list closing-days-list">
          {dates.map((d) => (
            <li key={d} data-date={d}>
              <span>{label(d)}</span>
              <button
                type="button"
                className="button button-small button-secondary"
                onClick={() => onChange(dates.filter((x) => x !== d))}
                aria-label={t({ id: 'shipping.closing_day_remove', message: `Remove closing day ${label(d)}` })}
              >
                <Trans id="shipping.work_hours_remove">Remove</Trans>
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
