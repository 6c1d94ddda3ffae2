import crypto from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll } from 'vitest';
import type { TestApp } from '../app.ts';
import { ensurePlatformAdmin } from '../../server/features/auth/routes.ts';

/**
 * Factories (decision 095): each is named for what it makes — `aCompany(t, overrides)`, `aPub`,
 * `anOwnedPub`, `aCourier`, `aPlatformAdmin` here; `aMenuCategory`, `aDish`, `anOrder`, `aStaffLogin` in
 * orders.ts; `aVenue`, `aCourierWithToken`, `aDeliveryOrder` in couriers.ts; `aGuestPub` in guest-pub.ts; `aWorld` in
 * world.ts; upload bodies in images.ts. These make accounts through the real API; every name is
 * unique so files and parallel runs never collide.
 */
export const uid = () => crypto.randomBytes(4).toString('hex');

export interface Session {
  token: string;
  /** The refresh cookie, as `refresh_token=…`. */
  cookie: string;
  headers: { accesstoken: string };
}

export function sessionOf(res: LightMyRequestResponse): Session {
  const body = res.json() as { accesstoken: string };
  const set = res.cookies.find((c) => c.name === 'refresh_token');
  return {
    token: body.accesstoken,
    cookie: set ? `refresh_token=${set.value}` : '',
    headers: { accesstoken: body.accesstoken },
  };
}

export interface CompanyFixture extends Session {
  companyId: number;
  email: string;
  password: string;
  name: string;
}

export async function aCompany(
  t: TestApp,
  overrides: Partial<{ email: string; password: string; name: string; phone: string; tariff: string }> = {},
): Promise<CompanyFixture> {
  const id = uid();
  const payload = {
    email: `owner-${id}@example.md`,
    password: 'password-123',
    name: `Company ${id}`,
    phone: '37369123456',
    tariff: 'business',
    ...overrides,
  };
  const res = await t.inject({ method: 'POST', url: '/api/company', payload });
  if (res.statusCode !== 201) throw new Error(`aCompany: ${res.statusCode} ${res.body}`);
  const session = sessionOf(res);
  const me = await t.inject({ method: 'GET', url: '/api/company/', headers: session.headers });
  return {
    ...session,
    companyId: me.json().company.id,
    email: payload.email,
    password: payload.password,
    name: payload.name,
  };
}

export interface PubFixture {
  pubId: number;
  urlName: string;
  pub: Record<string, unknown>;
}

export async function aPub(
  t: TestApp,
  company: CompanyFixture,
  overrides: Partial<{ name: string; url_name: string }> = {},
): Promise<PubFixture> {
  const id = uid();
  const payload = { name: `Pub ${id}`, url_name: `pub-${id}`, ...overrides };
  const res = await t.inject({
    method: 'POST',
    url: `/api/company/${company.companyId}/pubs/`,
    headers: company.headers,
    payload,
  });
  if (res.statusCode !== 201) throw new Error(`aPub: ${res.statusCode} ${res.body}`);
  const pub = res.json().pub;
  return { pubId: pub.id, urlName: pub.url_name, pub };
}

/** A new company (its owner's session) and one pub of it: the start of most owner-side tests. */
export async function anOwnedPub(t: TestApp): Promise<PubFixture & { owner: CompanyFixture }> {
  const owner = await aCompany(t);
  return { owner, ...(await aPub(t, owner)) };
}

/**
 * The test file's owned pub (`anOwnedPub`), filled in by a `beforeAll` registered where this is called (after the
 * file's app is built): read its fields inside hooks and tests. `url` is the pub's API base (`/api/company/…/pubs/…`).
 */
export function fileOwnedPub(t: TestApp): PubFixture & { owner: CompanyFixture; url: string } {
  const pub = {} as PubFixture & { owner: CompanyFixture; url: string };
  beforeAll(async () => {
    const made = await anOwnedPub(t);
    Object.assign(pub, made, { url: `/api/company/${made.owner.companyId}/pubs/${made.pubId}` });
  });
  return pub;
}

/** Another pub of the file's owned pub's owner (`fileOwnedPub`), filled in by a `beforeAll` registered where this is called. */
export function fileSecondPub(t: TestApp, first: { owner: CompanyFixture }): PubFixture {
  const pub = {} as PubFixture;
  beforeAll(async () => {
    Object.assign(pub, await aPub(t, first.owner));
  });
  return pub;
}

/** A request as this company's owner; a POST without a body sends `{}`. */
export function asOwner(t: TestApp, owner: CompanyFixture) {
  return (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    t.inject({
      method,
      url,
      headers: owner.headers,
      ...(payload ? { payload } : method === 'POST' ? { payload: {} } : {}),
    });
}

export interface CourierFixture extends Session {
  courierId: number;
  email: string;
  password: string;
}

export async function aCourier(
  t: TestApp,
  overrides: Partial<{ full_name: string; email: string; password: string; phone_number: string }> = {},
): Promise<CourierFixture> {
  const id = uid();
  const payload = {
    full_name: `Courier ${id}`,
    email: `courier-${id}@example.md`,
    password: 'password-123',
    phone_number: '37369000111',
    ...overrides,
  };
  const res = await t.inject({ method: 'POST', url: '/api/courier/register', payload });
  if (res.statusCode !== 201) throw new Error(`aCourier: ${res.statusCode} ${res.body}`);
  return { ...sessionOf(res), courierId: res.json().courier_id, email: payload.email, password: payload.password };
}

/** A guest account registered through the API (password `secret-pass`); answers its access token. */
export async function aGuestAccount(t: TestApp, guest: { phone: string; name: string }): Promise<string> {
  const res = await t.inject({
    method: 'POST',
    url: '/api/client/register',
    payload: { ...guest, password: 'secret-pass' },
  });
  if (res.statusCode !== 201) throw new Error(`aGuestAccount: ${res.statusCode} ${res.body}`);
  return res.json().accesstoken;
}

export async function aPlatformAdmin(t: TestApp): Promise<Session & { email: string; password: string }> {
  const email = `admin-${uid()}@tavola.md`;
  const password = 'admin-password-1';
  await ensurePlatformAdmin(t.app, email, password);
  return { ...(await login(t, email, password)), email, password };
}

export async function login(t: TestApp, email: string, password: string): Promise<Session> {
  const res = await t.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
  if (res.statusCode !== 200) throw new Error(`login: ${res.statusCode} ${res.body}`);
  return sessionOf(res);
}
