import { createHmac } from 'node:crypto';
import type { Hmac, Signature } from '../../../shared/webhooks/signature.ts';

/** node:crypto's HMAC-SHA256: synchronous, no thread-pool hop; same bytes as the WebCrypto one (tested). */
export const nodeHmac: Hmac = (secret, message) => createHmac('sha256', secret).update(message).digest('hex');

/**
 * `sign()` for a text body with node:crypto, fed the strings (UTF-8, the bytes `signedBytes` builds)
 * rather than a copied byte array, and without a promise: measured ~7 µs a delivery against ~2 µs.
 */
export function signText(secret: string, body: string, nowMs: number): Signature {
  const t = Math.floor(nowMs / 1000);
  const signature = createHmac('sha256', secret).update(`${t}.`).update(body).digest('hex');
  return { t, signature, header: `t=${t},v1=${signature}` };
}
