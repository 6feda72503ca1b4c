import { execFile, spawn } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { commands } from '../../../electron/cli/commands/index.ts';
import { EXAMPLE_DIR, ROOT } from '../../../electron/lib/paths.ts';

const dir = mkdtempSync(join(tmpdir(), 'cli-lazy-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

// A module hook in the child records every file and built-in module it loads, printed as JSON at exit.
const HOOK = join(dir, 'record-loads.mjs');
writeFileSync(
  HOOK,
  `import { registerHooks } from 'node:module';
const loaded = [];
registerHooks({ load(url, context, next) { loaded.push(url); return next(url, context); } });
process.on('exit', () => process.stderr.write('\\nLOADED ' + JSON.stringify(loaded) + '\\n'));
`,
);

// The bin runs the CLI's bundle (bin/cli-cache.js): a chunk it loads stands for the sources esbuild
// put in it, read from the build's metafile, so these rules hold for the bundle as for the sources.
const CACHE = join(ROOT, 'node_modules', '.cache', 'integration-studio', 'cli');

function sourcesOf(urls: string[]): string[] {
  const { dir } = JSON.parse(readFileSync(join(CACHE, 'current.json'), 'utf8')) as { dir: string };
  const meta = JSON.parse(readFileSync(join(CACHE, dir, 'metafile.json'), 'utf8')) as {
    outputs: Record<string, { inputs: Record<string, unknown> }>;
  };
  const build = `file://${join(CACHE, dir)}/`;
  return urls.flatMap((url) => {
    if (!url.startsWith(build)) return [url.replace(`file://${ROOT}/`, '')];
    const chunk = meta.outputs[url.slice(build.length)];
    if (!chunk) throw new Error(`${url} is not an output of the current build`);
    return Object.keys(chunk.inputs);
  });
}

/** The modules one command line loads, as paths relative to the checkout (built-ins as node:…). */
async function loadedBy(argv: string[], entry = 'bin/integration-studio.js', env: NodeJS.ProcessEnv = process.env): Promise<string[]> {
  const result = await promisify(execFile)(
    process.execPath,
    ['--disable-warning=ExperimentalWarning', '--import', HOOK, join(ROOT, entry), ...argv],
    { cwd: dir, env },
  ).catch((error: { stderr: string }) => error);
  const line = result.stderr.split('\n').find((l) => l.startsWith('LOADED '));
  if (!line) throw new Error(`the child printed no LOADED line: ${result.stderr}`);
  return sourcesOf(JSON.parse(line.slice('LOADED '.length)) as string[]);
}

// The engine: the sandbox, the bundler, the HTTP client, the database, the studio and its services.
const ENGINE = [
  /node_modules\/(miniflare|workerd|esbuild|undici|ws|chokidar|ajv)\//,
  /^node:sqlite$/,
  /^electron\/app\//,
  /^electron\/services\/(host|journal|webhooks|fixtures|installations)\//,
];
const engineIn = (loaded: string[]) => loaded.filter((m) => ENGINE.some((p) => p.test(m)) && !/journal\/origin\.ts$/.test(m));

describe('commands load what they use', () => {
  it('--version and --help load nothing of the engine, nor zod', async () => {
    for (const argv of [['--version'], ['--help'], []]) {
      const loaded = await loadedBy(argv);
      expect(engineIn(loaded), argv.join(' ')).toEqual([]);
      expect(loaded.filter((m) => m.includes('node_modules/zod/'))).toEqual([]);
    }
  }, 30_000);

  it('validate loads the manifest checks and nothing of the engine', async () => {
    const loaded = await loadedBy(['validate', EXAMPLE_DIR]);
    expect(loaded).toContain('electron/services/manifest/validate-file.ts');
    expect(engineIn(loaded)).toEqual([]);
  }, 30_000);

  it('installation list loads neither the sandbox nor the bundler: listing starts no integration', async () => {
    const folder = join(dir, 'listed');
    cpSync(join(ROOT, 'test/fixtures/integrations/configured-script'), folder, { recursive: true });
    const loaded = await loadedBy(['installation', 'list', '--dir', folder], undefined, {
      ...process.env,
      XDG_CONFIG_HOME: join(dir, 'config'),
    });
    expect(loaded).toContain('electron/services/installations/records.ts');
    expect(loaded.filter((m) => /node_modules\/(miniflare|workerd|esbuild)\/|^electron\/services\/host\/(runtime|build)/.test(m))).toEqual(
      [],
    );
  }, 30_000);

  it('a command with verbs loads its module for its own --help only', async () => {
    const loaded = await loadedBy(['webhook', '--help']);
    expect(loaded).toContain('electron/cli/commands/webhook.ts');
    // No other command's module.
    expect(loaded.filter((m) => /^electron\/cli\/commands\/(?!index\.ts$|webhook[.-])/.test(m))).toEqual([]);
    expect(await loadedBy(['--help'])).not.toContain('electron/cli/commands/webhook.ts');
  }, 30_000);

  it('webhook verify and webhook listen load neither the journal, its database nor zod', async () => {
    const light = (loaded: string[]) => [
      ...engineIn(loaded).filter((m) => !/^electron\/services\/webhooks\/(receiver|hmac)\.ts$/.test(m)),
      ...loaded.filter((m) => m.includes('node_modules/')),
    ];
    const verified = await loadedBy(['webhook', 'verify', '--secret', 'whsec_test', '--header', 't=1,v1=00', '--body', '{}']);
    expect(verified).toContain('shared/webhooks/verify.ts');
    expect(light(verified)).toEqual([]);

    const child = spawn(
      process.execPath,
      [
        '--disable-warning=ExperimentalWarning',
        '--import',
        HOOK,
        join(ROOT, 'bin/integration-studio.js'),
        'webhook',
        'listen',
        '--secret',
        'whsec_test',
        '--json',
      ],
      { cwd: dir },
    );
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    // Wait for the hello line itself (the receiver takes SIGTERM from then on; an earlier signal would
    // end it before its exit handlers, and the hook's module list, ran).
    let stdout = '';
    await new Promise<void>((resolve) =>
      child.stdout.on('data', (chunk: Buffer) => {
        stdout += chunk.toString();
        if (stdout.includes('"listening"')) resolve();
      }),
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    child.kill('SIGTERM');
    // 'close', not 'exit': the child's stderr (where the hook prints at exit) may still be arriving at 'exit'.
    await new Promise((resolve) => child.once('close', resolve));
    const line = stderr.split('\n').find((l) => l.startsWith('LOADED '))!;
    const listened = sourcesOf(JSON.parse(line.slice('LOADED '.length)) as string[]);
    expect(listened).toContain('electron/services/webhooks/receiver.ts');
    expect(light(listened)).toEqual([]);
    // An ESM import of node:http builds its namespace, whose WebSocket getters load Node's own undici (~10 MiB).
    expect(listened).not.toContain('node:http');
  }, 30_000);

  it('each entry of the command list names and summarises the command it loads', async () => {
    for (const entry of commands) {
      const command = await entry.load();
      expect({ name: command.name, summary: command.summary }).toEqual({ name: entry.name, summary: entry.summary });
    }
  }, 60_000);
});
