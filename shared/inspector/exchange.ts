import { HttpExchange } from '../journal/records.ts';
import type { JournalRecord } from '../api/journal.ts';

/** The HTTP exchange a record carries (dispatches, requests, fetches, attempts, receptions), or null. */
export function exchangeOf(record: Pick<JournalRecord, 'data'>): HttpExchange | null {
  const parsed = HttpExchange.safeParse(record.data);
  return parsed.success ? parsed.data : null;
}

/** A body as text for display: base64 bodies are decoded when they are valid UTF-8. */
export function bodyText(message: { body: string; bodyEncoding: 'utf8' | 'base64' }): { text: string; binary: boolean } {
  if (message.bodyEncoding === 'utf8') return { text: message.body, binary: false };
  try {
    const bytes = Uint8Array.from(atob(message.body), (c) => c.charCodeAt(0));
    return { text: new TextDecoder('utf-8', { fatal: true }).decode(bytes), binary: false };
  } catch {
    return { text: message.body, binary: true };
  }
}

/** JSON bodies re-indented for reading; anything else unchanged. */
export function prettyBody(text: string, contentType: string | undefined): string {
  const looksJson = /json/i.test(contentType ?? '') || /^\s*[[{]/.test(text);
  if (!looksJson) return text;
  try {
    return JSON.stringify(JSON.parse(text), null, 2);
  } catch {
    return text;
  }
}

export function header(headers: Record<string, string>, name: string): string | undefined {
  const wanted = name.toLowerCase();
  for (const [key, value] of Object.entries(headers)) if (key.toLowerCase() === wanted) return value;
  return undefined;
}
