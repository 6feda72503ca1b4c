import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callStudio, serve, type Served } from '../studio/serve-support.ts';
import { servedFolder, startMcp, type McpSession } from './support.ts';

/**
 * `mcp --studio URL` (or the studio serving the same folder, found by itself): the tools act on
 * that studio's host and journal, so what the agent does shows in the developer's Inspector.
 */
let configHome: string;
let dir: string;
let remove: () => Promise<void>;
let served: Served | null = null;
const sessions: McpSession[] = [];

beforeAll(async () => {
  ({ configHome, dir, remove } = await servedFolder('mcp-attach'));
  served = await serve(configHome, dir, '--port', '0', '--public-port', '0');
}, 120_000);
afterAll(async () => {
  await Promise.all(sessions.map((session) => session.close()));
  await served?.stop();
  await remove();
}, 60_000);

/** The studio's public origin, as `serve` printed it: a dispatch on its host names it in its envelope. */
const publicOrigin = () => /on (http:\/\/127\.0\.0\.1:\d+) \(e\.g\./.exec(served!.output())![1]!;

describe('mcp attached to a running studio', () => {
  it("with --studio URL, a fired event runs on that studio's host and its Inspector API shows the record", async () => {
    // The user config serve wrote to: --studio signs in with the session value of its running-studios record, as the CLI's client does.
    const session = await startMcp({ XDG_CONFIG_HOME: configHome }, dir, '--studio', served!.origin);
    sessions.push(session);
    expect(session.stderr()).toContain(`Using the studio at ${served!.origin}`);
    const fired = await session.json<{ status: number; recordId: number }>('fire_event', {
      type: 'space_content_updated',
      payload: { revisionId: 'rev-through-the-studio' },
    });
    expect(fired.status).toBe(200);
    const { record } = await callStudio<{ record: { id: number; kind: string } }>(served!, 'inspector.get', { id: fired.recordId });
    expect(record).toMatchObject({ id: fired.recordId, kind: 'dispatch' });
    const shown = JSON.stringify(record);
    expect(shown).toContain('rev-through-the-studio');
    expect(shown).toContain(`${publicOrigin()}/i/`);
    // And the UI's list query (the Inspector's first page) has it on top.
    const { rows } = await callStudio<{ rows: { id: number }[] }>(served!, 'inspector.query', { topLevel: true, limit: 5 });
    expect(rows.map((row) => row.id)).toContain(fired.recordId);
  });

  it('without --studio it finds the studio serving the same folder by itself', async () => {
    const session = await startMcp({ XDG_CONFIG_HOME: configHome }, dir);
    sessions.push(session);
    expect(session.stderr()).toContain(`Using the studio at ${served!.origin}`);
    const render = await session.json<{ status: number }>('render_component', { componentId: 'greeting' });
    expect(render.status).toBe(200);
    const { rows } = await callStudio<{ rows: { summary: string }[] }>(served!, 'inspector.query', {
      kinds: ['dispatch'],
      eventType: 'ui_render',
      limit: 1,
    });
    expect(rows[0]!.summary).toContain('greeting');
  });

  it('--studio with flags that shape a host is a usage error, as for the one-shot commands', async () => {
    await expect(startMcp({ XDG_CONFIG_HOME: configHome }, dir, '--studio', served!.origin, '--deadline-ms', '500')).rejects.toThrow(
      /shape a host this command starts/,
    );
  });
});
