import { Suspense } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { LatLng, Shape } from '#shared/zones.ts';
import { LazyZoneEditor } from '../../components/map/lazy.ts';
import { pushAlert } from '../../lib/alerts.ts';
import type { DraftProps } from './delivery-settings.tsx';
import type { Shipping } from './queries.ts';
import { ZonePrices } from './zone-prices.tsx';
import { TitledSection } from '../../components/ui/titled-section.tsx';

/** Delivery zones: the map editor, the list of zones (delete), then each zone's prices; all saved by the page's Save bar. */
export function ZonesSection({ shipping, location, ...props }: DraftProps & { shipping: Shipping; location: LatLng }) {
  const { t } = useLingui();
  const { draft, edit } = props;
  const saved = new Set(shipping.shapes.map((z) => z.shape_id));
  const setZones = (zones: Shape[]) => edit({ zones });
  const reject = () =>
    pushAlert({
      source: 'shipping.zones',
      type: 'danger',
      text: t({
        id: 'shipping.zone_discarded',
        message: 'A zone needs at least 3 vertices and must differ from the previous one.',
      }),
    });
  return (
    <TitledSection className="card stack" title={<Trans id="shipping.zones_title">Delivery zones</Trans>}>
      <Suspense fallback={<div className="spinner" />}>
        <LazyZoneEditor center={location} zones={draft.zones} onChange={setZones} onReject={reject} />
      </Suspense>
      {draft.zones.length === 0 ? (
        <p className="muted">
          <Trans id="shipping.no_zones">No zones yet: draw one on the map.</Trans>
        </p>
      ) : (
        <ul className="plain-list zone-list">
          {draft.zones.map((zone, i) => {
            const n = i + 1;
            return (
              <li key={zone.shape_id} className="zone-item" data-zone-id={zone.shape_id}>
                <span className="zone-swatch" style={{ background: zone.color }} aria-hidden="true" />
                <span>
                  <Trans id="shipping.zone_name">Zone {n}</Trans>
                </span>
                {!saved.has(zone.shape_id) && (
                  <span className="badge">
                    <Trans id="shipping.zone_unsaved">not saved</Trans>
                  </span>
                )}
                <span className="spacer" />
                <button
                  type="button"
                  className="button button-danger button-small"
                  onClick={() => setZones(draft.zones.filter((z) => z.shape_id !== zone.shape_id))}
                >
                  <Trans id="shipping.delete_zone">Delete zone {n}</Trans>
                </button>
              </li>
            );
          })}
        </ul>
      )}
      <ZonePrices {...props} />
    </TitledSection>
  );
}
