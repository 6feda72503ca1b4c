export type WebframeMessage =
  | { kind: 'action'; action: Record<string, unknown> & { action: string } }
  | { kind: 'state'; state: Record<string, unknown> }
  | { kind: 'height'; height: number }
  | { kind: 'resize'; height: number | null; aspectRatio: number | null }
  | { kind: 'ready' }
  | { kind: 'navigate'; path: string | null; pageId: string | null; anchor: string | null };

/** The page a webframe is shown on, as the platform injects it into the frame's state (`state.page`). */
export interface WebframePage {
  id: string;
  /** Relative to the site root, the form `@webframe.navigate` takes back. */
  path: string;
  title: string;
}

/**
 * The state posted to a webframe: its resolved `data`, with the platform's two reserved keys on top:
 * `page` always, `visitor` (the visitor's claims) only when the integration has `site:visitor:claims`.
 */
export function webframeState(
  data: Record<string, unknown>,
  page: WebframePage,
  visitor: { claims: Record<string, unknown>; scopes: readonly string[] },
): Record<string, unknown> {
  const state: Record<string, unknown> = { ...data, page };
  if (visitor.scopes.includes('site:visitor:claims')) state.visitor = visitor.claims;
  else delete state.visitor;
  return state;
}

const text = (value: unknown, max: number) => (typeof value === 'string' && value.length > 0 && value.length <= max ? value : null);

const size = (value: unknown, max: number) =>
  typeof value === 'number' && Number.isFinite(value) && value > 0 && value < max ? value : null;

const isRecord = (value: unknown): value is Record<string, unknown> => !!value && typeof value === 'object' && !Array.isArray(value);

/** Reads a message a webframe posted; anything else (other shapes, other senders' noise) is null. */
export function webframeMessage(data: unknown): WebframeMessage | null {
  if (!isRecord(data)) return null;
  // The platform's built-in webframe actions: the frame says it is ready for data, or asks for a size.
  if (isRecord(data.action) && data.action.action === '@webframe.ready') return { kind: 'ready' };
  if (isRecord(data.action) && data.action.action === '@webframe.resize') {
    const asked = isRecord(data.action.size) ? data.action.size : {};
    const height = size(asked.height, 10_000);
    const aspectRatio = size(asked.aspectRatio, 100);
    return height === null && aspectRatio === null ? null : { kind: 'resize', height, aspectRatio };
  }
  // The reader goes to another page of the site: by `pageId` or by a `path` relative to the site root.
  if (isRecord(data.action) && data.action.action === '@webframe.navigate') {
    const path = text(data.action.path, 2048);
    const pageId = text(data.action.pageId, 200);
    if (path === null && pageId === null) return null;
    // A path is within the site: an absolute URL or a scheme never leaves it.
    if (path !== null && (/^[a-z][a-z0-9+.-]*:/i.test(path) || path.startsWith('//'))) return null;
    return { kind: 'navigate', path, pageId, anchor: text(data.action.anchor, 200) };
  }
  if (isRecord(data.action) && typeof data.action.action === 'string')
    return { kind: 'action', action: data.action as Record<string, unknown> & { action: string } };
  if (isRecord(data.state)) return { kind: 'state', state: data.state };
  if (typeof data.height === 'number' && data.height > 0 && data.height < 10_000) return { kind: 'height', height: data.height };
  if (data.ready === true) return { kind: 'ready' };
  return null;
}
