import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Popup } from '../../components/ui/popup.tsx';
import { addDish, effectivePrice } from './dish-list.ts';
import type { PubDish } from './order-queries.ts';
import type { OrderActions } from './use-order-actions.ts';
import type { Order } from './types.ts';
import { WORDS } from '../../components/ui/words.ts';

/** "Add dish to order" (docs/product.md S5): a dish and a quantity (numeric, 1 once a dish is picked); a dish already there has its count raised. */
export function AddDishPopup({ open, onClose, order, dishes, actions }: { open: boolean; onClose: () => void; order: Order; dishes: PubDish[]; actions: OrderActions }) {
  const { t, i18n } = useLingui();
  const [dishId, setDishId] = useState(0);
  const [quantity, setQuantity] = useState('');
  const count = Number(quantity);
  const valid = dishId > 0 && Number.isInteger(count) && count > 0;
  const close = () => {
    setDishId(0);
    setQuantity('');
    onClose();
  };
  const submit = () => {
    const dish = dishes.find((d) => d.id === dishId);
    if (!dish || !valid) return;
    actions.dishes.mutate(addDish(order.dishes, { dish_id: dish.id, name: dish.name, dish_price: effectivePrice(dish), count }), { onSuccess: close });
  };
  return (
    <Popup open={open} onClose={close} title={t({ id: 'orders.add_dish.title', message: 'Add dish' })}>
      <form
        className="stack"
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <div className="field">
          <label htmlFor="add-dish-dish">
            <Trans id="orders.add_dish.dish">Dish</Trans>
          </label>
          <select
            id="add-dish-dish"
            value={dishId}
            onChange={(e) => {
              setDishId(Number(e.target.value));
              setQuantity('1');
            }}
          >
            <option value={0}>{t({ id: 'orders.add_dish.choose', message: 'Choose a dish' })}</option>
            {dishes.map((d) => (
              <option key={d.id} value={d.id}>
                {d.name}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="add-dish-quantity">
            <Trans id="orders.add_dish.quantity">Quantity</Trans>
          </label>
          <input
            id="add-dish-quantity"
            inputMode="numeric"
            value={quantity}
            aria-invalid={quantity !== '' && !valid}
            onChange={(e) => setQuantity(e.target.value.replace(/[^\d]/g, ''))}
          />
        </div>
        <div className="row">
          <button type="submit" className="button" disabled={!valid || actions.dishes.isPending}>
            <Trans id="orders.add_dish.submit">Add</Trans>
          </button>
          <button type="button" className="button button-secondary" onClick={close}>
            {i18n._(WORDS.cancel)}
          </button>
        </div>
      </form>
    </Popup>
  );
}
