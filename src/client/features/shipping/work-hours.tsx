import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { WORK_HOURS_MAX, WORK_HOURS_STEP } from '#shared/constants.ts';
import { formatMinutes, weekdayNames } from './minutes.ts';
import { useShippingSave, type Shipping } from './queries.ts';

type Hours = { start: number; end: number }[];
const differs = (a: Hours, b: Hours) => a.length !== b.length || a.some((h, i) => h.start !== b[i]?.start || h.end !== b[i]?.end);

/** A start and end slider per weekday, Monday first (0–1440, step 5); saved only when a day differs. */
export function WorkHours({ companyId, pubId, shipping }: { companyId: number; pubId: number; shipping: Shipping }) {
  const { t, i18n } = useLingui();
  const loaded = shipping.shipping_work_hours_for_week;
  const [hours, setHours] = useState<Hours>(() => loaded.map((h) => ({ ...h })));
  const save = useShippingSave<{ work_hours: Hours }>(companyId, pubId, 'shipping-work-hours', 'shipping.work_hours');
  const days = weekdayNames(i18n.locale);
  const set = (day: number, key: 'start' | 'end', value: number) => setHours((list) => list.map((h, i) => (i === day ? { ...h, [key]: value } : h)));
  const slider = (day: number, key: 'start' | 'end', label: string) => (
    <input type="range" className={`work-hours-${key}`} min={0} max={WORK_HOURS_MAX} step={WORK_HOURS_STEP} value={hours[day][key]} aria-label={label}
      aria-valuetext={formatMinutes(hours[day][key])} onChange={(e) => set(day, key, Number(e.target.value))} />
  );
  return (
    <fieldset className="shipping-fieldset">
      <legend><Trans id="shipping.work_hours">Delivery hours</Trans></legend>
      <div className="work-hours">
        {days.map((name, day) => (
          <div className="work-hours-day" key={name}>
            <span className="work-hours-name">{name}</span>
            {slider(day, 'start', t({ id: 'shipping.work_hours_start', message: `${name}: start` }))}
            {slider(day, 'end', t({ id: 'shipping.work_hours_end', message: `${name}: end` }))}
            <span className="work-hours-value">{formatMinutes(hours[day].start)}–{formatMinutes(hours[day].end)}</span>
          </div>
        ))}
      </div>
      {differs(hours, loaded) && (
        <button type="button" className="button" disabled={save.isPending} onClick={() => save.mutate({ work_hours: hours })}>
          <Trans id="shipping.save_work_hours">Save hours</Trans>
        </button>
      )}
    </fieldset>
  );
}
