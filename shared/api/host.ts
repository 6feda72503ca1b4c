import { z } from 'zod';
import { method } from './contract.ts';

/** The integration host's state, pushed on every change. */
export const HostStatus = z.object({
  state: z.enum(['stopped', 'building', 'ready', 'error', 'restarting']),
  /** Build or runtime error, with file and line when esbuild gave them. */
  error: z.string().nullable(),
  lastBuildMs: z.number().nullable(),
  lastBuildAt: z.number().nullable(),
  lastReloadAt: z.number().nullable(),
  memoryBytes: z.number().nullable(),
  /** Manifest secrets whose `${{ env.NAME }}` is set nowhere, as `SECRET (${{ env.NAME }})`. */
  missingSecrets: z.array(z.string()).default([]),
  /** The debugger, when on (`--inspect` or the Debug toggle): where to attach, and where the integration is paused. */
  debug: z
    .object({
      webSocket: z.string(),
      devtools: z.string(),
      /** `src/index.ts:16` while paused in the integration's own source, `paused` elsewhere, null when running. */
      paused: z.string().nullable(),
      pauseOnExceptions: z.boolean(),
    })
    .nullable()
    .default(null),
});
export type HostStatus = z.infer<typeof HostStatus>;

/** The status of a host that has not started (or has no integration to run). */
export function stoppedHostStatus(): HostStatus {
  return {
    state: 'stopped',
    error: null,
    lastBuildMs: null,
    lastBuildAt: null,
    lastReloadAt: null,
    memoryBytes: null,
    missingSecrets: [],
    debug: null,
  };
}

/**
 * The component ids the running integration passed to `createIntegration({components})`. They are
 * unknown (empty, with the reason) when the integration was made by another runtime, or is not running.
 */
export const HostComponents = z.object({
  known: z.boolean(),
  ids: z.array(z.string()),
  /** Why the ids are unknown; null when they are known. */
  reason: z.string().nullable(),
});
export type HostComponents = z.infer<typeof HostComponents>;

/** The platform's theme, sent in every render context (light when the caller names none). */
export const RenderTheme = z.enum(['light', 'dark']);
export type RenderTheme = z.infer<typeof RenderTheme>;
const theme = RenderTheme.optional();

export const RenderContext = z.discriminatedUnion('type', [
  z.object({ type: z.literal('document'), editable: z.boolean(), theme }),
  z.object({ type: z.literal('configuration_account'), theme }),
  z.object({ type: z.literal('configuration_space'), theme }),
  z.object({ type: z.literal('configuration_site'), theme }),
  z.object({ type: z.literal('configuration_contentsource'), theme }),
]);
export type RenderContext = z.infer<typeof RenderContext>;

export const RenderInput = z
  .object({
    componentId: z.string().min(1),
    props: z.record(z.string(), z.unknown()).default({}),
    state: z.record(z.string(), z.unknown()).optional(),
    action: z.record(z.string(), z.unknown()).optional(),
    context: RenderContext.default({ type: 'document', editable: true }),
    installationId: z.string().optional(),
  })
  .strict();

export const HostLog = z.object({
  level: z.enum(['debug', 'log', 'info', 'warn', 'error']),
  ts: z.number(),
  message: z.string(),
  stack: z.string().optional(),
  source: z.enum(['integration', 'runtime']).optional(),
});

/** What the integration answered to a `ui_render`, with timing; `body` is its JSON (or text). */
export const RenderResult = z.object({
  status: z.number().int(),
  durationMs: z.number(),
  body: z.unknown(),
  /** What the integration logged while rendering, stacks mapped to its source: the cause behind a 500. */
  logs: z.array(HostLog).optional(),
  /** Set when the sandbox, not the integration, produced the answer (deadline, crash, limits). */
  error: z.string().nullable().optional(),
  /**
   * Where each element of the answer was written (development builds), by node path; taken out of
   * `body`, which stays as the platform would see it. `path` is the file's absolute path.
   */
  sources: z.record(z.string(), z.object({ file: z.string(), path: z.string(), line: z.number(), column: z.number() })).optional(),
});
export type RenderResult = z.infer<typeof RenderResult>;

export const DispatchInput = z
  .object({
    /** Any platform event (`fetch`, `ui_render`, a runtime event); the integration judges the rest. */
    event: z.object({ type: z.string().min(1, 'event.type names the event') }).passthrough(),
    installationId: z.string().optional(),
    /** The `fetch-body` part for a `fetch` event, as text. */
    fetchBody: z.string().optional(),
  })
  .strict();

export const DispatchOutput = z.object({
  status: z.number().int(),
  headers: z.record(z.string(), z.string()),
  body: z.string(),
  durationMs: z.number(),
  logs: z.array(HostLog),
  /** Set when the sandbox answered instead of the integration (deadline, crash, limits). */
  error: z.string().nullable(),
  /** The kind of that failure, for callers that act on it rather than show it. */
  errorCode: z.enum(['deadline', 'memory', 'too-large', 'crashed', 'not-running', 'refused-outbound', 'background']).nullable().optional(),
  recordId: z.number().int(),
});

/**
 * Origins the integration may reach although they are local or private (a local backend): the
 * workspace's own list (saved in its .studio folder) and those given with --allow-outbound.
 */
export const OutboundAllowList = z.object({
  workspace: z.array(z.string()),
  commandLine: z.array(z.string()),
});
export type OutboundAllowList = z.infer<typeof OutboundAllowList>;

export const hostMethods = {
  'host.status': method(z.object({}).strict(), HostStatus, 'The integration host state.'),
  'host.render': method(RenderInput, RenderResult, 'Render a component (a ui_render event, with an action when given).'),
  'host.dispatch': method(
    DispatchInput,
    DispatchOutput,
    'Deliver one event to the integration in the platform envelope; its answer and logs.',
  ),
  'host.components': method(
    z.object({}).strict(),
    HostComponents,
    'The component ids the running integration defines in code (createIntegration({components})), when they can be known.',
  ),
  'host.endpoints': method(
    z.object({ installationId: z.string().min(1).max(100).optional() }).strict(),
    z.object({
      publicEndpoint: z.string(),
      apiEndpoint: z.string(),
      /** The integration's inspector (`--inspect`): its WebSocket and the DevTools address that opens it. */
      inspector: z.object({ webSocket: z.string(), devtools: z.string() }).nullable().optional(),
    }),
    "Where an installation's public endpoint is served (the development installation's when none is named) and the platform API emulator's endpoint.",
  ),
  'host.debug': method(
    z.object({ enabled: z.boolean(), pauseOnExceptions: z.boolean().optional() }).strict(),
    HostStatus,
    "Turn the integration's debugger on or off (its inspector on 127.0.0.1, the integration's worker only), and pausing on every exception; the status after it.",
  ),
  'host.debuggerReady': method(
    z.object({}).strict(),
    z.object({}),
    "Resolves once a debugger attached to the integration's inspector is ready (DevTools and VS Code say so on attach); one-shot commands with --inspect wait on it.",
  ),
  'host.rebuild': method(z.object({}).strict(), HostStatus, 'Rebuild and reload the integration now; the status after it.'),
  'host.sourceLine': method(
    z.object({ file: z.string().min(1).max(4096), line: z.number().int().min(1).max(10_000_000) }).strict(),
    z.object({ text: z.string().nullable() }),
    'One line of a file of the folder the running build was made from, named as a mapped stack names it (null for any other file or a line it does not have).',
  ),
  'host.outbound.get': method(z.object({}).strict(), OutboundAllowList, 'The origins the integration may reach although local or private.'),
  'host.outbound.set': method(
    z
      .object({
        origins: z.array(z.string().max(2048)).max(100),
        /** The workspace the list was read in (`Workspace.id`); another open workspace refuses the write with `workspace-changed`. */
        workspaceId: z.string().min(1).max(100).optional(),
      })
      .strict(),
    OutboundAllowList,
    "Replace the workspace's allowed outbound origins (e.g. http://localhost:3000); the running integration uses them at once.",
  ),
};

export const hostTopics = {
  'host.status': HostStatus,
};
