import crypto from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';
import type { Role } from '#shared/constants.ts';
import type { Db } from '../db/client.ts';
import {
  findRefreshToken,
  insertRefreshToken,
  insertSuccessorToken,
  markTokenRotated,
  revokeTokenFamily,
  settingOrInitial,
} from './repository.ts';

/** What an access token says about its bearer. Ids are 0 when they do not apply. */
export interface Claims {
  accountId: number;
  role: Role;
  companyId: number;
  pubId: number;
  courierId: number;
  clientId: number;
  /** The refresh-token family (one login session) the token was issued for, when known. */
  sessionId?: string;
  /** When the token expires (ms since epoch); set on verified tokens. */
  expiresAt?: number;
  /** The platform admin viewing as this account: set on the owner tokens of an admin's view, never refreshable. */
  actorAccountId?: number;
}

export const ACCESS_TTL_SECONDS = 15 * 60;
export const REFRESH_TTL_DAYS: Record<Role, number> = { company: 30, admin: 30, courier: 30, client: 30, staff: 7 };
/** A rotated refresh token presented again within this window gets the same successor (docs/product.md D4). */
export const REUSE_GRACE_MS = 10_000;

export async function loadSecret(db: Db): Promise<Uint8Array> {
  const value = await settingOrInitial(db, 'jwt_secret', crypto.randomBytes(48).toString('base64url'));
  return Buffer.from(value, 'base64url');
}

export class Tokens {
  private readonly secret: Uint8Array;
  private readonly db: Db;
  constructor(db: Db, secret: Uint8Array) {
    this.db = db;
    this.secret = secret;
  }

  async signAccess(c: Claims): Promise<string> {
    return new SignJWT({
      role: c.role,
      cid: c.companyId,
      pid: c.pubId,
      crid: c.courierId,
      clid: c.clientId,
      ...(c.sessionId ? { sid: c.sessionId } : {}),
      ...(c.actorAccountId ? { act: c.actorAccountId } : {}),
    })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(c.accountId))
      .setIssuedAt()
      .setExpirationTime(`${ACCESS_TTL_SECONDS}s`)
      .sign(this.secret);
  }

  async verifyAccess(token: string): Promise<Claims | null> {
    try {
      const { payload } = await jwtVerify(token, this.secret, { algorithms: ['HS256'] });
      return {
        accountId: Number(payload.sub),
        role: payload.role as Role,
        companyId: Number(payload.cid ?? 0),
        pubId: Number(payload.pid ?? 0),
        courierId: Number(payload.crid ?? 0),
        clientId: Number(payload.clid ?? 0),
        ...(typeof payload.sid === 'string' ? { sessionId: payload.sid } : {}),
        ...(typeof payload.exp === 'number' ? { expiresAt: payload.exp * 1000 } : {}),
        ...(typeof payload.act === 'number' ? { actorAccountId: payload.act } : {}),
      };
    } catch {
      return null;
    }
  }

  private hash(token: string): string {
    return crypto.createHash('sha256').update(token).digest('hex');
  }
  /** The successor of a token is derived from it, so racing refreshes of one token agree on it. */
  private successor(token: string): string {
    return crypto.createHmac('sha256', this.secret).update(token).digest('base64url');
  }

  async issueRefresh(accountId: number, role: Role): Promise<string> {
    return (await this.issueSession(accountId, role)).token;
  }

  /** A new login session: its first refresh token and its family id (the access tokens' `sid`). */
  async issueSession(accountId: number, role: Role): Promise<{ token: string; familyId: string }> {
    const token = crypto.randomBytes(32).toString('base64url');
    const familyId = crypto.randomUUID();
    await insertRefreshToken(this.db, {
      accountId,
      familyId,
      tokenHash: this.hash(token),
      expiresAt: new Date(Date.now() + REFRESH_TTL_DAYS[role] * 86_400_000),
    });
    return { token, familyId };
  }

  /** Rotates a refresh token: the successor and its account id, or null (unknown, expired, revoked, reused). */
  async rotate(token: string): Promise<{ token: string; accountId: number; familyId: string } | null> {
    return this.db
      .transaction(async (tx) => {
        let current = token;
        // Follow the chain while each link was rotated inside the grace window (parallel refreshes).
        for (let hops = 0; hops < 5; hops++) {
          const row = await markTokenRotated(tx, this.hash(current));
          if (!row || row.revokedAt || row.expiresAt.getTime() < Date.now()) return null;
          const rotatedAgo = Date.now() - row.rotatedAt!.getTime();
          if (rotatedAgo > REUSE_GRACE_MS) {
            await revokeTokenFamily(tx, row.familyId);
            return 'reused' as const;
          }
          const next = this.successor(current);
          const inserted = await insertSuccessorToken(tx, {
            accountId: row.accountId,
            familyId: row.familyId,
            tokenHash: this.hash(next),
            expiresAt: row.expiresAt,
          });
          if (inserted) return { token: next, accountId: row.accountId, familyId: row.familyId };
          const existing = await findRefreshToken(tx, this.hash(next));
          if (!existing?.rotatedAt) return { token: next, accountId: row.accountId, familyId: row.familyId };
          current = next;
        }
        return null;
      })
      .then(async (result) => {
        // The family revocation must commit even though the caller is refused.
        return result === 'reused' ? null : result;
      });
  }

  /** Revokes a token's whole family; returns the family id (the session's `sid`), or null when unknown. */
  async revoke(token: string): Promise<string | null> {
    const row = await findRefreshToken(this.db, this.hash(token));
    if (!row) return null;
    await revokeTokenFamily(this.db, row.familyId);
    return row.familyId;
  }
}
