/** `X-Platform-Signature: t=<unix seconds>,v1=<hex>` split into its parts, with what is wrong with it. */
export interface SignatureParts {
  t: number | null;
  v1: string[];
  problems: string[];
}

export function parseSignatureHeader(value: string | undefined): SignatureParts {
  if (value === undefined) return { t: null, v1: [], problems: ['the request has no X-Platform-Signature header'] };
  const problems: string[] = [];
  let t: number | null = null;
  const v1: string[] = [];
  for (const part of value.split(',')) {
    const eq = part.indexOf('=');
    const key = eq < 0 ? part.trim() : part.slice(0, eq).trim();
    const item = eq < 0 ? '' : part.slice(eq + 1).trim();
    if (key === 't') {
      if (/^\d+$/.test(item)) t = Number(item);
      else problems.push(`t is not a whole number of seconds: ${JSON.stringify(item)}`);
    } else if (key === 'v1') {
      if (/^[0-9a-f]{64}$/.test(item)) v1.push(item);
      else problems.push(`v1 is not 64 lowercase hex characters: ${JSON.stringify(item.slice(0, 80))}`);
    }
  }
  if (t === null && !problems.some((p) => p.startsWith('t '))) problems.push('the header has no t= part');
  if (v1.length === 0 && !problems.some((p) => p.startsWith('v1 '))) problems.push('the header has no v1= part');
  return { t, v1, problems };
}

export interface SignatureVerdict {
  valid: boolean;
  reason: string;
}

/**
 * Compares the header with the signature the studio computed for the event from the configured
 * secret. `expected` is `t=…,v1=…` as the signer wrote it (null when the secret is not known here).
 */
export function judgeSignature(received: SignatureParts, expected: SignatureParts | null): SignatureVerdict {
  if (received.problems.length) return { valid: false, reason: received.problems.join('; ') };
  if (!expected || expected.t === null || expected.v1.length === 0) {
    return { valid: false, reason: 'no expected signature: the event was not signed by this studio, so its secret is unknown here' };
  }
  if (received.t !== expected.t) return { valid: false, reason: `timestamp t=${received.t} differs from the signed t=${expected.t}` };
  if (!received.v1.includes(expected.v1[0]!))
    return { valid: false, reason: 'v1 does not match the HMAC-SHA256 of "<t>.<body>" with the configured secret' };
  return { valid: true, reason: 'v1 matches the HMAC-SHA256 of "<t>.<body>" with the configured secret' };
}
