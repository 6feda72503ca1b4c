import { bodyBytes, computeSignature, signedText, webCryptoHmac, type Hmac, type RawBody } from './signature.ts';

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

/**
 * Why a request was rejected, in terms that help the sender fix it without revealing the signature
 * the secret gives: every hint compares the request's own v1 with a variant of what it may have
 * signed, so it only ever says yes or no about a signature the sender already holds.
 */
export interface Diagnosis {
  /** What the HMAC covers and how big each part is, e.g. `<t>.<raw body>: "1735689600" + "." + 512 bytes`. */
  layout: string;
  /** The part of the request that does not agree. */
  differs: 'header' | 'timestamp' | 'signature';
  /** Receiver's clock minus `t`, in seconds (positive: the request is older), when `t` parsed. */
  skewSeconds: number | null;
  toleranceSeconds: number;
  /** What the v1 values do match, when anything does (a common signing mistake), one sentence each. */
  hints: string[];
}

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
  /**
   * The signature the secret gives for this body and `t`, when `t` parsed. Only for a caller that
   * holds the secret itself (`webhook verify`): a receiver never stores or shows it (see `ReceivedVerdict`).
   */
  expectedSignature: string | null;
  /** For a rejected request: why, without the expected signature. */
  diagnosis: Diagnosis | null;
}

/** What a receiver keeps and shows of a verdict: never the expected signature, so it is no signing oracle. */
export type ReceivedVerdict = Omit<Verdict, 'expectedSignature'>;

export function receivedVerdict(verdict: Verdict): ReceivedVerdict {
  const { expectedSignature: _dropped, ...kept } = verdict;
  return kept;
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

function fail(reason: VerifyReason, message: string, diagnosis: Diagnosis, extra: Partial<Verdict> = {}): Verdict {
  return { ok: false, reason, message, timestamp: null, signatures: [], signedString: null, expectedSignature: null, diagnosis, ...extra };
}

function layoutOf(t: string | null, body: RawBody): string {
  const size = bodyBytes(body).byteLength;
  return `<t>.<raw body>: ${t === null ? '<t missing>' : JSON.stringify(t)} + "." + ${size} byte${size === 1 ? '' : 's'} of body exactly as received`;
}

/** Common ways a sender signs the wrong thing, each checked against the request's own v1 values. */
async function signingHints(t: string, body: RawBody, secret: string, v1: string[], hmac: Hmac | undefined): Promise<string[]> {
  const matches = async (key: string, message: RawBody) => {
    const candidate = await (hmac ?? webCryptoHmac)(key, bodyBytes(message));
    return v1.some((value) => constantTimeEqual(value, candidate));
  };
  const hints: string[] = [];
  const text = typeof body === 'string' ? body : new TextDecoder().decode(body);
  if (await matches(secret, body)) hints.push('v1 is the HMAC of the body alone: sign "<t>." followed by the body.');
  try {
    const reserialized = JSON.stringify(JSON.parse(text));
    if (reserialized !== text && (await matches(secret, `${t}.${reserialized}`)))
      hints.push('v1 matches the body re-serialized as compact JSON: sign the raw bytes you send, not a parsed-and-restringified copy.');
  } catch {
    /* not JSON: nothing to compare */
  }
  return hints;
}

/** Checks an `X-Platform-Signature` header against a raw body. Never throws: every failure is a verdict with a reason. */
export async function verifySignature(input: VerifyInput): Promise<Verdict> {
  const tolerance = input.toleranceSeconds ?? DEFAULT_TOLERANCE_SECONDS;
  const headerProblem = (t: string | null = null): Diagnosis => ({
    layout: layoutOf(t, input.body),
    differs: 'header',
    skewSeconds: null,
    toleranceSeconds: tolerance,
    hints: [],
  });
  try {
    const { header, body, secret } = input;
    if (typeof header !== 'string' || header.trim() === '')
      return fail('missing-header', 'The request has no X-Platform-Signature header.', headerProblem());
    const parsed = parse(header);
    if ('malformed' in parsed) return fail('malformed', `The signature header cannot be parsed: ${parsed.malformed}.`, headerProblem());
    if (parsed.t === null)
      return fail('missing-timestamp', 'The signature header has no t=<unix seconds>.', headerProblem(), { signatures: parsed.v1 });
    const t = parsed.t;
    const details = { timestamp: Number(t), signatures: parsed.v1, signedString: signedText(t, body) };
    if (parsed.v1.length === 0)
      return fail('missing-signature', 'The signature header has no v1=<hex signature>.', headerProblem(t), details);
    const expected = await computeSignature(typeof secret === 'string' ? secret : '', t, body, input.hmac);
    const withExpected = { ...details, expectedSignature: expected };
    const now = input.nowMs ?? Date.now();
    const skewMs = now - Number(t) * 1000;
    const skewSeconds = Math.round(skewMs / 1000);
    // Check every entry (secret rotation) without stopping at the first match.
    let match = false;
    for (const candidate of parsed.v1) match = constantTimeEqual(candidate, expected) || match;
    if (!(Math.abs(skewMs) <= tolerance * 1000)) {
      const direction = skewMs > 0 ? `${skewSeconds} s old` : `${-skewSeconds} s in the future`;
      const hints = [
        match
          ? 'The v1 signature itself matches: only the time is outside the tolerance (a replay, or a clock that is off).'
          : 'The v1 signature does not match either.',
      ];
      if (Number(t) > 1e11) hints.push('t looks like milliseconds: the platform sends Unix time in seconds.');
      return fail(
        'timestamp-out-of-tolerance',
        `The timestamp is ${direction}; the tolerance is ${tolerance} s.`,
        {
          layout: layoutOf(t, body),
          differs: 'timestamp',
          skewSeconds,
          toleranceSeconds: tolerance,
          hints,
        },
        withExpected,
      );
    }
    if (!match)
      return fail(
        'signature-mismatch',
        'No v1 signature matches the body signed with this secret (wrong secret, or the body changed in transit).',
        {
          layout: layoutOf(t, body),
          differs: 'signature',
          skewSeconds,
          toleranceSeconds: tolerance,
          hints: await signingHints(t, body, typeof secret === 'string' ? secret : '', parsed.v1, input.hmac),
        },
        withExpected,
      );
    return {
      ok: true,
      reason: null,
      message: 'Genuine: the signature matches and the timestamp is within tolerance.',
      ...withExpected,
      diagnosis: null,
    };
  } catch (error) {
    return fail('malformed', `The request could not be verified: ${(error as Error)?.message ?? String(error)}.`, headerProblem());
  }
}
