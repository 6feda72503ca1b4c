import { Agent, fetch as undiciFetch } from 'undici';
import type { Pin } from './outbound-policy.ts';

export interface OutboundRequest {
  method: string;
  url: string;
  headers: Headers;
  body: Uint8Array | null;
  /** Aborts the request and its body (the studio's own fetches are bounded in time). */
  signal?: AbortSignal;
}

/** What the journal keeps of a streamed body: its first bytes, its full size, and how it ended. */
export interface BodyTap {
  preview: Uint8Array;
  size: number;
  /** The body passed the cap and was cut there. */
  overCap: boolean;
  /** The upstream failed mid-body. */
  error: string | null;
}

export interface OutboundAnswer {
  status: number;
  statusText: string;
  headers: Headers;
  /** The body, passed through up to one byte past the cap (the outbound gate worker fails the read there). */
  body: ReadableStream<Uint8Array> | null;
  /** Resolves when the body is done (read, cut, failed or cancelled). */
  tapped: Promise<BodyTap>;
}

const NULL_BODY = new Set([101, 204, 205, 304]);

/** A dispatcher that connects to the address the policy checked, whatever the name resolves to now. */
function pinnedAgent(pin: Pin | null, connectTimeoutMs: number): Agent {
  return new Agent({
    connect: {
      timeout: connectTimeoutMs,
      ...(pin
        ? {
            lookup: (_hostname: string, options: { all?: boolean }, callback: (...args: unknown[]) => void) => {
              if (options?.all) callback(null, [{ address: pin.address, family: pin.family }]);
              else callback(null, pin.address, pin.family);
            },
          }
        : {}),
    },
    keepAliveTimeout: 1_000,
  });
}

/**
 * Sends one checked request and streams its answer: the body is passed on as it arrives (never
 * buffered whole), counted, cut one byte past `capBytes`, and its first `previewBytes` kept.
 */
export async function fetchPinned(
  request: OutboundRequest,
  pin: Pin | null,
  limits: { capBytes: number; previewBytes: number; connectTimeoutMs: number },
): Promise<OutboundAnswer> {
  const agent = pinnedAgent(pin, limits.connectTimeoutMs);
  const close = () => void agent.destroy().catch(() => {});
  let response: Awaited<ReturnType<typeof undiciFetch>>;
  try {
    response = await undiciFetch(request.url, {
      method: request.method,
      headers: request.headers as unknown as Record<string, string>,
      body: request.body && request.method !== 'GET' && request.method !== 'HEAD' ? request.body : undefined,
      redirect: 'manual',
      dispatcher: agent,
      signal: request.signal,
    });
  } catch (error) {
    close();
    throw error;
  }
  const headers = new Headers(response.headers as unknown as Headers);
  const upstream = NULL_BODY.has(response.status) ? null : (response.body as ReadableStream<Uint8Array> | null);
  if (!upstream) {
    close();
    return { status: response.status, statusText: response.statusText, headers, body: null, tapped: Promise.resolve(emptyTap()) };
  }
  let resolveTap!: (tap: BodyTap) => void;
  const tapped = new Promise<BodyTap>((resolve) => (resolveTap = resolve));
  const preview = new Uint8Array(limits.previewBytes);
  let kept = 0;
  let size = 0;
  let done = false;
  const finish = (overCap: boolean, error: string | null) => {
    if (done) return;
    done = true;
    close();
    resolveTap({ preview: preview.slice(0, kept), size, overCap, error });
  };
  const reader = upstream.getReader();
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      let chunk: Awaited<ReturnType<typeof reader.read>>;
      try {
        chunk = await reader.read();
      } catch (error) {
        finish(false, (error as Error).message);
        controller.error(error);
        return;
      }
      if (chunk.done) {
        finish(false, null);
        controller.close();
        return;
      }
      const bytes = chunk.value;
      if (kept < preview.byteLength) {
        const part = bytes.subarray(0, preview.byteLength - kept);
        preview.set(part, kept);
        kept += part.byteLength;
      }
      size += bytes.byteLength;
      if (size > limits.capBytes) {
        // One byte past the cap reaches the outbound gate worker, which fails the integration's read with the cap's message.
        const within = bytes.byteLength - (size - limits.capBytes) + 1;
        controller.enqueue(bytes.subarray(0, within));
        controller.close();
        void reader.cancel().catch(() => {});
        finish(true, null);
        return;
      }
      controller.enqueue(bytes);
    },
    cancel(reason) {
      void reader.cancel(reason).catch(() => {});
      finish(false, 'the integration stopped reading the body');
    },
  });
  return { status: response.status, statusText: response.statusText, headers, body, tapped };
}

function emptyTap(): BodyTap {
  return { preview: new Uint8Array(), size: 0, overCap: false, error: null };
}
