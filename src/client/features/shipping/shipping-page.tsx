import { useState } from 'react';
import { getRouteApi, Link } from '@tanstack/react-router';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { geolocationQueries, hasLocation } from '../../components/map/geolocation-query.ts';
import { pushAlert, showError, showSuccess } from '../../lib/alerts.ts';
import { SaveBar } from '../../components/ui/save-bar.tsx';
import { api, ApiError } from '../../lib/api-client.ts';
import { getSession } from '../../lib/session.ts';
import { CouriersSection } from './couriers-section.tsx';
import { AvailabilityToggle, CommissionToggle, DeliveryTypeChoice, TimeRange } from './delivery-settings.tsx';
import { changedCalls, draftErrors, draftOf, type ShippingDraft } from './draft.ts';
import { pubPath, shippingQueries, type Shipping } from './queries.ts';
import { WorkHours } from './work-hours.tsx';
import { ZonesSection } from './zones-section.tsx';
import './shipping.css';
import { TitledSection } from '../../components/ui/titled-section.tsx';

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
      <h1>
        <Trans id="shipping.title">Food shipping</Trans>
      </h1>
      {!shipping.data ? (
        shipping.isError ? (
          <p role="alert">
            <Trans id="shipping.load_failed">The delivery settings could not be loaded.</Trans>
          </p>
        ) : (
          <div className="spinner" />
        )
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
  const { t } = useLingui();
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
    // Refused input is never sent and never answered with a success toast.
    if (Object.keys(localErrors).length) {
      pushAlert({ source: 'shipping.save', type: 'danger', key: 'errors.validation_error' });
      return;
    }
    save.mutate();
  };

  const props = { draft, edit, errors };
  return (
    <>
      <TitledSection className="card stack" title={<Trans id="shipping.settings_title">Delivery settings</Trans>}>
        <AvailabilityToggle {...props} />
        {draft.available && <TimeRange {...props} />}
        <WorkHours {...props} />
        {draft.available && (
          <>
            <DeliveryTypeChoice {...props} />
            <CommissionToggle {...props} />
          </>
        )}
      </TitledSection>
      {draft.available &&
        (location.isPending ? (
          <div className="spinner" />
        ) : hasLocation(location.data) ? (
          <ZonesSection {...props} shipping={shipping} location={location.data} />
        ) : (
          <section className="card shipping-no-location" role="status">
            <p>
              <Trans id="shipping.no_location">
                Set the pub's location first: double-click the map on the pub page.
              </Trans>
            </p>
            <Link to="/admin/pub/$pubID" params={{ pubID: String(pubId) }} className="button button-secondary">
              <Trans id="shipping.back_to_pub">Back to the pub</Trans>
            </Link>
          </section>
        ))}
      <SaveBar
        dirty={dirty}
        saving={save.isPending}
        onSave={submit}
        onDiscard={() => {
          setDraft(draftOf(shipping));
          setShowErrors(false);
          setServerErrors({});
        }}
      />
    </>
  );
}
