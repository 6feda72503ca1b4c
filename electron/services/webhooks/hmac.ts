import { createHmac } from 'node:crypto';
import type { Hmac } from '../../../shared/webhooks/signature.ts';

/** node:crypto's HMAC-SHA256: synchronous, no thread-pool hop; same bytes as the WebCrypto one (tested). */
export const nodeHmac: Hmac = (secret, message) => createHmac('sha256', secret).update(message).digest('hex');
