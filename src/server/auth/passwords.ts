import { hash, verify } from '@node-rs/argon2';

// argon2id with OWASP's minimum parameters (19 MiB, 2 passes): ~25 ms here.
const OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;
/** A valid hash of nothing anyone knows, so unknown logins cost the same time as wrong passwords. */
let dummy: Promise<string> | undefined;

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}
export async function verifyPassword(passwordHash: string | undefined, password: string): Promise<boolean> {
  if (!passwordHash) {
    dummy ??= hash('tavola-dummy-password', OPTIONS);
    await verify(await dummy, password).catch(() => false);
    return false;
  }
  return verify(passwordHash, password).catch(() => false);
}
