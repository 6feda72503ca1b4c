import { createServer } from 'node:http';
import { afterAll, describe, expect, it } from 'vitest';
import { serve } from '../studio/serve-support.ts';
import { servedFolder, startMcp } from '../mcp/support.ts';

/**
 * An MCP session whose studio stopped attaches again only to a studio of the user's own serving the
 * folder (its record in the user's config folder). Whatever takes the stopped studio's port is never
 * sent the agent's calls, even when the session was started with --studio naming that address.
 */
const undo: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const step of undo.reverse()) await step();
}, 60_000);

describe('mcp: reattaching after the studio stopped', () => {
  it('a server that took the stopped studio’s port, with no record of the user’s, gets no request: the call is a tool error', async () => {
    const { configHome, dir, remove } = await servedFolder('mcp-reattach');
    undo.push(remove);
    const served = await serve(configHome, dir, '--port', '0', '--public-port', '0');
    undo.push(() => served.stop());
    const session = await startMcp({ XDG_CONFIG_HOME: configHome }, dir, '--studio', served.origin);
    undo.push(() => session.close());
    expect(session.stderr()).toContain(`Using the studio at ${served.origin}`);
    const { port } = new URL(served.origin);
    await served.stop();

    const seen: string[] = [];
    const impostor = createServer((request, response) => {
      seen.push(`${request.method} ${request.url}`);
      response.end();
    });
    impostor.on('upgrade', (request, socket) => {
      seen.push(`upgrade ${request.url} ${request.headers.cookie ?? ''}`);
      socket.destroy();
    });
    await new Promise<void>((resolve) => impostor.listen(Number(port), '127.0.0.1', resolve));
    undo.push(() => new Promise((resolve) => impostor.close(resolve)));

    const answer = await session.call('fire_event', { type: 'space_content_updated' });
    expect(seen).toEqual([]);
    expect(answer.isError).toBe(true);
    expect((answer.content[0] as { text: string }).text).toContain(`no studio of yours serves ${dir} at http://127.0.0.1:${port} now`);
  }, 120_000);
});
