import { useId, useState, type ReactNode } from 'react';
import { useParams } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { REPORT_MAX_DAYS, daysBetween } from '#shared/schemas/reports.ts';
import { showError } from '../../lib/alerts.ts';
import { formatMoney } from '../../lib/format.ts';
import { pubQuery, type PubAnswer } from '../../lib/pub-query.ts';
import { getSession } from '../../lib/session.ts';
import { downloadXlsx, presetRange, reportQuery, totalsOf, type Money, type Preset, type Range } from './api.ts';
import { PrepChart } from './prep-chart.tsx';
import { ColumnHeads } from '../../components/ui/column-heads.tsx';
import './reports.css';

/** The owner's reports (docs/product.md D15): a range of the pub's local days, totals, chart, top dishes, a spreadsheet download. */
export function ReportsPage() {
  const { t, i18n } = useLingui();
  const { pubID } = useParams({ strict: false }) as { pubID: string };
  const pubId = Number(pubID) || 0;
  const { companyId } = getSession();
  const pub = useQuery({ ...pubQuery(companyId, pubId), select: (a: PubAnswer) => a.pub });
  const timeZone = pub.data?.timezone ?? 'Europe/Chisinau';
  const [preset, setPreset] = useState<Preset>('week');
  const [custom, setCustom] = useState<Range>(() => presetRange('week', timeZone));
  const range = preset === 'custom' ? custom : presetRange(preset, timeZone);
  const span = daysBetween(range.from, range.to);
  const valid = span >= 0 && span <= REPORT_MAX_DAYS;
  const report = useQuery({ ...reportQuery(companyId, pubId, range), enabled: Boolean(pub.data) && valid });
  const symbol = pub.data?.currency.symbol ?? 'Lei';
  const money = (n: number) => formatMoney(n, symbol, i18n.locale);
  const ids = { from: useId(), to: useId() };
  // One end of the custom period: a date that cannot pass the other end.
  const dateEnd = (end: keyof Range, label: ReactNode) => (
    <>
      <label htmlFor={ids[end]}>{label}</label>
      <input
        id={ids[end]}
        type="date"
        value={custom[end]}
        min={end === 'to' ? custom.from : undefined}
        max={end === 'from' ? custom.to : undefined}
        onChange={(e) => e.target.value && setCustom({ ...custom, [end]: e.target.value })}
      />
    </>
  );

  const presets: { key: Preset; label: string }[] = [
    { key: 'today', label: t({ id: 'reports.range.today', message: 'Today' }) },
    { key: 'yesterday', label: t({ id: 'reports.range.yesterday', message: 'Yesterday' }) },
    { key: 'week', label: t({ id: 'reports.range.week', message: '7 days' }) },
    { key: 'month', label: t({ id: 'reports.range.month', message: '30 days' }) },
    { key: 'custom', label: t({ id: 'reports.range.custom', message: 'Custom' }) },
  ];
  const totals = report.data ? totalsOf(report.data.days) : null;
  const payments: Record<string, string> = {
    cash: t({ id: 'reports.payment.cash', message: 'Cash' }),
    card_offline: t({ id: 'reports.payment.card_offline', message: 'Card on delivery' }),
    online: t({ id: 'reports.payment.online', message: 'Online' }),
  };
  const types: Record<string, string> = {
    delivery: t({ id: 'reports.type.delivery', message: 'Delivery' }),
    in_place: t({ id: 'reports.type.in_place', message: 'At the table' }),
  };

  const download = () => {
    if (!pub.data) return;
    downloadXlsx(companyId, pubId, range, i18n.locale, `${pub.data.url_name}-${range.from}-${range.to}.xlsx`).catch(
      (error: unknown) => showError('reports', error),
    );
  };

  return (
    <main className="page reports-page">
      <div className="reports-head">
        <h1>
          <Trans id="reports.title">Reports</Trans>
        </h1>
        <button type="button" className="button button-secondary" onClick={download} disabled={!report.data}>
          <Trans id="reports.xlsx">Download Excel</Trans>
        </button>
      </div>
      <div className="reports-range" role="group" aria-label={t({ id: 'reports.range.label', message: 'Period' })}>
        {presets.map((p) => (
          <button
            key={p.key}
            type="button"
            className={`chip${preset === p.key ? ' chip-active' : ''}`}
            aria-pressed={preset === p.key}
            onClick={() => {
              if (p.key === 'custom' && preset !== 'custom') setCustom(range);
              setPreset(p.key);
            }}
          >
            {p.label}
          </button>
        ))}
        {preset === 'custom' && (
          <span className="reports-custom">
            {dateEnd('from', <Trans id="reports.range.from">From</Trans>)}
            {dateEnd('to', <Trans id="reports.range.to">To</Trans>)}
          </span>
        )}
      </div>
      {!valid && (
        <p className="field-error" role="alert">
          <Trans id="reports.range.invalid">
            Pick a start no later than the end, at most {REPORT_MAX_DAYS} days apart.
          </Trans>
        </p>
      )}
      {report.isError && (
        <p role="alert" className="field-error">
          <Trans id="reports.error">The report could not be loaded.</Trans>
        </p>
      )}
      {report.isPending && valid && (
        <div
          className="spinner"
          role="status"
          aria-label={t({ id: 'reports.loading', message: 'Loading the report' })}
        />
      )}
      {report.data && totals && (
        <>
          <dl className="reports-totals">
            <Total label={<Trans id="reports.total.orders">Orders</Trans>} value={String(totals.orders)} />
            <Total label={<Trans id="reports.total.completed">Completed</Trans>} value={String(totals.completed)} />
            <Total label={<Trans id="reports.total.canceled">Canceled</Trans>} value={String(totals.canceled)} />
            <Total
              label={<Trans id="reports.total.revenue">Revenue</Trans>}
              value={money(totals.revenue)}
              testId="total-revenue"
            />
            <Total
              label={<Trans id="reports.total.prep">Average preparation</Trans>}
              value={totals.avgPrep > 0 ? t({ id: 'reports.minutes', message: `${totals.avgPrep} min` }) : '–'}
            />
          </dl>
          <section className="reports-card">
            <h2>
              <Trans id="reports.chart.title">Average preparation time per day</Trans>
            </h2>
            <PrepChart days={report.data.days} />
          </section>
          <div className="reports-grid">
            <section className="reports-card">
              <h2>
                <Trans id="reports.top.title">Top dishes</Trans>
              </h2>
              {report.data.top_dishes.length === 0 ? (
                <p className="muted">
                  <Trans id="reports.top.none">No completed orders in this period.</Trans>
                </p>
              ) : (
                <table className="reports-table">
                  <ColumnHeads
                    columns={[
                      { label: <Trans id="reports.top.dish">Dish</Trans> },
                      { label: <Trans id="reports.top.count">Portions</Trans>, numeric: true },
                      { label: <Trans id="reports.top.revenue">Revenue</Trans>, numeric: true },
                    ]}
                  />
                  <tbody>
                    {report.data.top_dishes.map((d) => (
                      <tr key={d.dish_id}>
                        <td>{d.name}</td>
                        <td className="num">{d.count}</td>
                        <td className="num">{money(d.revenue)}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              )}
            </section>
            <MoneyTable
              title={<Trans id="reports.payment.title">Payment types</Trans>}
              rows={report.data.by_payment}
              labels={payments}
              money={money}
            />
            <MoneyTable
              title={<Trans id="reports.type.title">Order types</Trans>}
              rows={report.data.by_type}
              labels={types}
              money={money}
            />
          </div>
          <section className="reports-card">
            <h2 id="reports-days-title">
              <Trans id="reports.days.title">By day</Trans>
            </h2>
            {/* Scrolls on its own on a long range or a phone, so it takes focus for the keyboard. */}
            <div className="reports-scroll" tabIndex={0} role="region" aria-labelledby="reports-days-title">
              <table className="reports-table">
                <ColumnHeads
                  columns={[
                    { label: <Trans id="reports.days.date">Date</Trans> },
                    { label: <Trans id="reports.total.orders">Orders</Trans>, numeric: true },
                    { label: <Trans id="reports.total.completed">Completed</Trans>, numeric: true },
                    { label: <Trans id="reports.total.canceled">Canceled</Trans>, numeric: true },
                    { label: <Trans id="reports.total.revenue">Revenue</Trans>, numeric: true },
                    { label: <Trans id="reports.days.prep">Preparation, min</Trans>, numeric: true },
                  ]}
                />
                <tbody>
                  {[...report.data.days].reverse().map((d) => (
                    <tr key={d.date}>
                      <td>
                        {new Date(`${d.date}T12:00:00Z`).toLocaleDateString(i18n.locale, {
                          timeZone: 'UTC',
                          day: 'numeric',
                          month: 'short',
                          weekday: 'short',
                        })}
                      </td>
                      <td className="num">{d.orders}</td>
                      <td className="num">{d.completed}</td>
                      <td className="num">{d.canceled}</td>
                      <td className="num">{money(d.revenue)}</td>
                      <td className="num">{d.avg_prep_minutes || '–'}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </section>
        </>
      )}
    </main>
  );
}

function Total({ label, value, testId }: { label: ReactNode; value: string; testId?: string }) {
  return (
    <div className="reports-total">
      <dt>{label}</dt>
      <dd data-testid={testId}>{value}</dd>
    </div>
  );
}

function MoneyTable({
  title,
  rows,
  labels,
  money,
}: {
  title: ReactNode;
  rows: Record<string, Money>;
  labels: Record<string, string>;
  money: (n: number) => string;
}) {
  return (
    <section className="reports-card">
      <h2>{title}</h2>
      <table className="reports-table">
        <tbody>
          {Object.entries(rows).map(([key, v]) => (
            <tr key={key}>
              <th scope="row">{labels[key] ?? key}</th>
              <td className="num">{v.count}</td>
              <td className="num">{money(v.revenue)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
