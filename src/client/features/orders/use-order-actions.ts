import { useMutation } from '@tanstack/react-query';
import type { OrderStatus } from '#shared/constants.ts';
import { orderTotals } from '#shared/money.ts';
import { showError } from '../../lib/alerts.ts';
import { toWire } from './dish-list.ts';
import { orderCalls } from './order-queries.ts';
import { useStoreOrder } from './use-order.ts';
import type { Order, OrderDish } from './types.ts';

/** A new status, or an accept with the minutes it names. */
export type StatusChange = OrderStatus | { to: OrderStatus; prepMinutes: number };

/**
 * The staff calls on one order (docs/product.md S7 "Orders"). On success the local order is updated at once —
 * from the answer's `order` when the server sends one, else patched — and the channel's UPDATE_EVENT
 * (a higher version) settles it. Failures show under the call's own source key (docs/product.md S8).
 */
export function useOrderActions(companyId: number, order: Order) {
  const store = useStoreOrder(order.pub_id);
  const ids = [companyId, order.pub_id, order.id] as const;
  const settle = (patch: Partial<Order>) => (answer: { order?: Order }) =>
    store(answer.order ?? { ...order, ...patch });
  const withTotals = (dishes: OrderDish[], deliveryPrice = order.delivery_price): Partial<Order> => ({
    dishes,
    ...orderTotals(dishes, deliveryPrice, order.commission_applied),
  });

  const status = useMutation({
    mutationKey: ['orders', 'update-status'],
    mutationFn: (next: StatusChange) =>
      typeof next === 'string' ? orderCalls.status(...ids, next) : orderCalls.status(...ids, next.to, next.prepMinutes),
    onSuccess: (answer, next) => settle({ status: typeof next === 'string' ? next : next.to })(answer),
    onError: (error) => showError('orders.update_status', error),
  });
  const preparationTime = useMutation({
    mutationKey: ['orders', 'update-preparation-time'],
    mutationFn: (time: string) => orderCalls.preparationTime(...ids, time),
    onSuccess: (answer, time) => settle({ approximate_preparation_time: time })(answer),
    onError: (error) => showError('orders.update_preparation_time', error),
  });
  const prepared = useMutation({
    mutationKey: ['orders', 'update-prepared'],
    mutationFn: (value: boolean) => orderCalls.prepared(...ids, value),
    onSuccess: (answer, value) => settle({ prepared: value })(answer),
    onError: (error) => showError('orders.update_prepared', error),
  });
  const deliveryPrice = useMutation({
    mutationKey: ['orders', 'update-delivery-price'],
    mutationFn: (price: number) => orderCalls.deliveryPrice(...ids, price),
    onSuccess: (answer, price) => settle(withTotals(order.dishes, price))(answer),
    onError: (error) => showError('orders.update_delivery_price', error),
  });
  const dishes = useMutation({
    mutationKey: ['orders', 'update-dishes'],
    mutationFn: (list: OrderDish[]) => orderCalls.dishes(...ids, toWire(list)),
    onSuccess: (answer, list) => settle(withTotals(list))(answer),
    onError: (error) => showError('orders.update_dishes', error),
  });
  const cancel = useMutation({
    mutationKey: ['orders', 'cancel'],
    mutationFn: ({ reason, text }: { reason: string; text: string }) => orderCalls.cancel(...ids, reason, text),
    onSuccess: (answer) => settle({ status: 'canceled' })(answer),
    onError: (error) => showError('orders.update_status', error),
  });
  return { status, preparationTime, prepared, deliveryPrice, dishes, cancel };
}

export type OrderActions = ReturnType<typeof useOrderActions>;
