import { cp, mkdtemp, readFile, rm } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { main } from '../../../electron/cli/main.ts';
import { createStudio } from '../../../electron/app/studio.ts';
import { CORPUS_DIR } from '../../corpus/corpus-runner.ts';
import { capture } from '../fixtures/support.ts';

/**
 * Fixture replay on a real integration: arcade's block shows `integration.urls.icon` (its card's
 * icon). Saved from the Inspector as a fixture, it passes `test` run after run, each on another
 * port, with CI=1: the snapshot holds the studio's address as a placeholder.
 */
const ports = vi.hoisted(() => ({ next: [] as number[], used: [] as number[] }));
vi.mock('../../../electron/services/public/server.ts', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../../electron/services/public/server.ts')>();
  return {
    ...real,
    startPublicServer: async (options: Parameters<typeof real.startPublicServer>[0] = {}) => {
      const server = await real.startPublicServer({ ...options, ...(ports.next.length ? { port: ports.next.shift() } : {}) });
      ports.used.push(server.port);
      return server;
    },
  };
});

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

const source = join(CORPUS_DIR, 'arcade');
const present = existsSync(join(source, 'platform-manifest.yaml'));
if (!present) console.warn(`corpus fixture replay: skipped, no arcade integration at ${source} (set CORPUS_DIR to run it)`);
const root = await mkdtemp(join(tmpdir(), 'studio-corpus-replay-'));
const savedCI = process.env.CI;
afterAll(async () => {
  if (savedCI === undefined) delete process.env.CI;
  else process.env.CI = savedCI;
  await rm(root, { recursive: true, force: true });
});

describe.skipIf(!present)("a corpus integration's render fixture showing integration.urls.icon", () => {
  it('saved from the Inspector, passes `test` three runs in a row on three ports with CI=1', async () => {
    const dir = join(root, 'arcade');
    await cp(source, dir, { recursive: true });
    const studio = await createStudio({ dir, transport: 'browser' });
    let name: string;
    try {
      const rendered = await studio.handlers['host.render']({
        componentId: 'embed',
        props: {},
        context: { type: 'document', editable: true },
      });
      expect(rendered.status).toBe(200);
      const record = studio
        .session()
        .journal.select({ filter: { kinds: ['dispatch'] } as never })
        .find((row) => (row.data as { eventType: string }).eventType === 'ui_render')!;
      ({ name } = await studio.handlers['fixtures.save']({ recordId: record.id }));
    } finally {
      await studio.dispose();
    }
    const snapshot = await readFile(join(dir, 'fixtures', '__snapshots__', `${name}.snap.json`), 'utf8');
    expect(snapshot).toContain('"${{ studio.publicOrigin }}/assets/icon"');

    process.env.CI = '1';
    ports.next = [await freePort(), await freePort(), await freePort()];
    ports.used = [];
    for (let run = 1; run <= 3; run++) {
      const { io, out, err } = capture();
      const code = await main(['test', dir], io);
      if (code !== 0) console.log(out.join('\n'), err.join('\n'));
      expect({ run, code }).toEqual({ run, code: 0 });
    }
    expect(new Set(ports.used).size).toBe(3);
  }, 120_000);
});
