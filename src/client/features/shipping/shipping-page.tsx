import { useState } from 'react';
import { getRouteApi, Link, useBlocker } from '@tanstack/react-router';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { geolocationQueries, hasLocation } from '../../components/map/geolocation-query.ts';
import { pushAlert, showError, showSuccess } from '../../lib/alerts.ts';
import { Popup } from '../../components/ui/popup.tsx';
import { api, ApiError } from '../../lib/api-client.ts';
import { getSession } from '../../lib/session.ts';
import { CouriersSection } from './couriers-section.tsx';
import { AvailabilityToggle, CommissionToggle, DeliveryTypeChoice, TimeRange } from './delivery-settings.tsx';
import { changedCalls, draftErrors, draftOf, type ShippingDraft } from './draft.ts';
import { pubPath, shippingQueries, type Shipping } from './queries.ts';
import { WorkHours } from './work-hours.tsx';
import { ZonesSection } from './zones-section.tsx';
import './shipping.css';
import { WORDS } from '../../components/ui/words.ts';

const route = getRouteApi('/admin/pub/$pubID/shipping');

/**
 * The shipping page (docs/product.md S2): delivery on/off, and when on the time range, weekly hours, delivery
 * type, commission, zones with their prices on a map (or, without a pub location, a warning and a
 * link back); the pub's couriers below (they join and leave at once: they are not settings).
 */
export function ShippingPage() {
  const pubId = Number(route.useParams().pubID);
  const companyId = getSession().companyId;
  const shipping = useQuery(shippingQueries.pub(pubId));
  return (
    <main className="page shipping-page stack">
      <h1><Trans id="shipping.title">Food shipping</Trans></h1>
      {!shipping.data ? (
        shipping.isError ? <p role="alert"><Trans id="shipping.load_failed">The delivery settings could not be loaded.</Trans></p> : <div className="spinner" />
      ) : (
        <ShippingSettings companyId={companyId} pubId={pubId} shipping={shipping.data} />
      )}
      <CouriersSection companyId={companyId} pubId={pubId} />
    </main>
  );
}

/**
 * One save model for the whole page (decision 087): every control edits a draft; a Save bar appears
 * as soon as the draft differs from what is stored, and leaving the page (a link, back, closing the
 * tab) with unsaved edits asks first.
 */
function ShippingSettings({ companyId, pubId, shipping }: { companyId: number; pubId: number; shipping: Shipping }) {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const location = useQuery(geolocationQueries.pub(companyId, pubId));
  const [draft, setDraft] = useState<ShippingDraft>(() => draftOf(shipping));
  const [showErrors, setShowErrors] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const edit = (patch: Partial<ShippingDraft>) => {
    setServerErrors({});
    setDraft((d) => ({ ...d, ...patch }));
  };
  const calls = changedCalls(draft, shipping);
  const dirty = calls.length > 0;
  const localErrors = draftErrors(draft);
  const errors = { ...(showErrors ? localErrors : {}), ...serverErrors };

  const save = useMutation({
    mutationKey: ['shipping', pubId, 'save'],
    // In order, zones before their prices; each answer is the whole stored block.
    mutationFn: async () => {
      let stored = shipping;
      for (const call of calls) {
        stored = await api.post<Shipping>(`${pubPath(companyId, pubId)}/${call.path}`, call.body);
        queryClient.setQueryData(shippingQueries.pub(pubId).queryKey, stored);
      }
      return stored;
    },
    onSuccess: (stored) => {
      setDraft(draftOf(stored));
      setShowErrors(false);
      showSuccess('shipping.save', t({ id: 'shipping.saved', message: 'Delivery settings saved' }));
    },
    onError: (error) => {
      if (error instanceof ApiError && error.fields) setServerErrors(error.fields);
      showError('shipping.save', error);
    },
  });
  const submit = () => {
    setShowErrors(true);
    // Refused input is never sent and never answered with a success toast (issue 13 #7).
    if (Object.keys(localErrors).length) {
      pushAlert({ source: 'shipping.save', type: 'danger', key: 'errors.validation_error' });
      return;
    }
    save.mutate();
  };

  const blocker = useBlocker({ shouldBlockFn: () => dirty && !save.isPending, enableBeforeUnload: () => dirty, withResolver: true });
  const props = { draft, edit, errors };
  return (
    <>
      <section className="card stack" aria-labelledby="shipping-settings-title">
        <h2 id="shipping-settings-title"><Trans id="shipping.settings_title">Delivery settings</Trans></h2>
        <AvailabilityToggle {...props} />
        {draft.available && (
          <>
            <TimeRange {...props} />
            <WorkHours {...props} />
            <DeliveryTypeChoice {...props} />
            <CommissionToggle {...props} />
          </>
        )}
      </section>
      {draft.available && (location.isPending ? <div className="spinner" /> : hasLocation(location.data) ? (
        <ZonesSection {...props} shipping={shipping} location={location.data} />
      ) : (
        <section className="card shipping-no-location" role="status">
          <p><Trans id="shipping.no_location">Set the pub's location first: double-click the map on the pub page.</Trans></p>
          <Link to="/admin/pub/$pubID" params={{ pubID: String(pubId) }} className="button button-secondary">
            <Trans id="shipping.back_to_pub">Back to the pub</Trans>
          </Link>
        </section>
      ))}
      {dirty && (
        <div className="save-bar" role="region" aria-label={t({ id: 'shipping.save_bar', message: 'Unsaved changes' })}>
          <span><Trans id="shipping.unsaved">You have unsaved changes</Trans></span>
          <span className="spacer" />
          <button type="button" className="button button-secondary" disabled={save.isPending} onClick={() => { setDraft(draftOf(shipping)); setShowErrors(false); setServerErrors({}); }}>
            <Trans id="shipping.discard">Discard</Trans>
          </button>
          <button type="button" className="button" disabled={save.isPending} onClick={submit}>
            {i18n._(WORDS.save)}
          </button>
        </div>
      )}
      <Popup open={blocker.status === 'blocked'} onClose={() => blocker.reset?.()} title={t({ id: 'shipping.leave_title', message: 'Leave without saving?' })}>
        <p><Trans id="shipping.leave_question">Your delivery settings have unsaved changes. They will be lost.</Trans></p>
        <div className="popup-actions">
          <button type="button" className="button button-secondary" onClick={() => blocker.reset?.()}>
            <Trans id="shipping.stay">Stay on the page</Trans>
          </button>
          <button type="button" className="button button-danger" onClick={() => blocker.proceed?.()}>
            <Trans id="shipping.leave">Leave without saving</Trans>
          </button>
        </div>
      </Popup>
    </>
  );
}
