import { computeSignature, signedText, type Hmac, type RawBody } from './signature.ts';

export const DEFAULT_TOLERANCE_SECONDS = 300;

export const VERIFY_REASONS = [
  'missing-header',
  'missing-timestamp',
  'missing-signature',
  'malformed',
  'timestamp-out-of-tolerance',
  'signature-mismatch',
] as const;
export type VerifyReason = (typeof VERIFY_REASONS)[number];

export interface Verdict {
  ok: boolean;
  reason: VerifyReason | null;
  /** One sentence a person can act on. */
  message: string;
  /** `t` from the header, when it parsed. */
  timestamp: number | null;
  /** The `v1` values the header carried. */
  signatures: string[];
  /** What the HMAC covers (`<t>.<body>`), when `t` parsed. */
  signedString: string | null;
  /** The signature the secret gives for this body and `t`, when `t` parsed. */
  expectedSignature: string | null;
}

export interface VerifyInput {
  header: string | null | undefined;
  body: RawBody;
  secret: string;
  /** Seconds either side of now a timestamp may be; default 300. */
  toleranceSeconds?: number;
  nowMs?: number;
  /** The HMAC implementation; WebCrypto when absent. */
  hmac?: Hmac;
}

interface Parsed {
  /** `t` exactly as written: the signed string uses these characters, not a re-formatted number. */
  t: string | null;
  v1: string[];
}

const KEY_VALUE = /^([a-z0-9]+)=([\x21-\x7e]*)$/;
const DIGITS = /^[0-9]{1,12}$/;
const HEX64 = /^[0-9a-f]{64}$/;

/**
 * Strict grammar: comma-separated `key=value` parts, no spaces; `t` once, digits only; each `v1` 64
 * lowercase hex digits. Other keys (future schemes like `v2`) are skipped as the platform does.
 */
function parse(header: string): Parsed | { malformed: string } {
  const parsed: Parsed = { t: null, v1: [] };
  let sawT = false;
  for (const part of header.split(',')) {
    const match = KEY_VALUE.exec(part);
    if (!match) return { malformed: `the part ${JSON.stringify(part.slice(0, 80))} is not key=value` };
    const [, key, value] = match as unknown as [string, string, string];
    if (key === 't') {
      if (sawT) return { malformed: 't= appears more than once' };
      sawT = true;
      if (value === '') continue;
      if (!DIGITS.test(value)) return { malformed: `t=${JSON.stringify(value.slice(0, 40))} is not a unix time in seconds` };
      parsed.t = value;
    } else if (key === 'v1') {
      if (value === '') continue;
      if (!HEX64.test(value)) return { malformed: `v1=${JSON.stringify(value.slice(0, 80))} is not 64 lowercase hex digits` };
      parsed.v1.push(value);
    }
  }
  return parsed;
}

/** Compares two equal-length hex strings without an early exit, so timing says nothing about where they differ. */
export function constantTimeEqual(a: string, b: string): boolean {
  let diff = a.length ^ b.length;
  const length = Math.max(a.length, b.length);
  for (let i = 0; i < length; i++) diff |= (a.charCodeAt(i) | 0) ^ (b.charCodeAt(i) | 0);
  return diff === 0;
}

function fail(reason: VerifyReason, message: string, extra: Partial<Verdict> = {}): Verdict {
  return { ok: false, reason, message, timestamp: null, signatures: [], signedString: null, expectedSignature: null, ...extra };
}

/** Checks an `X-Platform-Signature` header against a raw body. Never throws: every failure is a verdict with a reason. */
export async function verifySignature(input: VerifyInput): Promise<Verdict> {
  try {
    const { header, body, secret } = input;
    const tolerance = input.toleranceSeconds ?? DEFAULT_TOLERANCE_SECONDS;
    if (typeof header !== 'string' || header.trim() === '')
      return fail('missing-header', 'The request has no X-Platform-Signature header.');
    const parsed = parse(header);
    if ('malformed' in parsed) return fail('malformed', `The signature header cannot be parsed: ${parsed.malformed}.`);
    if (parsed.t === null) return fail('missing-timestamp', 'The signature header has no t=<unix seconds>.', { signatures: parsed.v1 });
    const t = parsed.t;
    const details = { timestamp: Number(t), signatures: parsed.v1, signedString: signedText(t, body) };
    if (parsed.v1.length === 0) return fail('missing-signature', 'The signature header has no v1=<hex signature>.', details);
    const expected = await computeSignature(typeof secret === 'string' ? secret : '', t, body, input.hmac);
    const withExpected = { ...details, expectedSignature: expected };
    const now = input.nowMs ?? Date.now();
    const skewMs = now - Number(t) * 1000;
    if (!(Math.abs(skewMs) <= tolerance * 1000)) {
      const direction = skewMs > 0 ? `${Math.round(skewMs / 1000)} s old` : `${Math.round(-skewMs / 1000)} s in the future`;
      return fail('timestamp-out-of-tolerance', `The timestamp is ${direction}; the tolerance is ${tolerance} s.`, withExpected);
    }
    // Check every entry (secret rotation) without stopping at the first match.
    let match = false;
    for (const candidate of parsed.v1) match = constantTimeEqual(candidate, expected) || match;
    if (!match)
      return fail(
        'signature-mismatch',
        'No v1 signature matches the body signed with this secret (wrong secret, or the body changed in transit).',
        withExpected,
      );
    return { ok: true, reason: null, message: 'Genuine: the signature matches and the timestamp is within tolerance.', ...withExpected };
  } catch (error) {
    return fail('malformed', `The request could not be verified: ${(error as Error)?.message ?? String(error)}.`);
  }
}
