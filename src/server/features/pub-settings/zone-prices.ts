import type { Shape } from '#shared/zones.ts';
import type { FieldErrors } from '#shared/schemas/common.ts';

/**
 * One price per zone (docs/product.md D6): prices of zones that no longer exist go, and every zone without
 * a price gets 0, so the maps always have exactly the zones' ids as keys.
 */
export function pricesForShapes(prices: Record<string, number>, shapes: readonly Shape[]): Record<string, number> {
  return Object.fromEntries(shapes.map((s) => [s.shape_id, prices[s.shape_id] ?? 0]));
}

/** Validation fields for price keys that name no zone of the pub, or null when all exist. */
export function unknownZoneFields(prices: Record<string, number>, shapes: readonly Shape[]): FieldErrors | null {
  const ids = new Set(shapes.map((s) => s.shape_id));
  const unknown = Object.keys(prices).filter((id) => !ids.has(id));
  if (!unknown.length) return null;
  return Object.fromEntries(unknown.map((id) => [`prices.${id}`, 'shipping.zone.unknown_zone']));
}
