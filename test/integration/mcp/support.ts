import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { RENDERER_OUT, ROOT } from '../../../electron/lib/paths.ts';
import { exampleCopy } from '../fixtures/support.ts';

/** A tool's answer as the SDK's client gives it. */
export interface ToolAnswer {
  content: ({ type: 'text'; text: string } | { type: 'image'; data: string; mimeType: string })[];
  isError?: boolean;
}

/** One MCP session as an agent starts it: `integration-studio mcp ARGS…` spawned by the SDK's client on stdio. */
export interface McpSession {
  client: Client;
  pid: number;
  stderr(): string;
  /** Protocol errors the client saw (a line on stdout that is not JSON-RPC among them). */
  errors: Error[];
  call(name: string, args?: Record<string, unknown>): Promise<ToolAnswer>;
  /** The first text block of a successful call, parsed as JSON; a tool error fails with its message. */
  json<T = Record<string, unknown>>(name: string, args?: Record<string, unknown>): Promise<T>;
  close(): Promise<void>;
}

export async function startMcp(env: Record<string, string | undefined>, ...args: string[]): Promise<McpSession> {
  const transport = new StdioClientTransport({
    command: process.execPath,
    args: [join(ROOT, 'bin', 'integration-studio.js'), 'mcp', ...args],
    cwd: ROOT,
    env: Object.fromEntries(
      Object.entries({ ...process.env, ...env }).filter((entry): entry is [string, string] => entry[1] !== undefined),
    ),
    stderr: 'pipe',
  });
  let stderr = '';
  transport.stderr!.on('data', (chunk) => (stderr += chunk));
  const client = new Client({ name: 'studio-tests', version: '1.0.0' });
  const errors: Error[] = [];
  client.onerror = (error) => errors.push(error);
  try {
    await client.connect(transport);
  } catch (error) {
    throw new Error(`mcp did not start: ${(error as Error).message}\n${stderr}`, { cause: error });
  }
  const call = async (name: string, args: Record<string, unknown> = {}) =>
    (await client.callTool({ name, arguments: args }, undefined, { timeout: 120_000 })) as ToolAnswer;
  return {
    client,
    pid: transport.pid!,
    stderr: () => stderr,
    errors,
    call,
    async json<T>(name: string, args: Record<string, unknown> = {}) {
      const answer = await call(name, args);
      const first = answer.content[0];
      if (answer.isError || first?.type !== 'text') throw new Error(`${name} failed: ${JSON.stringify(answer.content)}\n${stderr}`);
      return JSON.parse(first.text) as T;
    },
    close: () => client.close(),
  };
}

/**
 * What a session against a `serve` process needs: a user config folder of its own (where serve files
 * its running-studios record) and a copy of the bundled example; `remove` takes both away, with the
 * renderer folder when this made it (serve only needs it to exist: the tests speak to its API).
 */
export interface ServedFolder {
  configHome: string;
  dir: string;
  remove(): Promise<void>;
}

export async function servedFolder(name: string): Promise<ServedFolder> {
  const configHome = await mkdtemp(join(tmpdir(), `${name}-config-`));
  const example = await exampleCopy();
  const madeRenderer = !existsSync(RENDERER_OUT);
  if (madeRenderer) await mkdir(RENDERER_OUT, { recursive: true });
  return {
    configHome,
    dir: example.dir,
    async remove() {
      if (madeRenderer) await rm(RENDERER_OUT, { recursive: true, force: true });
      await example.remove();
      await rm(configHome, { recursive: true, force: true });
    },
  };
}
