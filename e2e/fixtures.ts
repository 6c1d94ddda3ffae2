import crypto from 'node:crypto';
import { test as base, expect, type APIRequestContext, type Page } from '@playwright/test';
import { expectAccessible } from './axe.ts';

/**
 * Browser-test fixtures (docs/architecture.md A9): `baseURL` of the shared server, `api` for seeding through the
 * real API, `owner` (a registered company signed in through the API), and an axe check.
 */
export const uid = () => crypto.randomBytes(4).toString('hex');

export interface Owner {
  email: string;
  password: string;
  name: string;
  token: string;
  companyId: number;
}

export async function registerCompany(api: APIRequestContext, tariff = 'business'): Promise<Owner> {
  const id = uid();
  const body = {
    email: `owner-${id}@example.md`,
    password: 'password-123',
    name: `Cafe ${id}`,
    phone: '37369123456',
    tariff,
  };
  const res = await api.post('/api/company', { data: body });
  expect(res.status(), await res.text()).toBe(201);
  const token = (await res.json()).accesstoken as string;
  const me = await (await api.get('/api/company/', { headers: { accesstoken: token } })).json();
  return { email: body.email, password: body.password, name: body.name, token, companyId: me.company.id };
}

/** Signs in through the login form, as a person would. */
export async function signIn(page: Page, email: string, password: string) {
  await page.goto('/admin/auth/authentication');
  await page.locator('input[type="email"], input[name="email"]').fill(email);
  await page.locator('input[type="password"]').fill(password);
  await page.locator('form button[type="submit"]').click();
}

export const test = base.extend<{ api: APIRequestContext; owner: Owner }>({
  // eslint-disable-next-line no-empty-pattern -- Playwright fixtures take their dependencies by destructuring
  baseURL: async ({}, use) => use(process.env.E2E_BASE_URL),
  api: async ({ playwright }, use) => {
    const api = await playwright.request.newContext({ baseURL: process.env.E2E_BASE_URL });
    await use(api);
    await api.dispose();
  },
  owner: async ({ api }, use) => use(await registerCompany(api)),
});
export { expect, expectAccessible };
