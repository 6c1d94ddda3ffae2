/** A scheduled order is offered to no courier before its fire time (docs/product.md D16). */
export function firedBy(order: { firesAt: Date | null }, now: Date): boolean {
  return order.firesAt === null || order.firesAt.getTime() <= now.getTime();
}

/** True when this pub would offer its orders to this courier (ignoring the order's own state). */
export function pubOffersTo(pub: { deliveryType: string }, assigned: boolean): boolean {
  return pub.deliveryType === 'delivery_service' || assigned;
}
