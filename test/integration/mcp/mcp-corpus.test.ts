import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CORPUS_DIR } from '../../corpus/corpus-runner.ts';
import { startMcp, type McpSession } from './support.ts';

/**
 * An MCP session on one of the platform's public integrations (mermaid: a block, no npm
 * dependencies), copied from the corpus as the corpus tests do: the agent renders its block and
 * finds the render in the journal.
 */
const SOURCE = join(CORPUS_DIR, 'mermaid');
const present = existsSync(join(SOURCE, 'platform-manifest.yaml'));
if (!present) console.warn(`mcp-corpus: skipped, the corpus is not at ${SOURCE} (set CORPUS_DIR).`);

let root: string;
let session: McpSession;

beforeAll(async () => {
  if (!present) return;
  root = mkdtempSync(join(tmpdir(), 'mcp-corpus-'));
  cpSync(SOURCE, join(root, 'mermaid'), { recursive: true });
  session = await startMcp({}, join(root, 'mermaid'));
}, 120_000);
afterAll(async () => {
  await session?.close();
  if (root) rmSync(root, { recursive: true, force: true });
}, 30_000);

describe.skipIf(!present)('mcp on a corpus integration (mermaid)', () => {
  it('renders its block with the given props and reads the render back from the journal', async () => {
    const render = await session.json<{ status: number; body: { type: string; state: { content: string } }; problems: unknown[] }>(
      'render_component',
      { componentId: 'diagram', props: { content: 'graph TD; A-->B' } },
    );
    expect(render).toMatchObject({ status: 200, body: { type: 'element', state: { content: 'graph TD; A-->B' } }, problems: [] });
    const page = await session.json<{ rows: { id: number; summary: string }[] }>('query_journal', {
      kinds: ['dispatch'],
      eventType: 'ui_render',
      limit: 1,
    });
    expect(page.rows[0]!.summary).toContain('diagram');
    const { record } = await session.json<{ record: { kind: string; data: unknown } }>('read_record', { id: page.rows[0]!.id });
    expect(record.kind).toBe('dispatch');
    expect(JSON.stringify(record.data)).toContain('graph TD; A-->B');
    expect(session.errors).toEqual([]);
  });
});
