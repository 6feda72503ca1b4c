import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { main } from '../../../electron/cli/main.ts';
import { RENDERER_OUT } from '../../../electron/lib/paths.ts';
import { openHeadlessJournal } from '../../../electron/services/journal/open.ts';
import { capture, exampleCopy } from '../fixtures/support.ts';
import { callStudio, serve, type Served } from '../studio/serve-support.ts';

/**
 * One-shots against a running studio: `trigger` and `render` on a folder that `serve` has open use
 * that studio's host, installations and journal (found by themselves, or named with --studio), as
 * Stripe's `trigger` works with a running `listen`; with none running they start their own host.
 */
let configHome: string;
let dir: string;
let remove: () => Promise<void>;
let served: Served | null = null;
let madeRenderer = false;
const savedConfig = process.env.XDG_CONFIG_HOME;

interface Rows {
  rows: { id: number; kind: string; eventType: string | null; summary: string }[];
}
const dispatches = async (studio: Served) =>
  (await callStudio<Rows>(studio, 'inspector.query', { kinds: ['dispatch'], limit: 100 })).rows.map((row) => row.eventType);

/**
 * Whether the newest dispatch of `type` ran on the serving studio's host: its envelope names that
 * studio's public origin. (A host a command starts for itself shares the folder's database, so the
 * journal alone would not tell them apart; its public server is its own.)
 */
async function ranOnServingHost(type: string): Promise<boolean> {
  const publicOrigin = /on (http:\/\/127\.0\.0\.1:\d+) \(e\.g\./.exec(served!.output())![1]!;
  const { rows } = await callStudio<Rows>(served!, 'inspector.query', { kinds: ['dispatch'], limit: 100 });
  const newest = rows.find((row) => row.eventType === type)!;
  const { record } = await callStudio<{ record: unknown }>(served!, 'inspector.get', { id: newest.id });
  return JSON.stringify(record).includes(`${publicOrigin}/i/`);
}

/** A port free right now (the kernel's choice, released at once). */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

beforeAll(async () => {
  configHome = await mkdtemp(join(tmpdir(), 'studio-attach-config-'));
  // The in-process commands read the same user config folder as the serve process.
  process.env.XDG_CONFIG_HOME = configHome;
  ({ dir, remove } = await exampleCopy());
  // serve only needs the renderer's folder to exist here: the tests speak to its API, not its pages.
  if (!existsSync(RENDERER_OUT)) {
    await mkdir(RENDERER_OUT, { recursive: true });
    madeRenderer = true;
  }
  served = await serve(configHome, dir, '--port', '0', '--public-port', '0');
});
afterAll(async () => {
  await served?.stop();
  if (madeRenderer) await rm(RENDERER_OUT, { recursive: true, force: true });
  await remove();
  await rm(configHome, { recursive: true, force: true });
  if (savedConfig === undefined) delete process.env.XDG_CONFIG_HOME;
  else process.env.XDG_CONFIG_HOME = savedConfig;
});

describe('trigger and render with a studio serving the folder', () => {
  it("trigger finds the studio serving the same folder by itself, and the dispatch lands in that studio's journal", async () => {
    const before = await dispatches(served!);
    const { io, out, err } = capture();
    const code = await main(['trigger', 'space_content_updated', '--dir', dir], io);
    expect({ code, err: err.join('\n') }).toMatchObject({ code: 0 });
    expect(err.join('\n')).toContain(`Using the studio at ${served!.origin}`);
    expect(out[0]).toMatch(/^200 in \d+ ms/);
    const after = await dispatches(served!);
    expect(after.filter((type) => type === 'space_content_updated').length).toBe(
      before.filter((type) => type === 'space_content_updated').length + 1,
    );
    expect(await ranOnServingHost('space_content_updated')).toBe(true);
  });

  it("trigger --json through the studio prints the id of the dispatch in that studio's journal, and fixture save keeps it while the studio runs", async () => {
    const { io, out, err } = capture();
    const code = await main(['trigger', 'space_content_updated', '--dir', dir, '--payload', '{"revisionId":"rev_attached"}', '--json'], io);
    expect({ code, err: err.join('\n') }).toMatchObject({ code: 0 });
    const { recordId } = JSON.parse(out[0]!) as { recordId: number };
    const { record } = await callStudio<{ record: { kind: string; data: unknown } }>(served!, 'inspector.get', { id: recordId });
    expect(record.kind).toBe('dispatch');
    expect(JSON.stringify(record.data)).toContain('rev_attached');
    const saved = capture();
    expect(await main(['fixture', 'save', String(recordId), 'attached-loop', '--dir', dir], saved.io)).toBe(0);
    const fixture = JSON.parse(await readFile(join(dir, 'fixtures', 'attached-loop.json'), 'utf8'));
    expect(fixture.event).toMatchObject({ type: 'space_content_updated', revisionId: 'rev_attached' });
  });

  it("render --studio URL uses the named studio's host: the render shows in its journal", async () => {
    const before = (await dispatches(served!)).filter((type) => type === 'ui_render').length;
    const { io, out, err } = capture();
    const code = await main(['render', 'greeting', '--dir', dir, '--studio', served!.origin, '--json'], io);
    expect({ code, err: err.join('\n') }).toMatchObject({ code: 0 });
    expect(JSON.parse(out[0]!)).toMatchObject({ status: 200, problems: [] });
    expect((await dispatches(served!)).filter((type) => type === 'ui_render').length).toBe(before + 1);
    expect(await ranOnServingHost('ui_render')).toBe(true);
  });

  it('--no-studio, and flags that shape a host, start a host of their own', async () => {
    for (const flags of [['--no-studio'], ['--deadline-ms', '5000']]) {
      const { io, err } = capture();
      expect(await main(['trigger', 'space_content_updated', '--dir', dir, ...flags], io)).toBe(0);
      expect(err.join('\n')).not.toContain('Using the studio');
      expect(await ranOnServingHost('space_content_updated')).toBe(false);
    }
  });

  it('--studio with a flag that shapes a host is a usage error naming the flag', async () => {
    const { io, err } = capture();
    expect(await main(['trigger', 'space_content_updated', '--dir', dir, '--studio', served!.origin, '--deadline-ms', '5000'], io)).toBe(2);
    expect(err.join('\n')).toContain('--deadline-ms shape a host this command starts');
  });

  it('--studio naming a studio that has another folder open is refused, naming both', async () => {
    const other = await exampleCopy();
    try {
      const { io, err } = capture();
      expect(await main(['trigger', 'space_content_updated', '--dir', other.dir, '--studio', served!.origin], io)).toBe(2);
      expect(err.join('\n')).toContain(`has ${dir} open, not ${other.dir}`);
    } finally {
      await other.remove();
    }
  });

  it('with the studio stopped, trigger starts its own host as before, on the public port serve remembered', async () => {
    await served!.stop();
    const remembered = await freePort();
    await writeFile(join(configHome, 'integration-studio', 'ports.json'), JSON.stringify({ public: remembered }));
    const { io, out, err } = capture();
    expect(await main(['trigger', 'space_content_updated', '--dir', dir], io)).toBe(0);
    expect(err.join('\n')).not.toContain('Using the studio');
    expect(out[0]).toMatch(/^200 in \d+ ms/);
    const opened = openHeadlessJournal({ dir });
    try {
      const newest = opened.journal.select({ filter: { kinds: ['dispatch'] } as never }).at(-1)!;
      expect(JSON.stringify(newest.data)).toContain(`http://127.0.0.1:${remembered}/i/`);
    } finally {
      await opened.dispose();
    }
    // A one-shot uses the remembered port; it does not change it.
    expect(JSON.parse(await readFile(join(configHome, 'integration-studio', 'ports.json'), 'utf8'))).toEqual({ public: remembered });
  });
});
