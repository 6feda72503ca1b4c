import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../../electron/services/journal/database.ts';
import { createWorldStore } from '../../../electron/services/platform/world-store.ts';
import { fixture } from '../host/support.ts';
import { startMcp, type McpSession } from './support.ts';

/**
 * An agent delivers what the integration queued with queueTask as the Events pane's Queued tasks list
 * and `trigger task --task N` do: `fire_event` names a queued task by its number, takes the only one
 * queued by itself, and with several queued and none named lists them rather than guess.
 */
// The protocol fixture logs "task ran with <task>" when a task event reaches it.
let root: string;
let session: McpSession;

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'mcp-queued-tasks-'));
  const dir = join(root, 'protocol');
  await cp(fixture('protocol'), dir, { recursive: true, filter: (source) => !source.includes('.studio') });
  // Queued an hour away, as the integration would have (context.integration.queueTask): the emulator does not hand them back during the test.
  const db = openDatabase(dir);
  const world = createWorldStore(db);
  world.queueTask({ n: 1 }, 3600);
  world.queueTask({ n: 2 }, 3600);
  db.close();
  // --trust: the database holding the queue was written here, not by a studio of this user.
  session = await startMcp({ XDG_CONFIG_HOME: join(root, 'config') }, dir, '--no-studio', '--trust');
}, 120_000);
afterAll(async () => {
  await session?.close();
  await rm(root, { recursive: true, force: true });
}, 30_000);

const text = (answer: { content: { type: string; text?: string }[] }) => answer.content.map((block) => block.text ?? '').join('\n');

describe('fire_event delivers a queued task', () => {
  it('task: N delivers that queued task, as trigger --task N does', async () => {
    const answer = await session.json<{ status: number; logs: { message: string }[] }>('fire_event', { type: 'task', task: 1 });
    expect(answer.status).toBe(200);
    expect(answer.logs.map((log) => log.message)).toContain('task ran with {"n":1}');
  });

  it('with several queued and none named, it is a tool error listing them, newest first, and naming task N', async () => {
    const answer = await session.call('fire_event', { type: 'task' });
    expect(answer.isError).toBe(true);
    expect(text(answer)).toMatch(/2 tasks are queued: name one with task N \(or give its payload with payload\.task\)/);
    expect(text(answer).indexOf('#2 ')).toBeLessThan(text(answer).indexOf('#1 '));
  });

  it('a number no task has, or a task number on another event, is a tool error saying so', async () => {
    const unknown = await session.call('fire_event', { type: 'task', task: 9 });
    expect(unknown.isError).toBe(true);
    expect(text(unknown)).toMatch(/task 9: no such queued task\. Queued:\n\s+#2 /);
    const other = await session.call('fire_event', { type: 'space_content_updated', task: 1 });
    expect(other.isError).toBe(true);
    expect(text(other)).toContain('task belongs to the task event');
  });
});
