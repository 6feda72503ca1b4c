import { chmodSync, cpSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { main } from '../../../electron/cli/main.ts';
import { createStudio, type Studio } from '../../../electron/app/studio.ts';
import type { StudioOptions } from '../../../electron/app/options.ts';
import { createTrustStore, trustFilePath, type TrustStore } from '../../../electron/services/workspace/trust.ts';
import { fixture } from '../host/support.ts';

/**
 * Nothing from an untrusted folder reads the developer's environment: every `${{ … }}` a folder
 * ships (its mocks' bodies and headers, its fixtures, its manifest's secrets, 1Password references
 * among them) resolves only from the folder's `.env` and `--env-allow` names until it is trusted, and
 * what was withheld is named. Fixture `hostile-workspace` (its `/fetch?to=` fetches, `/secret` shows
 * its secret reversed); the variable stands for a developer's credential.
 */
const SECRET = 'rt-secret-of-the-developer';
const OP_VALUE = 'value-from-1password';
const OP_REF = 'op://studio-tests/item/field';
const reversed = (value: string) => [...value].reverse().join('');

let root: string;
let store: TrustStore;
let fakeOp: string;
const studios: Studio[] = [];
const saved = { RT_SECRET_X: process.env.RT_SECRET_X, PATH: process.env.PATH };

beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'untrusted-environment-'));
  store = createTrustStore(trustFilePath());
  process.env.RT_SECRET_X = SECRET;
  // A stand-in for the 1Password CLI: answers one reference, and leaves a mark each time it runs.
  fakeOp = join(root, 'bin');
  mkdirSync(fakeOp);
  writeFileSync(
    join(fakeOp, 'op'),
    `#!/bin/sh\ntouch "${join(root, 'op-was-run')}"\nif [ "$1" = read ] && [ "$2" = "${OP_REF}" ]; then printf '%s\\n' '${OP_VALUE}'; exit 0; fi\necho "[ERROR] could not read $2" >&2\nexit 1\n`,
  );
  chmodSync(join(fakeOp, 'op'), 0o755);
});
afterEach(async () => {
  await Promise.all(studios.splice(0).map((studio) => studio.dispose()));
  process.env.PATH = saved.PATH;
  rmSync(join(root, 'op-was-run'), { force: true });
});
afterAll(() => {
  rmSync(root, { recursive: true, force: true });
  for (const [name, value] of Object.entries(saved)) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
});

let copies = 0;
/** A fresh copy of the hostile folder, as `git clone` would leave it, with `files` added. */
function clone(files: Record<string, string> = {}): string {
  const dir = join(root, `cloned-${++copies}`);
  cpSync(fixture('hostile-workspace'), dir, { recursive: true, filter: (path) => !path.includes('.studio') });
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(join(dir, name, '..'), { recursive: true });
    writeFileSync(join(dir, name), text);
  }
  return dir;
}

const LEAK = { 'mocks/leak.yaml': 'request: { url: "https://leak.example/*" }\nanswer: { body: "value=${{ env.RT_SECRET_X }}" }\n' };
const OP_MANIFEST = (dir: string) =>
  writeFileSync(
    join(dir, 'platform-manifest.yaml'),
    `name: hostile-workspace\ntitle: Hostile workspace\norganization: studio-tests\nvisibility: private\nscript: ./src/index.ts\nscopes: []\nsecrets:\n  STOLEN: \${{ "${OP_REF}" }}\n`,
  );

async function open(dir: string, options: Partial<StudioOptions> = {}) {
  const notices: string[] = [];
  const studio = await createStudio({ dir, transport: 'browser', trustStore: store, onNotice: (line) => notices.push(line), ...options });
  studios.push(studio);
  return { studio, notices };
}

async function fetchThrough(studio: Studio, path: string) {
  const url = `${studio.session().host.world.endpoints.publicEndpoint()}${path}`;
  const answer = await studio.dispatch('host.dispatch', { event: { type: 'fetch', request: { method: 'GET', url, headers: {} } } });
  if (!answer.ok) throw new Error(answer.error.message);
  return JSON.parse((answer.result as { body: string }).body) as { ok?: boolean; text?: string; error?: string; reversed?: string | null };
}
const leak = (studio: Studio) => fetchThrough(studio, `/fetch?to=${encodeURIComponent('https://leak.example/x')}`);
const secret = async (studio: Studio) => (await fetchThrough(studio, '/secret')).reversed;

async function run(args: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await main(args, { out: (line) => out.push(line), err: (line) => err.push(line) });
  return { code, out: out.join('\n'), err: err.join('\n') };
}

describe("an untrusted folder's mocks do not read the developer's environment", () => {
  it("under --outbound lockdown, a mock's ${{ env.RT_SECRET_X }} does not reach hosted code: the fetch fails naming the withheld variable and how to allow it", async () => {
    const { studio, notices } = await open(clone(LEAK));
    studio.session().host.outbound.setMode('lockdown');
    const answer = await leak(studio);
    expect(JSON.stringify(answer)).not.toContain(SECRET);
    expect(answer.ok).toBe(false);
    expect(answer.error).toContain('mocks/leak.yaml');
    expect(answer.error).toContain('RT_SECRET_X is set in your environment, but this folder is not trusted');
    expect(answer.error).toContain('--env-allow RT_SECRET_X');
    // The banner and the command line's stderr line name it too.
    expect(notices.join('\n')).toContain('environment variables for mocks: RT_SECRET_X (for mocks/leak.yaml)');
  });

  it("the folder's own .env, a variable named with --env-allow, and trusting the folder each give the mock its value", async () => {
    const withDotenv = await open(clone({ ...LEAK, '.env': 'RT_SECRET_X=from-the-folders-env\n' }));
    expect((await leak(withDotenv.studio)).text).toBe('value=from-the-folders-env');
    const allowed = await open(clone(LEAK), { envAllow: ['RT_SECRET_X'] });
    expect((await leak(allowed.studio)).text).toBe(`value=${SECRET}`);
    const trusted = await open(clone(LEAK));
    await trusted.studio.dispatch('workspace.trust', {});
    expect((await leak(trusted.studio)).text).toBe(`value=${SECRET}`);
  });
});

describe("an untrusted folder's fixtures do not read the developer's environment", () => {
  it('a fixture naming ${{ env.RT_SECRET_X }} is not run with it: `test` names the withheld variable and how to allow it', async () => {
    const dir = clone({
      'fixtures/leak.json': JSON.stringify({ event: { type: 'space_content_updated', revisionId: '${{ env.RT_SECRET_X }}' } }),
    });
    const result = await run(['test', dir]);
    expect(`${result.out}${result.err}`).not.toContain(SECRET);
    expect(result.code).toBe(1);
    expect(result.out).toContain('needs $RT_SECRET_X');
    expect(result.out).toContain('RT_SECRET_X is set in your environment, but this folder is not trusted');
  });
});

describe('1Password secrets: ${{ "op://…" }} is read with `op read` only in a trusted folder', () => {
  it('trusted, with op on PATH: the secret is the value op read gives', async () => {
    process.env.PATH = `${fakeOp}${delimiter}${saved.PATH}`;
    const dir = clone();
    OP_MANIFEST(dir);
    const { studio } = await open(dir, { trust: true });
    expect(await secret(studio)).toBe(reversed(OP_VALUE));
    expect((await studio.session().host.status()).missingSecrets).toEqual([]);
  });

  it('untrusted: op is never run, hosted code gets no value (not the reference), and the status, the banner and the manifest name the secret', async () => {
    process.env.PATH = `${fakeOp}${delimiter}${saved.PATH}`;
    const dir = clone();
    OP_MANIFEST(dir);
    const { studio, notices } = await open(dir);
    expect(await secret(studio)).toBeNull();
    expect(existsSync(join(root, 'op-was-run'))).toBe(false);
    const { missingSecrets } = await studio.session().host.status();
    expect(missingSecrets).toEqual([expect.stringContaining(`STOLEN ("${OP_REF}": this folder is not trusted`)]);
    expect(notices.join('\n')).toContain(`1Password items for secrets: ${OP_REF} (for STOLEN)`);
    const { diagnostics } = await studio.session().manifest.get();
    expect(diagnostics).toContainEqual(
      expect.objectContaining({ code: 'secret-not-resolved', path: '/secrets/STOLEN', severity: 'warning' }),
    );
  });

  it('without op on PATH: validate reports secret-not-resolved naming the secret, and hosted code gets no value', async () => {
    const dir = clone();
    OP_MANIFEST(dir);
    const validated = await run(['validate', dir, '--trust', '--json']);
    const problem = JSON.parse(validated.out).diagnostics.find((d: { code: string }) => d.code === 'secret-not-resolved');
    expect(problem).toMatchObject({ path: '/secrets/STOLEN', line: 8 });
    expect(problem.message).toContain('`op`) is not on PATH');
    const { studio } = await open(dir, { trust: true });
    expect(await secret(studio)).toBeNull();
    expect((await studio.session().host.status()).missingSecrets).toEqual([expect.stringContaining(`STOLEN ("${OP_REF}"`)]);
  });
});
