import { Trans } from '@lingui/react/macro';

/** Turn-by-turn directions to a point (docs/product.md D14): the phone opens Google Maps or Waze from these links. */
export function directionsUrls(lat: number, lng: number) {
  const point = `${lat},${lng}`;
  return {
    google: `https://www.google.com/maps/dir/?api=1&destination=${point}&travelmode=driving`,
    waze: `https://waze.com/ul?ll=${encodeURIComponent(point)}&navigate=yes`,
  };
}

/** "Route to the venue" / "Route to the client" and a Waze link, as large buttons; nothing without a point. */
export function NavLinks({ lat, lng, to }: { lat: number | null; lng: number | null; to: 'venue' | 'client' }) {
  if (lat === null || lng === null || (!lat && !lng)) return null;
  const urls = directionsUrls(lat, lng);
  return (
    <span className="courier-nav-links">
      <a className="button courier-route" href={urls.google} target="_blank" rel="noreferrer">
        {to === 'venue' ? (
          <Trans id="courier.order.route_venue">Route to the venue</Trans>
        ) : (
          <Trans id="courier.order.route_client">Route to the client</Trans>
        )}
      </a>
      <a className="button button-secondary courier-waze" href={urls.waze} target="_blank" rel="noreferrer">
        <Trans id="courier.order.waze">Waze</Trans>
      </a>
    </span>
  );
}
