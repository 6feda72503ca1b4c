/**
 * Containment policy as data: every rule the host enforces on hosted code, each entry naming the
 * README "Security" limit it implements. Code in this folder reads these; nothing else decides.
 */

/** Address ranges an integration's outbound request may never reach (README: "Outbound requests"). */
export const BLOCKED_RANGES: readonly { cidr: string; why: string }[] = [
  { cidr: '127.0.0.0/8', why: 'loopback (this machine)' },
  { cidr: '0.0.0.0/8', why: '"this host" (0.0.0.0 reaches this machine)' },
  { cidr: '10.0.0.0/8', why: 'private network (10/8)' },
  { cidr: '172.16.0.0/12', why: 'private network (172.16/12)' },
  { cidr: '192.168.0.0/16', why: 'private network (192.168/16)' },
  { cidr: '169.254.0.0/16', why: 'link-local (169.254/16, where cloud metadata services answer)' },
  { cidr: '100.64.0.0/10', why: 'carrier-grade NAT (100.64/10, a private network)' },
  { cidr: '::1/128', why: 'IPv6 loopback (this machine)' },
  { cidr: '::/128', why: 'the unspecified IPv6 address (reaches this machine)' },
  { cidr: 'fc00::/7', why: 'IPv6 unique-local (a private network)' },
  { cidr: 'fe80::/10', why: 'IPv6 link-local' },
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
  /** Nesting depth of any value from hosted code or a client (README: "Values"): ContentKit trees, props, state, payloads. */
  valueDepth: 128,
  /** Longest string in such a value. */
  valueStringLength: 10 * MiB,
  /** Most entries (object keys plus array items, counted over the whole value). */
  valueEntries: 1_000_000,
  /** Console output one event may hand back with its answer; past it the answer is dropped (README: "Values"). */
  logBatchBytes: 16 * MiB,
} as const;
