import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { toBani, toLei } from '#shared/money.ts';
import { selectionFits, unitPriceBani } from '#shared/menu-rules.ts';
import { Popup } from '../../components/ui/popup.tsx';
import { ModifierChoices } from '../../components/ui/modifier-choices.tsx';
import { addDish, effectivePrice } from './dish-list.ts';
import type { PubDish } from './order-queries.ts';
import type { OrderActions } from './use-order-actions.ts';
import type { Order } from './types.ts';
import { ActionRow } from '../../components/ui/popup-actions.tsx';
import { InputField } from '../../components/ui/field.tsx';
import { SelectField } from '../../components/ui/choice-fields.tsx';

/**
 * "Add dish to order" (docs/product.md S5): a dish and a quantity (numeric, 1 once a dish is picked). A dish with
 * modifier groups asks for its options (docs/product.md D12), required groups first to be satisfied before adding; a line
 * of the same dish with the same options has its count raised, other options make a new line.
 */
export function AddDishPopup({
  open,
  onClose,
  order,
  dishes,
  actions,
  currency,
}: {
  open: boolean;
  onClose: () => void;
  order: Order;
  dishes: PubDish[];
  actions: OrderActions;
  currency: string;
}) {
  const { t } = useLingui();
  const [dishId, setDishId] = useState(0);
  const [quantity, setQuantity] = useState('');
  const [chosen, setChosen] = useState<number[]>([]);
  const dish = dishes.find((d) => d.id === dishId);
  const groups = dish?.modifier_groups ?? [];
  const count = Number(quantity);
  const optionsValid = groups.every((g) =>
    selectionFits(g.min_select, g.max_select, g.options.filter((o) => chosen.includes(o.id)).length),
  );
  const valid = dishId > 0 && Number.isInteger(count) && count > 0 && optionsValid;
  const close = () => {
    setDishId(0);
    setQuantity('');
    setChosen([]);
    onClose();
  };
  const submit = () => {
    if (!dish || !valid) return;
    const options = groups.flatMap((g) =>
      g.options
        .filter((o) => chosen.includes(o.id))
        .map((o) => ({
          group_id: g.id,
          group_name: g.name,
          option_id: o.id,
          name: o.name,
          price_delta: o.price_delta,
        })),
    );
    const price = toLei(
      unitPriceBani(
        toBani(effectivePrice(dish)),
        options.map((o) => toBani(o.price_delta)),
      ),
    );
    actions.dishes.mutate(
      addDish(order.dishes, {
        dish_id: dish.id,
        name: dish.name,
        dish_price: price,
        count,
        modifiers: options,
        modifier_option_ids: options.map((o) => o.option_id),
      }),
      { onSuccess: close },
    );
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
        <SelectField
          label={<Trans id="orders.add_dish.dish">Dish</Trans>}
          value={dishId}
          onChange={(v) => {
            setDishId(Number(v));
            setQuantity('1');
            setChosen([]);
          }}
          options={[
            { value: 0, label: t({ id: 'orders.add_dish.choose', message: 'Choose a dish' }) },
            ...dishes.map((d) => ({ value: d.id, label: d.name })),
          ]}
        />
        {groups.length > 0 && (
          <ModifierChoices groups={groups} chosen={chosen} onChange={setChosen} currency={currency} />
        )}
        <InputField
          label={<Trans id="orders.add_dish.quantity">Quantity</Trans>}
          inputMode="numeric"
          value={quantity}
          aria-invalid={quantity !== '' && !(Number.isInteger(count) && count > 0)}
          onChange={(e) => setQuantity(e.target.value.replace(/[^\d]/g, ''))}
        />
        <ActionRow
          label={<Trans id="orders.add_dish.submit">Add</Trans>}
          disabled={!valid || actions.dishes.isPending}
          leave="cancel"
          onLeave={close}
        />
      </form>
    </Popup>
  );
}
