import { useMutation, useQueryClient } from '@tanstack/react-query';
import { showError } from '../../lib/alerts.ts';
import { courierAction, courierMutationKeys, type CourierAction, type CourierActionKind } from '../../lib/offline.ts';
import { courierQueries } from './api.ts';
import { upsertOrder } from './orders-cache.ts';
import { useCourierId } from './session.ts';
import type { CourierOrder } from './types.ts';

/**
 * A courier action through the offline queue (lib/offline-mutations.ts): the mutation defaults send it,
 * in order and once, with the key and `at` made at the tap. `patch` shows the expected result at once
 * (a stage reached offline is shown as reached); the server's answer or event replaces it.
 */
export function useCourierAction(
  kind: CourierActionKind,
  onDone: (order: CourierOrder | null) => void,
  patch?: (order: CourierOrder, v: CourierAction) => CourierOrder,
) {
  const queryClient = useQueryClient();
  const courierId = useCourierId();
  const key = courierQueries.orders(courierId).queryKey;
  const mutation = useMutation<{ order?: CourierOrder | null }, Error, CourierAction>({
    mutationKey: courierMutationKeys[kind],
    onMutate: (v) => {
      if (patch)
        queryClient.setQueryData(key, (list: CourierOrder[] = []) =>
          list.map((o) => (o.id === v.orderId ? patch(o, v) : o)),
        );
    },
    onSuccess: ({ order }) => {
      if (order) queryClient.setQueryData(key, (list: CourierOrder[] = []) => upsertOrder(list, order, courierId));
      void queryClient.invalidateQueries({ queryKey: courierQueries.profile().queryKey });
      void queryClient.invalidateQueries({ queryKey: courierQueries.ledgerRoot() });
      onDone(order ?? null);
    },
    onError: (error) => {
      showError(`courier.${kind}`, error);
      // The order changed under us (taken by someone else, canceled by the venue): show what is true now.
      void queryClient.invalidateQueries({ queryKey: key });
    },
  });
  return {
    ...mutation,
    run: (orderId: number, extra: Partial<CourierAction> = {}) =>
      mutation.mutate(courierAction(orderId, extra, courierId)),
  };
}
