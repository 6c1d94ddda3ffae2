import { ZONE_PALETTE } from '#shared/constants.ts';
import { openRing, type LatLng, type Shape } from '#shared/zones.ts';

/**
 * The zone-drawing rules of docs/product.md S5 "Shipping", kept free of the map so they are unit tested:
 * a zone with fewer than 3 vertices is discarded, one identical to the previous zone is ignored,
 * colours come from the 9-colour palette and then at random.
 */

// Within the precision zones are drawn with (see verticesToRing).
const same = (a: LatLng, b: LatLng) => Math.abs(a.lat - b.lat) < 1e-7 && Math.abs(a.lng - b.lng) < 1e-7;

/** Same ring, whichever vertex it starts at and in either direction. */
export function sameRing(a: readonly LatLng[], b: readonly LatLng[]): boolean {
  const x = openRing(a);
  const y = openRing(b);
  if (x.length !== y.length || x.length === 0) return false;
  const n = x.length;
  for (const ring of [y, [...y].reverse()]) {
    for (let shift = 0; shift < n; shift++) {
      if (x.every((v, i) => same(v, ring[(i + shift) % n]))) return true;
    }
  }
  return false;
}

export type DrawVerdict = 'accept' | 'too_few_vertices' | 'duplicate';

export function judgeDrawnZone(zones: readonly Shape[], vertices: readonly LatLng[]): DrawVerdict {
  const ring = openRing(vertices);
  if (ring.length < 3) return 'too_few_vertices';
  const previous = zones.at(-1);
  if (previous && sameRing(previous.vertices, ring)) return 'duplicate';
  return 'accept';
}

/** The first palette colour no zone uses, else a random one. */
export function nextZoneColor(zones: readonly Shape[], random: () => number = Math.random): string {
  const used = new Set(zones.map((z) => z.color.toLowerCase()));
  const free = ZONE_PALETTE.find((c) => !used.has(c.toLowerCase()));
  if (free) return free;
  return `#${Math.floor(random() * 0xffffff)
    .toString(16)
    .padStart(6, '0')}`;
}

/** Whether the edited zones differ from the loaded ones (the zone save button shows only then). */
export function zonesDiffer(loaded: readonly Shape[], edited: readonly Shape[]): boolean {
  if (loaded.length !== edited.length) return true;
  return loaded.some((a, i) => {
    const b = edited[i];
    return (
      a.shape_id !== b.shape_id ||
      a.color !== b.color ||
      a.vertices.length !== b.vertices.length ||
      a.vertices.some((v, j) => !same(v, b.vertices[j]))
    );
  });
}

/** GeoJSON polygon ring ([lng, lat], closed) ↔ stored vertices ({lat, lng}, open). */
export function ringToVertices(ring: readonly (readonly number[])[]): LatLng[] {
  return openRing(ring.map(([lng, lat]) => ({ lat, lng })));
}
export function verticesToRing(vertices: readonly LatLng[]): [number, number][] {
  // terra-draw refuses coordinates finer than its precision (zones typed or computed elsewhere carry
  // float noise such as 46.974500000000006); 7 decimals is about a centimetre.
  const round = (n: number) => Math.round(n * 1e7) / 1e7;
  const open = openRing(vertices).map((v): [number, number] => [round(v.lng), round(v.lat)]);
  return open.length ? [...open, open[0]] : open;
}
