import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * Provider secrets are sealed with AES-256-GCM before they reach the database: `v1.<iv>.<tag>.<data>` in
 * base64url. The key is SECRETS_KEY (32 bytes as base64 or hex) or, without it, a random key written once to
 * `DATA_DIR/secrets.key` (every instance of one installation must then share that file or set SECRETS_KEY).
 */
export class Secrets {
  private readonly key: Buffer;
  constructor(key: Buffer) {
    if (key.length !== 32) throw new Error('the secrets key must be 32 bytes');
    this.key = key;
  }

  seal(plain: string): string {
    const iv = crypto.randomBytes(12);
    const cipher = crypto.createCipheriv('aes-256-gcm', this.key, iv);
    const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    return ['v1', iv, cipher.getAuthTag(), data]
      .map((p) => (typeof p === 'string' ? p : p.toString('base64url')))
      .join('.');
  }

  /** The plain text, or null when the value was sealed with another key or was tampered with. */
  open(sealed: string): string | null {
    const [version, iv, tag, data] = sealed.split('.');
    if (version !== 'v1' || !iv || !tag || data === undefined) return null;
    try {
      const decipher = crypto.createDecipheriv('aes-256-gcm', this.key, Buffer.from(iv, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString('utf8');
    } catch {
      return null;
    }
  }
}

/** SECRETS_KEY when given (base64 or hex of 32 bytes), else the key file in the data directory, made once. */
export function loadSecretsKey(secretsKey: string | undefined, dataDir: string): Buffer {
  if (secretsKey) return decodeKey(secretsKey);
  const file = path.join(dataDir, 'secrets.key');
  try {
    return decodeKey(fs.readFileSync(file, 'utf8').trim());
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  fs.mkdirSync(dataDir, { recursive: true });
  try {
    fs.writeFileSync(file, crypto.randomBytes(32).toString('base64'), { flag: 'wx', mode: 0o600 });
  } catch (error) {
    // Another process made it first: use theirs.
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  return decodeKey(fs.readFileSync(file, 'utf8').trim());
}

export function decodeKey(text: string): Buffer {
  const key = /^[0-9a-f]{64}$/i.test(text) ? Buffer.from(text, 'hex') : Buffer.from(text, 'base64');
  if (key.length !== 32) throw new Error('SECRETS_KEY must be 32 bytes, as base64 or hex');
  return key;
}
