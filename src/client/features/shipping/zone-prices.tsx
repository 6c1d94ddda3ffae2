import { Trans, useLingui } from '@lingui/react/macro';
import { numericOnly } from './minutes.ts';
import type { DraftProps } from './delivery-settings.tsx';

/**
 * Delivery price and free-delivery threshold per zone of the draft (new zones included: they are
 * saved together by the page's Save bar); numeric text only, converted to numbers on save.
 */
export function ZonePrices({ draft, edit }: DraftProps) {
  const { t } = useLingui();
  if (!draft.zones.length) return null;
  return (
    <table className="zone-prices">
      <thead>
        <tr>
          <th scope="col"><Trans id="shipping.zone">Zone</Trans></th>
          <th scope="col"><Trans id="shipping.delivery_price">Delivery price</Trans></th>
          <th scope="col"><Trans id="shipping.free_delivery_from">Free delivery from</Trans></th>
        </tr>
      </thead>
      <tbody>
        {draft.zones.map((zone, i) => {
          const n = i + 1;
          return (
            <tr key={zone.shape_id}>
              <th scope="row"><span className="zone-swatch" style={{ background: zone.color }} aria-hidden="true" /> <Trans id="shipping.zone_name">Zone {n}</Trans></th>
              <td>
                <input inputMode="decimal" value={draft.prices[zone.shape_id] ?? ''} aria-label={t({ id: 'shipping.price_label', message: `Delivery price, zone ${n}` })}
                  onChange={(e) => edit({ prices: { ...draft.prices, [zone.shape_id]: numericOnly(e.target.value) } })} />
              </td>
              <td>
                <input inputMode="decimal" value={draft.free[zone.shape_id] ?? ''} aria-label={t({ id: 'shipping.free_label', message: `Free delivery from, zone ${n}` })}
                  onChange={(e) => edit({ free: { ...draft.free, [zone.shape_id]: numericOnly(e.target.value) } })} />
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
