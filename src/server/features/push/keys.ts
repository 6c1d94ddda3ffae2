import webPush from 'web-push';
import type { FastifyInstance } from 'fastify';
import { insertSettingsIfAbsent, readSettings } from '../../settings/repository.ts';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  subject: string;
}

const PUBLIC = 'vapid_public_key';
const PRIVATE = 'vapid_private_key';

/**
 * The VAPID key pair: VAPID_PUBLIC_KEY/VAPID_PRIVATE_KEY when set; otherwise made at the first start and kept
 * in `settings`, the first instance's pair winning, so every instance signs alike and browsers' subscriptions
 * survive restarts. The subject is VAPID_SUBJECT, else `mailto:` + SUPPORT_EMAIL, else PUBLIC_URL.
 */
export async function loadVapidKeys(app: FastifyInstance): Promise<VapidKeys> {
  const { push, supportEmail, publicUrl } = app.config;
  const subject = push.subject ?? (supportEmail.includes('@') ? `mailto:${supportEmail}` : publicUrl);
  if (push.publicKey && push.privateKey) return { publicKey: push.publicKey, privateKey: push.privateKey, subject };
  const made = webPush.generateVAPIDKeys();
  await insertSettingsIfAbsent(app.db, [
    { key: PUBLIC, value: made.publicKey },
    { key: PRIVATE, value: made.privateKey },
  ]);
  // Both rows are read back: another instance's pair, written first, is the one kept.
  const rows = await readSettings(app.db, [PUBLIC, PRIVATE]);
  const value = (key: string) => rows.find((r) => r.key === key)?.value ?? '';
  return { publicKey: value(PUBLIC), privateKey: value(PRIVATE), subject };
}
