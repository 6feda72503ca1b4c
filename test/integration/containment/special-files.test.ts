import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, truncateSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { main } from '../../../electron/cli/main.ts';
import { createStudio, type Studio } from '../../../electron/app/studio.ts';
import { ICON_PATH } from '../../../electron/services/host/integration-icon.ts';
import { createTrustStore, trustFilePath } from '../../../electron/services/workspace/trust.ts';
import { fixture } from '../host/support.ts';

/**
 * Special files in a folder cannot stall the studio: every file it reads for the integration (mocks,
 * their body files, the icon, fixtures, `.env`, the manifest) is opened without blocking and read
 * only when it is a regular file within its size limit. A FIFO with no writer would hold a read
 * forever (the event loop, for a synchronous read; a thread of the pool and the request, for an
 * asynchronous one), a device never ends, a sparse 10 GB file costs nothing to ship. Each is refused
 * with an error naming the file and the rule, and the studio answers the next call.
 */
const RULE = 'the studio reads only regular files of an integration folder, within a size limit';
const TEN_GB = 10 * 1024 ** 3;

let root: string;
const studios: Studio[] = [];
beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'special-files-'));
});
afterEach(async () => {
  await Promise.all(studios.splice(0).map((studio) => studio.dispose()));
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

let copies = 0;
function clone(): string {
  const dir = join(root, `cloned-${++copies}`);
  cpSync(fixture('hostile-workspace'), dir, { recursive: true, filter: (path) => !path.includes('.studio') });
  mkdirSync(join(dir, 'mocks'));
  mkdirSync(join(dir, 'fixtures'));
  return dir;
}
const fifo = (path: string) => execFileSync('mkfifo', [path]);
function sparse(path: string) {
  writeFileSync(path, '');
  truncateSync(path, TEN_GB);
}

async function open(dir: string) {
  const studio = await createStudio({ dir, transport: 'browser', trustStore: createTrustStore(trustFilePath()) });
  studios.push(studio);
  return studio;
}

async function fetchThrough(studio: Studio, to: string) {
  const url = `${studio.session().host.world.endpoints.publicEndpoint()}/fetch?to=${encodeURIComponent(to)}`;
  const answer = await studio.dispatch('host.dispatch', { event: { type: 'fetch', request: { method: 'GET', url, headers: {} } } });
  if (!answer.ok) throw new Error(answer.error.message);
  return JSON.parse((answer.result as { body: string }).body) as { ok: boolean; text?: string; error?: string };
}

/** The studio still answers: its API, and the integration through it. */
async function stillAnswers(studio: Studio) {
  expect((await studio.dispatch('workspace.current', {})).ok).toBe(true);
  expect(await fetchThrough(studio, 'https://fine.example/')).toMatchObject({ ok: true, text: 'fine' });
}

async function run(args: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await main(args, { out: (line) => out.push(line), err: (line) => err.push(line) });
  return { code, out: out.join('\n'), err: err.join('\n') };
}

describe('special files in a folder cannot stall the studio', () => {
  it('a mock file, a mock body file that is a FIFO, and a 10 GB sparse body file fail the call naming the file and the rule', async () => {
    const dir = clone();
    writeFileSync(join(dir, 'mocks', 'fine.yaml'), 'request: { url: "https://fine.example/" }\nanswer: { body: fine }\n');
    writeFileSync(join(dir, 'mocks', 'piped.yaml'), 'request: { url: "https://piped.example/" }\nanswer: { file: body.fifo }\n');
    fifo(join(dir, 'mocks', 'body.fifo'));
    writeFileSync(join(dir, 'mocks', 'huge.yaml'), 'request: { url: "https://huge.example/" }\nanswer: { file: huge.bin }\n');
    sparse(join(dir, 'mocks', 'huge.bin'));
    const studio = await open(dir);

    const piped = await fetchThrough(studio, 'https://piped.example/');
    expect(piped.error).toContain('The body file body.fifo of mocks/piped.yaml is a FIFO');
    expect(piped.error).toContain(RULE);
    const huge = await fetchThrough(studio, 'https://huge.example/');
    expect(huge.error).toContain('The body file huge.bin of mocks/huge.yaml is 10240 MB, more than 10 MB');
    await stillAnswers(studio);

    fifo(join(dir, 'mocks', 'stall.yaml'));
    const stalled = await fetchThrough(studio, 'https://fine.example/');
    expect(stalled.error).toContain('The mock mocks/stall.yaml is a FIFO');
    rmSync(join(dir, 'mocks', 'stall.yaml'));
    await stillAnswers(studio);
  });

  it('a .env that is a FIFO is not read (said on the console) and the folder opens and answers', async () => {
    const dir = clone();
    writeFileSync(join(dir, 'mocks', 'fine.yaml'), 'request: { url: "https://fine.example/" }\nanswer: { body: fine }\n');
    fifo(join(dir, '.env'));
    const warnings: string[] = [];
    const original = console.warn;
    console.warn = (message: string) => warnings.push(message);
    try {
      await stillAnswers(await open(dir));
    } finally {
      console.warn = original;
    }
    expect(warnings.join('\n')).toContain('The .env file is a FIFO (named pipe)');
  });

  it('an icon that is a FIFO is not served (404) and the public server answers the next request', async () => {
    const dir = clone();
    writeFileSync(join(dir, 'mocks', 'fine.yaml'), 'request: { url: "https://fine.example/" }\nanswer: { body: fine }\n');
    writeFileSync(
      join(dir, 'platform-manifest.yaml'),
      'name: hostile-workspace\ntitle: Hostile workspace\norganization: studio-tests\nvisibility: private\nscript: ./src/index.ts\nscopes: []\nicon: ./icon.png\n',
    );
    fifo(join(dir, 'icon.png'));
    const studio = await open(dir);
    await stillAnswers(studio);
    const icon = await fetch(`${studio.publicServer.origin}${ICON_PATH}`, { signal: AbortSignal.timeout(10_000) });
    expect(icon.status).toBe(404);
    await stillAnswers(studio);
  });

  it('fixtures that are a FIFO or a 10 GB sparse file: `test` and `trigger --fixture` name each file and the rule', async () => {
    const dir = clone();
    sparse(join(dir, 'fixtures', 'huge.json'));
    const listed = await run(['test', dir]);
    expect(listed.code).toBe(1);
    expect(listed.out).toContain('The fixture file fixtures/huge.json is 10240 MB, more than 5 MB');
    expect(listed.out).toContain(RULE);
    fifo(join(dir, 'fixtures', 'stall.json'));
    const named = await run(['trigger', '--dir', dir, '--fixture', 'fixtures/stall.json']);
    expect(named.code).not.toBe(0);
    expect(`${named.out}${named.err}`).toContain('The fixture file fixtures/stall.json is a FIFO (named pipe)');
  });

  it('a manifest that is a 10 GB sparse file, or a link to a device (/dev/zero): validate refuses it without reading it', async () => {
    const dir = clone();
    rmSync(join(dir, 'platform-manifest.yaml'));
    sparse(join(dir, 'platform-manifest.yaml'));
    const huge = await run(['validate', dir]);
    expect(huge.code).toBe(2);
    expect(huge.err).toContain('is 10240 MB, more than 1 MB');
    expect(huge.err).toContain(RULE);
    rmSync(join(dir, 'platform-manifest.yaml'));
    symlinkSync('/dev/zero', join(dir, 'platform-manifest.yaml'));
    const device = await run(['validate', dir]);
    expect(device.code).toBe(2);
    expect(device.err).toContain('has no platform-manifest.yaml');
  });
});
