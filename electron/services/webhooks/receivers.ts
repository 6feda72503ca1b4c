import { StudioError } from '../../../shared/api/errors.ts';
import type { ReceivedView, ReceiverView } from '../../../shared/api/webhooks.ts';
import { maskSecret, generateSecret } from '../../../shared/webhooks/secret.ts';
import type { PublicServer } from '../public/server.ts';
import { createReceiver, parseScript, RECEIVER_BODY_LIMIT, type ReceivedRequest, type Receiver, type Simulation } from './receiver.ts';

/**
 * The studio's local receivers, served at `/webhooks/<name>` on the public server. They live as long
 * as the studio (not the open folder), so a receiver keeps its URL while folders change.
 */
export interface ReceiverRegistry {
  list(): ReceiverView[];
  create(name: string, secret: string | undefined, toleranceSeconds?: number): ReceiverView;
  configure(
    name: string,
    patch: {
      secret?: string;
      toleranceSeconds?: number;
      simulation?: Partial<{ respond: string; latencyMs: number; retryAfterSeconds: number }>;
    },
  ): ReceiverView;
  remove(name: string): void;
  requests(name: string): ReceivedView[];
  url(name: string): string;
  dispose(): void;
}

export function createReceiverRegistry(publicServer: PublicServer, onReceived: (request: ReceivedRequest) => void): ReceiverRegistry {
  const receivers = new Map<string, { receiver: Receiver; unsubscribe: () => void }>();
  const url = (name: string) => `${publicServer.origin}/webhooks/${name}`;

  const unroute = publicServer.route('/webhooks/', async (request, response, rest) => {
    const name = decodeURIComponent(rest.split('/')[0] ?? '');
    const entry = receivers.get(name);
    if (!entry) {
      response.writeHead(404, { 'Content-Type': 'application/json' });
      response.end(
        JSON.stringify({ error: 'no-receiver', message: `No receiver is named ${JSON.stringify(name)}; create one in the Webhooks pane.` }),
      );
      return;
    }
    await entry.receiver.handle(request, response);
  });

  function get(name: string): Receiver {
    const entry = receivers.get(name);
    if (!entry) throw new StudioError('not-found', `No receiver named ${JSON.stringify(name)}.`);
    return entry.receiver;
  }

  function view(receiver: Receiver): ReceiverView {
    const { name, secret, toleranceSeconds, simulation } = receiver.settings;
    return {
      name,
      url: url(name),
      secretMasked: maskSecret(secret),
      toleranceSeconds,
      simulation: {
        respond: simulation.respond.join(','),
        latencyMs: simulation.latencyMs,
        retryAfterSeconds: simulation.retryAfterSeconds,
      },
      bodyLimit: RECEIVER_BODY_LIMIT,
      received: receiver.received().length,
    };
  }

  return {
    list: () => [...receivers.values()].map((e) => view(e.receiver)),
    create(name, secret, toleranceSeconds) {
      if (receivers.has(name))
        throw new StudioError('conflict', `A receiver named ${JSON.stringify(name)} already exists at ${url(name)}.`);
      const receiver = createReceiver({ name, secret: secret ?? generateSecret(), toleranceSeconds });
      receivers.set(name, { receiver, unsubscribe: receiver.onReceived(onReceived) });
      return view(receiver);
    },
    configure(name, patch) {
      const receiver = get(name);
      const simulation: Partial<Simulation> | undefined = patch.simulation && {
        ...(patch.simulation.respond !== undefined ? { respond: parseScript(patch.simulation.respond) } : {}),
        ...(patch.simulation.latencyMs !== undefined ? { latencyMs: patch.simulation.latencyMs } : {}),
        ...(patch.simulation.retryAfterSeconds !== undefined ? { retryAfterSeconds: patch.simulation.retryAfterSeconds } : {}),
      };
      receiver.configure({ secret: patch.secret, toleranceSeconds: patch.toleranceSeconds, simulation });
      return view(receiver);
    },
    remove(name) {
      const entry = receivers.get(name);
      if (!entry) throw new StudioError('not-found', `No receiver named ${JSON.stringify(name)}.`);
      entry.unsubscribe();
      receivers.delete(name);
    },
    requests: (name) => get(name).received(),
    url,
    dispose() {
      for (const entry of receivers.values()) entry.unsubscribe();
      receivers.clear();
      unroute();
    },
  };
}
