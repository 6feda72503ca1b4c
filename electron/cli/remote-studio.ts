import { realpath } from 'node:fs/promises';
import WebSocket from 'ws';
import { createClient, type StudioClient } from '../../shared/api/client.ts';
import type { CallResult } from '../../shared/api/errors.ts';
import { ServerMessage, WS_PATH } from '../../shared/api/wire.ts';
import { uiCookieName } from '../../shared/security/ui-credential.ts';
import { createRunningStudios, type RunningStudios } from '../services/workspace/running-studios.ts';
import type { Studio } from '../app/studio.ts';
import { clientOf } from './client.ts';
import { UsageError, type IO } from './command.ts';
import { flagGroup, flagNames } from './flags.ts';
import { HOST_SHAPING_GROUPS, hostOptionsArgument, openHeadless } from './host-options.ts';

/** How long connecting to a running studio may take before the command says so. */
const CONNECT_TIMEOUT_MS = 5_000;

/** A running studio reached over its WebSocket with the typed client the renderer uses. */
export interface RemoteStudio {
  client: StudioClient;
  /** The UI server's origin, e.g. http://127.0.0.1:5173. */
  origin: string;
  /** Whether the connection is still up: false once the studio stopped or closed it. */
  readonly open: boolean;
  /** Settles when the connection closes, whichever side closed it. */
  closed: Promise<void>;
  close(): void;
}

/**
 * Connects as a signed-in browser of this user would: the session cookie from the running-studios
 * record, else the printed URL's one-time token (which this connection then spends, as a browser
 * would). Host and Origin checks apply as to any client; no Origin is sent, as for editors.
 */
export async function connectStudio(origin: string, credential: { session: string } | { token: string }): Promise<RemoteStudio> {
  const port = Number(new URL(origin).port);
  const url = new URL(WS_PATH, origin.replace(/^http/, 'ws'));
  if ('token' in credential) url.searchParams.set('token', credential.token);
  const socket = new WebSocket(url, {
    headers: 'session' in credential ? { Cookie: `${uiCookieName(port)}=${credential.session}` } : {},
    handshakeTimeout: CONNECT_TIMEOUT_MS,
    maxPayload: 64 * 1024 * 1024,
  });
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('unexpected-response', (_request, response) =>
      reject(
        new Error(`the studio at ${origin} refused the connection (${response.statusCode}): its link may be used or from another run`),
      ),
    );
    socket.once('error', (error) => reject(new Error(`cannot reach the studio at ${origin}: ${error.message}`)));
  });
  let next = 0;
  const pending = new Map<number, (result: CallResult) => void>();
  const listeners = new Map<string, Set<(payload: unknown) => void>>();
  const fail = (message: string) => {
    for (const settle of pending.values()) settle({ ok: false, error: { code: 'internal', message } });
    pending.clear();
  };
  socket.on('message', (raw) => {
    const parsed = ServerMessage.safeParse(JSON.parse(raw.toString()));
    if (!parsed.success) return;
    const message = parsed.data;
    if (message.type === 'result') {
      pending.get(message.id)?.(message.result as CallResult);
      pending.delete(message.id);
    } else if (message.type === 'push') for (const listener of listeners.get(message.topic) ?? []) listener(message.payload);
    else fail(message.error.message);
  });
  const closed = new Promise<void>((resolve) =>
    socket.on('close', () => {
      fail(`the studio at ${origin} closed the connection`);
      resolve();
    }),
  );
  socket.on('error', () => {});
  const client = createClient({
    call(method, input) {
      if (socket.readyState !== WebSocket.OPEN)
        return Promise.resolve({ ok: false, error: { code: 'internal', message: `the studio at ${origin} is not connected` } });
      const id = next++;
      return new Promise((resolve) => {
        pending.set(id, resolve);
        socket.send(JSON.stringify({ type: 'call', id, method, input }));
      });
    },
    subscribe(topic, listener) {
      let set = listeners.get(topic);
      if (!set) {
        set = new Set();
        listeners.set(topic, set);
        socket.send(JSON.stringify({ type: 'subscribe', topic }));
      }
      set.add(listener);
      return () => set.delete(listener);
    },
  });
  return {
    client,
    origin,
    get open() {
      return socket.readyState === WebSocket.OPEN;
    },
    closed,
    close: () => socket.close(),
  };
}

/** `--studio URL`: the address `serve` printed (with or without its token), on this machine's loopback. */
export function studioUrlArgument(value: string): { origin: string; token: string | null } {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new UsageError(
      `--studio takes the URL \`integration-studio serve\` printed, e.g. http://127.0.0.1:5173/?token=…, got ${JSON.stringify(value)}.`,
    );
  }
  if (url.protocol !== 'http:' || !['127.0.0.1', 'localhost'].includes(url.hostname) || !url.port)
    throw new UsageError(`--studio must be a studio on this machine (http://127.0.0.1:PORT), got ${JSON.stringify(value)}.`);
  return { origin: `http://127.0.0.1:${url.port}`, token: url.searchParams.get('token') };
}

/** `--studio URL` and `--no-studio`, on trigger, render and request: one or the other. */
export const STUDIO_FLAGS = flagGroup(
  'studio',
  {
    studio: {
      kind: 'value',
      value: 'URL',
      help: 'use the running studio at URL (the address `serve` printed) for its host, installations and journal (default: the studio serving this folder, when one runs)',
    },
    'no-studio': { kind: 'switch', help: 'start a host of its own even when a studio serves this folder' },
  },
  '[--studio URL | --no-studio]',
);

/** `--fixture` replays run in installations of their own, on a host started for them. */
export const FIXTURE_WITHOUT_STUDIO =
  '--fixture runs the fixture in an installation of its own, on a host started for it: drop --studio (`integration-studio test` checks fixtures too).';

/** Flags that shape a host this command starts; a running studio keeps its own settings. */
const HOST_FLAGS = flagNames(...HOST_SHAPING_GROUPS);

/**
 * The running studio a one-shot command uses for `dir`: the one `--studio` names, else the one
 * serving the same folder (the running-studios record in the user's config folder), else null:
 * the command starts its own host. Flags that shape a host (limits, `--allow-outbound`, `--env`,
 * trust) ask for a host of the command's own, as does `--no-studio`. The studio must have `dir`
 * open: its host runs that folder's code.
 */
export async function attachStudio(
  dir: string,
  values: Record<string, unknown>,
  notice: (line: string) => void,
  running: RunningStudios = createRunningStudios(),
): Promise<RemoteStudio | null> {
  const shaping = HOST_FLAGS.filter((flag) => values[flag] !== undefined);
  const named = typeof values.studio === 'string' ? values.studio : undefined;
  if (named !== undefined && values['no-studio'] === true)
    throw new UsageError('--studio and --no-studio contradict each other: give one.');
  if (named !== undefined && shaping.length)
    throw new UsageError(
      `${shaping.map((flag) => `--${flag}`).join(', ')} shape a host this command starts; the studio at --studio keeps its own settings. Drop them, or drop --studio.`,
    );
  if (values['no-studio'] === true || (named === undefined && shaping.length)) return null;
  let remote: RemoteStudio;
  if (named !== undefined) {
    const { origin, token } = studioUrlArgument(named);
    const record = await running.atOrigin(origin);
    if (!record && !token)
      throw new UsageError(
        `--studio ${origin}: no studio of yours is recorded there; give the whole URL \`integration-studio serve\` printed (with its token).`,
      );
    remote = await connectStudio(origin, record ? { session: record.session } : { token: token! });
  } else {
    const record = await running.find(dir);
    if (!record) return null;
    try {
      remote = await connectStudio(record.uiOrigin, { session: record.session });
    } catch (error) {
      notice(`${(error as Error).message}; starting a host of this command's own.`);
      return null;
    }
  }
  const other = await otherFolder(remote, dir);
  if (other) {
    remote.close();
    if (named !== undefined)
      throw new UsageError(`the studio at ${remote.origin} has ${other.has} open, not ${other.want}: open it there, or drop --studio.`);
    notice(`The studio at ${remote.origin} has ${other.has} open now; starting a host of this command's own.`);
    return null;
  }
  notice(`Using the studio at ${remote.origin} (its host, installations and journal); --no-studio starts a host of this command's own.`);
  return remote;
}

/** What the studio has open when it is not `dir` (by real path), or null when it is `dir`. */
async function otherFolder(remote: RemoteStudio, dir: string): Promise<{ has: string; want: string } | null> {
  const want = await realpath(dir);
  const open = await remote.client.call('workspace.current').catch(() => null);
  const has = open ? await realpath(open.dir).catch(() => open.dir) : null;
  return has === want ? null : { has: has ?? 'no folder', want };
}

/**
 * The studio serving `dir` again, for a session whose studio went away (the MCP server): the one now
 * recorded at `origin` when the user named it with --studio, else the one recorded for the folder,
 * believed and connected to as at the start. Throws, saying why, when none serves the folder.
 */
export async function reattachStudio(dir: string, origin: string | null): Promise<RemoteStudio> {
  const running = createRunningStudios();
  const record = origin === null ? await running.find(dir) : await running.atOrigin(origin);
  if (!record) throw new Error(`no studio of yours serves ${dir}${origin === null ? '' : ` at ${origin}`} now`);
  const remote = await connectStudio(record.uiOrigin, { session: record.session });
  const other = await otherFolder(remote, dir);
  if (other) {
    remote.close();
    throw new Error(`the studio at ${remote.origin} has ${other.has} open now, not ${other.want}`);
  }
  return remote;
}

/**
 * What a one-shot command talks to: a running studio (see attachStudio) or a headless one it starts
 * with `start`; either way the same typed client, and `close` undoes only what this command made.
 */
export async function oneShotStudio(
  dir: string,
  values: Record<string, unknown>,
  notice: (line: string) => void,
  start: () => Promise<Studio>,
): Promise<{ client: StudioClient; remote: RemoteStudio | null; close(): Promise<void> }> {
  const remote = await attachStudio(dir, values, notice);
  if (remote) return { client: remote.client, remote, close: async () => remote.close() };
  const studio = await start();
  return { client: clientOf(studio), remote: null, close: () => studio.dispose() };
}

/**
 * oneShotStudio for trigger and render: a running studio, else a host of the command's own shaped by
 * its host flags (`options`, checked before anything starts: a wrong value is a usage error), its notices on stderr.
 */
export async function oneShotHost(
  dir: string,
  values: Record<string, unknown>,
  io: IO,
  options: ReturnType<typeof hostOptionsArgument> = hostOptionsArgument(values),
) {
  return oneShotStudio(dir, values, io.err, () => openHeadless(dir, { ...options, onNotice: (line) => io.err(line) }));
}
