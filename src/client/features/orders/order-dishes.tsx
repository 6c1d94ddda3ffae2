import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { orderTotals } from '#shared/money.ts';
import { formatMoney } from '../../lib/format.ts';
import { LineModifiers } from '../../components/ui/order-vocabulary.tsx';
import { AddDishPopup } from './add-dish-popup.tsx';
import { CommentText } from './comment-text.tsx';
import { DeleteDishPopup } from './delete-dish-popup.tsx';
import type { PubDish } from './order-queries.ts';
import type { OrderActions } from './use-order-actions.ts';
import type { Order, OrderDish } from './types.ts';
import { ColumnHeads } from '../../components/ui/column-heads.tsx';
import { TitledSection } from '../../components/ui/titled-section.tsx';

/**
 * Dish positions, totals and comments (docs/product.md S2, S9): the product total is the sum divided by 1.1 when
 * commission was applied, the commission is the rest, and the final price is the sum plus delivery. Each line
 * shows its options under the name (docs/product.md D12); one dish may sit on two lines with different options.
 */
export function OrderDishes({
  order,
  actions,
  dishes,
  currency,
}: {
  order: Order;
  actions: OrderActions;
  dishes: PubDish[];
  currency: string;
}) {
  const { t } = useLingui();
  const [adding, setAdding] = useState(false);
  const [deleting, setDeleting] = useState<OrderDish | null>(null);
  const totals = orderTotals(order.dishes, order.delivery_price, order.commission_applied);
  const money = (n: number) => formatMoney(n, currency);
  return (
    <TitledSection
      className="card order-section"
      title={<Trans id="orders.dishes.title">Dishes</Trans>}
      action={
        <button type="button" className="button button-small" onClick={() => setAdding(true)}>
          <Trans id="orders.dishes.add">Add dish</Trans>
        </button>
      }
    >
      <table className="order-dishes">
        <ColumnHeads
          columns={[
            { label: <Trans id="orders.dishes.name">Dish</Trans> },
            { label: <Trans id="orders.dishes.count">Qty</Trans>, numeric: true },
            { label: <Trans id="orders.dishes.price">Price</Trans>, numeric: true },
            { label: <Trans id="orders.dishes.sum">Sum</Trans>, numeric: true },
            {
              label: (
                <span className="visually-hidden">
                  <Trans id="orders.dishes.actions">Actions</Trans>
                </span>
              ),
            },
          ]}
        />
        <tbody>
          {order.dishes.map((d, i) => (
            <tr key={d.position_id ?? `new-${i}`}>
              <td>
                {d.name}
                <LineModifiers modifiers={d.modifiers} currency={currency} />
              </td>
              <td className="num">{d.count}</td>
              <td className="num">{money(d.dish_price)}</td>
              <td className="num">{money(d.count * d.dish_price)}</td>
              <td className="num">
                <button
                  type="button"
                  className="icon-button"
                  aria-label={t({ id: 'orders.dishes.delete_label', message: `Delete ${d.name}` })}
                  onClick={() => setDeleting(d)}
                >
                  ×
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <dl className="order-totals">
        <dt>
          <Trans id="orders.totals.products">Products</Trans>
        </dt>
        <dd data-total="products">{money(totals.total_dishes_price_without_commission)}</dd>
        {order.commission_applied && (
          <>
            <dt>
              <Trans id="orders.totals.commission">Commission</Trans>
            </dt>
            <dd data-total="commission">{money(totals.commission)}</dd>
          </>
        )}
        {order.order_type === 'delivery' && (
          <>
            <dt>
              <Trans id="orders.totals.delivery">Delivery</Trans>
            </dt>
            <dd data-total="delivery">{money(totals.delivery_price)}</dd>
          </>
        )}
        <dt>
          <Trans id="orders.totals.total">Total</Trans>
        </dt>
        <dd data-total="total">{money(totals.total_price)}</dd>
      </dl>
      {order.comments && (
        <div className="order-comments">
          <h3>
            <Trans id="orders.dishes.comments">Comments</Trans>
          </h3>
          <p>
            <CommentText comment={order.comments} />
          </p>
        </div>
      )}
      <AddDishPopup
        open={adding}
        onClose={() => setAdding(false)}
        order={order}
        dishes={dishes}
        actions={actions}
        currency={currency}
      />
      <DeleteDishPopup dish={deleting} onClose={() => setDeleting(null)} order={order} actions={actions} />
    </TitledSection>
  );
}
