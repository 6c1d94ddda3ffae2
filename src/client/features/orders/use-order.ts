import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { upsertById } from '../../lib/live-list.ts';
import { orderQueries } from './order-queries.ts';
import type { Order } from './types.ts';

/**
 * One order for the order page: from the channel-fed list when it holds it, else over REST (before
 * the first GET_ALL, or an old order the snapshot leaves out). `null` = not found.
 */
export function useOrder(companyId: number, pubId: number, orderId: number, list: Order[] | undefined) {
  const fromList = list?.find((o) => o.id === orderId);
  const detail = useQuery({
    ...orderQueries.detail(companyId, pubId, orderId),
    enabled: !fromList && Number.isInteger(orderId) && orderId > 0,
  });
  const fromDetail = detail.data;
  // The newer of the two when both exist (a REST answer may be fresher than the list, or older).
  const order =
    fromList && fromDetail ? (fromDetail.version > fromList.version ? fromDetail : fromList) : (fromList ?? fromDetail);
  const notFound = !order && (detail.isError || !(orderId > 0));
  return { order, notFound, loading: !order && !notFound };
}

/** Writes an order known after a call into the caches (the channel's UPDATE_EVENT follows with its version). */
export function useStoreOrder(pubId: number) {
  const queryClient = useQueryClient();
  return useCallback(
    (order: Order) => {
      queryClient.setQueryData<Order[]>(orderQueries.list(pubId).queryKey, (list) =>
        list ? upsertById(list, order) : list,
      );
      queryClient.setQueryData<Order>(orderQueries.detail(0, pubId, order.id).queryKey, (old) =>
        old && old.version > order.version ? old : order,
      );
    },
    [queryClient, pubId],
  );
}
