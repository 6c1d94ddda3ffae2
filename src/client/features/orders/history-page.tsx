import { useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useParams } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { ORDER_STATUSES, type OrderStatus } from '#shared/constants.ts';
import { api } from '../../lib/api-client.ts';
import { formatDateTime, formatMoney, formatPhone } from '../../lib/format.ts';
import { getSession } from '../../lib/session.ts';
import { pubQuery, type PubAnswer } from '../../lib/pub-query.ts';
import { Field, InputField } from '../../components/ui/field.tsx';
import { StatusBadge, useStatusLabels } from '../../components/ui/order-status.tsx';
import { CustomerDetails } from './customer-details.tsx';
import { OrderSummary } from './order-summary.tsx';
import type { Order } from './types.ts';
import './orders.css';

const PAGE_SIZE = 20;
interface Filters {
  q: string;
  from: string;
  to: string;
  status: '' | OrderStatus;
}

/**
 * Order history (decision 151): search by number, phone (typed any way) or name, filter by dates and
 * status, 20 a page; a row opens the order read-only.
 */
export function HistoryPage() {
  const { t, i18n } = useLingui();
  const { pubID } = useParams({ strict: false }) as { pubID: string };
  const pubId = Number(pubID) || 0;
  const { companyId } = getSession();
  const labels = useStatusLabels();
  const currency = useQuery({
    ...pubQuery(companyId, pubId),
    select: (a: PubAnswer) => a.pub.currency.symbol,
  });
  const [draft, setDraft] = useState<Filters>({ q: '', from: '', to: '', status: '' });
  const [filters, setFilters] = useState<Filters>(draft);
  const [page, setPage] = useState(1);
  const params = new URLSearchParams({
    page: String(page),
    page_size: String(PAGE_SIZE),
    ...Object.fromEntries(Object.entries(filters).filter(([, v]) => v !== '')),
  });
  const list = useQuery({
    queryKey: ['pub', pubId, 'history', params.toString()],
    queryFn: ({ signal }) =>
      api.get<{ orders: Order[]; total: number }>(`/api/company/${companyId}/pubs/${pubId}/orders/history?${params}`, {
        signal,
      }),
    placeholderData: keepPreviousData,
    enabled: companyId > 0 && pubId > 0,
  });
  const pages = Math.max(1, Math.ceil((list.data?.total ?? 0) / PAGE_SIZE));
  const symbol = currency.data ?? 'Lei';

  return (
    <main className="page history-page">
      <h1>
        <Trans id="orders.history.title">Order history</Trans>
      </h1>
      <form
        className="history-filters"
        role="search"
        onSubmit={(e) => {
          e.preventDefault();
          setPage(1);
          setFilters(draft);
        }}
      >
        <InputField
          label={<Trans id="orders.history.search">Number, phone or name</Trans>}
          type="search"
          value={draft.q}
          maxLength={100}
          onChange={(e) => setDraft({ ...draft, q: e.target.value })}
          placeholder={t({ id: 'orders.history.search_example', message: 'e.g. 069123456' })}
        />
        <InputField
          label={<Trans id="orders.history.from">From</Trans>}
          type="date"
          value={draft.from}
          onChange={(e) => setDraft({ ...draft, from: e.target.value })}
        />
        <InputField
          label={<Trans id="orders.history.to">To</Trans>}
          type="date"
          value={draft.to}
          onChange={(e) => setDraft({ ...draft, to: e.target.value })}
        />
        <Field label={<Trans id="orders.history.status">Status</Trans>}>
          {(id) => (
            <select
              id={id}
              value={draft.status}
              onChange={(e) => setDraft({ ...draft, status: e.target.value as Filters['status'] })}
            >
              <option value="">
                <Trans id="orders.history.closed">Completed and canceled</Trans>
              </option>
              {ORDER_STATUSES.filter((s) => s !== 'handled').map((s) => (
                <option key={s} value={s}>
                  {labels[s]}
                </option>
              ))}
            </select>
          )}
        </Field>
        <button type="submit" className="button">
          <Trans id="orders.history.find">Find</Trans>
        </button>
      </form>
      {list.data && (
        <p className="muted" role="status">
          <Trans id="orders.history.found">Found: {list.data.total}</Trans>
        </p>
      )}
      <ul className="plain-list history-list">
        {list.data?.orders.map((o) => (
          <li key={o.id}>
            <details className="history-item">
              <summary>
                <span className="history-number">№{o.number}</span>
                <span>{formatDateTime(o.created_time, i18n.locale)}</span>
                <span className="history-client">{o.client_name}</span>
                <span>{o.main_phone_number ? formatPhone(o.main_phone_number) : ''}</span>
                <span className="history-total">{formatMoney(o.total_price, symbol, i18n.locale)}</span>
                <StatusBadge status={o.status} />
              </summary>
              <div className="history-detail stack">
                <OrderSummary order={o} currency={symbol} />
                <CustomerDetails order={o} />
                <ul className="history-dishes">
                  {o.dishes.map((d, i) => (
                    <li key={i}>
                      {d.name} × {d.count} — {formatMoney(d.dish_price * d.count, symbol, i18n.locale)}
                    </li>
                  ))}
                </ul>
              </div>
            </details>
          </li>
        ))}
      </ul>
      {pages > 1 && (
        <nav className="row history-pages" aria-label={t({ id: 'orders.history.pages', message: 'Pages' })}>
          <button
            type="button"
            className="button button-secondary"
            disabled={page <= 1}
            onClick={() => setPage(page - 1)}
          >
            <Trans id="orders.history.prev">Previous</Trans>
          </button>
          <span>
            <Trans id="orders.history.page">
              Page {page} of {pages}
            </Trans>
          </span>
          <button
            type="button"
            className="button button-secondary"
            disabled={page >= pages}
            onClick={() => setPage(page + 1)}
          >
            <Trans id="orders.history.next">Next</Trans>
          </button>
        </nav>
      )}
    </main>
  );
}
