import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.ts';
import { createTestApp, createTestDatabase, testConfig, type TestApp } from '../../test/app.ts';
import { answers, answerText } from './answers.ts';

const answer = z.object({ ok: z.literal(true), order: z.object({ id: z.number(), name: z.string() }) });
const open = { config: { access: 'public' }, schema: answers(answer) } as const;

/** Routes whose answers drift from `answer` in each way, and one that keeps to it. */
function driftRoutes(app: FastifyInstance) {
  app.get('/api/test/kept', open, async () => ({ ok: true, order: { id: 1, name: 'Zeamă' } }));
  app.get('/api/test/extra', open, async () => ({ ok: true, order: { id: 1, name: 'Zeamă', secret_note: 'x' } }));
  app.get('/api/test/missing', open, async () => ({ ok: true, order: { id: 1 } }));
  app.get('/api/test/mistyped', open, async () => ({ ok: true, order: { id: '1', name: 'Zeamă' } }));
}

describe('answers through their response schema, strict in the test app', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({}, driftRoutes);
  });
  afterAll(async () => t.close());

  it('an answer that keeps to its schema is sent as it is', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/test/kept' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true, order: { id: 1, name: 'Zeamă' } });
  });

  it('a field the schema does not name fails the call, naming the field', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/test/extra' });
    expect(res.statusCode).toBe(500);
    expect(res.json().drift).toContain('`order.secret_note` is not in the answer');
  });

  it('a missing field fails the call, naming the field', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/test/missing' });
    expect(res.statusCode).toBe(500);
    expect(res.json().drift).toContain('`order.name`');
  });

  it('a field of the wrong type fails the call, naming the field', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/test/mistyped' });
    expect(res.statusCode).toBe(500);
    expect(res.json().drift).toContain('`order.id`');
  });

  it('an answer written ahead as text (a cached page) fails the same way, naming the field', () => {
    const extra = { ok: true, order: { id: 1, name: 'Zeamă', secret_note: 'x' } };
    expect(() => answerText(t.app, answer, 'GET /api/test/cached (200)', extra)).toThrow(
      expect.objectContaining({
        extra: { drift: expect.stringContaining('`order.secret_note` is not in the answer') },
      }),
    );
  });
});

describe('answers through their response schema, outside tests', () => {
  let app: FastifyInstance;
  const logged: string[] = [];
  beforeAll(async () => {
    const logStream = new Writable({
      write(chunk, _encoding, done) {
        logged.push(String(chunk));
        done();
      },
    });
    const config = { ...testConfig(), logLevel: 'error' as const };
    app = await buildApp({ config, databaseUrl: await createTestDatabase(), logStream });
    driftRoutes(app);
    await app.ready();
  });
  afterAll(async () => app.close());

  it('a field the schema does not name is left out of the answer', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/test/extra' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true, order: { id: 1, name: 'Zeamă' } });
  });

  it('an answer written ahead as text (a cached page) leaves out the fields the schema does not name', () => {
    const extra = { ok: true, order: { id: 1, name: 'Zeamă', secret_note: 'x' } };
    expect(JSON.parse(answerText(app, answer, 'GET /api/test/cached (200)', extra))).toEqual({
      ok: true,
      order: { id: 1, name: 'Zeamă' },
    });
  });

  it('an answer that does not match is sent as the handler built it, and the drift is logged', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/test/mistyped' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true, order: { id: '1', name: 'Zeamă' } });
    expect(logged.join('')).toContain('answer drifted from its schema');
    expect(logged.join('')).toContain('GET /api/test/mistyped');
  });
});

/**
 * Every REST route answers through a schema, except those that answer a file or plain text: a new route without
 * one fails here. Websocket routes carry the same builders' output and are not listed.
 */
const PUB = '/api/company/:companyID/pubs/:pubID';
const FILE_ANSWERS = [
  `GET ${PUB}/texts.xlsx`,
  `GET ${PUB}/reports.csv`,
  `GET ${PUB}/reports.xlsx`,
  `GET ${PUB}/qr`,
  'GET /metrics',
];
/** Images and QR codes as files. */
const STATIC_FILES = /^GET \/api-static\/images\//;

describe('which routes answer through a schema', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it('every REST route declares its response schema, except the ones that answer a file', () => {
    const rest = t.app.routeTable.filter((r) => !r.url.startsWith('/ws/') && r.url !== '/*');
    const inAreas = rest.filter((r) => {
      const route = `${r.method} ${r.url}`;
      return !FILE_ANSWERS.includes(route) && !STATIC_FILES.test(route);
    });
    expect(inAreas.length).toBeGreaterThan(130);
    expect(inAreas.filter((r) => !r.answerSchema).map((r) => `${r.method} ${r.url}`)).toEqual([]);
  });
});
