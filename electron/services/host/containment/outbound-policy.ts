import { lookup as dnsLookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import { blockedReason, isLoopback } from './addresses.ts';
import { OUTBOUND_SCHEMES } from './rules.ts';

/** Resolves a host name to every address it has (the first is the one connected to). */
export type Lookup = (hostname: string) => Promise<{ address: string; family: 4 | 6 }[]>;

export const systemLookup: Lookup = async (hostname) =>
  (await dnsLookup(hostname, { all: true, verbatim: true })).map((a) => ({ address: a.address, family: a.family === 6 ? 6 : 4 }));

export interface OutboundPolicyOptions {
  /** Origins of the studio's own public server (public endpoints, webhook receivers, mock OAuth): always allowed. */
  studioOrigins(): readonly string[];
  /** Origins the developer allowed explicitly (`--allow-outbound`, the workspace setting). */
  allowedOrigins(): readonly string[];
  /** Loopback ports of the sandbox's own servers (Miniflare's loopback server, workerd's sockets): never reachable. */
  sandboxPorts(): ReadonlySet<number>;
  /**
   * Origins of the studio's own that hosted code may never reach, even when allowed: the published
   * site's, whose pages run third-party scripts in the developer's browser and whose endpoints write
   * records and set the reader's consent.
   */
  closedOrigins?(): readonly string[];
  lookup?: Lookup;
}

/** Where to connect: the checked address, so a second resolution (DNS rebinding) cannot change it. */
export interface Pin {
  address: string;
  family: 4 | 6;
}

export type Decision =
  { allowed: true; pin: Pin | null; why: 'studio' | 'allowed' | 'public' } | { allowed: false; reason: string; message: string };

/** The origin exactly as `--allow-outbound` expects it, or null when `value` is no http(s) origin. */
export function normalizeOrigin(value: string): string | null {
  try {
    const url = new URL(value);
    return OUTBOUND_SCHEMES.includes(url.protocol) ? url.origin : null;
  } catch {
    return null;
  }
}

function portOf(url: URL): number {
  return url.port ? Number(url.port) : url.protocol === 'https:' ? 443 : 80;
}

function refuse(url: URL, reason: string, allowable: boolean): Decision {
  const how = allowable
    ? ` To let the integration reach a local backend, allow its origin: start the studio with --allow-outbound ${url.origin}, or add it under Outbound in the Inspector's toolbar (a workspace setting).`
    : ' The studio never allows this, even for a listed origin.';
  return {
    allowed: false,
    reason,
    message: `The studio refused fetch("${url.href}"): ${reason}. The platform runs integrations in the cloud, where the developer's machine and private networks are not reachable.${how}`,
  };
}

/** What a policy rule reads: the URL, the policy's options, and the URL's addresses (resolved once, when first asked). */
export interface PolicyContext {
  url: URL;
  options: OutboundPolicyOptions;
  addresses(): Promise<Pin[]>;
}

/** One rule of the outbound policy: a decision ends the check, null passes it to the next rule. */
export type PolicyRule = (context: PolicyContext) => Promise<Decision | null> | Decision | null;

/** Only http(s) leaves the sandbox. */
export const scheme: PolicyRule = ({ url }) =>
  OUTBOUND_SCHEMES.includes(url.protocol) ? null : refuse(url, `the ${url.protocol} scheme is not an outbound protocol`, false);

/**
 * A closed origin of the studio (the published site's) is refused, whatever the allowed origins say:
 * by its host name, and by its port on any loopback address (the site answers only its own name, but
 * a Host header is the caller's to choose).
 */
export const closedOrigin: PolicyRule = async ({ url, options, addresses }) => {
  const closed = (options.closedOrigins?.() ?? []).map((origin) => new URL(origin));
  if (!closed.length) return null;
  const named = closed.find((origin) => origin.hostname === url.hostname.toLowerCase());
  const samePort = closed.find((origin) => portOf(origin) === portOf(url));
  let onLoopback = false;
  if (!named && samePort) {
    try {
      onLoopback = (await addresses()).some((a) => isLoopback(a.address));
    } catch {
      // A name that resolves nowhere reaches nothing: the rules after this one say so.
    }
  }
  const hit = named ?? (onLoopback ? samePort : undefined);
  return hit ? refuse(url, `${hit.origin} is the studio's published site, which hosted code never reaches`, false) : null;
};

/** The studio's own public server is always reachable, at 127.0.0.1 where it listens (its `*.localhost` content origin is a name no resolver need know). */
export const ownOrigin: PolicyRule = ({ url, options }) =>
  options.studioOrigins().includes(url.origin) ? { allowed: true, pin: { address: '127.0.0.1', family: 4 }, why: 'studio' } : null;

/** An origin the developer allowed is reachable, whatever its address, except the sandbox's own loopback servers. */
export const allowedOrigin: PolicyRule = async ({ url, options, addresses }) => {
  const found = await addresses();
  if (!options.allowedOrigins().includes(url.origin)) return null;
  const own = found.find((a) => isLoopback(a.address) && options.sandboxPorts().has(portOf(url)));
  if (own) return refuse(url, `port ${portOf(url)} on ${own.address} is the sandbox's own server`, false);
  return { allowed: true, pin: found[0]!, why: 'allowed' };
};

/** A name any of whose addresses is in a blocked range (loopback, private, link-local…: rules.ts) is refused. */
export const blockedRanges: PolicyRule = async ({ url, addresses }) => {
  for (const candidate of await addresses()) {
    const reason = blockedReason(candidate.address);
    if (reason) {
      const named = candidate.address === url.hostname.replace(/^\[|\]$/g, '') ? reason : `${url.hostname} resolves to ${reason}`;
      return refuse(url, named, true);
    }
  }
  return null;
};

/** What is left is a public address: reachable, at the first address checked. */
export const publicAddress: PolicyRule = async ({ addresses }) => ({ allowed: true, pin: (await addresses())[0]!, why: 'public' });

/** The outbound policy, in order: the first rule to decide ends it; the last always does. */
export const POLICY_RULES: readonly PolicyRule[] = [scheme, closedOrigin, ownOrigin, allowedOrigin, blockedRanges, publicAddress];

/**
 * The one outbound policy: every request leaving the sandbox is decided here, per hop (workerd
 * follows redirects itself and sends each hop through the host, so each is checked anew), by
 * POLICY_RULES in order.
 */
export function createOutboundPolicy(options: OutboundPolicyOptions): OutboundPolicy {
  const lookup = options.lookup ?? systemLookup;

  async function resolve(hostname: string): Promise<Pin[]> {
    const bare = hostname.replace(/^\[|\]$/g, '');
    const family = isIP(bare);
    if (family) return [{ address: bare, family: family === 6 ? 6 : 4 }];
    const found = await lookup(bare);
    if (found.length === 0) throw new Error(`${bare} did not resolve to any address`);
    return found;
  }

  return {
    async check(target: string): Promise<Decision> {
      let url: URL;
      try {
        url = new URL(target);
      } catch {
        return { allowed: false, reason: 'not a valid URL', message: `The studio refused fetch("${target}"): not a valid URL.` };
      }
      let resolved: Promise<Pin[]> | null = null;
      const context: PolicyContext = { url, options, addresses: () => (resolved ??= resolve(url.hostname)) };
      for (const rule of POLICY_RULES) {
        const decision = await rule(context);
        if (decision) return decision;
      }
      throw new Error(`no outbound policy rule decided on ${target}`);
    },
  };
}

/** The decision on each outbound request hosted code makes. */
export interface OutboundPolicy {
  /** Whether hosted code may fetch `target`, and the address to connect to when it may. */
  check(target: string): Promise<Decision>;
}
