import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.ts';
import { createTestApp, createTestDatabase, testConfig, type TestApp } from '../../test/app.ts';
import { answers } from './answers.ts';

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

  it('an answer that does not match is sent as the handler built it, and the drift is logged', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/test/mistyped' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true, order: { id: '1', name: 'Zeamă' } });
    expect(logged.join('')).toContain('answer drifted from its schema');
    expect(logged.join('')).toContain('GET /api/test/mistyped');
  });
});

/**
 * The areas whose answers have schemas (a courier's sign-up answers a session, not yet): a new route there needs
 * one. Routes that answer a file are listed apart in `FILE_ANSWERS`.
 */
const PUB = '/api/company/:companyID/pubs/:pubID';
const CONTRACT_AREAS = [
  /^\/api\/company\/:companyID\/pubs\/:pubID\/orders\//,
  /^\/api\/courier\/(?!register$)/,
  /^\/api\/client\/orders\/:orderID$/,
  /^\/api\/client\/pub\/:urlName\/orders$/,
  /^\/api\/client\/me\/orders$/,
  /^\/api\/company\/:companyID\/pubs\/$/,
  /^\/api\/company\/:companyID\/pubs\/:pubID\/couriers/,
  /^\/api\/company\/:companyID\/pubs\/:pubID\/$/,
  /^\/api\/company\/:companyID\/pubs\/:pubID\/(menus\/|modifier-groups|stop-list|texts\.xlsx$)/,
  /^\/api\/company\/:companyID\/pubs\/:pubID\/(stats|pause|busy|checklist|qr-printed)/,
  /^\/api\/company\/:companyID\/pubs\/:pubID\/(bg|shipping|shipping-[a-z-]+|work-ranges|delivery-type)$/,
  /^\/api\/company\/:companyID\/pubs\/:pubID\/(add-commission-to-dish-prices|preorder|geolocation)$/,
  /^\/api\/client\/pub\/:pubID\/shipping$/,
];
/** Routes of those areas that answer a file, not JSON. */
const FILE_ANSWERS = [`GET ${PUB}/texts.xlsx`];

describe('which routes answer through a schema', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it('every JSON route of the order, courier, pub, menu, pub settings and shipping areas declares its response schema', () => {
    const rest = t.app.routeTable.filter((r) => !r.url.startsWith('/ws/') && r.url !== '/*');
    const inAreas = rest.filter(
      (r) => CONTRACT_AREAS.some((area) => area.test(r.url)) && !FILE_ANSWERS.includes(`${r.method} ${r.url}`),
    );
    expect(inAreas.length).toBeGreaterThan(80);
    expect(inAreas.filter((r) => !r.answerSchema).map((r) => `${r.method} ${r.url}`)).toEqual([]);
  });
});
