/**
 * Delivery zone geometry (docs/product.md D6): point-in-zone for the guest checkout, distances, and the
 * polygon rules the server enforces on save. Coordinates are degrees; zones are small (a city), so a
 * local equirectangular projection around the point is precise enough for "nearest" decisions.
 */
import { MAX_ZONES, MAX_ZONE_VERTICES } from './constants.ts';

export interface LatLng {
  lat: number;
  lng: number;
}
export interface Shape {
  shape_id: string;
  color: string;
  vertices: LatLng[];
}

const EARTH_RADIUS_M = 6_371_008.8;
/** Boundary tolerance in degrees (~1 cm): a point this close to an edge counts as inside. */
const EPS = 1e-7;
const rad = (deg: number) => (deg * Math.PI) / 180;

/** Great-circle distance in metres. */
export function haversineMeters(a: LatLng, b: LatLng): number {
  const dLat = rad(b.lat - a.lat);
  const dLng = rad(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Drops a closing vertex equal to the first one (GeoJSON rings repeat it; stored zones do not). */
export function openRing(vertices: readonly LatLng[]): LatLng[] {
  const n = vertices.length;
  if (n > 1 && vertices[0].lat === vertices[n - 1].lat && vertices[0].lng === vertices[n - 1].lng) {
    return vertices.slice(0, n - 1);
  }
  return [...vertices];
}

function onSegment(p: LatLng, a: LatLng, b: LatLng): boolean {
  const cross = (b.lng - a.lng) * (p.lat - a.lat) - (b.lat - a.lat) * (p.lng - a.lng);
  const len = Math.hypot(b.lng - a.lng, b.lat - a.lat);
  if (Math.abs(cross) > EPS * Math.max(len, EPS)) return false;
  return (
    p.lng >= Math.min(a.lng, b.lng) - EPS &&
    p.lng <= Math.max(a.lng, b.lng) + EPS &&
    p.lat >= Math.min(a.lat, b.lat) - EPS &&
    p.lat <= Math.max(a.lat, b.lat) + EPS
  );
}

/** Ray casting (even-odd); a point on an edge or vertex is inside. */
export function pointInPolygon(p: LatLng, vertices: readonly LatLng[]): boolean {
  const ring = openRing(vertices);
  if (ring.length < 3) return false;
  let inside = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const a = ring[i];
    const b = ring[j];
    if (onSegment(p, a, b)) return true;
    if (a.lat > p.lat !== b.lat > p.lat) {
      const lngAtLat = a.lng + ((p.lat - a.lat) * (b.lng - a.lng)) / (b.lat - a.lat);
      if (p.lng < lngAtLat) inside = !inside;
    }
  }
  return inside;
}

/** Area centroid (planar, in degrees); falls back to the vertex mean for degenerate rings. */
export function centroid(vertices: readonly LatLng[]): LatLng {
  const ring = openRing(vertices);
  let area = 0;
  let cLat = 0;
  let cLng = 0;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const f = ring[j].lng * ring[i].lat - ring[i].lng * ring[j].lat;
    area += f;
    cLng += (ring[j].lng + ring[i].lng) * f;
    cLat += (ring[j].lat + ring[i].lat) * f;
  }
  if (Math.abs(area) < 1e-18) {
    const n = ring.length || 1;
    return { lat: ring.reduce((s, v) => s + v.lat, 0) / n, lng: ring.reduce((s, v) => s + v.lng, 0) / n };
  }
  return { lat: cLat / (3 * area), lng: cLng / (3 * area) };
}

function hasPrice(prices: Record<string, number>, id: string): boolean {
  const value = Object.hasOwn(prices, id) ? prices[id] : undefined;
  return typeof value === 'number' && Number.isFinite(value) && value >= 0;
}

/**
 * The zone delivering to `point`, with its price, or null.
 * Rule: only zones with a saved price take part (a zone without one does not deliver); among the
 * zones containing the point (boundary included) the one whose area centroid is nearest to the point
 * (haversine) wins; a tie keeps the earlier zone in the list.
 */
export function findZone(
  point: LatLng,
  shapes: readonly Shape[],
  prices: Record<string, number>,
): { shape: Shape; price: number } | null {
  let best: { shape: Shape; price: number } | null = null;
  let bestDistance = Number.POSITIVE_INFINITY;
  for (const shape of shapes) {
    if (!hasPrice(prices, shape.shape_id) || !pointInPolygon(point, shape.vertices)) continue;
    const distance = haversineMeters(point, centroid(shape.vertices));
    if (distance < bestDistance) {
      best = { shape, price: prices[shape.shape_id] };
      bestDistance = distance;
    }
  }
  return best;
}

function orientation(a: LatLng, b: LatLng, c: LatLng): number {
  const v = (b.lng - a.lng) * (c.lat - a.lat) - (b.lat - a.lat) * (c.lng - a.lng);
  return Math.abs(v) < 1e-15 ? 0 : Math.sign(v);
}
function segmentsIntersect(p1: LatLng, p2: LatLng, q1: LatLng, q2: LatLng): boolean {
  const o1 = orientation(p1, p2, q1);
  const o2 = orientation(p1, p2, q2);
  const o3 = orientation(q1, q2, p1);
  const o4 = orientation(q1, q2, p2);
  if (o1 !== o2 && o3 !== o4) return true;
  return (
    (o1 === 0 && onSegment(q1, p1, p2)) ||
    (o2 === 0 && onSegment(q2, p1, p2)) ||
    (o3 === 0 && onSegment(p1, q1, q2)) ||
    (o4 === 0 && onSegment(p2, q1, q2))
  );
}

/** True when two non-adjacent edges touch or cross (a repeated vertex counts too). */
export function isSelfIntersecting(vertices: readonly LatLng[]): boolean {
  const ring = openRing(vertices);
  const n = ring.length;
  for (let i = 0; i < n; i++) {
    for (let j = i + 1; j < n; j++) {
      const adjacent = j === i + 1 || (i === 0 && j === n - 1);
      if (adjacent) continue;
      if (segmentsIntersect(ring[i], ring[(i + 1) % n], ring[j], ring[(j + 1) % n])) return true;
    }
  }
  return false;
}

export type ShapeProblem =
  | 'too_many_zones'
  | 'too_few_vertices'
  | 'too_many_vertices'
  | 'bad_coordinate'
  | 'self_intersecting'
  | 'duplicate_id'
  | 'bad_id'
  | 'bad_color';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const COLOR = /^#[0-9a-f]{6}$/i;

const validCoordinate = (v: LatLng) =>
  typeof v?.lat === 'number' &&
  typeof v?.lng === 'number' &&
  Number.isFinite(v.lat) &&
  Number.isFinite(v.lng) &&
  v.lat >= -90 &&
  v.lat <= 90 &&
  v.lng >= -180 &&
  v.lng <= 180;

/**
 * Problems of a zone list, empty when it may be saved. `index` is the zone's position (-1: the list).
 * Rings may carry a closing vertex equal to the first; it is not counted.
 */
export function validateShapes(shapes: readonly Shape[]): { index: number; problem: ShapeProblem }[] {
  const problems: { index: number; problem: ShapeProblem }[] = [];
  if (shapes.length > MAX_ZONES) problems.push({ index: -1, problem: 'too_many_zones' });
  const ids = new Set<string>();
  shapes.forEach((shape, index) => {
    const add = (problem: ShapeProblem) => problems.push({ index, problem });
    if (typeof shape.shape_id !== 'string' || !UUID.test(shape.shape_id)) add('bad_id');
    else if (ids.has(shape.shape_id)) add('duplicate_id');
    ids.add(shape.shape_id);
    if (typeof shape.color !== 'string' || !COLOR.test(shape.color)) add('bad_color');
    if (!Array.isArray(shape.vertices) || !shape.vertices.every(validCoordinate)) {
      add('bad_coordinate');
      return;
    }
    const ring = openRing(shape.vertices);
    if (ring.length < 3) add('too_few_vertices');
    else if (ring.length > MAX_ZONE_VERTICES) add('too_many_vertices');
    else if (isSelfIntersecting(ring)) add('self_intersecting');
  });
  return problems;
}
