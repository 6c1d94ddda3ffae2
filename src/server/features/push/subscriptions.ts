import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { PushSubscriptionBody } from '#shared/schemas/push.ts';
import {
  deleteSessionSubscriptions,
  deleteSubscriptionByEndpoint,
  dropUnsentMessages,
  lockSubscription,
  updateSubscription,
  upsertSubscription,
} from './repository.ts';
import { AppError, E } from '../../http.ts';
import { acceptableEndpoint } from './endpoint.ts';

/** Who a subscription belongs to. */
export interface SubscriptionOwner {
  audience: 'courier' | 'kitchen' | 'guest';
  accountId: number | null;
  sessionId: string;
  courierId: number | null;
  pubId: number | null;
  orderId: number | null;
}

/** True when `p256dh` is a point on P-256 (so a message can be encrypted to it). */
function isP256Point(p256dh: string): boolean {
  try {
    const point = Buffer.from(p256dh, 'base64url');
    if (point.length !== 65 || point[0] !== 4) return false;
    const ecdh = crypto.createECDH('prime256v1');
    ecdh.generateKeys();
    ecdh.computeSecret(point);
    return true;
  } catch {
    return false;
  }
}

/** Refuses what cannot be pushed to: a non-https or private endpoint, keys of the wrong size or curve. */
export function checkSubscription(app: FastifyInstance, body: PushSubscriptionBody): void {
  if (!acceptableEndpoint(body.endpoint, app.config.push.allowedOrigins))
    throw new AppError(E.validation, { endpoint: 'errors.validation_error' });
  if (!isP256Point(body.keys.p256dh)) throw new AppError(E.validation, { 'keys.p256dh': 'errors.validation_error' });
  if (Buffer.from(body.keys.auth, 'base64url').length !== 16)
    throw new AppError(E.validation, { 'keys.auth': 'errors.validation_error' });
}

/**
 * Stores a subscription; an endpoint is stored once and the latest owner wins. Messages still waiting for
 * the endpoint's previous owner are dropped, so a shared device never shows another account's order.
 */
export async function saveSubscription(
  app: FastifyInstance,
  body: PushSubscriptionBody,
  owner: SubscriptionOwner,
): Promise<void> {
  await app.db.transaction(async (tx) => {
    const before = await lockSubscription(tx, body.endpoint);
    const values = {
      endpoint: body.endpoint,
      p256dh: body.keys.p256dh,
      auth: body.keys.auth,
      lang: body.lang,
      ...owner,
      updatedAt: new Date(),
    };
    if (!before) {
      await upsertSubscription(tx, values);
      return;
    }
    const sameOwner =
      before.audience === owner.audience &&
      before.courierId === owner.courierId &&
      before.pubId === owner.pubId &&
      before.orderId === owner.orderId &&
      before.accountId === owner.accountId;
    if (!sameOwner) await dropUnsentMessages(tx, before.id);
    await updateSubscription(tx, before.id, values);
  });
}

export async function deleteSubscription(app: FastifyInstance, endpoint: string): Promise<void> {
  await deleteSubscriptionByEndpoint(app.db, endpoint);
}

/** A logout ends the subscriptions made in that login session. */
export async function forgetSession(app: FastifyInstance, sessionId: string): Promise<void> {
  if (!sessionId) return;
  await deleteSessionSubscriptions(app.db, sessionId);
}
