import { BlockList, isIP } from 'node:net';
import { BLOCKED_RANGES } from './rules.ts';

const v4 = new BlockList();
const v6 = new BlockList();
const ranges = BLOCKED_RANGES.map((rule) => {
  const [network, prefix] = rule.cidr.split('/') as [string, string];
  const family = isIP(network) === 6 ? 'ipv6' : 'ipv4';
  const list = new BlockList();
  list.addSubnet(network, Number(prefix), family);
  (family === 'ipv6' ? v6 : v4).addSubnet(network, Number(prefix), family);
  return { ...rule, family, list };
});

/** The WHATWG URL parser's spelling of an IPv6 address (lower case, zeros compressed, a dotted tail in hex), or null. */
function canonicalIPv6(address: string): string | null {
  try {
    return new URL(`http://[${address}]/`).hostname.slice(1, -1);
  } catch {
    return null;
  }
}

/**
 * `::ffff:10.0.0.1` (however it is spelled) is the IPv4 address it maps; any other IPv6 address is
 * returned in canonical form, so a spelling the ranges do not expect cannot slip past them.
 */
function unmapped(address: string): { address: string; family: 'ipv4' | 'ipv6' } | null {
  const bare = address.replace(/^\[|\]$/g, '');
  if (isIP(bare) === 4) return { address: bare, family: 'ipv4' };
  if (isIP(bare) !== 6) return null;
  const canonical = canonicalIPv6(bare);
  // A zone (`fe80::1%eth0`) is not a URL host; such an address is link-local anyway.
  if (canonical === null) return null;
  const mapped = /^::ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})$/.exec(canonical);
  if (!mapped) return { address: canonical, family: 'ipv6' };
  const high = parseInt(mapped[1]!, 16);
  const low = parseInt(mapped[2]!, 16);
  return { address: `${high >> 8}.${high & 255}.${low >> 8}.${low & 255}`, family: 'ipv4' };
}

/** Why `address` (an IP literal) is off limits, or null when it is a public address. */
export function blockedReason(address: string): string | null {
  const parsed = unmapped(address);
  if (!parsed) return `"${address}" is not an IP address the studio can check`;
  const { address: plain, family } = parsed;
  if (!(family === 'ipv6' ? v6 : v4).check(plain, family)) return null;
  const rule = ranges.find((r) => r.family === family && r.list.check(plain, family));
  return rule ? `${plain} is ${rule.why}` : `${plain} is not a public address`;
}

/** True for loopback addresses (127/8, ::1 and their IPv4-mapped forms). */
export function isLoopback(address: string): boolean {
  const parsed = unmapped(address);
  if (!parsed) return false;
  return parsed.family === 'ipv4' ? parsed.address.startsWith('127.') : parsed.address === '::1';
}
