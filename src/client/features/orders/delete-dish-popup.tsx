import { Trans, useLingui } from '@lingui/react/macro';
import { Popup } from '../../components/ui/popup.tsx';
import { removeDish } from './dish-list.ts';
import type { OrderActions } from './use-order-actions.ts';
import type { Order, OrderDish } from './types.ts';
import { WORDS } from '../../components/ui/words.ts';
import { ActionRow } from '../../components/ui/popup-actions.tsx';

/** "Delete dish from order" (docs/product.md S5): a confirmation, then the whole remaining list is sent. */
export function DeleteDishPopup({
  dish,
  onClose,
  order,
  actions,
}: {
  dish: OrderDish | null;
  onClose: () => void;
  order: Order;
  actions: OrderActions;
}) {
  const { t, i18n } = useLingui();
  const name = dish?.name ?? '';
  return (
    <Popup open={dish !== null} onClose={onClose} title={t({ id: 'orders.delete_dish.title', message: 'Delete dish' })}>
      <p>
        <Trans id="orders.delete_dish.question">Delete "{name}" from the order?</Trans>
      </p>
      <ActionRow
        danger
        label={i18n._(WORDS.delete)}
        onAction={() => dish && actions.dishes.mutate(removeDish(order.dishes, dish), { onSuccess: onClose })}
        disabled={actions.dishes.isPending}
        leave="cancel"
        onLeave={onClose}
      />
    </Popup>
  );
}
