import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Role } from '#shared/constants.ts';
import { findAccount, type AccountRow } from './repository.ts';
import type { Claims } from './tokens.ts';
import { REFRESH_TTL_DAYS } from './tokens.ts';

export const REFRESH_COOKIE = 'refresh_token';
export const PLATFORM_ADMIN_REFRESH_COOKIE = 'admin_refresh_token';
export const COOKIE_PATH = '/api/auth';

export type { AccountRow };

export function claimsFor(a: AccountRow): Claims {
  return {
    accountId: a.id,
    role: a.role as Role,
    companyId: a.companyId ?? 0,
    pubId: a.pubId ?? 0,
    courierId: a.courierId ?? 0,
    clientId: a.clientId ?? 0,
  };
}

export function setRefreshCookie(
  app: FastifyInstance,
  reply: FastifyReply,
  token: string,
  role: Role,
  name = REFRESH_COOKIE,
): void {
  reply.setCookie(name, token, {
    httpOnly: true,
    sameSite: 'lax',
    path: COOKIE_PATH,
    secure: app.config.publicUrl.startsWith('https://'),
    maxAge: REFRESH_TTL_DAYS[role] * 86_400,
  });
}
export function clearRefreshCookie(app: FastifyInstance, reply: FastifyReply, name = REFRESH_COOKIE): void {
  reply.clearCookie(name, {
    path: COOKIE_PATH,
    httpOnly: true,
    sameSite: 'lax',
    secure: app.config.publicUrl.startsWith('https://'),
  });
}

/** Starts a session for an account: a refresh cookie and the login answer `{ok, accesstoken, role}`. */
export async function startSession(app: FastifyInstance, reply: FastifyReply, account: AccountRow) {
  const role = account.role as Role;
  const session = await app.tokens.issueSession(account.id, role);
  setRefreshCookie(app, reply, session.token, role);
  return {
    ok: true as const,
    accesstoken: await app.tokens.signAccess({ ...claimsFor(account), sessionId: session.familyId }),
    role,
  };
}

export async function accountById(app: FastifyInstance, id: number): Promise<AccountRow | undefined> {
  return findAccount(app.db, id);
}
