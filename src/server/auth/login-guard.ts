import type { FastifyInstance } from 'fastify';
import { AppError, E } from '../http.ts';
import { clearLimit, hitLimit } from './repository.ts';

/** The window of both login limits: attempts per IP and failures per account (docs/product.md D11). */
export const LOGIN_WINDOW_MS = 15 * 60_000;

/** Route config for a password-checking route: at most `loginAttemptsPerIp` calls per IP per window. */
export function loginAttemptsPerIp(app: FastifyInstance) {
  return { rateLimit: { max: app.config.limits.loginAttemptsPerIp, timeWindow: LOGIN_WINDOW_MS } };
}

/**
 * The one login-limit rule, for company/courier/staff login, guest login and guest deletion: the
 * attempt counts as a failure BEFORE the password is checked, so parallel guesses cannot all slip in
 * under the limit (docs/product.md D11); 429 past `loginFailuresPerAccount`, 401 `invalid credentials`
 * when `check` finds no account with that password, and a success clears the count.
 *
 * @param key one counter per account, e.g. `login:<email>` or `client-login:<phone>` (kept as they were).
 * @param check looks the account up and verifies the password; returns it, or null.
 */
export async function guardedLogin<T>(
  app: FastifyInstance,
  key: string,
  check: () => Promise<T | null | undefined>,
): Promise<T> {
  const hit = await hitLimit(app.db, key, app.config.limits.loginFailuresPerAccount, LOGIN_WINDOW_MS);
  if (!hit.allowed) throw new AppError(E.tooManyRequests);
  const account = await check();
  if (!account) throw new AppError(E.invalidCredentials);
  await clearLimit(app.db, key);
  return account;
}
