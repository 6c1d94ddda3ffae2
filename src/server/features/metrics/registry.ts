import { Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';

/**
 * The figures an evening is watched by (Prometheus text at GET /metrics): request durations by route and
 * status, open sockets by channel, outbox lag, live messages sent, the pool, PostgreSQL's NOTIFY queue,
 * orders created by type, Telegram failures. One registry per app, so instances in one process
 * (tests) do not mix their counts.
 */
export interface Metrics {
  registry: Registry;
  ordersCreated: Counter<'order_type'>;
  telegramFailures: Counter;
}

declare module 'fastify' {
  interface FastifyInstance {
    metrics: Metrics;
  }
}

export function createMetrics(app: FastifyInstance): Metrics {
  const registry = new Registry();
  const duration = new Histogram({
    name: 'tavola_http_request_duration_seconds',
    help: 'HTTP request duration by method, route pattern and status',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  app.addHook('onResponse', async (request, reply) => {
    duration.observe(
      { method: request.method, route: request.routeOptions.url ?? 'unmatched', status: String(reply.statusCode) },
      reply.elapsedTime / 1000,
    );
  });
  new Gauge({
    name: 'tavola_open_sockets',
    help: 'Open live sockets by channel',
    labelNames: ['channel'] as const,
    registers: [registry],
    collect() {
      this.reset();
      for (const channel of app.bus.channels) this.inc({ channel: channel.name }, channel.size);
    },
  });
  new Counter({
    name: 'tavola_live_messages_sent_total',
    help: 'Live messages that followed an event, by channel',
    labelNames: ['channel'] as const,
    registers: [registry],
    collect() {
      this.reset();
      for (const [channel, n] of app.bus.sentByChannel) this.inc({ channel }, n);
    },
  });
  new Gauge({
    name: 'tavola_outbox_lag_seconds',
    help: 'Age of the oldest outbox event this instance has not yet heard (0 when none)',
    registers: [registry],
    async collect() {
      this.set(await app.bus.lagSeconds().catch(() => 0));
    },
  });
  new Gauge({
    name: 'tavola_db_pool_connections',
    help: 'Database pool connections by state',
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      this.set({ state: 'in_use' }, app.pool.totalCount - app.pool.idleCount);
      this.set({ state: 'idle' }, app.pool.idleCount);
      this.set({ state: 'waiting' }, app.pool.waitingCount);
    },
  });
  new Gauge({
    name: 'tavola_pg_notification_queue_usage',
    help: "PostgreSQL's NOTIFY queue in use (0..1, pg_notification_queue_usage())",
    registers: [registry],
    async collect() {
      const rows = await app.db
        .execute<{ usage: number }>(sql`select pg_notification_queue_usage() as usage`)
        .catch(() => null);
      this.set(Number(rows?.rows[0]?.usage ?? 0));
    },
  });
  const ordersCreated = new Counter({
    name: 'tavola_orders_created_total',
    help: 'Orders created on this instance, by type',
    labelNames: ['order_type'] as const,
    registers: [registry],
  });
  const telegramFailures = new Counter({
    name: 'tavola_telegram_failures_total',
    help: 'Telegram alerts that could not be queued or sent',
    registers: [registry],
  });
  return { registry, ordersCreated, telegramFailures };
}
