import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { formatMoney } from '../../lib/format.ts';
import type { OrderActions } from './use-order-actions.ts';
import type { Order } from './types.ts';
import { WORDS } from '../../components/ui/words.ts';
import { Field } from '../../components/ui/field.tsx';
import { TitledSection } from '../../components/ui/titled-section.tsx';

/** The order's delivery price (docs/product.md S5): 0 or one of the pub's zone prices; Save only when it differs. */
export function DeliveryPrice({
  order,
  actions,
  prices,
  currency,
}: {
  order: Order;
  actions: OrderActions;
  prices: number[];
  currency: string;
}) {
  const { i18n } = useLingui();
  const [chosen, setChosen] = useState<number | null>(null);
  const value = chosen ?? order.delivery_price;
  const options = [...new Set([0, ...prices, order.delivery_price].filter((n) => Number.isFinite(n)))].sort(
    (a, b) => a - b,
  );
  return (
    <TitledSection className="card order-section" title={<Trans id="orders.delivery.title">Delivery price</Trans>}>
      <div className="row">
        <Field label={<Trans id="orders.delivery.label">Price</Trans>}>
          {(id) => (
            <>
              <select id={id} value={value} onChange={(e) => setChosen(Number(e.target.value))}>
                {options.map((p) => (
                  <option key={p} value={p}>
                    {formatMoney(p, currency)}
                  </option>
                ))}
              </select>
            </>
          )}
        </Field>
        {value !== order.delivery_price && (
          <button
            type="button"
            className="button"
            disabled={actions.deliveryPrice.isPending}
            onClick={() => actions.deliveryPrice.mutate(value, { onSuccess: () => setChosen(null) })}
          >
            {i18n._(WORDS.save)}
          </button>
        )}
      </div>
    </TitledSection>
  );
}
