import type { PublicRequest } from '../../../../shared/api/installations.ts';

/** One sent request, as the history lists it and as it comes back into the composer. */
export interface SentRequest {
  request: Omit<PublicRequest, 'installationId'>;
  installationId: string;
  status: number | null;
  at: number;
}

/** The history keeps this many; the oldest go. */
export const HISTORY_LIMIT = 30;

/**
 * Kept per integration folder (the workspace id changes on every open, the folder does not), in
 * the page's own storage: a reload or a reopened folder finds its requests again.
 */
const keyOf = (folder: string) => `studio.requests.history:${folder}`;

export function readHistory(folder: string, storage: Storage = localStorage): SentRequest[] {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(keyOf(folder)) ?? '[]');
    return Array.isArray(parsed) ? (parsed.filter(isSent) as SentRequest[]).slice(0, HISTORY_LIMIT) : [];
  } catch {
    return [];
  }
}

/** Newest first; the same request sent again moves to the top instead of repeating. */
export function remember(folder: string, sent: SentRequest, storage: Storage = localStorage): SentRequest[] {
  const same = (other: SentRequest) =>
    other.installationId === sent.installationId && JSON.stringify(other.request) === JSON.stringify(sent.request);
  const next = [sent, ...readHistory(folder, storage).filter((other) => !same(other))].slice(0, HISTORY_LIMIT);
  try {
    storage.setItem(keyOf(folder), JSON.stringify(next));
  } catch {
    // A full storage keeps the history of this page only: sending is what matters.
  }
  return next;
}

export function clearHistory(folder: string, storage: Storage = localStorage) {
  storage.removeItem(keyOf(folder));
}

function isSent(value: unknown): boolean {
  const sent = value as Partial<SentRequest> | null;
  return (
    !!sent &&
    typeof sent.installationId === 'string' &&
    typeof sent.at === 'number' &&
    !!sent.request &&
    typeof sent.request.method === 'string' &&
    typeof sent.request.path === 'string' &&
    Array.isArray(sent.request.headers) &&
    typeof sent.request.body === 'string'
  );
}

/** `Name: value` lines (as HTTP writes them) to headers; a line without a colon is an error naming it. */
export function parseHeaders(text: string): { headers: { name: string; value: string }[] } | { error: string } {
  const headers: { name: string; value: string }[] = [];
  const lines = text.split('\n');
  for (const [index, raw] of lines.entries()) {
    const line = raw.trim();
    if (!line) continue;
    const colon = line.indexOf(':');
    if (colon <= 0) return { error: `Header line ${index + 1} ("${line.slice(0, 40)}") is not "Name: value".` };
    headers.push({ name: line.slice(0, colon).trim(), value: line.slice(colon + 1).trim() });
  }
  return { headers };
}

export const headerText = (headers: readonly { name: string; value: string }[]) =>
  headers.map(({ name, value }) => `${name}: ${value}`).join('\n');
