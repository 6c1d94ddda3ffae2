import { Trans, useLingui } from '@lingui/react/macro';
import { WORK_HOURS_MAX, WORK_HOURS_STEP } from '#shared/constants.ts';
import { DEFAULT_DAY, type Day } from './draft.ts';
import { FieldError, type DraftProps } from './delivery-settings.tsx';
import { formatMinutes, weekdayNames } from './minutes.ts';

/**
 * A start and end slider per weekday, Monday first (step 5), and a "closed" switch instead of a zero
 * range (issue 13 #7). A day starts at 23:55 at the latest: "24:00–00:00" cannot be set.
 */
export function WorkHours({ draft, edit, errors }: DraftProps) {
  const { t, i18n } = useLingui();
  const days = weekdayNames(i18n.locale);
  const set = (day: number, patch: Partial<Day>) => edit({ hours: draft.hours.map((h, i) => (i === day ? { ...h, ...patch } : h)) });
  const slider = (day: number, key: 'start' | 'end', label: string) => (
    <input type="range" className={`work-hours-${key}`} min={0} max={key === 'start' ? WORK_HOURS_MAX - WORK_HOURS_STEP : WORK_HOURS_MAX} step={WORK_HOURS_STEP}
      value={draft.hours[day][key]} aria-label={label} aria-valuetext={formatMinutes(draft.hours[day][key])}
      aria-invalid={errors[`work_hours.${day}`] ? true : undefined} onChange={(e) => set(day, { [key]: Number(e.target.value) })} />
  );
  return (
    <fieldset className="shipping-fieldset">
      <legend><Trans id="shipping.work_hours">Delivery hours</Trans></legend>
      <div className="work-hours">
        {days.map((name, day) => {
          const hours = draft.hours[day];
          return (
            <div className={`work-hours-day${hours.closed ? ' is-closed' : ''}`} key={name}>
              <span className="work-hours-name">{name}</span>
              <label className="checkbox work-hours-closed">
                <input type="checkbox" checked={hours.closed}
                  onChange={(e) => set(day, e.target.checked ? { closed: true } : { closed: false, ...(hours.start === hours.end ? DEFAULT_DAY : {}) })} />
                <Trans id="shipping.work_hours_closed">Closed</Trans>
              </label>
              {hours.closed ? (
                <span className="work-hours-value muted work-hours-sliders"><Trans id="shipping.work_hours_closed_day">No delivery this day</Trans></span>
              ) : (
                <>
                  {slider(day, 'start', t({ id: 'shipping.work_hours_start', message: `${name}: start` }))}
                  {slider(day, 'end', t({ id: 'shipping.work_hours_end', message: `${name}: end` }))}
                  <span className="work-hours-value">{formatMinutes(hours.start)}–{formatMinutes(hours.end)}</span>
                </>
              )}
              <FieldError id={`work-hours-error-${day}`} error={errors[`work_hours.${day}`]} />
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}
