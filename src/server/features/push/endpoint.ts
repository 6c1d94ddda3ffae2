import dns from 'node:dns';
import net from 'node:net';

/**
 * Where the server may send a push: `https:` to a public address, never the server's own network (loopback,
 * private, link-local, carrier-grade NAT, multicast, reserved), or an origin listed in PUSH_ALLOWED_ORIGINS
 * (a test's local push service). Names are checked again at send time on the address actually connected to.
 */
const blocked = new net.BlockList();
for (const [address, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const)
  blocked.addSubnet(address, prefix, 'ipv4');
for (const [address, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
  ['64:ff9b::', 96],
  ['2001:db8::', 32],
  ['100::', 64],
] as const)
  blocked.addSubnet(address, prefix, 'ipv6');

/** True for an IP address of the server's own or a private network. */
export function isPrivateAddress(address: string): boolean {
  const family = net.isIP(address);
  if (family === 0) return true;
  if (family === 6) {
    const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
    if (mapped) return blocked.check(mapped[1], 'ipv4');
    return blocked.check(address, 'ipv6');
  }
  return blocked.check(address, 'ipv4');
}

export function isAllowedOrigin(url: URL, allowedOrigins: readonly string[]): boolean {
  return allowedOrigins.includes(url.origin);
}

const LOCAL_NAMES = /(^|\.)(localhost|local|internal|localdomain|home\.arpa)$/i;

/** Checks an endpoint before it is stored: a URL, https (or an allowed origin), not a private host. */
export function acceptableEndpoint(endpoint: string, allowedOrigins: readonly string[]): URL | null {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return null;
  }
  if (url.username || url.password) return null;
  if (isAllowedOrigin(url, allowedOrigins)) return url;
  if (url.protocol !== 'https:') return null;
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (net.isIP(host) !== 0) return isPrivateAddress(host) ? null : url;
  if (!host.includes('.') || LOCAL_NAMES.test(host.replace(/\.$/, ''))) return null;
  return url;
}

type LookupCallback = (
  error: NodeJS.ErrnoException | null,
  address: string | dns.LookupAddress[],
  family?: number,
) => void;

/**
 * A `lookup` for http(s).request that refuses to connect to a private address: the check is made on the
 * address the socket will use, so a name that resolves differently at send time cannot reach the inside.
 */
export function guardedLookup(allowPrivate: boolean) {
  return (hostname: string, options: dns.LookupOptions, callback: LookupCallback): void => {
    dns.lookup(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error, '');
      const list = addresses as dns.LookupAddress[];
      const usable = allowPrivate ? list : list.filter((a) => !isPrivateAddress(a.address));
      if (usable.length === 0) {
        const refused: NodeJS.ErrnoException = new Error(`push endpoint ${hostname} resolves to a private address`);
        refused.code = 'EPRIVATE';
        return callback(refused, '');
      }
      if (options.all) return callback(null, usable);
      callback(null, usable[0].address, usable[0].family);
    });
  };
}
