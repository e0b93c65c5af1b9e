import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { isIP } from 'node:net';
import ipaddr from 'ipaddr.js';

// Hosts someone outside names for us to call: a partner's webhook endpoint, a person's own music
// server. Either could point us at our own network (the cloud's metadata service, Redis, Postgres),
// so both go through the same rule: https to global unicast addresses only, unless the operator
// allows more for a deployment inside a private network.

/** Where outside hosts may be. Production: https to public addresses only. */
export interface AddressPolicy {
  requireHttps: boolean;
  allowPrivateAddresses: boolean;
}

const IPV4_COMPATIBLE = ipaddr.IPv6.parseCIDR('::/96');

/**
 * Only global unicast addresses are outside hosts. Everything else is refused, as ipaddr.js
 * classifies it: private, loopback, link-local, carrier-grade NAT, multicast, broadcast, reserved
 * and documentation ranges, and every IPv6 form that carries or reaches an IPv4 address (mapped and
 * compatible `::a.b.c.d`, NAT64 64:ff9b::/96 and 64:ff9b:1::/48, 6to4, Teredo), site-local and
 * discard. An address that does not parse is refused too.
 */
export function isPrivateAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return true;
  const parsed = ipaddr.parse(address);
  // The deprecated IPv4-compatible form (::a.b.c.d, written ::7f00:1 too) counts as unicast there.
  if (parsed.kind() === 'ipv6' && (parsed as ipaddr.IPv6).match(IPV4_COMPATIBLE)) return true;
  return parsed.range() !== 'unicast';
}

/** Why a URL cannot name an outside host under `policy`, or null when it can (checked when it is given). */
export function outsideUrlProblem(raw: string, policy: AddressPolicy): string | null {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return 'the URL is not absolute';
  }
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && !policy.requireHttps)) return 'the URL must use https';
  if (url.username || url.password) return 'the URL must not carry credentials';
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (
    !policy.allowPrivateAddresses &&
    (host === 'localhost' || host.endsWith('.localhost') || (isIP(host) && isPrivateAddress(host)))
  ) {
    return 'the URL must point to a public address';
  }
  return null;
}

type LookupCallback = (err: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void;

/** What resolves a name to its addresses: the system's resolver (`dns.lookup`) or a stand-in for it. */
export type Resolver = (
  hostname: string,
  options: { all: true },
  callback: (err: NodeJS.ErrnoException | null, addresses: LookupAddress[]) => void,
) => void;

/**
 * A DNS lookup for an HTTP client that refuses private addresses at connection time, so that a
 * public name which later resolves to an internal address (DNS rebinding) is still refused.
 */
export function guardedLookup(policy: AddressPolicy, resolve: Resolver = dnsLookup as Resolver) {
  return (hostname: string, options: object, callback: LookupCallback) => {
    resolve(hostname, { ...options, all: true }, (err, addresses) => {
      if (err) return callback(err, []);
      const list = addresses as LookupAddress[];
      const allowed = policy.allowPrivateAddresses ? list : list.filter((a) => !isPrivateAddress(a.address));
      if (allowed.length === 0) {
        const refused = Object.assign(new Error(`${hostname} resolves only to private addresses`), {
          code: 'EPRIVATEADDRESS',
        });
        return callback(refused, []);
      }
      if ((options as { all?: boolean }).all) return callback(null, allowed);
      callback(null, allowed[0].address, allowed[0].family);
    });
  };
}
