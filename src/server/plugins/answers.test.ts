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
 * The areas whose answers have schemas: a new route there needs one. The report downloads (`reports.csv`,
 * `reports.xlsx`) answer files, not JSON, and stay outside.
 */
const CONTRACT_AREAS = [
  /^\/api\/company\/:companyID\/pubs\/:pubID\/orders\//,
  /^\/api\/courier\//,
  /^\/api\/client\/orders\/:orderID$/,
  /^\/api\/client\/pub\/:urlName\/orders$/,
  /^\/api\/client\/me\/orders$/,
  /^\/api\/company\/:companyID\/pubs\/$/,
  /^\/api\/company\/:companyID\/pubs\/:pubID\/couriers/,
  // Sign-in and sign-up, the company, staff logins and the platform admin.
  /^\/api\/auth\//,
  /^\/api\/company\/?$/,
  /^\/api\/company\/:companyID\/pubs\/:pubID\/staff/,
  /^\/api\/admin\//,
  // Reports (JSON), push, Telegram, payments and health.
  /^\/api\/company\/:companyID\/pubs\/:pubID\/reports$/,
  /^\/api\/push\//,
  /^\/api\/client\/orders\/:orderID\/(push|mia-qr|pay-in-person|payment)$/,
  /^\/api\/company\/:companyID\/pubs\/:pubID\/telegram/,
  /^\/api\/company\/:companyID\/pubs\/:pubID\/payment/,
  /^\/api\/payments\//,
  /^\/api\/(health|ready|config)$/,
  // Guest accounts and the guest page's pub, menu, preorder payments and slots.
  /^\/api\/client\/(register|login|delete-client)$/,
  /^\/api\/client\/pub\/:urlName\/(slots)?$/,
  /^\/api\/client\/pub\/:pubID\/preorder$/,
];

describe('which routes answer through a schema', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it("every REST route of the order, courier, sign-in, company, staff, admin, report, push, Telegram, payment, health and guest areas, the pub list and a pub's couriers declares its response schema", () => {
    const rest = t.app.routeTable.filter((r) => !r.url.startsWith('/ws/') && r.url !== '/*');
    const inAreas = rest.filter((r) => CONTRACT_AREAS.some((area) => area.test(r.url)));
    expect(inAreas.length).toBeGreaterThan(70);
    expect(inAreas.filter((r) => !r.answerSchema).map((r) => `${r.method} ${r.url}`)).toEqual([]);
  });
});
