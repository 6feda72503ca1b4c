import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { intOption, UsageError } from './command.ts';
import { MANIFEST_FILE } from '../services/workspace/workspace.ts';
import type { StudioOptions } from '../app/options.ts';
import { createStudio, type Studio } from '../app/studio.ts';
import { createPortStore } from '../services/workspace/ports.ts';
import { clientOf } from './client.ts';
import { normalizeOrigin } from '../services/host/containment/outbound-policy.ts';
import { CONTAINMENT_DEFAULTS } from '../services/host/containment/rules.ts';
import { DEFAULT_DEADLINE_MS, MEMORY_LIMIT_BYTES, type HostLimits } from '../services/host/limits.ts';
import { DEFAULT_OUTBOUND_MODE, OUTBOUND_MODES, type OutboundMode } from '../../shared/mocks/schema.ts';
import { DEFAULT_INSPECT_PORT } from '../services/host/debugger-proxy.ts';

export { ENVIRONMENT_OPTION, environmentArgument } from './environment-option.ts';

/** `--allow-outbound ORIGIN` (repeatable) on serve, dev, trigger and render. */
export const ALLOW_OUTBOUND_OPTION = {
  type: 'string',
  multiple: true,
  valueName: 'ORIGIN',
  description: 'let the integration reach this local or private origin, e.g. http://localhost:3000 (repeatable)',
} as const;

/** The origins of `--allow-outbound`; a value that is no http(s) origin is a usage error naming it. */
export function allowOutboundArgument(value: unknown): string[] | undefined {
  if (value === undefined) return undefined;
  return (Array.isArray(value) ? value : [value]).map((raw) => {
    const origin = normalizeOrigin(String(raw));
    if (!origin)
      throw new UsageError(`--allow-outbound needs an http(s) origin such as http://localhost:3000, got ${JSON.stringify(raw)}.`);
    return origin;
  });
}

const MIB = 1024 * 1024;
const HOUR_MS = 3_600_000;

/** The sandbox's limits, on every command that runs the integration (serve, dev, trigger, render, test). */
export const HOST_LIMIT_OPTIONS = {
  'deadline-ms': {
    type: 'string',
    valueName: 'N',
    description: `time the integration has to answer one event, in ms (default ${DEFAULT_DEADLINE_MS})`,
  },
  'memory-mb': {
    type: 'string',
    valueName: 'N',
    description: `resident memory of the runtime above which it is restarted, in MiB (default ${MEMORY_LIMIT_BYTES / MIB})`,
  },
  'background-ms': {
    type: 'string',
    valueName: 'N',
    description: `wall time waitUntil work of one event may run, in ms (default ${CONTAINMENT_DEFAULTS.backgroundBudgetMs})`,
  },
  'outbound-cap-mb': {
    type: 'string',
    valueName: 'N',
    description: `largest response body the integration can read from one fetch, in MiB (default ${CONTAINMENT_DEFAULTS.outboundResponseCapBytes / MIB})`,
  },
  outbound: {
    type: 'string',
    valueName: 'MODE',
    description: `how the integration's fetches are answered: live (the network), mock (a matching mock in mocks/, else the network; the default), record (the network, each answer saved as a mock), lockdown (mocks only)`,
  },
  inspect: {
    type: 'string',
    valueName: '[=PORT]',
    optionalValue: true,
    description: `serve a debugger for the integration on 127.0.0.1 (DevTools, VS Code), as Node's --inspect (default port ${DEFAULT_INSPECT_PORT}; 0: any free port)`,
  },
} as const;
/** How the usage lines show HOST_LIMIT_OPTIONS. */
export const HOST_LIMITS_USAGE =
  '[--deadline-ms N] [--memory-mb N] [--background-ms N] [--outbound-cap-mb N] [--outbound MODE] [--inspect[=PORT]]';

/** `--outbound MODE`; anything but the four modes is a usage error listing them. */
export function outboundModeArgument(value: unknown): OutboundMode | undefined {
  if (value === undefined) return undefined;
  if (!OUTBOUND_MODES.includes(value as OutboundMode))
    throw new UsageError(
      `--outbound must be one of ${OUTBOUND_MODES.join(', ')} (default ${DEFAULT_OUTBOUND_MODE}), got ${JSON.stringify(value)}.`,
    );
  return value as OutboundMode;
}

/** The limits set by HOST_LIMIT_OPTIONS; a value out of range is a usage error naming the flag and its range. */
export function hostLimitsArgument(values: Record<string, unknown>): HostLimits {
  const mib = (name: string, min: number, max: number) => {
    const n = intOption(values[name], name, { min, max });
    return n === undefined ? undefined : n * MIB;
  };
  return {
    deadlineMs: intOption(values['deadline-ms'], 'deadline-ms', { min: 1, max: HOUR_MS }),
    // An idle workerd is ~60 MiB resident (measured): below 64 MiB it would restart at once.
    memoryLimitBytes: mib('memory-mb', 64, 64 * 1024),
    backgroundBudgetMs: intOption(values['background-ms'], 'background-ms', { min: 1, max: HOUR_MS }),
    outboundCapBytes: mib('outbound-cap-mb', 1, 4096),
    outboundMode: outboundModeArgument(values.outbound),
    // `--inspect` alone arrives as '' (see optionalValue in command.ts).
    inspectPort: values.inspect === '' ? DEFAULT_INSPECT_PORT : intOption(values.inspect, 'inspect', { min: 0, max: 65535 }),
  };
}

/** A `--flag` value that is JSON, or `@file` holding JSON; must be an object. */
export async function jsonObjectArgument(value: unknown, name: string): Promise<Record<string, unknown> | undefined> {
  if (value === undefined) return undefined;
  const raw = String(value);
  let text = raw;
  if (raw.startsWith('@')) {
    try {
      text = await readFile(raw.slice(1), 'utf8');
    } catch (error) {
      throw new UsageError(
        `cannot read --${name} file ${raw.slice(1)}: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}`,
        { cause: error },
      );
    }
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    throw new UsageError(`--${name} is not valid JSON: ${(error as Error).message}`, { cause: error });
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) throw new UsageError(`--${name} must be a JSON object.`);
  return parsed as Record<string, unknown>;
}

/** A headless studio on `dir` whose host has finished its first build; throws with the build error when it failed. */
export async function openHeadless(
  dir: string,
  options: HostLimits &
    Pick<StudioOptions, 'publicPort' | 'allowOutbound' | 'trust' | 'envAllow' | 'onNotice' | 'environment'> & {
      /** With --inspect, print the debugger's addresses and wait for one to attach (one-shot commands); dev prints its own. */
      waitForDebugger?: boolean;
      /**
       * Keep the studio when the first build fails (dev: a typo must not end the session; the watcher
       * rebuilds on the next save). One-shot commands leave it unset and fail with the build error.
       */
      keepWhenBroken?: boolean;
    } = {},
): Promise<Studio> {
  // On the public port `serve` remembered when it is free, so the host's own URLs (OAuth callbacks, webhooks to
  // the studio's receivers) are the ones registered elsewhere; a one-shot never changes what is remembered.
  const ports = createPortStore();
  const portStore = { file: ports.file, read: () => ports.read(), remember: async () => {} };
  const studio = await createStudio({ dir, transport: 'browser', portStore, ...options });
  const client = clientOf(studio);
  // A name the manifest's envs does not define would silently run with the top-level secrets.
  const { problem } = await client.call('manifest.environment');
  if (options.environment !== undefined && problem) {
    await studio.dispose();
    throw new UsageError(`--env ${options.environment}: ${problem.replace(/: the top-level fields apply\.$/, '.')}`);
  }
  const status = await client.call('host.status');
  if (status.state !== 'ready' && !options.keepWhenBroken) {
    await studio.dispose();
    throw new Error(`the integration does not run: ${status.error ?? status.state}`);
  }
  if (status.debug && options.waitForDebugger !== false) {
    // As Node's --inspect-brk: a one-shot command would be over before anyone could set a breakpoint.
    options.onNotice?.(`Debugger listening on ${status.debug.webSocket}`);
    options.onNotice?.(`Open ${status.debug.devtools} in a Chromium-based browser, or attach VS Code; waiting for a debugger…`);
    await client.call('host.debuggerReady');
  }
  return studio;
}

/**
 * The folder a one-shot command works on: `--dir`, else the current folder, like every other command.
 * Outside an integration folder that is a usage error pointing at `--dir` and `new`, before anything starts.
 */
export async function integrationDirArgument(value: unknown, cwd = process.cwd()): Promise<string> {
  if (typeof value === 'string') return value;
  const info = await stat(join(cwd, MANIFEST_FILE)).catch(() => null);
  if (!info?.isFile())
    throw new UsageError(
      `${cwd} is not an integration folder (no ${MANIFEST_FILE}): run this inside one, name one with --dir DIR, or create one with \`integration-studio new DIR\`.`,
    );
  return cwd;
}
