/**
 * The platform's webhook signature, with WebCrypto only so the same code signs in Node and verifies
 * in the renderer's inspector.
 *
 *   X-Platform-Signature: t=<unix seconds>,v1=<lowercase hex HMAC-SHA256 of "<t>.<raw body>">
 *
 * The HMAC key is the UTF-8 bytes of the secret string; the message is the bytes of `<t>.` followed
 * by the raw body bytes exactly as sent (never re-serialised JSON).
 */
export const SIGNATURE_HEADER = 'X-Platform-Signature';
/** Node's lower-case spelling of the header, for `IncomingMessage.headers`. */
export const SIGNATURE_HEADER_LOWER = 'x-platform-signature';

const encoder = new TextEncoder();

export type RawBody = string | Uint8Array;

export function bodyBytes(body: RawBody): Uint8Array {
  return typeof body === 'string' ? encoder.encode(body) : body;
}

/** The exact bytes the HMAC covers: `<t>.` then the raw body. */
export function signedBytes(t: number | string, body: RawBody): Uint8Array {
  const prefix = encoder.encode(`${t}.`);
  const raw = bodyBytes(body);
  const out = new Uint8Array(prefix.length + raw.length);
  out.set(prefix, 0);
  out.set(raw, prefix.length);
  return out;
}

/** The signed string as text, for people reading the inspector (invalid UTF-8 shows as U+FFFD). */
export function signedText(t: number | string, body: RawBody): string {
  return `${t}.${typeof body === 'string' ? body : new TextDecoder().decode(body)}`;
}

function toHex(buffer: ArrayBuffer): string {
  const bytes = new Uint8Array(buffer);
  let hex = '';
  for (const byte of bytes) hex += byte.toString(16).padStart(2, '0');
  return hex;
}

type HmacKey = Awaited<ReturnType<typeof crypto.subtle.importKey>>;
const keys = new Map<string, Promise<HmacKey>>();

function hmacKey(secret: string): Promise<HmacKey> {
  let key = keys.get(secret);
  if (!key) {
    // HMAC pads a short key with zero bytes, so an empty key is the same key as one zero byte;
    // WebCrypto refuses zero-length keys, so hand it the equivalent instead of failing.
    const raw = secret.length === 0 ? new Uint8Array(1) : encoder.encode(secret);
    key = crypto.subtle.importKey('raw', raw, { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
    // Importing dominates the cost of signing small bodies; a few secrets are in use at a time.
    if (keys.size > 64) keys.clear();
    keys.set(secret, key);
  }
  return key;
}

/**
 * Lowercase hex HMAC-SHA256 of `message` keyed with the UTF-8 bytes of `secret`. WebCrypto by default;
 * the Node side passes node:crypto's synchronous HMAC, which skips the thread-pool round trip.
 */
export type Hmac = (secret: string, message: Uint8Array) => string | Promise<string>;

export const webCryptoHmac: Hmac = async (secret, message) =>
  toHex(await crypto.subtle.sign('HMAC', await hmacKey(secret), message as Uint8Array<ArrayBuffer>));

/** Lowercase hex HMAC-SHA256 of `<t>.<body>` keyed with `secret`. */
export async function computeSignature(secret: string, t: number | string, body: RawBody, hmac: Hmac = webCryptoHmac): Promise<string> {
  return hmac(secret, signedBytes(t, body));
}

export interface Signature {
  t: number;
  signature: string;
  /** The value of the `X-Platform-Signature` header. */
  header: string;
}

/** Signs a body at `nowMs` (default: now). Computed once per event; retries reuse it. */
export async function sign(secret: string, body: RawBody, nowMs: number = Date.now(), hmac?: Hmac): Promise<Signature> {
  const t = Math.floor(nowMs / 1000);
  const signature = await computeSignature(secret, t, body, hmac);
  return { t, signature, header: `t=${t},v1=${signature}` };
}
