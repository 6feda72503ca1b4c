import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exampleCopy } from '../fixtures/support.ts';
import { callStudio, serve, type Served } from '../studio/serve-support.ts';
import { servedFolder, startMcp, type McpSession, type ServedFolder } from './support.ts';

/**
 * An agent's MCP session outlives the studio it attached to: when that studio stops, each tool call
 * is a tool error naming the studio and what to do, never a silent move to another host; once a
 * studio serves the folder again, the next call attaches to it.
 */
let folder: ServedFolder;
const studios: Served[] = [];
const removals: (() => Promise<void>)[] = [];
let session: McpSession | null = null;

beforeAll(async () => {
  folder = await servedFolder('mcp-studio-stops');
}, 120_000);
afterAll(async () => {
  await session?.close();
  await Promise.all(studios.map((studio) => studio.stop()));
  await Promise.all(removals.map((removal) => removal()));
  await folder?.remove();
}, 60_000);

const text = (answer: { content: { type: string; text?: string }[] }) => answer.content.map((block) => block.text ?? '').join('\n');

/** Waits, up to 20 s, for the session's stderr to say `line`. */
async function stderrSays(line: string): Promise<void> {
  for (let tries = 0; tries < 200 && !session!.stderr().includes(line); tries++) await new Promise((resolve) => setTimeout(resolve, 100));
  expect(session!.stderr()).toContain(line);
}

describe('mcp when the studio it attached to moves away', () => {
  it('while the studio has another folder open, tool calls answer an error naming both folders; once it has the folder again they run', async () => {
    const { configHome, dir } = folder;
    const first = await serve(configHome, dir, '--port', '0', '--public-port', '0');
    studios.push(first);
    session = await startMcp({ XDG_CONFIG_HOME: configHome }, dir);
    expect(session.stderr()).toContain(`Using the studio at ${first.origin}`);
    expect((await session.json<{ status: number }>('fire_event', { type: 'space_content_updated' })).status).toBe(200);

    const other = await exampleCopy();
    removals.push(other.remove);
    await callStudio(first, 'workspace.open', { dir: other.dir });
    await stderrSays(`The studio at ${first.origin} opened ${other.dir}`);
    const refused = await session.call('save_fixture', { recordId: 1, name: 'would-land-elsewhere' });
    expect(refused.isError).toBe(true);
    expect(text(refused)).toContain(`The studio at ${first.origin} has ${other.dir} open now, not ${dir}: open ${dir} there again`);

    await callStudio(first, 'workspace.open', { dir });
    await stderrSays(`The studio at ${first.origin} has ${dir} open again.`);
    expect((await session.json<{ status: number }>('fire_event', { type: 'space_content_updated' })).status).toBe(200);
  });

  it('when it stops, tool calls answer an error naming the studio and what to do; a studio serving the folder again is attached on the next call', async () => {
    const { configHome, dir } = folder;
    const first = studios[0]!;
    const agent = session!;
    await first.stop();
    await stderrSays(`The studio at ${first.origin} closed the connection`);
    const refused = await agent.call('fire_event', { type: 'space_content_updated' });
    expect(refused.isError).toBe(true);
    expect(text(refused)).toBe(
      `The studio at ${first.origin} stopped (no studio of yours serves ${dir} now). Start it again (integration-studio serve ${dir}) and call again: this MCP server attaches to it by itself. Or restart the MCP server (your client's reconnect) to run on a host of its own.`,
    );
    // Any other tool says so too: the server is still up.
    expect(text(await agent.call('query_journal', { limit: 1 }))).toContain(`The studio at ${first.origin} stopped`);

    const again = await serve(configHome, dir, '--port', '0', '--public-port', '0');
    studios.push(again);
    const fired = await agent.json<{ status: number; recordId: number }>('fire_event', {
      type: 'space_content_updated',
      payload: { revisionId: 'rev-after-restart' },
    });
    expect(fired.status).toBe(200);
    expect(agent.stderr()).toContain(`Using the studio at ${again.origin} again.`);
    // It ran on the new studio's host: its Inspector has the record.
    const { record } = await callStudio<{ record: { kind: string; data: unknown } }>(again, 'inspector.get', { id: fired.recordId });
    expect(record.kind).toBe('dispatch');
    expect(JSON.stringify(record.data)).toContain('rev-after-restart');
  });
});
