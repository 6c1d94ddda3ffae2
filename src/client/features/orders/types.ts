import type { DishPosition, StaffOrder } from '#shared/schemas/order-answers.ts';
import type { KitchenState } from '#shared/schemas/pub-answers.ts';

/**
 * The staff view of an order as REST and the pub channel send it (docs/product.md S3, S7, D8), inferred from its
 * answer schema. A line added on this screen and not yet saved has no `position_id` nor `modifiers` and names its
 * options by `modifier_option_ids`.
 */
export type OrderDish = Omit<DishPosition, 'position_id' | 'modifiers'> &
  Partial<Pick<DishPosition, 'position_id' | 'modifiers'>> & { modifier_option_ids?: number[] };

export type Order = Omit<StaffOrder, 'dishes'> & { dishes: OrderDish[] };

/** Pause and busy mode of the pub as it stands (docs/product.md D13), inferred from its answer schema. */
export type { KitchenState };

/** Messages of the pub channel. */
export type LiveMessage =
  { event_type: 'GET_ALL'; orders: Order[] } | { event_type: 'CREATE_EVENT' | 'UPDATE_EVENT'; order: Order };
/** The pub's pause or busy state changed (docs/product.md D13). */
export interface PubMessage {
  event_type: 'PUB_EVENT';
  pub: KitchenState & { id: number };
}
