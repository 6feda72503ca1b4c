import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MANIFEST_SCHEMA_FILE } from '../../../shared/manifest/file-name.ts';
import { manifestSchemaText } from '../../../shared/manifest/schema-file.ts';
import { exampleCopy } from '../fixtures/support.ts';
import { startMcp, type McpSession } from './support.ts';

/**
 * `integration-studio mcp DIR` over a real stdio session, the SDK's client spawning it as an agent
 * does: every tool is the studio's own operation, and what goes wrong is a tool error, never a crash.
 */
let dir: string;
let remove: () => Promise<void>;
let session: McpSession;
let recordId: number;

beforeAll(async () => {
  ({ dir, remove } = await exampleCopy());
  session = await startMcp({}, dir);
}, 120_000);
afterAll(async () => {
  await session?.close();
  await remove();
}, 30_000);

const resourceText = async (uri: string) => ((await session.client.readResource({ uri })).contents[0] as { text: string }).text;
const text = (answer: { content: { type: string; text?: string }[] }) => answer.content.map((block) => block.text ?? '').join('\n');

describe('mcp: the tools', () => {
  it('lists every tool, each with its arguments as JSON Schema from the zod input', async () => {
    const { tools } = await session.client.listTools();
    expect(tools.map((tool) => tool.name)).toEqual([
      'validate_manifest',
      'fire_event',
      'render_component',
      'query_journal',
      'read_record',
      'save_fixture',
      'run_fixtures',
      'add_mock',
      'list_mocks',
      'send_webhook',
      'list_installations',
      'create_installation',
      'configure_installation',
    ]);
    const read = tools.find((tool) => tool.name === 'read_record')!;
    expect(read.inputSchema).toMatchObject({ type: 'object', properties: { id: { type: 'integer' } }, required: ['id'] });
    const fire = tools.find((tool) => tool.name === 'fire_event')!;
    expect((fire.inputSchema.properties as Record<string, { enum?: string[] }>).type!.enum).toContain('space_content_updated');
    expect(tools.every((tool) => typeof tool.description === 'string' && tool.description.length > 20)).toBe(true);
  });

  it('validate_manifest answers each diagnostic with its line and column; given text, it checks that text', async () => {
    const saved = await session.json<{ diagnostics: { line: number }[] }>('validate_manifest');
    expect(Array.isArray(saved.diagnostics)).toBe(true);
    const broken = await session.json<{ valid: boolean; diagnostics: { severity: string; line: number; column: number; code: string }[] }>(
      'validate_manifest',
      { text: 'name: hello\ntitle: 12\nscopes: nope\n' },
    );
    expect(broken.valid).toBe(false);
    expect(broken.diagnostics.some((d) => d.severity === 'error' && d.line === 3)).toBe(true);
  });

  it('fire_event generates the payload with the given fields on top and answers status, body, logs and the record id', async () => {
    const answer = await session.json<{ status: number; body: unknown; logs: { message: string }[]; recordId: number }>('fire_event', {
      type: 'space_content_updated',
      payload: { revisionId: 'rev-from-the-agent' },
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toBe('OK');
    expect(answer.logs.map((log) => log.message).join('\n')).toContain('rev-from-the-agent');
    recordId = answer.recordId;
    expect(recordId).toBeGreaterThan(0);
  });

  it('render_component answers the tree and its ContentKit problems, and with png the drawing as a PNG image', async () => {
    const answer = await session.call('render_component', { componentId: 'greeting', png: true, width: 400 });
    expect(answer.isError).toBeFalsy();
    const result = JSON.parse(text({ content: [answer.content[0]!] })) as { status: number; body: { type: string }; problems: unknown[] };
    expect(result).toMatchObject({ status: 200, body: { type: 'element' }, problems: [] });
    const image = answer.content.find((block) => block.type === 'image');
    expect(image).toMatchObject({ type: 'image', mimeType: 'image/png' });
    const png = Buffer.from((image as { data: string }).data, 'base64');
    expect(png.subarray(1, 4).toString()).toBe('PNG');
    expect(png.readUInt32BE(16)).toBe(400);
  });

  it('query_journal filters as the Inspector does, and read_record reads the whole record', async () => {
    const page = await session.json<{ rows: { id: number; kind: string; eventType: string }[] }>('query_journal', {
      kinds: ['dispatch'],
      eventType: 'space_content_updated',
      limit: 10,
    });
    expect(page.rows.map((row) => row.id)).toContain(recordId);
    expect(page.rows.every((row) => row.kind === 'dispatch' && row.eventType === 'space_content_updated')).toBe(true);
    const { record } = await session.json<{ record: { id: number; kind: string; data: { event?: { type: string } } } }>('read_record', {
      id: recordId,
    });
    expect(record).toMatchObject({ id: recordId, kind: 'dispatch' });
    expect(JSON.stringify(record)).toContain('rev-from-the-agent');
  });

  it('save_fixture keeps the record as fixtures/NAME.json and run_fixtures replays it in the test report, the manifest schema file kept current as test keeps it', async () => {
    await writeFile(join(dir, MANIFEST_SCHEMA_FILE), '{"old": true}\n');
    const saved = await session.json<{ file: string }>('save_fixture', { recordId, name: 'agent-space-event' });
    expect(saved.file).toBe(join(dir, 'fixtures', 'agent-space-event.json'));
    expect(await readFile(saved.file, 'utf8')).toContain('rev-from-the-agent');
    const report = await session.json<{ total: number; passed: number; failed: number; fixtures: { name: string; ok: boolean }[] }>(
      'run_fixtures',
      { filter: 'agent-space-event' },
    );
    expect(report).toMatchObject({ total: 1, passed: 1, failed: 0, fixtures: [{ name: 'agent-space-event', ok: true }] });
    expect(await readFile(join(dir, MANIFEST_SCHEMA_FILE), 'utf8')).toBe(manifestSchemaText());
  });

  it('add_mock writes mocks/NAME.yaml from the mock schema, and list_mocks shows it', async () => {
    const added = await session.json<{ name: string; file: string }>('add_mock', {
      mock: { request: { method: 'GET', url: 'https://api.example.com/items/*' }, answer: { status: 200, json: { items: [] } } },
    });
    expect(added.name).toMatch(/api\.example\.com/);
    expect(await readFile(join(dir, added.file), 'utf8')).toContain('https://api.example.com/items/*');
    const listed = await session.json<{ mocks: { name: string; url: string }[] }>('list_mocks');
    expect(listed.mocks).toContainEqual(expect.objectContaining({ name: added.name, url: 'https://api.example.com/items/*' }));
  });

  it("send_webhook delivers a signed event to the studio's local receiver and answers the receiver's verdict", async () => {
    const sent = await session.json<{
      delivery: { state: string; attempts: { status: number }[] };
      received: { status: number; verdict: { ok: boolean; message: string } }[];
    }>('send_webhook', { type: 'space_content_updated', payload: { revisionId: 'rev-webhook' } });
    expect(sent.delivery.state).toBe('delivered');
    expect(sent.delivery.attempts[0]!.status).toBe(200);
    expect(sent.received).toHaveLength(1);
    expect(sent.received[0]!.verdict.ok).toBe(true);
  });

  it('resources: the manifest, the fixtures and the recent journal records', async () => {
    const { resources } = await session.client.listResources();
    expect(resources.map((resource) => resource.uri)).toEqual(['studio://manifest', 'studio://fixtures', 'studio://journal/recent']);
    const manifest = await session.client.readResource({ uri: 'studio://manifest' });
    expect(manifest.contents[0]).toMatchObject({ mimeType: 'application/yaml' });
    expect((manifest.contents[0] as { text: string }).text).toBe(await readFile(join(dir, 'platform-manifest.yaml'), 'utf8'));
    const fixtures = JSON.parse(await resourceText('studio://fixtures'));
    expect(fixtures.map((f: { name: string }) => f.name)).toContain('agent-space-event');
    const recent = JSON.parse(await resourceText('studio://journal/recent'));
    expect(recent.map((row: { id: number }) => row.id)).toContain(recordId);
    const one = JSON.parse(await resourceText(`studio://journal/${recordId}`));
    expect(one.record.id).toBe(recordId);
  });

  it('an invalid input is a tool error naming the field, and the server goes on serving', async () => {
    const cases: [string, Record<string, unknown>, RegExp][] = [
      ['read_record', { id: 'seven' }, /Invalid input for read_record \(inspector\.get\): id: /],
      ['render_component', {}, /Invalid input for render_component: componentId: /],
      ['fire_event', { type: 'no_such_event' }, /Invalid input for fire_event: type: /],
      ['query_journal', { limit: 5000 }, /Invalid input for query_journal \(inspector\.query\): limit: /],
      ['save_fixture', { recordId: 1, name: '../escape' }, /save_fixture .*: name: /],
      ['add_mock', { mock: { request: {} } }, /Invalid input for add_mock: mock\.request\.url: /],
    ];
    for (const [name, args, message] of cases) {
      const answer = await session.call(name, args);
      expect({ name, isError: answer.isError, text: text(answer) }).toMatchObject({
        name,
        isError: true,
        text: expect.stringMatching(message),
      });
    }
    expect((await session.json<{ rows: unknown[] }>('query_journal', { limit: 1 })).rows).toHaveLength(1);
  });

  it("an input past the gate's value limits (nesting depth) is refused by name before any schema walks it", async () => {
    let deep: unknown = 'bottom';
    for (let level = 0; level < 500; level++) deep = { deeper: deep };
    const answer = await session.call('fire_event', { type: 'space_content_updated', payload: { deep } });
    expect(answer.isError).toBe(true);
    expect(text(answer)).toMatch(/^The input of fire_event is nested more than 128 levels deep/);
  });

  it("the studio's own refusal is a tool error with its message", async () => {
    const missing = await session.call('read_record', { id: 99_999_999 });
    expect(missing.isError).toBe(true);
    expect(text(missing)).toMatch(/99999999/);
    const taken = await session.call('save_fixture', { recordId, name: 'agent-space-event' });
    expect(taken.isError).toBe(true);
    expect(text(taken)).toMatch(/agent-space-event/);
  });

  it('stdout carried nothing but the protocol; notices went to stderr', () => {
    expect(session.errors).toEqual([]);
    expect(session.stderr()).toContain(`serving ${dir} on stdio`);
  });
});
