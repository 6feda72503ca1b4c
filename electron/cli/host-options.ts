import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { intOption, UsageError } from './command.ts';
import { MANIFEST_FILE } from '../../shared/manifest/file-name.ts';
import type { StudioOptions } from '../app/options.ts';
import type { Studio } from '../app/studio.ts';
import { createPortStore } from '../services/workspace/ports.ts';
import { clientOf } from './client.ts';
import { flagGroup } from './flags.ts';
import { normalizeOrigin } from '../services/host/containment/outbound-policy.ts';
import { CONTAINMENT_DEFAULTS } from '../services/host/containment/rules.ts';
import { DEFAULT_DEADLINE_MS, MEMORY_LIMIT_BYTES, type HostLimits } from '../services/host/limits.ts';
import { DEFAULT_OUTBOUND_MODE, OUTBOUND_MODES, type OutboundMode } from '../../shared/mocks/schema.ts';
import { DEFAULT_INSPECT_PORT } from '../services/host/debugger-proxy.ts';
import { ENVIRONMENT_FLAGS, environmentArgument } from './environment-flags.ts';
import { TRUST_FLAGS, trustArgument } from './trust-flags.ts';

/** `--allow-outbound ORIGIN` (repeatable) on serve, dev, trigger, render and test. */
export const ALLOW_OUTBOUND_FLAGS = flagGroup('allow-outbound', {
  'allow-outbound': {
    kind: 'values',
    value: 'ORIGIN',
    help: 'let the integration reach this local or private origin, e.g. http://localhost:3000',
  },
});

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
export const LIMIT_FLAGS = flagGroup('limits', {
  'deadline-ms': {
    kind: 'value',
    value: 'N',
    default: DEFAULT_DEADLINE_MS,
    help: 'time the integration has to answer one event, in ms',
  },
  'memory-mb': {
    kind: 'value',
    value: 'N',
    default: MEMORY_LIMIT_BYTES / MIB,
    help: 'resident memory of the runtime above which it is restarted, in MiB',
  },
  'background-ms': {
    kind: 'value',
    value: 'N',
    default: CONTAINMENT_DEFAULTS.backgroundBudgetMs,
    help: 'wall time waitUntil work of one event may run, in ms',
  },
  'outbound-cap-mb': {
    kind: 'value',
    value: 'N',
    default: CONTAINMENT_DEFAULTS.outboundResponseCapBytes / MIB,
    help: 'largest response body the integration can read from one fetch, in MiB',
  },
  outbound: {
    kind: 'value',
    value: 'MODE',
    default: DEFAULT_OUTBOUND_MODE,
    help: "how the integration's fetches are answered: live (the network), mock (a matching mock in mocks/, else the network), record (the network, each answer saved as a mock), lockdown (mocks only)",
  },
  inspect: {
    kind: 'optional-value',
    value: 'PORT',
    default: `port ${DEFAULT_INSPECT_PORT}`,
    help: "serve a debugger for the integration on 127.0.0.1 (DevTools, VS Code), as Node's --inspect; 0: any free port",
  },
});

/** `--outbound MODE`; anything but the four modes is a usage error listing them. */
export function outboundModeArgument(value: unknown): OutboundMode | undefined {
  if (value === undefined) return undefined;
  if (!OUTBOUND_MODES.includes(value as OutboundMode))
    throw new UsageError(
      `--outbound must be one of ${OUTBOUND_MODES.join(', ')} (default ${DEFAULT_OUTBOUND_MODE}), got ${JSON.stringify(value)}.`,
    );
  return value as OutboundMode;
}

/** The limits set by LIMIT_FLAGS; a value out of range is a usage error naming the flag and its range. */
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

/**
 * The flag groups that shape a host a command starts; a running studio keeps its own settings, so a
 * one-shot given any of them starts a host of its own (see remote-studio.ts).
 */
export const HOST_SHAPING_GROUPS = [LIMIT_FLAGS, ALLOW_OUTBOUND_FLAGS, ENVIRONMENT_FLAGS, TRUST_FLAGS];

/** The values of HOST_SHAPING_GROUPS for openHeadless; a wrong one is a usage error naming its flag. */
export function hostOptionsArgument(values: Record<string, unknown>) {
  return {
    ...environmentArgument(values.env),
    ...hostLimitsArgument(values),
    allowOutbound: allowOutboundArgument(values['allow-outbound']),
    ...trustArgument(values),
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
  // Loaded here, not with the module: commands that never start a studio (installation list) stay light.
  const { createStudio } = await import('../app/studio.ts');
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
