import type { HostStatus } from '../../../shared/api/host.ts';
import type { SandboxPorts } from './containment/sandbox-ports.ts';
import { HostError } from './errors.ts';
import { Sequencer } from '../../lib/async.ts';
import { createDebuggerProxy, type DebuggerAddresses, type DebuggerProxy } from './debugger-proxy.ts';

export interface DebugControlDeps {
  dir: string;
  /** `--inspect`: the debugger is on from the start, at this port (0: any free one). Absent: off until asked for. */
  inspectPort?: number;
  status(patch: Pick<HostStatus, 'debug'>): void;
  /** Hosted code may never reach the debugger proxy: its port is a sandbox port before the runtime can know of it. */
  sandboxPorts: Pick<SandboxPorts, 'add'>;
}

/** The runtime as the debugger toggle needs it: it reloads to the new debugger proxy. */
export interface DebuggedRuntime {
  setDebuggerProxy(next: DebuggerProxy | null): Promise<void>;
}

/** The debugger of the integration: off unless asked for, on at `--inspect` or with the Debug toggle. */
export interface DebugControl {
  /** The debugger proxy the runtime starts with (and the background watch reads), or null while off. */
  current(): DebuggerProxy | null;
  /** Opens the `--inspect` debugger proxy before the first build; nothing while off. */
  listen(): Promise<void>;
  addresses(): DebuggerAddresses | null;
  /** Turns the debugger on or off, and pausing on every exception; the runtime reloads to match. Toggles run one after another. */
  set(next: { enabled: boolean; pauseOnExceptions?: boolean }, runtime: DebuggedRuntime): Promise<void>;
  /** Resolves once a debugger attached to the proxy is ready; rejects when the debugger is off. */
  ready(): Promise<void>;
  dispose(): Promise<void>;
}

export function createDebugControl(deps: DebugControlDeps): DebugControl {
  let pauseOnExceptions = false;
  const publish = () => {
    const at = inspector?.addresses();
    deps.status({
      debug: at
        ? {
            webSocket: at.webSocket,
            devtools: at.devtools,
            paused: at.paused ? `${at.paused.file}:${at.paused.line}` : inspector!.paused() ? 'paused' : null,
            pauseOnExceptions,
          }
        : null,
    });
  };
  const open = (port: number) => createDebuggerProxy({ port, dir: deps.dir, onPause: () => publish() });
  let inspector: DebuggerProxy | null = deps.inspectPort === undefined ? null : open(deps.inspectPort);
  /** Debug toggles one after another: each waits for the runtime to reload to the one before. */
  const changes = new Sequencer();

  return {
    current: () => inspector,
    async listen() {
      if (!inspector) return;
      deps.sandboxPorts.add(await inspector.listen());
      publish();
    },
    addresses: () => inspector?.addresses() ?? null,
    set({ enabled, pauseOnExceptions: pause }, runtime) {
      return changes.queue(async () => {
        if (pause !== undefined) pauseOnExceptions = pause;
        inspector?.setPauseOnExceptions(pauseOnExceptions);
        if (enabled && !inspector) {
          const opened = open(deps.inspectPort ?? 0);
          deps.sandboxPorts.add(await opened.listen());
          opened.setPauseOnExceptions(pauseOnExceptions);
          inspector = opened;
          await runtime.setDebuggerProxy(opened);
        } else if (!enabled && inspector) {
          const old = inspector;
          inspector = null;
          await runtime.setDebuggerProxy(null);
          await old.dispose();
        }
        publish();
      });
    },
    async ready() {
      if (!inspector) throw new HostError('debugger-off', 'The debugger is off: start with --inspect or turn Debug on.');
      await inspector.debuggerReady();
    },
    dispose: async () => inspector?.dispose(),
  };
}
