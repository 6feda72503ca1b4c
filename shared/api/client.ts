import { StudioError, type CallResult } from './errors.ts';
import type { Input, MethodName, Output, Payload, TopicName } from './index.ts';

/**
 * What a transport must offer: one call, one subscription. The Electron preload (`window.studio`)
 * and the browser-mode WebSocket both implement it.
 */
export interface StudioTransport {
  call(method: string, input: unknown): Promise<CallResult>;
  subscribe(topic: string, listener: (payload: unknown) => void): () => void;
}

/** The typed client the renderer (and tests) use, whatever the transport. */
export interface StudioClient {
  call<M extends MethodName>(method: M, ...input: {} extends Input<M> ? [Input<M>?] : [Input<M>]): Promise<Output<M>>;
  subscribe<T extends TopicName>(topic: T, listener: (payload: Payload<T>) => void): () => void;
}

export function createClient(transport: StudioTransport): StudioClient {
  return {
    async call(method, ...rest) {
      const answer = await transport.call(method, rest[0] ?? {});
      if (!answer.ok) throw StudioError.from(answer.error);
      return answer.result as never;
    },
    subscribe(topic, listener) {
      return transport.subscribe(topic, listener as (payload: unknown) => void);
    },
  };
}
