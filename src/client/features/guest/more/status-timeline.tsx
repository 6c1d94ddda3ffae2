import { useLingui } from '@lingui/react/macro';
import { formatTime } from '../../../lib/format.ts';
import type { Step, StepKey } from '../order-progress.ts';

function useStepLabels(): Record<StepKey, string> {
  const { t } = useLingui();
  return {
    received: t({ id: 'guest.step.received', message: 'Received' }),
    accepted: t({ id: 'guest.step.accepted', message: 'Accepted' }),
    preparing: t({ id: 'guest.step.preparing', message: 'Being prepared' }),
    on_the_way: t({ id: 'guest.step.on_the_way', message: 'On the way' }),
    delivered: t({ id: 'guest.step.delivered', message: 'Delivered' }),
    served: t({ id: 'guest.step.served', message: 'Served' }),
  };
}

/**
 * The order's steps, each with the time it was reached: done steps are filled, the current
 * one is marked for screen readers too (`aria-current`), colour is never the only sign (a tick / a dot).
 * Times are the venue's clock (`timeZone`), as the promised time is.
 */
export function StatusTimeline({ steps, canceled, timeZone }: { steps: Step[]; canceled: boolean; timeZone?: string }) {
  const { i18n, t } = useLingui();
  const labels = useStepLabels();
  const current = canceled ? -1 : steps.reduce((last, s, i) => (s.time ? i : last), 0);
  return (
    <ol className="guest-timeline" aria-label={t({ id: 'guest.status.timeline', message: 'Order progress' })}>
      {steps.map((s, i) => {
        const state = s.time ? (i === current ? 'current' : 'done') : 'todo';
        return (
          <li
            key={s.key}
            className={`guest-step guest-step-${state}`}
            aria-current={state === 'current' ? 'step' : undefined}
            data-testid={`step-${s.key}`}
          >
            <span className="guest-step-mark" aria-hidden="true" />
            <span className="guest-step-label">{labels[s.key]}</span>
            {s.time && (
              <time className="guest-step-time" dateTime={s.time.toISOString()}>
                {formatTime(s.time, i18n.locale, timeZone)}
              </time>
            )}
          </li>
        );
      })}
    </ol>
  );
}
