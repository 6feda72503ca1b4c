import WebSocket from 'ws';
import type { PauseTracker } from './debugger-clock.ts';
import type { SourceBinding } from './debugger-source-map.ts';

/** Commands that set up the debugger's state: replayed, in order, on each new runtime. */
const STATE_METHODS = new Set([
  'Runtime.enable',
  'Debugger.enable',
  'Debugger.setPauseOnExceptions',
  'Debugger.setBreakpointsActive',
  'Debugger.setSkipAllPauses',
  'Debugger.setAsyncCallStackDepth',
  'Debugger.setBlackboxPatterns',
  'Debugger.setBreakpointByUrl',
]);

interface Message {
  id?: number;
  method?: string;
  params?: Record<string, unknown>;
  result?: Record<string, unknown>;
  error?: unknown;
}

/** Ids of the proxy's own commands to the runtime, far above any client's, so their answers are not passed on. */
const OWN_IDS_FROM = 1_000_000_000;

/**
 * The DevTools protocol between the one attached client and whichever runtime runs: the client's
 * socket stays while runtimes come and go, its state commands (breakpoints, settings) are kept and
 * replayed on each new runtime under the ids the client knows, breakpoints on the integration's
 * files are bound through the build's map, and pauses are tracked.
 */
export interface DebuggerRelay {
  /** Takes `socket` as the client; false when another debugger is attached. */
  join(socket: WebSocket): boolean;
  /** Connects to a runtime's target (`ws://…` of workerd's own inspector) and replays the client's state on it. */
  connect(upstreamUrl: string): Promise<void>;
  /** Lets go of the current runtime; with `tellClient`, the client is told its execution contexts are gone (a new runtime comes). */
  detach(tellClient?: boolean): void;
  /** Pause on every exception (caught ones too: the studio's entry catches what the integration throws). */
  setPauseOnExceptions(on: boolean): void;
  /** Resolves once a debugger has attached and is ready (it sent `Runtime.runIfWaitingForDebugger`, as DevTools and VS Code do). */
  debuggerReady(): Promise<void>;
  /** Lets go of the runtime and closes the client's socket. */
  dispose(): void;
}

export function createDebuggerRelay(sources: SourceBinding, pauses: PauseTracker): DebuggerRelay {
  let upstream: WebSocket | null = null;
  let client: WebSocket | null = null;
  /** State commands the client sent, as it sent them; setBreakpointByUrl by the id the client knows. */
  let state: { message: Message; clientBreakpointId?: string }[] = [];
  /** The runtime's breakpoint id for each id the client knows (they differ after a re-attach). */
  const breakpointIds = new Map<string, string>();
  const scripts = new Map<string, string>();
  let ownId = OWN_IDS_FROM;
  const ownWaiters = new Map<number, (message: Message) => void>();
  /** Client commands in flight whose answer the proxy reads (a translated breakpoint's id). */
  const watched = new Map<number, (message: Message) => void>();
  let pauseOnExceptions = false;
  let readyNow: () => void = () => {};
  const ready = new Promise<void>((resolve) => (readyNow = resolve));
  const applyPauseOnExceptions = () => {
    if (client && upstream?.readyState === WebSocket.OPEN)
      void own('Debugger.setPauseOnExceptions', { state: pauseOnExceptions ? 'all' : 'none' });
  };

  function toClient(message: Message) {
    if (client?.readyState === WebSocket.OPEN) client.send(JSON.stringify(message));
  }

  function toRuntime(message: Message) {
    if (upstream?.readyState === WebSocket.OPEN) upstream.send(JSON.stringify(message));
  }

  function own(method: string, params: Record<string, unknown> = {}): Promise<Message> {
    const id = ++ownId;
    return new Promise((resolve) => {
      ownWaiters.set(id, resolve);
      toRuntime({ id, method, params });
    });
  }

  const clientIdOf = (runtimeId: string) => [...breakpointIds].find(([, value]) => value === runtimeId)?.[0] ?? runtimeId;

  function fromRuntime(raw: WebSocket.RawData) {
    let message: Message;
    try {
      message = JSON.parse(raw.toString()) as Message;
    } catch {
      return;
    }
    if (message.id !== undefined && message.id > OWN_IDS_FROM) {
      ownWaiters.get(message.id)?.(message);
      ownWaiters.delete(message.id);
      return;
    }
    if (message.id !== undefined) watched.get(message.id)?.(message);
    watched.delete(message.id ?? -1);
    const params = message.params ?? {};
    if (message.method === 'Debugger.scriptParsed') scripts.set(String(params.scriptId), String(params.url ?? ''));
    if (message.method === 'Debugger.paused') {
      pauses.set(
        true,
        sources.pausedAt(params, (id) => scripts.get(id)),
      );
      if (Array.isArray(params.hitBreakpoints)) params.hitBreakpoints = params.hitBreakpoints.map((id) => clientIdOf(String(id)));
    }
    if (message.method === 'Debugger.resumed') pauses.set(false, null);
    if (message.method === 'Debugger.breakpointResolved') params.breakpointId = clientIdOf(String(params.breakpointId));
    toClient(message);
  }

  /** A state command: kept for the next runtimes; answered here when no runtime runs. True when it was answered. */
  function keep(message: Message & { id: number; method: string }, params: Record<string, unknown>, running: boolean): boolean {
    const entry: (typeof state)[number] = { message };
    state.push(entry);
    if (!running) {
      // No runtime (the code does not build yet): kept and applied when one starts, as after a reload.
      if (message.method !== 'Debugger.setBreakpointByUrl') toClient({ id: message.id, result: {} });
      else {
        entry.clientBreakpointId = `studio:${message.id}:${String(params.url ?? params.urlRegex ?? '')}:${String(params.lineNumber)}`;
        toClient({ id: message.id, result: { breakpointId: entry.clientBreakpointId, locations: [] } });
      }
      return true;
    }
    if (message.method !== 'Debugger.setBreakpointByUrl') return false;
    watched.set(message.id, (answer) => {
      const id = answer.result?.breakpointId;
      if (typeof id !== 'string') state = state.filter((e) => e !== entry);
      else {
        entry.clientBreakpointId = id;
        breakpointIds.set(id, id);
      }
    });
    const translated = sources.toBundle(params);
    if (!translated) return false;
    toRuntime({ ...message, params: translated });
    return true;
  }

  function fromClient(raw: WebSocket.RawData) {
    let message: Message;
    try {
      message = JSON.parse(raw.toString()) as Message;
    } catch {
      return;
    }
    if (typeof message.id !== 'number' || message.id >= OWN_IDS_FROM || typeof message.method !== 'string') {
      toClient({ id: message.id, error: { code: -32600, message: 'Request ids must be numbers below 1e9.' } });
      return;
    }
    const command = message as Message & { id: number; method: string };
    const params = message.params ?? {};
    if (command.method === 'Runtime.runIfWaitingForDebugger') {
      // The runtime never waits (workerd has no such state): the studio does, in one-shot commands.
      readyNow();
      return toClient({ id: command.id, result: {} });
    }
    if (command.method === 'Debugger.removeBreakpoint') {
      const clientId = String(params.breakpointId);
      state = state.filter((entry) => entry.clientBreakpointId !== clientId);
      toRuntime({ ...command, params: { ...params, breakpointId: breakpointIds.get(clientId) ?? clientId } });
      breakpointIds.delete(clientId);
      return;
    }
    const running = upstream?.readyState === WebSocket.OPEN;
    if (STATE_METHODS.has(command.method) && keep(command, params, running)) return;
    if (!running) {
      toClient({
        id: command.id,
        error: { code: -32000, message: 'The integration is not running (see the build error in the studio); try again once it runs.' },
      });
      return;
    }
    toRuntime(command);
    // The studio's "Pause on exceptions" holds for whichever debugger enables.
    if (command.method === 'Debugger.enable' && pauseOnExceptions) applyPauseOnExceptions();
  }

  /** Replays the client's state on a fresh runtime; breakpoints get the runtime's new ids. */
  async function replay() {
    for (const entry of state) {
      const { method, params = {} } = entry.message;
      if (method === 'Debugger.setBreakpointByUrl') {
        const answer = await own(method, sources.toBundle(params) ?? params);
        const id = answer.result?.breakpointId;
        if (entry.clientBreakpointId && typeof id === 'string') breakpointIds.set(entry.clientBreakpointId, id);
      } else await own(method!, params);
    }
  }

  function detach() {
    const old = upstream;
    upstream = null;
    old?.removeAllListeners('message');
    old?.close();
    for (const resolve of ownWaiters.values()) resolve({});
    ownWaiters.clear();
    watched.clear();
    scripts.clear();
    if (pauses.paused()) pauses.set(false, null);
  }

  return {
    join(socket) {
      if (client) return false;
      client = socket;
      socket.on('message', fromClient);
      socket.on('close', () => {
        if (client !== socket) return;
        client = null;
        state = [];
        breakpointIds.clear();
        // A debugger that leaves must not leave the integration paused or its breakpoints set.
        void own('Debugger.disable');
      });
      return true;
    },

    async connect(upstreamUrl) {
      const socket = new WebSocket(upstreamUrl);
      upstream = socket;
      socket.on('message', fromRuntime);
      socket.on('error', () => {});
      socket.on('close', () => {
        if (upstream === socket) upstream = null;
        // The runtime is gone: whatever was paused there is not any more.
        if (pauses.paused()) pauses.set(false, null);
      });
      await new Promise<void>((resolve) => {
        socket.once('open', () => resolve());
        socket.once('close', () => resolve());
      });
      if (client && socket.readyState === WebSocket.OPEN) {
        await replay();
        if (pauseOnExceptions) applyPauseOnExceptions();
      }
    },

    detach(tellClient = false) {
      detach();
      if (tellClient) toClient({ method: 'Runtime.executionContextsCleared', params: {} });
    },

    setPauseOnExceptions(on) {
      pauseOnExceptions = on;
      applyPauseOnExceptions();
    },
    debuggerReady: () => ready,

    dispose() {
      detach();
      client?.terminate();
      client = null;
    },
  };
}
