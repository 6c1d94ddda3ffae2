import { LineModifiers } from '../../components/ui/order-vocabulary.tsx';
import { CommentText } from './comment-text.tsx';
import type { Order } from './types.ts';

/**
 * What the cook reads, on the board card (`ticket`) and the printed ticket (`kitchen-ticket`) alike: each
 * line with its count and options, then the guest's comment with allergy words marked.
 */
export function TicketLines({
  order,
  prefix,
  currency,
}: {
  order: Pick<Order, 'dishes' | 'comments'>;
  prefix: 'ticket' | 'kitchen-ticket';
  currency?: string;
}) {
  return (
    <>
      <ul className={`${prefix}-lines`}>
        {order.dishes.map((d, i) => (
          <li key={`${d.dish_id}-${i}`}>
            <span className={`${prefix}-count`}>{d.count}×</span> <span className={`${prefix}-dish`}>{d.name}</span>
            <LineModifiers modifiers={d.modifiers} currency={currency} />
          </li>
        ))}
      </ul>
      {order.comments && (
        <p className={`${prefix}-comment`}>
          <CommentText comment={order.comments} />
        </p>
      )}
    </>
  );
}
