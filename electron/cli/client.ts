import { createClient, type StudioClient } from '../../shared/api/client.ts';
import type { Studio } from '../app/studio.ts';

/**
 * The CLI is a client: commands reach a headless studio through its gate with the typed client the
 * renderer uses, so they get the same input checks, the same error codes and the same answers.
 */
export function clientOf(studio: Pick<Studio, 'dispatch' | 'bus'>): StudioClient {
  return createClient({
    call: (method, input) => studio.dispatch(method, input),
    subscribe: (topic, listener) => studio.bus.subscribe(topic as never, listener as never),
  });
}
