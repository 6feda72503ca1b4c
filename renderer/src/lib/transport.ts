import { createClient, type StudioClient, type StudioTransport } from '../../../shared/api/client.ts';
import type { CallResult } from '../../../shared/api/errors.ts';
import { ServerMessage, WS_PATH, type ClientMessage } from '../../../shared/api/wire.ts';

declare global {
  interface Window {
    /** Present in the Electron window (preload); absent in browser mode. */
    studio?: StudioTransport;
  }
}

type ConnectionState = 'connecting' | 'open' | 'closed';

/**
 * Browser mode: the same contract over a WebSocket to the server that served this page (the
 * HttpOnly cookie it set authenticates the socket). Reconnects with back-off and re-subscribes.
 */
export function createSocketTransport(url: string, onState: (state: ConnectionState) => void = () => {}): StudioTransport {
  const pending = new Map<number, (result: CallResult) => void>();
  const listeners = new Map<string, Set<(payload: unknown) => void>>();
  const queue: ClientMessage[] = [];
  let socket: WebSocket;
  let nextId = 1;
  let retry = 0;

  const send = (message: ClientMessage) => {
    if (socket.readyState === WebSocket.OPEN) socket.send(JSON.stringify(message));
    else queue.push(message);
  };

  const connect = () => {
    onState('connecting');
    socket = new WebSocket(url);
    socket.onopen = () => {
      retry = 0;
      onState('open');
      for (const topic of listeners.keys()) socket.send(JSON.stringify({ type: 'subscribe', topic }));
      for (const message of queue.splice(0)) socket.send(JSON.stringify(message));
    };
    socket.onmessage = (event) => {
      const parsed = ServerMessage.safeParse(JSON.parse(String(event.data)));
      if (!parsed.success) return;
      const message = parsed.data;
      if (message.type === 'result') {
        pending.get(message.id)?.(message.result as CallResult);
        pending.delete(message.id);
      } else if (message.type === 'push') {
        for (const listener of listeners.get(message.topic) ?? []) listener(message.payload);
      } else {
        console.error('Studio server refused a message:', message.error.message);
      }
    };
    socket.onclose = () => {
      onState('closed');
      for (const [id, resolve] of pending) {
        resolve({ ok: false, error: { code: 'unavailable', message: 'The connection to the studio was lost; retrying.' } });
        pending.delete(id);
      }
      retry = Math.min(retry + 1, 6);
      setTimeout(connect, 250 * 2 ** retry);
    };
  };
  connect();

  return {
    call(method, input) {
      const id = nextId++;
      return new Promise((resolve) => {
        pending.set(id, resolve);
        send({ type: 'call', id, method, input });
      });
    },
    subscribe(topic, listener) {
      let set = listeners.get(topic);
      if (!set) {
        set = new Set();
        listeners.set(topic, set);
        send({ type: 'subscribe', topic });
      }
      set.add(listener);
      return () => {
        set.delete(listener);
        if (set.size === 0) {
          listeners.delete(topic);
          send({ type: 'unsubscribe', topic });
        }
      };
    },
  };
}

export function connectStudio(onState?: (state: ConnectionState) => void): { client: StudioClient; transport: 'electron' | 'browser' } {
  if (window.studio) return { client: createClient(window.studio), transport: 'electron' };
  const url = `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}${WS_PATH}`;
  return { client: createClient(createSocketTransport(url, onState)), transport: 'browser' };
}
