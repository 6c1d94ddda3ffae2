import fs from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import cookie from '@fastify/cookie';
import multipart from '@fastify/multipart';
import websocket from '@fastify/websocket';
import fastifyStatic from '@fastify/static';
import type pg from 'pg';
import { MAX_UPLOAD_BYTES } from '#shared/constants.ts';
import type { Config } from './config.ts';
import { createDb, type Db } from './db/client.ts';
import { errorsPlugin } from './plugins/errors.ts';
import { answerSerializer } from './plugins/answers.ts';
import { accessPlugin } from './plugins/access.ts';
import { inputPlugin } from './plugins/input.ts';
import { rateLimitPlugin } from './plugins/rate-limit.ts';
import { securityHeaders, securityPlugin } from './plugins/security.ts';
import { E } from './http.ts';
import { Tokens, loadSecret } from './auth/tokens.ts';
import { Bus } from './realtime/bus.ts';
import { DecodeQueue } from './features/images/queue.ts';
import { SocketSessions } from './realtime/sessions.ts';
import { registerRoutes } from './routes.ts';
import { GUEST_ROUTE, guestPreloader } from './guest-preload.ts';
import { spaPreloader } from './spa-preload.ts';
import { guestPageRenderer } from './features/guest/ssr-page.ts';
import { compressedAnswer, PageCache, sendAnswer, type CompressedAnswer } from './features/guest/page-cache.ts';
import { drainable } from './lifecycle/drain.ts';
import { genReqId, loggerOptions } from './logging.ts';
import { createMetrics } from './features/metrics/registry.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Db;
    pool: pg.Pool;
    tokens: Tokens;
    bus: Bus;
    imageQueue: DecodeQueue;
    /** Open sockets by session, closed when their session ends (realtime/sessions.ts). */
    sockets: SocketSessions;
    /** The public pub page's answers, ready and compressed (features/guest/page-cache.ts). */
    pageCache: PageCache;
    /** "Now" for promised times (docs/product.md D16); tests replace `now` instead of waiting. */
    clock: { now(): Date };
  }
}

export interface AppOptions {
  config: Config;
  databaseUrl: string;
  logger?: boolean;
  /** Where log lines go (default stdout); tests read them. */
  logStream?: NodeJS.WritableStream;
  /** An answer that drifts from its route's response schema fails (500 naming the field) instead of being logged. */
  strictAnswers?: boolean;
}

/** Builds the whole server on one port (docs/product.md D1); plugins external → app → routes. */
export async function buildApp({
  config,
  databaseUrl,
  logger,
  logStream,
  strictAnswers = false,
}: AppOptions): Promise<FastifyInstance> {
  const { bodyMs, headersMs, keepAliveMs } = config.timeouts;
  const app = Fastify({
    // JSON lines with a request id; secrets and guests' data are kept out (logging.ts).
    logger: logger === false ? false : loggerOptions(config.logLevel, logStream),
    genReqId,
    // X-Forwarded-For only from the proxies named in TRUSTED_PROXIES (docs/product.md D11).
    trustProxy: config.trustedProxies.join(','),
    bodyLimit: 1024 * 1024,
    // Slow clients cannot hold connections (docs/product.md D11): the whole request within BODY_TIMEOUT_MS,
    // its headers within HEADERS_TIMEOUT_MS, idle keep-alive sockets closed after KEEP_ALIVE_TIMEOUT_MS.
    requestTimeout: bodyMs,
    keepAliveTimeout: keepAliveMs,
    http: {
      headersTimeout: headersMs,
      connectionsCheckingInterval: Math.max(50, Math.min(1000, Math.floor(headersMs / 4))),
    },
    routerOptions: { ignoreTrailingSlash: false, maxParamLength: 200 },
    // A malformed URL (`/%`) gets the API's own 400, with the security headers (docs/product.md D11).
    frameworkErrors: (error, _request, reply: FastifyReply) => {
      securityHeaders(reply, config);
      const bad = error.code === 'FST_ERR_BAD_URL' || error.code === 'FST_ERR_MAX_PARAM_LENGTH';
      void reply.status(bad ? 400 : 500).send({ ok: false, err: bad ? E.badRequest : E.internal });
    },
  });
  const { db, pool } = createDb(databaseUrl, 20, config.databasePrepare);
  app.decorate('config', config);
  app.decorate('clock', { now: () => new Date() });
  drainable(app);
  app.decorate('metrics', createMetrics(app));
  app.decorate('db', db);
  app.decorate('pool', pool);
  app.decorate('tokens', new Tokens(db, await loadSecret(db)));
  app.decorate('imageQueue', new DecodeQueue(config.images.decodes, config.images.queue));
  // LISTEN needs a session of its own: DATABASE_LISTEN_URL when DATABASE_URL goes through a pooler.
  const listenUrl = config.databaseListenUrl ?? databaseUrl;
  const listenVariable = config.databaseListenUrl ? 'DATABASE_LISTEN_URL' : 'DATABASE_URL';
  app.decorate(
    'bus',
    new Bus(listenUrl, db, (message, error) => app.log.warn({ err: error }, message), listenVariable),
  );
  app.decorate('pageCache', new PageCache(app.bus));
  // An owner's or the kitchen's write answers once this instance has heard the change it made
  // (Bus.sync, docs/decisions/125): the guest page read right after saving shows what was saved, never the
  // cached page. Attached to those routes only, so guest and courier requests carry no extra hook.
  const heardBeforeAnswer = async (_request: unknown, _reply: unknown, payload: unknown) => {
    await app.bus.sync();
    return payload;
  };
  app.addHook('onRoute', (route) => {
    const writes = [route.method].flat().some((m) => m !== 'GET' && m !== 'HEAD');
    if (writes && /^\/api\/(company|admin)\//.test(route.url))
      route.onSend = [...[route.onSend ?? []].flat(), heardBeforeAnswer];
  });
  app.decorate('sockets', new SocketSessions(db, config.socketSweepMs, (ended) => app.bus.announceSessionEnded(ended)));
  app.bus.onSessionEnded((ended) =>
    'account' in ended ? app.sockets.closeAccount(ended.account) : app.sockets.closeSession(ended.session),
  );
  // Fastify runs close hooks in the reverse order of their registration, plugins' and routes' included: added before
  // any of them, this one runs last. The features stop their listeners, sweeps and queues (push, payments, hubs) while
  // the pool still answers; when it was added last, the pool ended first and every read they still had failed.
  app.addHook('onClose', async () => {
    app.sockets.closeAll();
    await app.bus.stop();
    await pool.end();
  });

  // A body-less JSON request (logout, refresh) is read as {} (docs/product.md D0).
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    const text = String(body).trim();
    if (text === '') return done(null, {});
    try {
      done(null, JSON.parse(text));
    } catch {
      const error = new Error('bad json') as Error & { statusCode: number };
      error.statusCode = 400;
      done(error, undefined);
    }
  });

  await app.register(errorsPlugin);
  // Answers leave through their route's response schema (plugins/answers.ts, decision 277).
  app.decorate('answerPolicy', {
    strict: strictAnswers,
    onDrift: (drift: string) => app.log.error({ drift }, 'answer drifted from its schema'),
  });
  app.setSerializerCompiler(answerSerializer(app.answerPolicy));
  await app.register(cookie);
  // Per-address limits count before anything else runs (keyed limits wait for the token: plugins/rate-limit.ts).
  await app.register(rateLimitPlugin);
  await app.register(multipart, {
    limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 10, parts: 12 },
    throwFileSizeLimit: true,
  });
  await app.register(websocket, {
    // Origins are checked in an onRequest hook (plugins/security.ts), before routing reaches the handshake.
    options: { maxPayload: 64 * 1024 },
  });
  await app.register(securityPlugin);
  await app.register(accessPlugin);
  await app.register(inputPlugin);

  await registerRoutes(app);
  await serveClient(app, config.clientDist);

  app.addHook('onReady', async () => app.bus.start());
  return app;
}

/** SPA routes answered with index.html (history fallback, docs/product.md D1). */
const SPA = /^\/($|admin|administration|courier|pub\/)/;

async function serveClient(app: FastifyInstance, dist: string) {
  const index = path.join(dist, 'index.html');
  const hasClient = fs.existsSync(index);
  if (hasClient) {
    await app.register(fastifyStatic, {
      root: dist,
      serve: false,
      index: false,
      // The build writes .br and .gz beside its scripts and styles (scripts/precompress-plugin.ts).
      preCompressed: true,
      setHeaders: (res, file) => {
        const immutable = file.includes(`${path.sep}assets${path.sep}`);
        res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
    const preloadGuest = guestPreloader(dist);
    const preloadScreen = spaPreloader(dist);
    // Each screen's HTML (a row and a language of spa-preload.ts) compressed once, when first sent.
    const screenAnswers = new Map<string, CompressedAnswer>();
    const sendGuestPage = guestPageRenderer(app, dist);
    // Files of the build, else the SPA's index.html for its routes, else a JSON 404.
    app.get('/*', { config: { access: 'public' } }, async (request, reply) => {
      const url = request.url.split('?')[0];
      const file = decodeURIComponent(url).replace(/^\/+/, '');
      // No dot-paths: the build's .vite/ manifest lists source paths nobody needs to read.
      if (
        file &&
        !file.includes('..') &&
        !/(^|\/)\./.test(file) &&
        fs.existsSync(path.join(dist, file)) &&
        fs.statSync(path.join(dist, file)).isFile()
      ) {
        // A hashed file under assets/ never changes: no validators or ranges, whose headers every phone would
        // download with each of the guest page's scripts (decision 286).
        return file.startsWith('assets/')
          ? reply.sendFile(file, { etag: false, lastModified: false, acceptRanges: false })
          : reply.sendFile(file);
      }
      const guest = sendGuestPage && GUEST_ROUTE.exec(url);
      if (guest && (await sendGuestPage(request, reply, guest[1]))) return reply;
      const guestHtml = preloadGuest(url);
      if (guestHtml) return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(guestHtml);
      if (!SPA.test(url)) return reply.status(404).send({ ok: false, err: 'not found' });
      const html = preloadScreen({
        url: request.url,
        cookie: request.headers.cookie,
        acceptLanguage: request.headers['accept-language'],
      });
      // The HTML names the screen's chunks when it can (spa-preload.ts); it varies by the languages asked for.
      if (html) {
        let answer = screenAnswers.get(html);
        if (!answer) screenAnswers.set(html, (answer = compressedAnswer(html, 'text/html; charset=utf-8')));
        return sendAnswer(request, reply, answer, 'accept-encoding, accept-language, cookie');
      }
      reply.header('cache-control', 'no-cache');
      return reply.sendFile('index.html');
    });
  }
}
