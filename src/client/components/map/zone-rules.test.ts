import { describe, expect, it } from 'vitest';
import { ZONE_PALETTE } from '#shared/constants.ts';
import type { Shape } from '#shared/zones.ts';
import { judgeDrawnZone, nextZoneColor, ringToVertices, sameRing, verticesToRing, zonesDiffer } from './zone-rules.ts';

const v = (coords: [number, number][]) => coords.map(([lat, lng]) => ({ lat, lng }));
const zone = (id: string, color: string, coords: [number, number][]): Shape => ({
  shape_id: id,
  color,
  vertices: v(coords),
});
const square: [number, number][] = [
  [47, 28],
  [47, 29],
  [48, 29],
  [48, 28],
];

describe('zone drawing rules', () => {
  it('discards zones with fewer than 3 vertices (a closing vertex does not count)', () => {
    expect(
      judgeDrawnZone(
        [],
        v([
          [47, 28],
          [47, 29],
        ]),
      ),
    ).toBe('too_few_vertices');
    expect(
      judgeDrawnZone(
        [],
        v([
          [47, 28],
          [47, 29],
          [47, 28],
        ]),
      ),
    ).toBe('too_few_vertices');
    expect(judgeDrawnZone([], v(square))).toBe('accept');
  });
  it('ignores a zone identical to the previous one, whatever vertex it starts at', () => {
    const previous = zone('a', ZONE_PALETTE[0], square);
    expect(
      judgeDrawnZone(
        [previous],
        v([
          [47, 29],
          [48, 29],
          [48, 28],
          [47, 28],
        ]),
      ),
    ).toBe('duplicate');
    expect(judgeDrawnZone([previous], v([...square].reverse()))).toBe('duplicate');
    expect(
      judgeDrawnZone(
        [
          previous,
          zone('b', ZONE_PALETTE[1], [
            [1, 1],
            [1, 2],
            [2, 2],
          ]),
        ],
        v(square),
      ),
    ).toBe('accept');
    expect(
      sameRing(
        v(square),
        v([
          [47, 28],
          [47, 29],
          [48, 29],
        ]),
      ),
    ).toBe(false);
  });
  it('colours: the palette first, then random', () => {
    expect(nextZoneColor([])).toBe(ZONE_PALETTE[0]);
    expect(nextZoneColor([zone('a', ZONE_PALETTE[0], square), zone('b', ZONE_PALETTE[2], square)])).toBe(
      ZONE_PALETTE[1],
    );
    const full = ZONE_PALETTE.map((c, i) => zone(String(i), c, square));
    expect(nextZoneColor(full, () => 0.5)).toBe('#7fffff');
    expect(nextZoneColor(full)).toMatch(/^#[0-9a-f]{6}$/);
  });
  it('zonesDiffer sees added, removed, recoloured and moved zones', () => {
    const a = zone('a', '#e6194b', square);
    expect(zonesDiffer([a], [structuredClone(a)])).toBe(false);
    expect(zonesDiffer([a], [])).toBe(true);
    expect(zonesDiffer([a], [{ ...a, color: '#000000' }])).toBe(true);
    expect(
      zonesDiffer(
        [a],
        [
          {
            ...a,
            vertices: v([
              [47, 28],
              [47, 29],
              [48.1, 29],
              [48, 28],
            ]),
          },
        ],
      ),
    ).toBe(true);
  });
  it('converts GeoJSON rings and vertices both ways', () => {
    const ring = verticesToRing(v(square));
    expect(ring).toHaveLength(5);
    expect(ring[0]).toEqual([28, 47]);
    expect(ringToVertices(ring)).toEqual(v(square));
  });
});

describe('coordinates from elsewhere (seeds, older clients)', () => {
  it('are rounded to what terra-draw accepts, and the rounded copy counts as unchanged', () => {
    const noisy = [
      { lat: 47.0245 - 0.05, lng: 28.8323 - 0.05 },
      { lat: 47.0245 - 0.05, lng: 28.8323 + 0.05 },
      { lat: 47.0245 + 0.05, lng: 28.8323 },
    ];
    const ring = verticesToRing(noisy);
    for (const [lng, lat] of ring) {
      expect(String(lng).split('.')[1]?.length ?? 0).toBeLessThanOrEqual(7);
      expect(String(lat).split('.')[1]?.length ?? 0).toBeLessThanOrEqual(7);
    }
    const zone = { shape_id: 'z', color: '#e6194b', vertices: noisy };
    expect(zonesDiffer([zone], [{ ...zone, vertices: ringToVertices(ring) }])).toBe(false);
  });
});
