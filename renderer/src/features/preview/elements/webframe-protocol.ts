export type WebframeMessage =
  | { kind: 'action'; action: Record<string, unknown> & { action: string } }
  | { kind: 'state'; state: Record<string, unknown> }
  | { kind: 'height'; height: number }
  | { kind: 'resize'; height: number | null; aspectRatio: number | null }
  | { kind: 'ready' };

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
  if (isRecord(data.action) && typeof data.action.action === 'string')
    return { kind: 'action', action: data.action as Record<string, unknown> & { action: string } };
  if (isRecord(data.state)) return { kind: 'state', state: data.state };
  if (typeof data.height === 'number' && data.height > 0 && data.height < 10_000) return { kind: 'height', height: data.height };
  if (data.ready === true) return { kind: 'ready' };
  return null;
}
