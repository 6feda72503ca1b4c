import type { Command } from '../command.ts';

/** One line of the command list: what `--help` prints without loading the command, and how to load it. */
export interface CommandEntry {
  name: string;
  summary: string;
  /** Loads the command's module only when it runs, so `--version`, `--help` and `validate` never load the engine. */
  load(): Promise<Command>;
}

/**
 * Every command of `integration-studio`, in the order `--help` lists them. Issues add theirs here:
 * a name, the summary `--help` shows (the same as the command's own, which a test checks) and a
 * dynamic import of its module.
 */
export const commands: CommandEntry[] = [
  {
    name: 'serve',
    summary: 'Run the studio in your browser: the UI and its API on 127.0.0.1, behind a one-time token.',
    load: async () => (await import('./serve.ts')).serve,
  },
  {
    name: 'dev',
    summary: 'Run the integration headless with hot reload; its public endpoint answers on 127.0.0.1.',
    load: async () => (await import('./dev.ts')).dev,
  },
  {
    name: 'trigger',
    summary: 'Build the integration and deliver one runtime event to it; print its status, body and logs.',
    load: async () => (await import('./trigger.ts')).trigger,
  },
  {
    name: 'render',
    summary: 'Render one ContentKit component (a ui_render event, with an action when given) and print the answer.',
    load: async () => (await import('./render.ts')).render,
  },
  {
    name: 'request',
    summary: "Send a saved request (requests/*.http) to the integration's public endpoint; without FILE, list them.",
    load: async () => (await import('./request.ts')).request,
  },
  {
    name: 'installation',
    summary: "List, create, configure, pause, resume or delete the integration's installations, as the Installations pane does.",
    load: async () => (await import('./installation.ts')).installation,
  },
  {
    name: 'site',
    summary:
      "Open the integration's published site in headless Chromium and report what its scripts did; exit 1 on a script error or CSP violation.",
    load: async () => (await import('./site.ts')).site,
  },
  {
    name: 'validate',
    summary: "Check a manifest: YAML, schema, the platform's rules and the files it names.",
    load: async () => (await import('./validate.ts')).validate,
  },
  {
    name: 'schema',
    summary: "Print the JSON Schema of the manifest (or of a fixture, a mock) for any editor's completion and checks.",
    load: async () => (await import('./schema.ts')).schema,
  },
  {
    name: 'test',
    summary: "Run every fixture in the integration's fixtures/ folder against one running host; exit 1 on any failure.",
    load: async () => (await import('./test.ts')).test,
  },
  {
    name: 'fixture',
    summary: 'Save a journal record that was an input (event, render, action, request, webhook) as a fixture, or list the fixtures.',
    load: async () => (await import('./fixture.ts')).fixture,
  },
  {
    name: 'mock',
    summary: "Add, list or remove the outbound mocks in the integration's mocks/ folder (answers to its fetches without the network).",
    load: async () => (await import('./mock.ts')).mock,
  },
  {
    name: 'mcp',
    summary: "Serve the studio's operations to coding agents as a Model Context Protocol server on stdin/stdout.",
    load: async () => (await import('./mcp.ts')).mcp,
  },
  {
    name: 'new',
    summary: 'Create a new integration: manifest, code with a block, an HTTP handler and an event handler, tsconfig.',
    load: async () => (await import('./new.ts')).newIntegration,
  },
  {
    name: 'webhook',
    summary: 'Send signed webhooks with the retry policy, run a verifying receiver, or verify a signature.',
    load: async () => (await import('./webhook.ts')).webhook,
  },
];
