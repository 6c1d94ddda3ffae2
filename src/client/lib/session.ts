import type { Role } from '#shared/constants.ts';
import { writeViewAs } from './view-as.ts';

/**
 * The session (docs/product.md S4 "Session", D4): the access token lives in memory only; the refresh
 * token is an httpOnly cookie the browser sends to /api/auth. `authenticated` starts true so that a
 * reload tries a refresh before sending anyone to the login screen.
 */
export interface SessionState {
  token: string | null;
  role: Role | null;
  authenticated: boolean;
  /** Ids carried by the token (0 when they do not apply). */
  companyId: number;
  pubId: number;
  courierId: number;
  accountId: number;
}

type Listener = (s: SessionState) => void;
const listeners = new Set<Listener>();
let state: SessionState = {
  token: null,
  role: null,
  authenticated: true,
  companyId: 0,
  pubId: 0,
  courierId: 0,
  accountId: 0,
};

export function getSession(): SessionState {
  return state;
}
export function subscribeSession(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The claims a token carries (not verified: the server does that); {} for a malformed one. */
export function tokenClaims(
  token: string,
): Partial<{ role: Role; cid: number; pid: number; crid: number; sub: string; iat: number; exp: number }> {
  try {
    const part = token.split('.')[1].replace(/-/g, '+').replace(/_/g, '/');
    return JSON.parse(atob(part));
  } catch {
    return {};
  }
}

export function setToken(token: string): void {
  const c = tokenClaims(token);
  state = {
    token,
    role: c.role ?? null,
    authenticated: true,
    companyId: Number(c.cid ?? 0),
    pubId: Number(c.pid ?? 0),
    courierId: Number(c.crid ?? 0),
    accountId: Number(c.sub ?? 0),
  };
  for (const l of listeners) l(state);
}

/**
 * Offline start: the last account's role and ids without a token, so its cached screens
 * open read-only; the next successful refresh replaces this with a real session.
 */
export function restoreOfflineSession(
  ids: Pick<SessionState, 'role' | 'companyId' | 'pubId' | 'courierId' | 'accountId'>,
): void {
  state = { ...ids, token: null, authenticated: true };
  for (const l of listeners) l(state);
}

export function clearSession(): void {
  writeViewAs(null);
  state = { token: null, role: null, authenticated: false, companyId: 0, pubId: 0, courierId: 0, accountId: 0 };
  for (const l of listeners) l(state);
}

/** Where a signed-in user belongs (docs/product.md S2 login, docs/product.md D1 `/`). */
export function homeFor(s: Pick<SessionState, 'role' | 'pubId'>): string {
  switch (s.role) {
    case 'company':
      return '/admin/company';
    case 'admin':
      return '/administration/orders';
    case 'staff':
      return `/admin/pub/${s.pubId}/orders`;
    case 'courier':
      return '/courier';
    default:
      return '/admin/auth/authentication';
  }
}
