export type WebframeMessage =
  | { kind: 'action'; action: Record<string, unknown> & { action: string } }
  | { kind: 'state'; state: Record<string, unknown> }
  | { kind: 'height'; height: number }
  | { kind: 'ready' };

const isRecord = (value: unknown): value is Record<string, unknown> => !!value && typeof value === 'object' && !Array.isArray(value);

/** Reads a message a webframe posted; anything else (other shapes, other senders' noise) is null. */
export function webframeMessage(data: unknown): WebframeMessage | null {
  if (!isRecord(data)) return null;
  if (isRecord(data.action) && typeof data.action.action === 'string')
    return { kind: 'action', action: data.action as Record<string, unknown> & { action: string } };
  if (isRecord(data.state)) return { kind: 'state', state: data.state };
  if (typeof data.height === 'number' && data.height > 0 && data.height < 10_000) return { kind: 'height', height: data.height };
  if (data.ready === true) return { kind: 'ready' };
  return null;
}
