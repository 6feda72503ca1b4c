import { VALUE_LIMITS } from '../../../lib/values.ts';

/**
 * Containment policy as data: every rule the host enforces on hosted code, each entry naming the
 * README "Security" limit it implements. Code in this folder reads these; nothing else decides.
 */

/**
 * Address ranges an integration's outbound request may never reach (README: "Outbound requests"):
 * every range of IANA's special-purpose registries that is not globally reachable, multicast, and
 * the IPv6 space outside global unicast. Ranges that embed an IPv4 address (NAT64, 6to4, the
 * IPv4-compatible and -translated forms) are refused whole: a gateway would carry the request to
 * that address, and the platform never needs them. The first match names the reason, so narrow
 * ranges come before the ones that contain them. IPv4-mapped IPv6 (`::ffff:a.b.c.d`) is checked as
 * the IPv4 address it maps.
 */
export const BLOCKED_RANGES: readonly { cidr: string; why: string }[] = [
  { cidr: '127.0.0.0/8', why: 'loopback (this machine)' },
  { cidr: '0.0.0.0/8', why: '"this host" (0.0.0.0 reaches this machine)' },
  { cidr: '10.0.0.0/8', why: 'private network (10/8)' },
  { cidr: '172.16.0.0/12', why: 'private network (172.16/12)' },
  { cidr: '192.168.0.0/16', why: 'private network (192.168/16)' },
  { cidr: '169.254.0.0/16', why: 'link-local (169.254/16, where cloud metadata services answer)' },
  { cidr: '100.64.0.0/10', why: 'carrier-grade NAT (100.64/10, a private network)' },
  { cidr: '192.0.0.0/24', why: 'reserved for IETF protocols (192.0.0/24, not globally reachable)' },
  { cidr: '192.0.2.0/24', why: 'documentation (192.0.2/24, TEST-NET-1)' },
  { cidr: '198.51.100.0/24', why: 'documentation (198.51.100/24, TEST-NET-2)' },
  { cidr: '203.0.113.0/24', why: 'documentation (203.0.113/24, TEST-NET-3)' },
  { cidr: '192.88.99.0/24', why: 'the deprecated 6to4 relay anycast (192.88.99/24)' },
  { cidr: '198.18.0.0/15', why: 'benchmarking (198.18/15, not globally reachable)' },
  { cidr: '224.0.0.0/4', why: 'multicast (224/4)' },
  { cidr: '255.255.255.255/32', why: 'broadcast (255.255.255.255)' },
  { cidr: '240.0.0.0/4', why: 'reserved (240/4, not globally reachable)' },
  { cidr: '::1/128', why: 'IPv6 loopback (this machine)' },
  { cidr: '::/128', why: 'the unspecified IPv6 address (reaches this machine)' },
  { cidr: '::/96', why: 'IPv4-compatible IPv6 (::/96, deprecated; carries an IPv4 address)' },
  { cidr: '::ffff:0:0:0/96', why: 'IPv4-translated IPv6 (::ffff:0:0:0/96, carries an IPv4 address)' },
  { cidr: '64:ff9b::/96', why: 'NAT64 (64:ff9b::/96, a gateway to the IPv4 address it carries)' },
  { cidr: '64:ff9b:1::/48', why: 'local-use NAT64 (64:ff9b:1::/48, a gateway to the IPv4 address it carries)' },
  { cidr: '100::/64', why: 'IPv6 discard-only (100::/64)' },
  { cidr: '2001::/32', why: 'Teredo (2001::/32, a tunnel to the IPv4 address it carries)' },
  { cidr: '2001::/23', why: 'reserved for IETF protocols (2001::/23: benchmarking, ORCHID, anycast services)' },
  { cidr: '2001:db8::/32', why: 'IPv6 documentation (2001:db8::/32)' },
  { cidr: '3fff::/20', why: 'IPv6 documentation (3fff::/20)' },
  { cidr: '2002::/16', why: '6to4 (2002::/16, a tunnel to the IPv4 address it carries)' },
  { cidr: '5f00::/16', why: 'IPv6 segment routing (5f00::/16, not globally reachable)' },
  { cidr: 'fc00::/7', why: 'IPv6 unique-local (a private network)' },
  { cidr: 'fe80::/10', why: 'IPv6 link-local' },
  { cidr: 'fec0::/10', why: 'IPv6 site-local (fec0::/10, deprecated; a private network)' },
  { cidr: 'ff00::/8', why: 'IPv6 multicast (ff00::/8)' },
  // Global unicast is 2000::/3; the rest of the IPv6 space is unassigned or special.
  { cidr: '::/3', why: 'outside IPv6 global unicast (2000::/3)' },
  { cidr: '4000::/2', why: 'outside IPv6 global unicast (2000::/3)' },
  { cidr: '8000::/1', why: 'outside IPv6 global unicast (2000::/3)' },
];

/** Schemes an outbound request may use; workerd itself refuses the others (file:, data: never leave it). */
export const OUTBOUND_SCHEMES: readonly string[] = ['http:', 'https:'];

const MiB = 1024 * 1024;

/** Default limits (README: "Security"); each is configurable where the README says so. */
export const CONTAINMENT_DEFAULTS = {
  /** Largest outbound response body an integration can read; past it the read fails (README: "Outbound responses"). */
  outboundResponseCapBytes: 32 * MiB,
  /** Bytes of each outbound body kept in the journal; the full size and a truncated mark are kept too. */
  journalBodyPreviewBytes: 64 * 1024,
  /** Time to connect to an outbound destination before the fetch fails. */
  outboundConnectTimeoutMs: 10_000,
  /** Wall time `waitUntil` work may run after the answer before the runtime restarts (README: "Background work"). */
  backgroundBudgetMs: 30_000,
  /** Nesting depth of any value from hosted code or a client, longest string in it, most entries (`lib/values.ts`). */
  valueDepth: VALUE_LIMITS.depth,
  valueStringLength: VALUE_LIMITS.stringLength,
  valueEntries: VALUE_LIMITS.entries,
  /** Console output one event may hand back with its answer; past it the answer is dropped (README: "Values"). */
  logBatchBytes: 16 * MiB,
  /**
   * Requests from the sandbox to the studio's own public server in flight at once (README: "Calls to
   * itself"). Each takes one of the public server's connections (256), so hosted code calling itself
   * could otherwise take them all from browsers, webhook senders and the UI.
   */
  ownCallsInFlight: 32,
  /** Redirect hops the studio follows when it fetches on an integration's word (select options, completions); each hop is checked. */
  studioFetchRedirects: 5,
  /** Body the studio reads on an integration's word: option lists are a few KiB, so 1 MiB is generous. */
  studioFetchBodyBytes: 1 * MiB,
  /** Wall time of such a fetch, every hop and the body included. */
  studioFetchTimeoutMs: 10_000,
} as const;
