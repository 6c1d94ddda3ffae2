import { describe, expect, it } from 'vitest';
import { acceptableEndpoint, guardedLookup, isPrivateAddress } from './endpoint.ts';

describe("push endpoints never reach the server's own network", () => {
  it('knows private, loopback, link-local and mapped addresses from public ones', () => {
    for (const a of [
      '127.0.0.1',
      '10.0.0.5',
      '172.20.1.1',
      '192.168.1.1',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '::1',
      'fd00::1',
      'fe80::1',
      '::ffff:127.0.0.1',
      '::ffff:10.0.0.1',
    ]) {
      expect(isPrivateAddress(a), a).toBe(true);
    }
    for (const a of ['142.250.74.110', '2a00:1450:4001:80b::200a', '::ffff:8.8.8.8'])
      expect(isPrivateAddress(a), a).toBe(false);
  });

  it('accepts https to a public host, and an allowed test origin even over http', () => {
    expect(acceptableEndpoint('https://fcm.googleapis.com/fcm/send/abc', [])?.host).toBe('fcm.googleapis.com');
    expect(acceptableEndpoint('http://127.0.0.1:4567/push/1', ['http://127.0.0.1:4567'])).not.toBeNull();
    expect(acceptableEndpoint('http://127.0.0.1:4568/push/1', ['http://127.0.0.1:4567'])).toBeNull();
    expect(acceptableEndpoint('https://user:pw@fcm.googleapis.com/x', [])).toBeNull();
  });

  it('refuses at send time a name that resolves to a private address', async () => {
    const lookup = (allow: boolean) =>
      new Promise<{ error: NodeJS.ErrnoException | null; address: unknown }>((resolve) => {
        guardedLookup(allow)('localhost', {}, (error, address) => resolve({ error, address }));
      });
    expect((await lookup(false)).error?.code).toBe('EPRIVATE');
    const allowed = await lookup(true);
    expect(allowed.error).toBeNull();
    expect(isPrivateAddress(String(allowed.address))).toBe(true);
  });
});
