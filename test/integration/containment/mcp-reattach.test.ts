import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RENDERER_OUT } from '../../../electron/lib/paths.ts';
import { exampleCopy } from '../fixtures/support.ts';
import { serve, type Served } from '../studio/serve-support.ts';
import { startMcp, type McpSession } from '../mcp/support.ts';

/**
 * An MCP session whose studio stopped attaches again only to a studio of the user's own serving the
 * folder (its record in the user's config folder). Whatever takes the stopped studio's port is never
 * sent the agent's calls, even when the session was started with --studio naming that address.
 */
let configHome: string;
let dir: string;
let remove: () => Promise<void>;
let served: Served | null = null;
let session: McpSession | null = null;
let impostor: Server | null = null;
let madeRenderer = false;

beforeAll(async () => {
  configHome = await mkdtemp(join(tmpdir(), 'mcp-reattach-config-'));
  ({ dir, remove } = await exampleCopy());
  // serve only needs the renderer's folder to exist here: the test speaks to its API, not its pages.
  if (!existsSync(RENDERER_OUT)) {
    await mkdir(RENDERER_OUT, { recursive: true });
    madeRenderer = true;
  }
}, 120_000);
afterAll(async () => {
  await session?.close();
  await served?.stop();
  await new Promise((resolve) => (impostor ? impostor.close(resolve) : resolve(null)));
  if (madeRenderer) await rm(RENDERER_OUT, { recursive: true, force: true });
  await remove();
  await rm(configHome, { recursive: true, force: true });
}, 60_000);

describe('mcp: reattaching after the studio stopped', () => {
  it('a server that took the stopped studio’s port, with no record of the user’s, gets no request: the call is a tool error', async () => {
    served = await serve(configHome, dir, '--port', '0', '--public-port', '0');
    session = await startMcp({ XDG_CONFIG_HOME: configHome }, dir, '--studio', served.origin);
    expect(session.stderr()).toContain(`Using the studio at ${served.origin}`);
    const { port } = new URL(served.origin);
    await served.stop();
    served = null;

    const seen: string[] = [];
    impostor = createServer((request, response) => {
      seen.push(`${request.method} ${request.url}`);
      response.end();
    });
    impostor.on('upgrade', (request, socket) => {
      seen.push(`upgrade ${request.url} ${request.headers.cookie ?? ''}`);
      socket.destroy();
    });
    await new Promise<void>((resolve) => impostor!.listen(Number(port), '127.0.0.1', resolve));

    const answer = await session.call('fire_event', { type: 'space_content_updated' });
    expect(seen).toEqual([]);
    expect(answer.isError).toBe(true);
    expect((answer.content[0] as { text: string }).text).toContain(`no studio of yours serves ${dir} at http://127.0.0.1:${port} now`);
  });
});
