import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Config } from '../config.ts';
import fp from 'fastify-plugin';
import { createHash } from 'node:crypto';
import { EARLY_TAPS_SCRIPT } from '#shared/early-taps.ts';
import { EARLY_REFRESH_SCRIPT } from '#shared/early-refresh.ts';

/**
 * Security headers on every answer but the build's scripts and styles (docs/product.md D9). The CSP allows only what the app loads: its own
 * scripts (and two inline scripts by their hashes: the guest page's early taps, a session screen's early refresh), styles and images, websockets to itself, blob workers for MapLibre, and the map style host.
 */
export const securityPlugin = fp(async (app: FastifyInstance) => {
  // Websocket handshakes pass through routing and hooks before the upgrade: refuse foreign origins first.
  app.addHook('onRequest', async (request, reply) => {
    if (String(request.headers.upgrade ?? '').toLowerCase() !== 'websocket') return;
    if (!originAllowed(request.headers.origin, app.config.publicUrl)) {
      return reply.status(403).send({ ok: false, err: 'forbidden' });
    }
  });
  app.addHook('onSend', async (request, reply) => {
    if (BUILD_SCRIPT_OR_STYLE.test(request.url)) reply.header('x-content-type-options', 'nosniff');
    else securityHeaders(reply, app.config);
  });
});

/**
 * The build's hashed scripts and styles (not its .mjs workers, which take their CSP from their own
 * answer): a page's CSP, framing, permissions and opener rules do nothing on them, so they carry only
 * nosniff — about 0.7 KiB less on each of the thirty-odd files a phone fetches for the guest page (decision 199).
 */
const BUILD_SCRIPT_OR_STYLE = /^\/assets\/[^/?]+\.(?:js|css)(?:\?|$)/;

// Built when first needed: the public address may be settled only once the server listens.
const cspCache = new Map<string, string>();
function policy(config: Pick<Config, 'publicUrl' | 'mapStyleUrl'>): string {
  const key = `${config.publicUrl} ${config.mapStyleUrl}`;
  let csp = cspCache.get(key);
  if (!csp) {
    if (cspCache.size > 16) cspCache.clear();
    cspCache.set(key, (csp = buildCsp(config.publicUrl, safeOrigin(config.mapStyleUrl))));
  }
  return csp;
}

/** The security headers every answer carries (also answers made outside the hooks, like a bad URL's). */
export function securityHeaders(reply: FastifyReply, config: Pick<Config, 'publicUrl' | 'mapStyleUrl'>): void {
  reply.header('content-security-policy', policy(config));
  reply.header('x-content-type-options', 'nosniff');
  reply.header('referrer-policy', 'strict-origin-when-cross-origin');
  reply.header('x-frame-options', 'DENY');
  reply.header('permissions-policy', 'camera=(), microphone=(), geolocation=(self)');
  reply.header('cross-origin-opener-policy', 'same-origin');
}

/** The inline scripts the app sends (the guest page's early-tap recorder, a session screen's early refresh), allowed by their hashes. */
const INLINE_HASHES = [EARLY_TAPS_SCRIPT, EARLY_REFRESH_SCRIPT]
  .map((script) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`)
  .join(' ');

function buildCsp(publicUrl: string, mapOrigin: string): string {
  const connect = ["'self'", wsOrigin(publicUrl), mapOrigin, mapOrigin && '*.openfreemap.org']
    .filter(Boolean)
    .join(' ');
  return [
    "default-src 'self'",
    `script-src 'self' ${INLINE_HASHES}`,
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob:${mapOrigin ? ' ' + mapOrigin : ''}`,
    "font-src 'self' data:",
    `connect-src ${connect}`,
    "worker-src 'self' blob:",
    "media-src 'self' data: blob:",
    "manifest-src 'self'",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join('; ');
}

function safeOrigin(url: string): string {
  try {
    return new URL(url).origin;
  } catch {
    return '';
  }
}
function wsOrigin(publicUrl: string): string {
  const u = new URL(publicUrl);
  return `${u.protocol === 'https:' ? 'wss' : 'ws'}://${u.host}`;
}

/** The websocket Origin allow-list: the public address, plus loopback for local tools (docs/product.md D9). */
export function originAllowed(origin: string | undefined, publicUrl: string): boolean {
  if (!origin) return true; // Non-browser clients (tests, benches, native apps) send no Origin.
  try {
    const o = new URL(origin);
    const p = new URL(publicUrl);
    if (o.origin === p.origin) return true;
    return (
      ['localhost', '127.0.0.1', '[::1]'].includes(o.hostname) &&
      ['localhost', '127.0.0.1', '[::1]'].includes(p.hostname)
    );
  } catch {
    return false;
  }
}
