/** Webhook secrets: 32 random bytes as 64 hex characters; the HMAC key is that text's UTF-8. */
export function generateSecret(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(32)), (b) => b.toString(16).padStart(2, '0')).join('');
}

/** What a person or a log may see of a secret: its length class and last 4 characters. */
export function maskSecret(secret: string): string {
  if (secret.length <= 8) return '••••••••';
  return `••••••••${secret.slice(-4)}`;
}
