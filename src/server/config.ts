import net from 'node:net';
import path from 'node:path';
import { z } from 'zod';

/** Configuration from the environment (docs/product.md D3). Every variable is optional. */
const positiveInt = (fallback: number) => z.coerce.number().int().positive().default(fallback);
const env = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres://')
    .optional(),
  // The connection the live-event bus LISTENs on: a direct session when DATABASE_URL goes through a pooler.
  DATABASE_LISTEN_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres://')
    .optional(),
  // Statements prepared once per connection (decision 294): on by default, off by default behind a pooler
  // (DATABASE_LISTEN_URL set), where only PgBouncer 1.21+ with max_prepared_statements keeps them.
  DATABASE_PREPARE: z.enum(['on', 'off']).optional(),
  PUBLIC_URL: z.url().optional(),
  MAP_STYLE_URL: z.url().optional(),
  ADMIN_EMAIL: z.email().optional(),
  ADMIN_PASSWORD: z.string().min(8).optional(),
  SUPPORT_EMAIL: z.string().default('support@tavola.md'),
  SUPPORT_PHONE: z.string().default('+373 22 000 000'),
  PAYMENT_CONTACT: z.string().default('support@tavola.md, +373 22 000 000'),
  CLIENT_DIST: z.string().default('dist'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('warn'),
  LOGIN_FAILURES_PER_ACCOUNT: positiveInt(10),
  LOGIN_ATTEMPTS_PER_IP: positiveInt(300),
  REGISTRATIONS_PER_IP: positiveInt(30),
  GUEST_ORDERS_PER_IP: positiveInt(30),
  // Addresses/CIDRs whose X-Forwarded-For is believed (docs/product.md D11); `loopback` = 127.0.0.0/8 and ::1.
  TRUSTED_PROXIES: z
    .string()
    .default('loopback')
    .transform((v) =>
      v
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    )
    .refine(
      (list) => list.every(isProxyEntry),
      'must be comma-separated IP addresses or CIDRs (or loopback, linklocal, uniquelocal)',
    ),
  BODY_TIMEOUT_MS: positiveInt(30_000),
  HEADERS_TIMEOUT_MS: positiveInt(10_000),
  KEEP_ALIVE_TIMEOUT_MS: positiveInt(65_000),
  IMAGE_DECODES: positiveInt(2),
  IMAGE_QUEUE: z.coerce.number().int().min(0).default(8),
  COURIER_LOOKUPS_PER_COMPANY: positiveInt(20),
  SOCKET_SESSION_SWEEP_MS: positiveInt(30_000),
  // Sockets listening on the port (SO_REUSEPORT, Linux and FreeBSD): each takes one new connection per event-loop turn.
  ACCEPTORS: z.coerce.number().int().min(1).max(64).default(4),
  // On SIGTERM, open sockets are closed (1012) spread over this long, so their clients do not reconnect at once.
  DRAIN_MS: z.coerce.number().int().min(0).default(5_000),
  // GET /metrics answers loopback, and anyone sending `Authorization: Bearer <METRICS_TOKEN>`.
  METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
  // Telegram alerts (docs/product.md D15): off without a token; the API base lets tests use a local stand-in.
  TELEGRAM_BOT_TOKEN: z
    .string()
    .regex(/^[\w:-]+$/, 'must be a bot token such as 123456:ABC-DEF')
    .optional(),
  TELEGRAM_API_BASE: z.url().default('https://api.telegram.org'),
  TELEGRAM_POLL_TIMEOUT_S: z.coerce.number().int().min(0).max(50).default(25),
  TELEGRAM_RETRY_BASE_MS: positiveInt(5_000),
  // Web Push: VAPID keys (base64url) and subject; made at first start and kept in the database when unset.
  VAPID_PUBLIC_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{87}$/, 'must be an uncompressed P-256 public key, base64url')
    .optional(),
  VAPID_PRIVATE_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{43}$/, 'must be a P-256 private key, base64url')
    .optional(),
  VAPID_SUBJECT: z
    .string()
    .regex(/^(mailto:|https:\/\/)/, 'must start with mailto: or https://')
    .optional(),
  // Origins (scheme://host:port) a push endpoint may have besides public https addresses: for tests only.
  PUSH_ALLOWED_ORIGINS: z
    .string()
    .default('')
    .transform((v) =>
      v
        .split(',')
        .map((s) => s.trim().replace(/\/+$/, ''))
        .filter(Boolean),
    ),
  PUSH_RETRY_BASE_MS: positiveInt(2_000),
  // Online payment: maib's live and sandbox addresses (a local stand-in in tests and the demo), and the key
  // that seals providers' secrets (32 bytes, base64 or hex; without it a key file is made in DATA_DIR).
  MAIB_API_BASE: z.url().default('https://api.maibmerchants.md'),
  MAIB_SANDBOX_API_BASE: z.url().default('https://sandbox.maibmerchants.md'),
  MAIB_TIMEOUT_MS: positiveInt(10_000),
  SECRETS_KEY: z
    .string()
    .refine(
      (v) => /^[0-9a-f]{64}$/i.test(v) || Buffer.from(v, 'base64').length === 32,
      'must be 32 bytes as base64 or hex',
    )
    .optional(),
});

function isProxyEntry(entry: string): boolean {
  if (['loopback', 'linklocal', 'uniquelocal'].includes(entry)) return true;
  const [address, bits, extra] = entry.split('/');
  if (extra !== undefined || net.isIP(address) === 0) return false;
  if (bits === undefined) return true;
  const max = net.isIP(address) === 4 ? 32 : 128;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= max;
}

export type Config = {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  /** Where the bus LISTENs (DATABASE_LISTEN_URL); unset = the database URL in use. */
  databaseListenUrl?: string;
  /** Statements with parameters prepared once per connection (DATABASE_PREPARE). */
  databasePrepare: boolean;
  publicUrl: string;
  /** PUBLIC_URL was given; otherwise it follows the port actually listened on. */
  publicUrlExplicit: boolean;
  mapStyleUrl: string;
  adminEmail?: string;
  adminPassword?: string;
  supportEmail: string;
  supportPhone: string;
  paymentContact: string;
  clientDist: string;
  logLevel: string;
  limits: {
    loginFailuresPerAccount: number;
    loginAttemptsPerIp: number;
    registrationsPerIp: number;
    guestOrdersPerIp: number;
    courierLookupsPerCompany: number;
  };
  /** Peers whose X-Forwarded-For is believed (Fastify `trustProxy`). */
  trustedProxies: string[];
  /** Node http server limits (docs/product.md D11): whole request (body) / headers / idle keep-alive. */
  timeouts: { bodyMs: number; headersMs: number; keepAliveMs: number };
  /** Image decoding queue: concurrent decodes, and how many more may wait before 503. */
  images: { decodes: number; queue: number };
  /** How often every instance closes sockets of deleted accounts and revoked sessions. */
  socketSweepMs: number;
  /** SIGTERM: the span over which open sockets are closed with 1012. */
  drainMs: number;
  /** Sockets listening on the port where the platform allows sharing it (lifecycle/acceptors.ts); else 1. */
  acceptors: number;
  /** Bearer token that opens GET /metrics to non-loopback clients (unset: loopback only). */
  metricsToken?: string;
  /** Telegram alerts: `token` unset = not set up on this server. */
  telegram: { token?: string; apiBase: string; pollTimeoutS: number; retryBaseMs: number };
  /** Web Push: keys from the environment (else kept in the database), test-only endpoint origins, retry base. */
  push: { publicKey?: string; privateKey?: string; subject?: string; allowedOrigins: string[]; retryBaseMs: number };
  /** Online payment: maib's addresses by pub mode, the HTTP time-out, the secrets key (unset: key file). */
  payments: { maibLive: string; maibSandbox: string; timeoutMs: number; secretsKey?: string };
};

export const DEFAULT_MAP_STYLE_URL = 'https://tiles.openfreemap.org/styles/liberty';

export class ConfigError extends Error {}

export function loadConfig(source: Record<string, string | undefined> = process.env): Config {
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = env.safeParse(cleaned);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new ConfigError(`Invalid configuration: ${String(issue.path[0])} ${issue.message}`);
  }
  const e = parsed.data;
  if ((e.ADMIN_EMAIL === undefined) !== (e.ADMIN_PASSWORD === undefined)) {
    throw new ConfigError('Invalid configuration: ADMIN_EMAIL and ADMIN_PASSWORD must be set together');
  }
  if ((e.VAPID_PUBLIC_KEY === undefined) !== (e.VAPID_PRIVATE_KEY === undefined)) {
    throw new ConfigError('Invalid configuration: VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY must be set together');
  }
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    databaseListenUrl: e.DATABASE_LISTEN_URL,
    databasePrepare: (e.DATABASE_PREPARE ?? (e.DATABASE_LISTEN_URL ? 'off' : 'on')) === 'on',
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    publicUrlExplicit: e.PUBLIC_URL !== undefined,
    mapStyleUrl: e.MAP_STYLE_URL ?? DEFAULT_MAP_STYLE_URL,
    adminEmail: e.ADMIN_EMAIL,
    adminPassword: e.ADMIN_PASSWORD,
    supportEmail: e.SUPPORT_EMAIL,
    supportPhone: e.SUPPORT_PHONE,
    paymentContact: e.PAYMENT_CONTACT,
    clientDist: path.resolve(e.CLIENT_DIST),
    logLevel: e.LOG_LEVEL,
    limits: {
      loginFailuresPerAccount: e.LOGIN_FAILURES_PER_ACCOUNT,
      loginAttemptsPerIp: e.LOGIN_ATTEMPTS_PER_IP,
      registrationsPerIp: e.REGISTRATIONS_PER_IP,
      guestOrdersPerIp: e.GUEST_ORDERS_PER_IP,
      courierLookupsPerCompany: e.COURIER_LOOKUPS_PER_COMPANY,
    },
    trustedProxies: e.TRUSTED_PROXIES,
    timeouts: {
      bodyMs: e.BODY_TIMEOUT_MS,
      headersMs: Math.min(e.HEADERS_TIMEOUT_MS, e.BODY_TIMEOUT_MS),
      keepAliveMs: e.KEEP_ALIVE_TIMEOUT_MS,
    },
    images: { decodes: e.IMAGE_DECODES, queue: e.IMAGE_QUEUE },
    socketSweepMs: e.SOCKET_SESSION_SWEEP_MS,
    drainMs: e.DRAIN_MS,
    acceptors: e.ACCEPTORS,
    metricsToken: e.METRICS_TOKEN,
    telegram: {
      token: e.TELEGRAM_BOT_TOKEN,
      apiBase: e.TELEGRAM_API_BASE.replace(/\/+$/, ''),
      pollTimeoutS: e.TELEGRAM_POLL_TIMEOUT_S,
      retryBaseMs: e.TELEGRAM_RETRY_BASE_MS,
    },
    push: {
      publicKey: e.VAPID_PUBLIC_KEY,
      privateKey: e.VAPID_PRIVATE_KEY,
      subject: e.VAPID_SUBJECT,
      allowedOrigins: e.PUSH_ALLOWED_ORIGINS,
      retryBaseMs: e.PUSH_RETRY_BASE_MS,
    },
    payments: {
      maibLive: e.MAIB_API_BASE.replace(/\/+$/, ''),
      maibSandbox: e.MAIB_SANDBOX_API_BASE.replace(/\/+$/, ''),
      timeoutMs: e.MAIB_TIMEOUT_MS,
      secretsKey: e.SECRETS_KEY,
    },
  };
}
