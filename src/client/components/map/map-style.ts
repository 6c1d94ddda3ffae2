import type { StyleSpecification } from 'maplibre-gl';
import { api } from '../../lib/api-client.ts';
import type { PublicConfig } from '../../lib/public-config.ts';

/**
 * The map style (docs/product.md D3): MAP_STYLE_URL from GET /api/config, fetched once per page load.
 * When it cannot be fetched (offline, tests, a blocked host) an inline plain style keeps the map
 * usable for placing pins and drawing zones, and the map shows a quiet notice.
 */
export const FALLBACK_STYLE: StyleSpecification = {
  version: 8,
  sources: {},
  layers: [{ id: 'background', type: 'background', paint: { 'background-color': '#e9eef2' } }],
};

const STYLE_TIMEOUT_MS = 4000;

export interface ResolvedStyle {
  style: StyleSpecification;
  fallback: boolean;
}

let pending: Promise<ResolvedStyle> | null = null;

async function load(): Promise<ResolvedStyle> {
  try {
    const { map_style_url: url } = await api.get<PublicConfig>('/api/config');
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), STYLE_TIMEOUT_MS);
    try {
      const res = await fetch(url, { signal: controller.signal });
      const style = (await res.json()) as StyleSpecification;
      if (!res.ok || style?.version !== 8 || !Array.isArray(style.layers)) throw new Error('bad style');
      return { style, fallback: false };
    } finally {
      clearTimeout(timer);
    }
  } catch {
    return { style: FALLBACK_STYLE, fallback: true };
  }
}

export function resolveStyle(): Promise<ResolvedStyle> {
  pending ??= load().then((resolved) => {
    // Try again on a later map after a failure (the network may be back).
    if (resolved.fallback) pending = null;
    return resolved;
  });
  return pending;
}
