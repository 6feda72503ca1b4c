/**
 * The renderer's Content Security Policy, used by the Electron window and browser mode alike.
 * Monaco needs blob workers and inline styles; nothing needs eval or inline scripts.
 * Integration previews (images, webframes) may point anywhere, but only as images and sandboxed frames.
 */
export const RENDERER_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "worker-src 'self' blob:",
  "img-src 'self' data: blob: http: https:",
  "font-src 'self' data:",
  "connect-src 'self' ws://127.0.0.1:* ws://localhost:* http://127.0.0.1:* http://localhost:*",
  'frame-src http: https:',
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');
