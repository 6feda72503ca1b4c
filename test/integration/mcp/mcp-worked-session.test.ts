import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exampleCopy } from '../fixtures/support.ts';
import { startMcp, type McpSession } from './support.ts';

/**
 * The session docs/mcp.md walks through, as an agent runs it: fire an event, read the failure
 * (status, error, the stack mapped to the integration's source), fix the file, re-run the fixture.
 * The server keeps running across the broken build and the fix; the studio rebuilds on save.
 */
let dir: string;
let remove: () => Promise<void>;
let session: McpSession;
let source: string;
const FILE = 'src/index.tsx';
const WORKING = 'console.log(`Space ${event.spaceId} has a new revision: ${event.revisionId}`);';
const BROKEN =
  'console.log(`Space ${event.spaceId} has a new revision: ${(event as unknown as { revision: { id: string } }).revision.id}`);';

beforeAll(async () => {
  ({ dir, remove } = await exampleCopy());
  source = await readFile(join(dir, FILE), 'utf8');
  expect(source).toContain(WORKING);
  await writeFile(join(dir, FILE), source.replace(WORKING, BROKEN));
  session = await startMcp({}, dir);
}, 120_000);
afterAll(async () => {
  await session?.close();
  await remove();
}, 30_000);

type Fired = { status: number; error: string | null; logs: { level: string; message: string; stack?: string }[] };

describe('mcp: the worked session of docs/mcp.md', () => {
  it('fire, read the failure with its mapped stack, fix, re-run the fixture', async () => {
    const failed = await session.json<Fired>('fire_event', { type: 'space_content_updated' });
    expect(failed.status).toBe(500);
    const error = failed.logs.find((log) => log.level === 'error')!;
    expect(error.message).toMatch(/Cannot read properties of undefined \(reading 'id'\)/);
    const line = source.split('\n').findIndex((text) => text.includes(WORKING)) + 1;
    expect(error.stack).toContain(`${FILE}:${line}`);

    const before = await session.json<{ failed: number; fixtures: { name: string; failures: string[] }[] }>('run_fixtures', {
      filter: 'space-content-updated',
    });
    expect(before.failed).toBe(1);
    expect(before.fixtures[0]!.failures.join('\n')).toMatch(/500|reading 'id'/);

    await writeFile(join(dir, FILE), source);
    // The studio rebuilds on save; the agent fires again until the new build answers (bounded).
    const deadline = Date.now() + 60_000;
    let fixed = await session.json<Fired>('fire_event', { type: 'space_content_updated' });
    while (fixed.status !== 200 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      fixed = await session.json<Fired>('fire_event', { type: 'space_content_updated' });
    }
    expect(fixed.status).toBe(200);
    const after = await session.json<{ passed: number; failed: number }>('run_fixtures', { filter: 'space-content-updated' });
    expect(after).toMatchObject({ passed: 1, failed: 0 });
  });
});
