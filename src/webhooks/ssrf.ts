import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { BlockList, isIP } from 'node:net';

/** Where webhooks may be sent. Production: https to public addresses only. */
export interface DestinationPolicy {
  requireHttps: boolean;
  allowPrivateAddresses: boolean;
}

// Loopback, private, link-local, carrier-grade NAT, multicast and reserved ranges (v4 and v6).
const PRIVATE = new BlockList();
for (const [net, prefix] of [
  ['0.0.0.0', 8], ['10.0.0.0', 8], ['100.64.0.0', 10], ['127.0.0.0', 8], ['169.254.0.0', 16], ['172.16.0.0', 12],
  ['192.0.0.0', 24], ['192.168.0.0', 16], ['198.18.0.0', 15], ['224.0.0.0', 4], ['240.0.0.0', 4],
] as const) PRIVATE.addSubnet(net, prefix, 'ipv4');
for (const [net, prefix] of [['::', 128], ['::1', 128], ['fc00::', 7], ['fe80::', 10], ['ff00::', 8]] as const) {
  PRIVATE.addSubnet(net, prefix, 'ipv6');
}

export function isPrivateAddress(address: string): boolean {
  // An IPv4-mapped IPv6 address (::ffff:127.0.0.1) is judged as the IPv4 address it carries.
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return isPrivateAddress(mapped[1]);
  const family = isIP(address);
  if (family === 0) return true;
  return PRIVATE.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

/** Why a URL cannot be a webhook endpoint under `policy`, or null when it can (checked at registration). */
export function endpointUrlProblem(raw: string, policy: DestinationPolicy): string | null {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return 'the URL is not absolute';
  }
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && !policy.requireHttps)) return 'the URL must use https';
  if (url.username || url.password) return 'the URL must not carry credentials';
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (!policy.allowPrivateAddresses && (host === 'localhost' || host.endsWith('.localhost') || (isIP(host) && isPrivateAddress(host)))) {
    return 'the URL must point to a public address';
  }
  return null;
}

type LookupCallback = (err: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void;

/**
 * A DNS lookup for the HTTP client that refuses private addresses at connection time, so that a
 * public name which later resolves to an internal address (DNS rebinding) is still refused.
 */
export function guardedLookup(policy: DestinationPolicy) {
  return (hostname: string, options: object, callback: LookupCallback) => {
    dnsLookup(hostname, { ...options, all: true }, (err, addresses) => {
      if (err) return callback(err, []);
      const list = addresses as LookupAddress[];
      const allowed = policy.allowPrivateAddresses ? list : list.filter((a) => !isPrivateAddress(a.address));
      if (allowed.length === 0) {
        const refused = Object.assign(new Error(`${hostname} resolves only to private addresses`), { code: 'EPRIVATEADDRESS' });
        return callback(refused, []);
      }
      if ((options as { all?: boolean }).all) return callback(null, allowed);
      callback(null, allowed[0].address, allowed[0].family);
    });
  };
}
