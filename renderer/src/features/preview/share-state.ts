import { z } from 'zod';
import { RenderContext } from '../../../../shared/api/host.ts';

/**
 * What opens the same render elsewhere: the component, its props, the root's state and the render
 * context (its theme included), and the installation when one was chosen. Read from a link or a
 * pasted JSON, so it is untrusted: anything else, or anything malformed, is refused.
 */
export const SharedPreview = z
  .object({
    component: z.string().min(1).max(200),
    props: z.record(z.string(), z.unknown()),
    state: z.record(z.string(), z.unknown()),
    context: RenderContext,
    installationId: z.string().min(1).max(200).optional(),
  })
  .strict();
export type SharedPreview = z.infer<typeof SharedPreview>;

/** The query parameter a shared link carries the state in (the hash already names the pane). */
export const SHARE_PARAM = 'preview-state';
/** A link or JSON beyond this many characters is refused before it is parsed. */
export const SHARE_MAX_CHARS = 200_000;

export type ShareReading = { ok: true; shared: SharedPreview } | { ok: false; error: string };

export function shareJson(shared: SharedPreview): string {
  return JSON.stringify(shared, null, 2);
}

/** Reads a pasted JSON: the shape above, nothing more. */
export function readShareJson(text: string): ShareReading {
  if (text.length > SHARE_MAX_CHARS)
    return { ok: false, error: `The state is ${text.length} characters; at most ${SHARE_MAX_CHARS} are read.` };
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    return { ok: false, error: `The state is not JSON (${(error as Error).message}): paste what "Copy JSON" gave.` };
  }
  const checked = SharedPreview.safeParse(value);
  if (!checked.success) {
    const issue = checked.error.issues[0]!;
    const where = issue.path.length ? issue.path.join('.') : '(the whole state)';
    return { ok: false, error: `The state is not a Preview state: ${where}: ${issue.message}. Paste what "Copy JSON" gave.` };
  }
  return { ok: true, shared: checked.data };
}

const toBase64Url = (text: string) => {
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
};
const fromBase64Url = (text: string) => {
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  return new TextDecoder('utf-8', { fatal: true }).decode(Uint8Array.from(binary, (char) => char.charCodeAt(0)));
};

/**
 * A link to this studio's Preview with the state in its query. It is built from the page's origin and
 * path only, so whatever else the address bar holds goes nowhere.
 */
export function shareLink(shared: SharedPreview, page: { origin: string; pathname: string }): string {
  return `${page.origin}${page.pathname}?${SHARE_PARAM}=${toBase64Url(JSON.stringify(shared))}#preview`;
}

/** The state a link carries; null when the address has none. */
export function readShareLink(search: string): ShareReading | null {
  const encoded = new URLSearchParams(search).get(SHARE_PARAM);
  if (encoded === null) return null;
  if (encoded.length > SHARE_MAX_CHARS)
    return { ok: false, error: `The link's state is too long (at most ${SHARE_MAX_CHARS} characters).` };
  let text: string;
  try {
    text = fromBase64Url(encoded);
  } catch {
    return { ok: false, error: 'The link\'s Preview state is not readable (it was cut or altered): copy the link again with "Copy link".' };
  }
  return readShareJson(text);
}

/** The address without the shared state, so a reload opens what the user has since done, not the link again. */
export function withoutShareParam(url: string): string {
  const parsed = new URL(url);
  parsed.searchParams.delete(SHARE_PARAM);
  return parsed.toString();
}
