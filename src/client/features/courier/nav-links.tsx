import { Trans } from '@lingui/react/macro';

/**
 * Navigation to a point (docs/product.md D9): a geo: URI, which the phone hands to its navigation app,
 * and a maps web link as the fallback where geo: is not understood.
 */
export function NavLinks({ lat, lng, label }: { lat: number; lng: number; label: string }) {
  if (!lat && !lng) return null;
  const point = `${lat},${lng}`;
  return (
    <span className="courier-nav-links">
      <a className="button button-secondary button-small" href={`geo:${point}?q=${point}(${encodeURIComponent(label)})`}>
        <Trans id="courier.order.navigate">Navigate</Trans>
      </a>
      <a className="button button-secondary button-small" href={`https://www.google.com/maps/search/?api=1&query=${point}`} target="_blank" rel="noreferrer">
        <Trans id="courier.order.map">Map</Trans>
      </a>
    </span>
  );
}
