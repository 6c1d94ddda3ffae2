import { useId, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { amountField, currencyLabel } from '../../lib/format.ts';
import { numericOnly } from './minutes.ts';
import type { DraftProps } from './delivery-settings.tsx';
import { ColumnHeads } from '../../components/ui/column-heads.tsx';

/**
 * Delivery price and free-delivery threshold per zone of the draft (new zones included: they are
 * saved together by the page's Save bar); numeric text only, converted to numbers on save. Shown in the
 * language's format with two decimals ("25,50") and the currency after the field.
 */
export function ZonePrices({ draft, edit }: DraftProps) {
  const { t, i18n } = useLingui();
  const field = (value: string | undefined, label: string, onChange: (v: string) => void) => (
    <PriceInput value={value ?? ''} label={label} locale={i18n.locale} onChange={onChange} />
  );
  if (!draft.zones.length) return null;
  return (
    <table className="zone-prices">
      <ColumnHeads
        columns={[
          { label: <Trans id="shipping.zone">Zone</Trans> },
          { label: <Trans id="shipping.delivery_price">Delivery price</Trans> },
          { label: <Trans id="shipping.free_delivery_from">Free delivery from</Trans> },
        ]}
      />
      <tbody>
        {draft.zones.map((zone, i) => {
          const n = i + 1;
          return (
            <tr key={zone.shape_id}>
              <th scope="row">
                <span className="zone-swatch" style={{ background: zone.color }} aria-hidden="true" />{' '}
                <Trans id="shipping.zone_name">Zone {n}</Trans>
              </th>
              <td>
                {field(
                  draft.prices[zone.shape_id],
                  t({ id: 'shipping.price_label', message: `Delivery price, zone ${n}` }),
                  (v) => edit({ prices: { ...draft.prices, [zone.shape_id]: v } }),
                )}
              </td>
              <td>
                {field(
                  draft.free[zone.shape_id],
                  t({ id: 'shipping.free_label', message: `Free delivery from, zone ${n}` }),
                  (v) => edit({ free: { ...draft.free, [zone.shape_id]: v } }),
                )}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

/** A price typed with "," or "."; two decimals once the field is left; the currency after it. */
function PriceInput({
  value,
  label,
  locale,
  onChange,
}: {
  value: string;
  label: string;
  locale: string;
  onChange: (draft: string) => void;
}) {
  const [focused, setFocused] = useState(false);
  const unitId = useId();
  return (
    <span className="price-input">
      <input
        inputMode="decimal"
        value={amountField(value, locale, !focused)}
        aria-label={label}
        aria-describedby={unitId}
        onFocus={() => setFocused(true)}
        onBlur={() => setFocused(false)}
        onChange={(e) => onChange(numericOnly(e.target.value))}
      />
      <span id={unitId} className="price-input-unit">
        {currencyLabel('Lei', locale)}
      </span>
    </span>
  );
}
