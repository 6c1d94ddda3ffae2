import { useEffect, useRef } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { ReportDay } from './api.ts';

/**
 * Average preparation minutes per day as bars (uPlot, loaded with this chart only: never in the courier or
 * guest bundles). A table of the same figures sits beside it for screen readers (the page's day table).
 */
export function PrepChart({ days }: { days: readonly ReportDay[] }) {
  const { t, i18n } = useLingui();
  const locale = i18n.locale;
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = box.current;
    if (!el) return;
    let chart: { destroy(): void; setSize(s: { width: number; height: number }): void } | null = null;
    let cancelled = false;
    const label = t({ id: 'reports.chart.minutes', message: 'Minutes' });
    void Promise.all([import('uplot'), import('uplot/dist/uPlot.min.css')]).then(([{ default: UPlot }]) => {
      if (cancelled) return;
      const xs = days.map((d) => Date.parse(`${d.date}T12:00:00Z`) / 1000);
      const ys = days.map((d) => (d.avg_prep_minutes > 0 ? d.avg_prep_minutes : null));
      chart = new UPlot(
        {
          width: el.clientWidth || 600,
          height: 220,
          tzDate: (ts) => UPlot.tzDate(new Date(ts * 1000), 'UTC'),
          legend: { show: false },
          cursor: { drag: { x: false, y: false } },
          // Half a day either side, so one day is one bar rather than an axis of years.
          scales: {
            x: { time: true, range: () => [xs[0] - 43_200, xs[xs.length - 1] + 43_200] },
            y: { range: (_u, _min, max) => [0, Math.max(10, Math.ceil((max ?? 0) * 1.2))] },
          },
          axes: [
            {
              stroke: '#6b7280',
              grid: { show: false },
              space: 56,
              incrs: [86_400, 2 * 86_400, 7 * 86_400, 14 * 86_400, 30 * 86_400],
              // A date under its own bar (noon), never at midnight between two bars nor a day past the range.
              splits: (_u, _axis, _min, _max, incr) =>
                xs.filter((_, i) => i % Math.max(1, Math.round(incr / 86_400)) === 0),
              values: (_u, splits) =>
                splits.map((s) =>
                  new Date(s * 1000).toLocaleDateString(locale, { timeZone: 'UTC', day: 'numeric', month: 'short' }),
                ),
            },
            { stroke: '#6b7280', label, grid: { stroke: '#f3f4f6' } },
          ],
          series: [
            {},
            {
              label,
              stroke: '#2563eb',
              fill: 'rgba(37, 99, 235, 0.25)',
              paths: UPlot.paths.bars!({ size: [0.6, 40] }),
              points: { show: false },
            },
          ],
        },
        [xs, ys],
        el,
      );
    });
    const resize = new ResizeObserver(() => chart?.setSize({ width: el.clientWidth, height: 220 }));
    resize.observe(el);
    return () => {
      cancelled = true;
      resize.disconnect();
      chart?.destroy();
    };
  }, [days, t, locale]);
  return (
    <div
      ref={box}
      className="reports-chart"
      role="img"
      aria-label={t({ id: 'reports.chart.label', message: 'Average preparation time per day' })}
      data-testid="prep-chart"
    />
  );
}
