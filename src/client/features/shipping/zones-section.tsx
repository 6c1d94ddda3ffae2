import { Suspense, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { LatLng, Shape } from '#shared/zones.ts';
import { LazyZoneEditor } from '../../components/map/lazy.ts';
import { pushAlert } from '../../lib/alerts.ts';
import { zonesDiffer } from '../../components/map/zone-rules.ts';
import { useShippingSave, type Shipping } from './queries.ts';
import { ZonePrices } from './zone-prices.tsx';

/**
 * Delivery zones: the map editor, the list of zones (delete), "Save zones" shown only when the edited
 * zones differ from the loaded ones, then prices and free-delivery thresholds for saved zones.
 */
export function ZonesSection({ companyId, pubId, shipping, location }: { companyId: number; pubId: number; shipping: Shipping; location: LatLng }) {
  const { t } = useLingui();
  const [zones, setZones] = useState<Shape[]>(shipping.shapes);
  const save = useShippingSave<{ shapes: Shape[] }>(companyId, pubId, 'shipping', 'shipping.zones');
  const saved = new Set(shipping.shapes.map((z) => z.shape_id));
  const reject = () => pushAlert({ source: 'shipping.zones', type: 'danger', text: t({ id: 'shipping.zone_discarded', message: 'A zone needs at least 3 vertices and must differ from the previous one.' }) });
  return (
    <section className="card stack" aria-labelledby="shipping-zones-title">
      <h2 id="shipping-zones-title"><Trans id="shipping.zones_title">Delivery zones</Trans></h2>
      <Suspense fallback={<div className="spinner" />}>
        <LazyZoneEditor center={location} zones={zones} onChange={setZones} onReject={reject} />
      </Suspense>
      {zones.length === 0 ? (
        <p className="muted"><Trans id="shipping.no_zones">No zones yet: draw one on the map.</Trans></p>
      ) : (
        <ul className="zone-list">
          {zones.map((zone, i) => {
            const n = i + 1;
            return (
            <li key={zone.shape_id} className="zone-item" data-zone-id={zone.shape_id}>
              <span className="zone-swatch" style={{ background: zone.color }} aria-hidden="true" />
              <span><Trans id="shipping.zone_name">Zone {n}</Trans></span>
              {!saved.has(zone.shape_id) && <span className="badge"><Trans id="shipping.zone_unsaved">not saved</Trans></span>}
              <span className="spacer" />
              <button type="button" className="button button-danger button-small" onClick={() => setZones((list) => list.filter((z) => z.shape_id !== zone.shape_id))}>
                <Trans id="shipping.delete_zone">Delete zone {n}</Trans>
              </button>
            </li>
            );
          })}
        </ul>
      )}
      {zonesDiffer(shipping.shapes, zones) && (
        <button type="button" className="button" disabled={save.isPending} onClick={() => save.mutate({ shapes: zones })}>
          <Trans id="shipping.save_zones">Save zones</Trans>
        </button>
      )}
      <ZonePrices companyId={companyId} pubId={pubId} shipping={shipping} zones={zones.filter((z) => saved.has(z.shape_id))} />
    </section>
  );
}
