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

/** `::ffff:10.0.0.1` (and `::ffff:a00:1`) is the IPv4 address it maps; anything else stays as it is. */
function unmapped(address: string): { address: string; family: 'ipv4' | 'ipv6' } {
  const bare = address.replace(/^\[|\]$/g, '');
  if (isIP(bare) === 4) return { address: bare, family: 'ipv4' };
  const lower = bare.toLowerCase();
  const mapped = /^(?:::|(?:0{1,4}:){5})ffff:(.+)$/.exec(lower);
  if (mapped) {
    const tail = mapped[1]!;
    if (isIP(tail) === 4) return { address: tail, family: 'ipv4' };
    const hex = /^([0-9a-f]{1,4}):([0-9a-f]{1,4})$/.exec(tail);
    if (hex) {
      const high = parseInt(hex[1]!, 16);
      const low = parseInt(hex[2]!, 16);
      return { address: `${high >> 8}.${high & 255}.${low >> 8}.${low & 255}`, family: 'ipv4' };
    }
  }
  return { address: bare, family: 'ipv6' };
}

/** Why `address` (an IP literal) is off limits, or null when it is a public address. */
export function blockedReason(address: string): string | null {
  const { address: plain, family } = unmapped(address);
  if (isIP(plain) === 0) return `"${address}" is not an IP address`;
  if (!(family === 'ipv6' ? v6 : v4).check(plain, family)) return null;
  const rule = ranges.find((r) => r.family === family && r.list.check(plain, family));
  return rule ? `${plain} is ${rule.why}` : `${plain} is not a public address`;
}

/** True for loopback addresses (127/8, ::1 and their IPv4-mapped forms). */
export function isLoopback(address: string): boolean {
  const { address: plain, family } = unmapped(address);
  return family === 'ipv4' ? plain.startsWith('127.') : plain === '::1';
}
