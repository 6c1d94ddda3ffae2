import { Link } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { Checklist, ChecklistStep } from '#shared/schemas/pub-answers.ts';
import { api } from '../../lib/api-client.ts';

export const checklistQuery = (companyId: number, pubId: number) => ({
  queryKey: ['pub', pubId, 'checklist'] as const,
  queryFn: () => api.get<Checklist>(`/api/company/${companyId}/pubs/${pubId}/checklist`),
  enabled: companyId > 0 && pubId > 0,
  refetchOnMount: 'always' as const,
});

/**
 * The first-day checklist on a new pub's overview: each step links to its screen and is ticked
 * when done; the list is gone once every step is.
 */
export function FirstDay({ companyId, pubId }: { companyId: number; pubId: number }) {
  const { t } = useLingui();
  const list = useQuery(checklistQuery(companyId, pubId));
  if (!list.data || list.data.complete) return null;
  const pubID = String(pubId);
  const labels: Record<ChecklistStep, { text: ReactNode; link: ReactNode }> = {
    location: {
      text: <Trans id="pub.first_day.location">Set the venue's location on the map</Trans>,
      link: (
        <a href="#pub-geolocation">
          <Trans id="pub.first_day.location_link">Open the map</Trans>
        </a>
      ),
    },
    dish: {
      text: <Trans id="pub.first_day.dish">Add at least one dish to the menu</Trans>,
      link: (
        <Link to="/admin/pub/$pubID/edit_menu" params={{ pubID }} search={{ menu: undefined }}>
          <Trans id="pub.first_day.dish_link">Add a dish</Trans>
        </Link>
      ),
    },
    ordering: {
      text: <Trans id="pub.first_day.ordering">Turn on delivery or table ordering</Trans>,
      link: (
        <Link to="/admin/pub/$pubID/shipping" params={{ pubID }}>
          <Trans id="pub.first_day.ordering_link">Turn on ordering</Trans>
        </Link>
      ),
    },
    qr_printed: {
      text: <Trans id="pub.first_day.qr">Print or download the QR code for the tables</Trans>,
      link: (
        <Link to="/admin/company">
          <Trans id="pub.first_day.qr_link">QR code on the venues page</Trans>
        </Link>
      ),
    },
    test_order: {
      text: (
        <Trans id="pub.first_day.test_order">Place a test order on your menu page and accept it on the board</Trans>
      ),
      link: (
        <Link to="/admin/pub/$pubID/orders" params={{ pubID }} search={{ filter: undefined }}>
          <Trans id="pub.first_day.test_order_link">Orders board</Trans>
        </Link>
      ),
    },
  };
  const done = list.data.steps.filter((s) => s.done).length;
  const total = list.data.steps.length;
  return (
    <section className="first-day" aria-labelledby="first-day-title" data-testid="first-day">
      <h2 id="first-day-title" className="first-day-title">
        <Trans id="pub.first_day.title">
          First day: {done} of {total} done
        </Trans>
      </h2>
      <ol className="plain-list first-day-steps">
        {list.data.steps.map((step) => (
          <li key={step.key} className={step.done ? 'first-day-step is-done' : 'first-day-step'} data-step={step.key}>
            <span
              className="first-day-mark"
              role="img"
              aria-label={
                step.done
                  ? t({ id: 'pub.first_day.done', message: 'Done' })
                  : t({ id: 'pub.first_day.todo', message: 'To do' })
              }
            >
              {step.done ? '✓' : ''}
            </span>
            <span className="first-day-text">{labels[step.key].text}</span>
            {!step.done && <span className="first-day-link">{labels[step.key].link}</span>}
          </li>
        ))}
      </ol>
    </section>
  );
}
