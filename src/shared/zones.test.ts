import { describe, expect, it } from 'vitest';
import { aZone } from '#test/factories/zones.ts';
import { MAX_ZONES, MAX_ZONE_VERTICES } from './constants.ts';
import { findZone, haversineMeters, isSelfIntersecting, pointInPolygon, validateShapes, type Shape } from './zones.ts';

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const shape = (n: number, coords: [number, number][]): Shape => aZone(id(n), coords);

// A 1°x1° square and an L-shaped (concave) zone; lat first.
const square = shape(1, [
  [47, 28],
  [47, 29],
  [48, 29],
  [48, 28],
]);
const concave = shape(2, [
  [0, 0],
  [0, 2],
  [1, 2],
  [1, 1],
  [2, 1],
  [2, 0],
]);

describe('pointInPolygon', () => {
  it('convex: inside, outside', () => {
    expect(pointInPolygon({ lat: 47.5, lng: 28.5 }, square.vertices)).toBe(true);
    expect(pointInPolygon({ lat: 48.5, lng: 28.5 }, square.vertices)).toBe(false);
    expect(pointInPolygon({ lat: 47.5, lng: 27.9 }, square.vertices)).toBe(false);
  });
  it('concave: the notch is outside', () => {
    expect(pointInPolygon({ lat: 0.5, lng: 1.5 }, concave.vertices)).toBe(true);
    expect(pointInPolygon({ lat: 1.5, lng: 0.5 }, concave.vertices)).toBe(true);
    expect(pointInPolygon({ lat: 1.5, lng: 1.5 }, concave.vertices)).toBe(false);
  });
  it('boundary points (edges and vertices) count as inside', () => {
    expect(pointInPolygon({ lat: 47, lng: 28.5 }, square.vertices)).toBe(true);
    expect(pointInPolygon({ lat: 47.5, lng: 29 }, square.vertices)).toBe(true);
    expect(pointInPolygon({ lat: 48, lng: 28 }, square.vertices)).toBe(true);
    expect(pointInPolygon({ lat: 1, lng: 1.5 }, concave.vertices)).toBe(true); // inner corner edge
    expect(pointInPolygon({ lat: 1, lng: 1 }, concave.vertices)).toBe(true);
  });
  it('accepts a closed ring and rejects a ring with under 3 vertices', () => {
    expect(pointInPolygon({ lat: 47.5, lng: 28.5 }, [...square.vertices, square.vertices[0]])).toBe(true);
    expect(pointInPolygon({ lat: 47, lng: 28 }, square.vertices.slice(0, 2))).toBe(false);
  });
});

describe('findZone', () => {
  const big = shape(3, [
    [46, 27],
    [46, 31],
    [49, 31],
    [49, 27],
  ]); // centroid 47.5, 29
  const small = shape(4, [
    [47, 28],
    [47, 28.4],
    [47.4, 28.4],
    [47.4, 28],
  ]); // centroid 47.2, 28.2
  it('finds the zone and its price', () => {
    expect(findZone({ lat: 47.5, lng: 28.5 }, [square], { [square.shape_id]: 25 })).toEqual({
      shape: square,
      price: 25,
    });
    expect(findZone({ lat: 50, lng: 28.5 }, [square], { [square.shape_id]: 25 })).toBeNull();
  });
  it('a zone without a saved price does not deliver', () => {
    expect(findZone({ lat: 47.5, lng: 28.5 }, [square], {})).toBeNull();
    expect(findZone({ lat: 47.1, lng: 28.1 }, [small, big], { [big.shape_id]: 40 })?.shape).toBe(big);
  });
  it('overlapping zones resolve to the one whose centroid is nearest', () => {
    const prices = { [big.shape_id]: 40, [small.shape_id]: 10 };
    expect(findZone({ lat: 47.1, lng: 28.1 }, [big, small], prices)).toEqual({ shape: small, price: 10 });
    expect(findZone({ lat: 47.38, lng: 28.38 }, [small, big], prices)?.shape).toBe(small);
    // Near the big zone's centre while still inside the small zone's corner: big wins.
    const corner = shape(5, [
      [47.4, 28.9],
      [47.4, 32],
      [50, 32],
    ]);
    expect(findZone({ lat: 47.45, lng: 29 }, [corner, big], { [corner.shape_id]: 1, [big.shape_id]: 2 })?.shape).toBe(
      big,
    );
  });
  it('a zero price delivers (free), a boundary point finds the zone', () => {
    expect(findZone({ lat: 47, lng: 28 }, [square], { [square.shape_id]: 0 })?.price).toBe(0);
  });
});

describe('haversineMeters', () => {
  it('measures known distances', () => {
    expect(haversineMeters({ lat: 0, lng: 0 }, { lat: 0, lng: 1 })).toBeCloseTo(111_195, -1);
    expect(haversineMeters({ lat: 47, lng: 28 }, { lat: 47, lng: 28 })).toBe(0);
  });
});

describe('validateShapes', () => {
  it('accepts good zones, closed rings included', () => {
    expect(validateShapes([square, concave])).toEqual([]);
    expect(validateShapes([{ ...square, vertices: [...square.vertices, square.vertices[0]] }])).toEqual([]);
  });
  it('rejects a 2-vertex zone, bad coordinates, bad ids and colours', () => {
    expect(
      validateShapes([
        shape(1, [
          [47, 28],
          [47, 29],
        ]),
      ]),
    ).toEqual([{ index: 0, problem: 'too_few_vertices' }]);
    expect(
      validateShapes([
        shape(1, [
          [200, 28],
          [47, 29],
          [48, 29],
        ]),
      ])[0].problem,
    ).toBe('bad_coordinate');
    expect(
      validateShapes([
        shape(1, [
          [47, 181],
          [47, 29],
          [48, 29],
        ]),
      ])[0].problem,
    ).toBe('bad_coordinate');
    expect(validateShapes([{ ...square, shape_id: 'x' }])[0].problem).toBe('bad_id');
    expect(validateShapes([square, square]).map((p) => p.problem)).toEqual(['duplicate_id']);
    expect(validateShapes([{ ...square, color: 'red' }])[0].problem).toBe('bad_color');
  });
  it('rejects self-intersecting polygons (bow tie)', () => {
    const bowTie = shape(1, [
      [0, 0],
      [1, 1],
      [1, 0],
      [0, 1],
    ]);
    expect(isSelfIntersecting(bowTie.vertices)).toBe(true);
    expect(isSelfIntersecting(concave.vertices)).toBe(false);
    expect(validateShapes([bowTie])[0].problem).toBe('self_intersecting');
  });
  it('enforces MAX_ZONES and MAX_ZONE_VERTICES', () => {
    const many = Array.from({ length: MAX_ZONES + 1 }, (_, i) => ({ ...square, shape_id: id(i + 10) }));
    expect(validateShapes(many)).toEqual([{ index: -1, problem: 'too_many_zones' }]);
    const circle = Array.from({ length: MAX_ZONE_VERTICES + 1 }, (_, i): [number, number] => {
      const a = (2 * Math.PI * i) / (MAX_ZONE_VERTICES + 1);
      return [47 + Math.sin(a), 28 + Math.cos(a)];
    });
    expect(validateShapes([shape(1, circle)])[0].problem).toBe('too_many_vertices');
    expect(validateShapes([shape(1, circle.slice(0, MAX_ZONE_VERTICES))])).toEqual([]);
  });
});
