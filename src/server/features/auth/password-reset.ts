import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { passwordResetSchema } from '#shared/schemas/auth.ts';
import { toWireTime } from '#shared/time.ts';
import { AppError, E, parse } from '../../http.ts';
import { replaceResetLink, revokeAccountTokens, setPasswordHash, useResetLink } from './repository.ts';
import { claimsOf } from '../../plugins/access.ts';
import { hashPassword } from '../../auth/passwords.ts';
import { clearLimit } from '../../auth/repository.ts';
import { loginAttemptsPerIp } from '../../auth/login-guard.ts';
import { scopedRoutes } from '../../scoped-routes.ts';
import { answers, type AnswerTypeProvider } from '../../plugins/answers.ts';
import { resetLinkAnswer } from '#shared/schemas/auth-answers.ts';
import { okAnswer } from '#shared/schemas/ok-answer.ts';
import { audit, findCompanyOwner } from '../platform-admin/index.ts';

/** How long a reset link works: long enough to pass it on by phone or messenger the same day. */
export const PASSWORD_RESET_TTL_MS = 24 * 3_600_000;
export const RESET_PATH = '/admin/auth/reset-password';

const sha256 = (token: string) => crypto.createHash('sha256').update(token).digest('hex');

/**
 * Password reset by the platform admin (docs/decisions/188). There is no mailer: the admin makes a one-time link
 * for a company's owner account and passes it on. The link carries a random 256-bit token; only its hash is
 * stored; it works once, for 24 hours, and a newer link replaces an unused older one. Using it sets the password,
 * ends every session of the account and clears its failed-login count.
 */
export async function passwordResetRoutes(app: FastifyInstance) {
  const route = scopedRoutes(app);

  route.post(
    '/api/admin/companies/:companyID/password-reset',
    { config: { access: { roles: ['admin'] } }, schema: answers(resetLinkAnswer) },
    async (request) => {
      const companyId = request.scope.companyId;
      const token = crypto.randomBytes(32).toString('base64url');
      const expiresAt = new Date(Date.now() + PASSWORD_RESET_TTL_MS);
      const issued = await app.db.transaction(async (tx) => {
        const ownerId = (await findCompanyOwner(tx, companyId))?.id;
        if (ownerId === undefined) return null;
        await replaceResetLink(tx, {
          accountId: ownerId,
          tokenHash: sha256(token),
          issuedByAccountId: claimsOf(request).accountId,
          expiresAt,
        });
        await audit(
          tx,
          request,
          'password_reset_link',
          { type: 'company', id: companyId },
          { account_id: ownerId, expires_at: expiresAt.toISOString() },
        );
        return ownerId;
      });
      if (issued === null) throw new AppError(E.notFound);
      return {
        ok: true,
        reset_url: `${app.config.publicUrl}${RESET_PATH}?token=${token}`,
        expiration_time_utc: toWireTime(expiresAt),
      };
    },
  );

  const typed = app.withTypeProvider<AnswerTypeProvider>();
  typed.post(
    '/api/auth/password-reset',
    { config: { access: 'public', ...loginAttemptsPerIp(app) }, schema: answers(okAnswer) },
    async (request) => {
      const body = parse(passwordResetSchema, request.body);
      const passwordHash = await hashPassword(body.password);
      const account = await app.db.transaction(async (tx) => {
        const owner = await useResetLink(tx, sha256(body.token), new Date());
        if (owner === undefined) return null;
        const row = await setPasswordHash(tx, owner, passwordHash);
        await revokeAccountTokens(tx, owner, new Date());
        return row;
      });
      if (!account) throw new AppError(E.validation, { token: 'errors.reset_link_invalid' });
      app.sockets.endAccount(account.id);
      if (account.login) await clearLimit(app.db, `login:${account.login.toLowerCase()}`);
      return { ok: true };
    },
  );
}
