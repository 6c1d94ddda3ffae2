import { useQuery } from '@tanstack/react-query';
import { getSession } from '../../lib/session.ts';
import { orderQueries } from './order-queries.ts';
import { useOrdersLive } from './use-orders-live.ts';

/** The pub channel's list, the pub (currency, delivery type, dishes) and the connection state. */
export function usePubOrders(pubId: number) {
  const connection = useOrdersLive(pubId);
  const companyId = getSession().companyId;
  const list = useQuery(orderQueries.list(pubId));
  const pub = useQuery(orderQueries.pub(companyId, pubId));
  const currency = pub.data?.pub.currency?.symbol ?? 'Lei';
  return { connection, list, pub, currency, companyId };
}
