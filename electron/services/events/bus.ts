import { EventEmitter } from 'node:events';
import type { Payload, TopicName } from '../../../shared/api/index.ts';

/** The studio's typed event bus: services publish, transports forward to subscribers. */
export interface Bus {
  publish<T extends TopicName>(topic: T, payload: Payload<T>): void;
  subscribe<T extends TopicName>(topic: T, listener: (payload: Payload<T>) => void): () => void;
  /** Every topic, for transports that forward everything their client subscribed to. */
  subscribeAll(listener: (topic: TopicName, payload: unknown) => void): () => void;
}

export function createBus(): Bus {
  const emitter = new EventEmitter();
  // Many renderer windows and WebSocket clients may listen; none of them is a leak.
  emitter.setMaxListeners(0);
  const ALL = Symbol('all');
  return {
    publish(topic, payload) {
      emitter.emit(topic, payload);
      emitter.emit(ALL, topic, payload);
    },
    subscribe(topic, listener) {
      emitter.on(topic, listener);
      return () => emitter.off(topic, listener);
    },
    subscribeAll(listener) {
      emitter.on(ALL, listener);
      return () => emitter.off(ALL, listener);
    },
  };
}
