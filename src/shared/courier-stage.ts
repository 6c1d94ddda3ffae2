import { COURIER_STAGES, type CourierStage } from './constants.ts';

/**
 * The courier's stage of an order (docs/product.md D14): '' while nobody holds it; orders reserved before
 * stages existed count as `reserved`.
 */
export function stageOf(order: { reserverCourierId: number | null; courierStage: string }): CourierStage | '' {
  if (order.reserverCourierId === null) return '';
  return (COURIER_STAGES as readonly string[]).includes(order.courierStage)
    ? (order.courierStage as CourierStage)
    : 'reserved';
}

/** The stage after `stage`, or null after the last one (then comes "delivered"). */
export function nextStage(stage: CourierStage | ''): CourierStage | null {
  const i = COURIER_STAGES.indexOf((stage || 'reserved') as CourierStage);
  return COURIER_STAGES[i + 1] ?? null;
}
