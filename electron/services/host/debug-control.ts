import type { HostStatus } from '../../../shared/api/host.ts';
import type { SandboxPorts } from './containment/sandbox-ports.ts';
import { HostError } from './errors.ts';
import { createInspector, type Inspector, type InspectorAddresses } from './inspector.ts';

export interface DebugControlDeps {
  dir: string;
  /** `--inspect`: the debugger is on from the start, at this port (0: any free one). Absent: off until asked for. */
  inspectPort?: number;
  status(patch: Pick<HostStatus, 'debug'>): void;
  /** Hosted code may never reach the inspector: its port is a sandbox port before the runtime can know of it. */
  sandboxPorts: Pick<SandboxPorts, 'add'>;
}

/** The runtime as the debugger toggle needs it: it reloads to the new inspector. */
export interface DebuggedRuntime {
  setInspector(next: Inspector | null): Promise<void>;
}

/** The debugger of the integration: off unless asked for, on at `--inspect` or with the Debug toggle. */
export interface DebugControl {
  /** The inspector the runtime starts with (and the background watch reads), or null while off. */
  current(): Inspector | null;
  /** Opens the `--inspect` inspector before the first build; nothing while off. */
  listen(): Promise<void>;
  addresses(): InspectorAddresses | null;
  /** Turns the debugger on or off, and pausing on every exception; the runtime reloads to match. Toggles run one after another. */
  set(next: { enabled: boolean; pauseOnExceptions?: boolean }, runtime: DebuggedRuntime): Promise<void>;
  /** Resolves once a debugger attached to the inspector is ready; rejects when the debugger is off. */
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
  const open = (port: number) => createInspector({ port, dir: deps.dir, onPause: () => publish() });
  let inspector: Inspector | null = deps.inspectPort === undefined ? null : open(deps.inspectPort);
  /** Debug toggles one after another: each waits for the runtime to reload to the one before. */
  let change = Promise.resolve();

  return {
    current: () => inspector,
    async listen() {
      if (!inspector) return;
      deps.sandboxPorts.add(await inspector.listen());
      publish();
    },
    addresses: () => inspector?.addresses() ?? null,
    set({ enabled, pauseOnExceptions: pause }, runtime) {
      const next = change.then(async () => {
        if (pause !== undefined) pauseOnExceptions = pause;
        inspector?.setPauseOnExceptions(pauseOnExceptions);
        if (enabled && !inspector) {
          const opened = open(deps.inspectPort ?? 0);
          deps.sandboxPorts.add(await opened.listen());
          opened.setPauseOnExceptions(pauseOnExceptions);
          inspector = opened;
          await runtime.setInspector(opened);
        } else if (!enabled && inspector) {
          const old = inspector;
          inspector = null;
          await runtime.setInspector(null);
          await old.dispose();
        }
        publish();
      });
      change = next.catch(() => {});
      return next;
    },
    async ready() {
      if (!inspector) throw new HostError('debugger-off', 'The debugger is off: start with --inspect or turn Debug on.');
      await inspector.debuggerReady();
    },
    dispose: async () => inspector?.dispose(),
  };
}
