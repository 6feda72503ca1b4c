import { cp, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bundleIntegration, type Bundle } from '../../../electron/services/host/build.ts';
import { runtimeMemoryProbe } from '../../../electron/services/host/memory.ts';
import { createRuntime, type Runtime } from '../../../electron/services/host/runtime.ts';
import { fixture } from './support.ts';

const MB = 1024 * 1024;
const SERVES =
  "import { createIntegration } from '@platform/runtime';\nexport default createIntegration({ fetch: async () => new Response('served') });\n";
const THROWS = "throw new Error('broken at load');\nexport default {};\n";

/** A runtime with no host around it: its outbound and host calls refused. */
function runtime(processStarted?: (marker: string) => void): Runtime {
  return createRuntime(
    {
      outbound: async (_request, response) => void response.writeHead(403).end(),
      hostCall: async () => 'refused in this test',
      runtimeOutput: () => {},
      onRestart: () => {},
      processStarted: processStarted && ((_pid, marker) => processStarted(marker)),
    },
    { deadlineMs: 20_000, bodyLimitBytes: MB, memoryLimitBytes: 512 * MB, memoryPollMs: 100, outboundCapBytes: MB },
  );
}

const dispatch = (r: Runtime) => r.dispatch('http://integration.test/', { method: 'GET', headers: {} }, 'the test request');

describe("the runtime's lifecycle, carried out", () => {
  let dir = '';
  const bundles: Record<'serves' | 'throws', Bundle> = {} as never;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'studio-runtime-lifecycle-'));
    await cp(fixture('hostile-load-loop'), dir, { recursive: true });
    for (const [name, source] of [
      ['serves', SERVES],
      ['throws', THROWS],
    ] as const) {
      await writeFile(join(dir, 'src/index.ts'), source);
      const built = await bundleIntegration(dir, './src/index.ts');
      if (!built.ok) throw new Error(`the ${name} module did not build: ${built.failure.message}`);
      bundles[name] = built.bundle;
    }
  }, 60_000);
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('a module that throws while evaluated leaves the runtime failed, answering 503 with the throw; the next load starts it', async () => {
    const r = runtime();
    try {
      await expect(r.load(bundles.throws)).rejects.toThrow(/broken at load/);
      const refused = await dispatch(r);
      expect(refused).toMatchObject({ status: 503, failureCode: 'not-running' });
      expect(refused.failure).toMatch(/^The integration is not running: its code did not start: [\s\S]*broken at load/);
      await r.load(bundles.serves);
      expect(await r.memoryBytes()).toBeGreaterThan(0);
    } finally {
      await r.dispose();
    }
  }, 60_000);

  it('a disposed runtime starts no workerd on a later load, and answers that it is shutting down', async () => {
    const started: string[] = [];
    const r = runtime((marker) => started.push(marker));
    await r.load(bundles.serves);
    for (let tries = 0; tries < 100 && started.length === 0; tries++) await new Promise((resolve) => setTimeout(resolve, 50));
    const marked = runtimeMemoryProbe(started[0]!);
    expect(await marked.bytes()).toBeGreaterThan(0);
    await r.dispose();
    await r.load(bundles.serves);
    expect(await dispatch(r)).toMatchObject({ status: 503, failure: 'The integration host is shutting down.' });
    // No process carries the runtime's marker once the one it had is gone (one started after dispose would).
    let bytes = await marked.bytes();
    for (let tries = 0; tries < 100 && bytes !== null; tries++) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      bytes = await marked.bytes();
    }
    marked.close();
    expect(bytes).toBeNull();
  }, 60_000);
});
