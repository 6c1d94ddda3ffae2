import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Shape } from '#shared/zones.ts';
import { numericOnly } from './minutes.ts';
import { useShippingSave, type Shipping } from './queries.ts';

type Drafts = Record<string, string>;
const toDrafts = (prices: Record<string, number>): Drafts => Object.fromEntries(Object.entries(prices).map(([id, v]) => [id, String(v)]));
/** Only filled, numeric inputs are sent (a zone without a price does not deliver). */
const toPrices = (drafts: Drafts, zones: Shape[]): Record<string, number> =>
  Object.fromEntries(zones.flatMap((z) => (drafts[z.shape_id] ?? '') !== '' && Number.isFinite(Number(drafts[z.shape_id])) ? [[z.shape_id, Number(drafts[z.shape_id])]] : []));
const samePrices = (a: Record<string, number>, b: Record<string, number>) =>
  Object.keys(a).length === Object.keys(b).length && Object.entries(a).every(([k, v]) => b[k] === v);

/**
 * Delivery price and free-delivery threshold per saved zone: numeric text only, converted to numbers
 * on save; each save button appears only when its values differ from the loaded ones (spec §5).
 */
export function ZonePrices({ companyId, pubId, shipping, zones }: { companyId: number; pubId: number; shipping: Shipping; zones: Shape[] }) {
  const { t } = useLingui();
  const [prices, setPrices] = useState<Drafts>(() => toDrafts(shipping.shipping_prices));
  const [free, setFree] = useState<Drafts>(() => toDrafts(shipping.shipping_free_delivery_prices));
  const savePrices = useShippingSave<{ prices: Record<string, number> }>(companyId, pubId, 'shipping-price', 'shipping.prices');
  const saveFree = useShippingSave<{ prices: Record<string, number> }>(companyId, pubId, 'shipping-free-delivery-prices', 'shipping.free_prices');
  if (!zones.length) return null;
  // Zones hidden from the list (deleted but not saved yet) keep their stored prices until zones are saved.
  const loadedPrices = shipping.shipping_prices;
  const loadedFree = shipping.shipping_free_delivery_prices;
  const nextPrices = { ...others(loadedPrices, zones), ...toPrices(prices, zones) };
  const nextFree = { ...others(loadedFree, zones), ...toPrices(free, zones) };
  const indexOf = (zone: Shape) => shipping.shapes.findIndex((z) => z.shape_id === zone.shape_id) + 1;
  return (
    <div className="stack">
      <table className="zone-prices">
        <thead>
          <tr>
            <th scope="col"><Trans id="shipping.zone">Zone</Trans></th>
            <th scope="col"><Trans id="shipping.delivery_price">Delivery price</Trans></th>
            <th scope="col"><Trans id="shipping.free_delivery_from">Free delivery from</Trans></th>
          </tr>
        </thead>
        <tbody>
          {zones.map((zone) => {
            const n = indexOf(zone);
            return (
              <tr key={zone.shape_id}>
                <th scope="row"><span className="zone-swatch" style={{ background: zone.color }} aria-hidden="true" /> <Trans id="shipping.zone_name">Zone {n}</Trans></th>
                <td>
                  <input inputMode="decimal" value={prices[zone.shape_id] ?? ''} aria-label={t({ id: 'shipping.price_label', message: `Delivery price, zone ${n}` })}
                    onChange={(e) => setPrices((d) => ({ ...d, [zone.shape_id]: numericOnly(e.target.value) }))} />
                </td>
                <td>
                  <input inputMode="decimal" value={free[zone.shape_id] ?? ''} aria-label={t({ id: 'shipping.free_label', message: `Free delivery from, zone ${n}` })}
                    onChange={(e) => setFree((d) => ({ ...d, [zone.shape_id]: numericOnly(e.target.value) }))} />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <div className="row">
        {!samePrices(nextPrices, loadedPrices) && (
          <button type="button" className="button" disabled={savePrices.isPending} onClick={() => savePrices.mutate({ prices: nextPrices })}>
            <Trans id="shipping.save_prices">Save delivery prices</Trans>
          </button>
        )}
        {!samePrices(nextFree, loadedFree) && (
          <button type="button" className="button" disabled={saveFree.isPending} onClick={() => saveFree.mutate({ prices: nextFree })}>
            <Trans id="shipping.save_free_prices">Save free-delivery thresholds</Trans>
          </button>
        )}
      </div>
    </div>
  );
}

function others(prices: Record<string, number>, zones: Shape[]): Record<string, number> {
  return Object.fromEntries(Object.entries(prices).filter(([id]) => !zones.some((z) => z.shape_id === id)));
}
