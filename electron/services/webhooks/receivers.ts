import type { ReceivedView, ReceiverView } from '../../../shared/api/webhooks.ts';
import { maskSecret, generateSecret } from '../../../shared/webhooks/secret.ts';
import type { PublicServer } from '../public/server.ts';
import { createReceiver, parseScript, RECEIVER_BODY_LIMIT, type ReceivedRequest, type Receiver, type Simulation } from './receiver.ts';
import type { StoredReceiver } from './types.ts';
import { WebhookError } from './errors.ts';

/** Where receivers are kept: the open workspace's database, when one is open. */
export interface ReceiverStorage {
  list(): StoredReceiver[];
  save(receiver: StoredReceiver): void;
  remove(name: string): void;
}

/**
 * The studio's local receivers, served at `/webhooks/<name>` on the public server. Each is stored in
 * the open workspace's database (name, secret, tolerance, the script still to play) and comes back
 * when that workspace opens again. Opening a workspace swaps in its receivers; receivers made while
 * no folder was open are stored in the first one opened. Requests a receiver got stay in the
 * journal, also after it is deleted.
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
  /** Swaps in the receivers stored in the workspace now open (call when it opens). */
  restore(): void;
  dispose(): void;
}

export function createReceiverRegistry(
  publicServer: PublicServer,
  onReceived: (request: ReceivedRequest) => void,
  storage: () => ReceiverStorage | null = () => null,
): ReceiverRegistry {
  const receivers = new Map<string, { receiver: Receiver; unsubscribe: () => void; createdAt: number; stored: string }>();
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
    if (!entry) throw new WebhookError('unknown-receiver', `No receiver named ${JSON.stringify(name)}.`);
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

  const stored = (entry: { receiver: Receiver; createdAt: number }): StoredReceiver => {
    const { name, secret, toleranceSeconds, simulation } = entry.receiver.settings;
    return {
      name,
      secret,
      toleranceSeconds,
      respond: simulation.respond.join(','),
      latencyMs: simulation.latencyMs,
      retryAfterSeconds: simulation.retryAfterSeconds,
      createdAt: entry.createdAt,
    };
  };
  /** Writes a receiver's settings when they differ from what was last stored. */
  function persist(name: string) {
    const entry = receivers.get(name);
    const where = storage();
    if (!entry || !where) return;
    const row = stored(entry);
    const text = JSON.stringify(row);
    if (text === entry.stored) return;
    where.save(row);
    entry.stored = text;
  }

  function add(receiver: Receiver, createdAt: number, storedText: string) {
    const name = receiver.settings.name;
    const unsubscribe = receiver.onReceived((request) => {
      // A scripted answer was played: the script still to play is what comes back after a restart.
      if (request.simulated) persist(name);
      onReceived(request);
    });
    receivers.set(name, { receiver, unsubscribe, createdAt, stored: storedText });
  }

  return {
    list: () => [...receivers.values()].map((e) => view(e.receiver)),
    create(name, secret, toleranceSeconds) {
      if (receivers.has(name))
        throw new WebhookError('receiver-exists', `A receiver named ${JSON.stringify(name)} already exists at ${url(name)}.`);
      const receiver = createReceiver({ name, secret: secret ?? generateSecret(), toleranceSeconds });
      add(receiver, Date.now(), '');
      persist(name);
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
      persist(name);
      return view(receiver);
    },
    restore() {
      const where = storage();
      if (!where) return;
      // Made while no folder was open: never stored anywhere, so they move into this workspace.
      const unsaved = [...receivers.values()].filter((e) => e.stored === '');
      for (const entry of receivers.values()) entry.unsubscribe();
      receivers.clear();
      for (const row of where.list()) {
        const receiver = createReceiver({
          name: row.name,
          secret: row.secret,
          toleranceSeconds: row.toleranceSeconds,
          simulation: { respond: parseScript(row.respond), latencyMs: row.latencyMs, retryAfterSeconds: row.retryAfterSeconds },
        });
        add(receiver, row.createdAt, JSON.stringify(row));
      }
      for (const entry of unsaved) {
        if (receivers.has(entry.receiver.settings.name)) continue;
        add(entry.receiver, entry.createdAt, '');
        persist(entry.receiver.settings.name);
      }
    },
    remove(name) {
      const entry = receivers.get(name);
      if (!entry) throw new WebhookError('unknown-receiver', `No receiver named ${JSON.stringify(name)}.`);
      entry.unsubscribe();
      receivers.delete(name);
      storage()?.remove(name);
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
