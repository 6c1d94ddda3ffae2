import { describe, expect, it, vi } from 'vitest';
import { render } from '../../test/render.tsx';

/** The chart's options as uPlot receives them (uPlot itself draws on a canvas, which happy-dom has not). */
interface Axis {
  splits?: (u: unknown, axis: number, min: number, max: number, incr: number, space: number) => number[];
  values: (u: unknown, splits: number[]) => string[];
}
const made: { axes: Axis[]; scales: { x: { range: () => [number, number] } } }[] = [];
vi.mock('uplot', () => {
  class UPlot {
    static tzDate = (d: Date) => d;
    static paths = { bars: () => () => null };
    constructor(opts: (typeof made)[number]) {
      made.push(opts);
    }
    destroy() {}
    setSize() {}
  }
  return { default: UPlot };
});
vi.mock('uplot/dist/uPlot.min.css', () => ({}));
const { PrepChart } = await import('./prep-chart.tsx');

const week = ['2026-11-19', '2026-11-20', '2026-11-21', '2026-11-22', '2026-11-23', '2026-11-24', '2026-11-25'].map(
  (date, i) => ({ date, orders: 1, completed: 1, canceled: 0, revenue: 10, avg_prep_minutes: i + 3 }),
);

describe('PrepChart', () => {
  it('labels each day under its own bar: 7 dates for 7 days, none past the range (the audit, 2026-11-25)', async () => {
    render(<PrepChart days={week} />);
    await vi.waitFor(() => expect(made).toHaveLength(1));
    const { axes, scales } = made[0];
    const [min, max] = scales.x.range();
    // uPlot's own splits for a day increment fall on midnights: 19 Nov 00:00 … 26 Nov 00:00, eight labels.
    const splits = axes[0].splits?.(null, 0, min, max, 86_400, 56) ?? [];
    expect(axes[0].values(null, splits)).toEqual([
      'Nov 19',
      'Nov 20',
      'Nov 21',
      'Nov 22',
      'Nov 23',
      'Nov 24',
      'Nov 25',
    ]);
    expect(splits.map((s) => new Date(s * 1000).toISOString().slice(11, 16))).toEqual(Array(7).fill('12:00'));
    // Every other day when the axis is narrow.
    expect(axes[0].values(null, axes[0].splits!(null, 0, min, max, 2 * 86_400, 56))).toEqual([
      'Nov 19',
      'Nov 21',
      'Nov 23',
      'Nov 25',
    ]);
  });
});
