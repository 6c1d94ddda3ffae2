import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { Secrets, loadSecretsKey } from './secrets.ts';

describe('provider secrets', () => {
  it('seals with AES-256-GCM: opens with the same key only, and a changed byte is refused', () => {
    const key = crypto.randomBytes(32);
    const sealed = new Secrets(key).seal('client-secret-1');
    expect(sealed).toMatch(/^v1\./);
    expect(sealed).not.toContain('client-secret-1');
    expect(new Secrets(key).seal('client-secret-1')).not.toBe(sealed);
    expect(new Secrets(key).open(sealed)).toBe('client-secret-1');
    expect(new Secrets(crypto.randomBytes(32)).open(sealed)).toBeNull();
    const parts = sealed.split('.');
    parts[3] = Buffer.from(Buffer.from(parts[3], 'base64url').map((b, i) => (i === 0 ? b ^ 1 : b))).toString(
      'base64url',
    );
    expect(new Secrets(key).open(parts.join('.'))).toBeNull();
    expect(new Secrets(key).open('plain text')).toBeNull();
  });

  it('takes SECRETS_KEY as hex or base64, else makes a key file once in the data directory and reuses it', () => {
    const hex = crypto.randomBytes(32).toString('hex');
    expect(loadSecretsKey(hex, '/nonexistent').toString('hex')).toBe(hex);
    expect(loadSecretsKey(Buffer.from(hex, 'hex').toString('base64'), '/nonexistent').toString('hex')).toBe(hex);
    expect(() => loadSecretsKey('short', '/nonexistent')).toThrow();
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tavola-secrets-'));
    const first = loadSecretsKey(undefined, dir);
    expect(first).toHaveLength(32);
    expect(fs.statSync(path.join(dir, 'secrets.key')).mode & 0o777).toBe(0o600);
    expect(loadSecretsKey(undefined, dir).equals(first)).toBe(true);
    fs.rmSync(dir, { recursive: true });
  });
});
