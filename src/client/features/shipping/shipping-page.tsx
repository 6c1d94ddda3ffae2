import { getRouteApi, Link } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import { Trans } from '@lingui/react/macro';
import { geolocationQueries, hasLocation } from '../../components/map/geolocation-query.ts';
import { getSession } from '../../lib/session.ts';
import { CouriersSection } from './couriers-section.tsx';
import { AvailabilityToggle, CommissionToggle, DeliveryTypeChoice, TimeRange } from './delivery-settings.tsx';
import { shippingQueries } from './queries.ts';
import { WorkHours } from './work-hours.tsx';
import { ZonesSection } from './zones-section.tsx';
import './shipping.css';

const route = getRouteApi('/admin/pub/$pubID/shipping');

/**
 * The shipping page (spec §2): delivery on/off, and when on the time range, weekly hours, delivery
 * type, commission, zones with their prices on a map (or, without a pub location, a warning and a
 * link back); the pub's couriers below.
 */
export function ShippingPage() {
  const pubId = Number(route.useParams().pubID);
  const companyId = getSession().companyId;
  const shipping = useQuery(shippingQueries.pub(pubId));
  const location = useQuery(geolocationQueries.pub(companyId, pubId));
  const props = shipping.data ? { companyId, pubId, shipping: shipping.data } : null;
  return (
    <main className="page shipping-page stack">
      <h1><Trans id="shipping.title">Food shipping</Trans></h1>
      {!props ? (
        shipping.isError ? <p role="alert"><Trans id="shipping.load_failed">The delivery settings could not be loaded.</Trans></p> : <div className="spinner" />
      ) : (
        <>
          <section className="card stack" aria-labelledby="shipping-settings-title">
            <h2 id="shipping-settings-title"><Trans id="shipping.settings_title">Delivery settings</Trans></h2>
            <AvailabilityToggle {...props} />
            {props.shipping.available && (
              <>
                <TimeRange {...props} />
                <WorkHours {...props} />
                <DeliveryTypeChoice {...props} />
                <CommissionToggle {...props} />
              </>
            )}
          </section>
          {props.shipping.available && (location.isPending ? <div className="spinner" /> : hasLocation(location.data) ? (
            <ZonesSection {...props} location={location.data} />
          ) : (
            <section className="card shipping-no-location" role="status">
              <p><Trans id="shipping.no_location">Set the pub's location first: double-click the map on the pub page.</Trans></p>
              <Link to="/admin/pub/$pubID" params={{ pubID: String(pubId) }} className="button button-secondary">
                <Trans id="shipping.back_to_pub">Back to the pub</Trans>
              </Link>
            </section>
          ))}
        </>
      )}
      <CouriersSection companyId={companyId} pubId={pubId} />
    </main>
  );
}
