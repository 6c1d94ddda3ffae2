import type { Shape } from '#shared/zones.ts';

/**
 * Test delivery zones, for the server's factories and the client's tests alike (only `#shared` types here).
 * `corners` are `[lat, lng]` pairs; the colour is the palette's first unless a test names another.
 */
export function aZone(shapeId: string, corners: [number, number][], color = '#e6194b'): Shape {
  return { shape_id: shapeId, color, vertices: corners.map(([lat, lng]) => ({ lat, lng })) };
}

/** The four corners of a box from its south-west to its north-east corner, in the order south-west, north-west, north-east, south-east. */
export function box(south: number, west: number, north: number, east: number): [number, number][] {
  return [
    [south, west],
    [north, west],
    [north, east],
    [south, east],
  ];
}
