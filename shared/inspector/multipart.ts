/**
 * The parts of a `multipart/form-data` body, as the platform's dispatch envelope has them (`event`,
 * `environment`, `fetch-body`), each decoded by its own content type. The journal keeps bodies as
 * UTF-8 text, or base64 when they are not: both come here as bytes.
 */
export interface Part {
  name: string;
  filename: string | null;
  contentType: string | null;
  size: number;
  /** The part as text (pretty-printed when it is JSON), or null when it is binary. */
  text: string | null;
  json: boolean;
}

export function boundaryOf(contentType: string | undefined): string | null {
  if (!contentType || !/^multipart\/form-data\b/i.test(contentType)) return null;
  const match = /boundary=(?:"([^"]+)"|([^;\s]+))/i.exec(contentType);
  return match ? (match[1] ?? match[2] ?? null) : null;
}

function bytesOf(body: string, encoding: 'utf8' | 'base64'): Uint8Array {
  if (encoding === 'base64') return Uint8Array.from(atob(body), (c) => c.charCodeAt(0));
  return new TextEncoder().encode(body);
}

/** Splits the body on its boundary; a body cut short by the journal gives the parts it holds. */
export function parseMultipart(body: string, encoding: 'utf8' | 'base64', boundary: string): Part[] {
  const bytes = bytesOf(body, encoding);
  // One character per byte, so splitting never breaks a UTF-8 sequence; each part is decoded afterwards.
  let latin1 = '';
  for (let i = 0; i < bytes.length; i += 8192) latin1 += String.fromCharCode(...bytes.subarray(i, i + 8192));
  const parts: Part[] = [];
  for (const chunk of latin1.split(`--${boundary}`).slice(1)) {
    if (chunk.startsWith('--')) break;
    const section = chunk.replace(/^\r?\n/, '');
    const split = section.indexOf('\r\n\r\n');
    if (split === -1) continue;
    const headers = section.slice(0, split);
    const raw = section.slice(split + 4).replace(/\r\n$/, '');
    const disposition = /content-disposition:([^\r\n]*)/i.exec(headers)?.[1] ?? '';
    const name = /\bname="([^"]*)"/i.exec(disposition)?.[1] ?? '(unnamed)';
    const filename = /\bfilename="([^"]*)"/i.exec(disposition)?.[1] ?? null;
    const contentType = /content-type:\s*([^\r\n]*)/i.exec(headers)?.[1]?.trim() ?? null;
    const partBytes = Uint8Array.from(raw, (c) => c.charCodeAt(0));
    let text: string | null;
    try {
      text = new TextDecoder('utf-8', { fatal: true }).decode(partBytes);
    } catch {
      text = null;
    }
    let json = false;
    if (text !== null && (/json/i.test(contentType ?? '') || /^\s*[[{]/.test(text))) {
      try {
        text = JSON.stringify(JSON.parse(text), null, 2);
        json = true;
      } catch {
        /* not JSON after all: shown as text */
      }
    }
    parts.push({ name, filename, contentType, size: partBytes.length, text, json });
  }
  return parts;
}
