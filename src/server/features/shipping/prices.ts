import type { Shape } from '#shared/zones.ts';
import type { FieldErrors } from '#shared/schemas/common.ts';

/** Keeps only the prices of zones that still exist (deleting a zone removes its prices). */
export function pruneToShapes(prices: Record<string, number>, shapes: readonly Shape[]): Record<string, number> {
  const ids = new Set(shapes.map((s) => s.shape_id));
  return Object.fromEntries(Object.entries(prices).filter(([id]) => ids.has(id)));
}

/** Validation fields for price keys that name no zone of the pub, or null when all exist. */
export function unknownZoneFields(prices: Record<string, number>, shapes: readonly Shape[]): FieldErrors | null {
  const ids = new Set(shapes.map((s) => s.shape_id));
  const unknown = Object.keys(prices).filter((id) => !ids.has(id));
  if (!unknown.length) return null;
  return Object.fromEntries(unknown.map((id) => [`prices.${id}`, 'shipping.zone.unknown_zone']));
}
