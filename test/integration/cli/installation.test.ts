import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { DatabaseSync } from 'node:sqlite';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { main } from '../../../electron/cli/main.ts';
import { connectStudio } from '../../../electron/cli/remote-studio.ts';
import { RENDERER_OUT } from '../../../electron/lib/paths.ts';
import { openHeadlessJournal } from '../../../electron/services/journal/open.ts';
import { createRunningStudios } from '../../../electron/services/workspace/running-studios.ts';
import { capture } from '../fixtures/support.ts';
import { callStudio, serve, type Served } from '../studio/serve-support.ts';

/**
 * `installation` configures an installation without the UI: a site script that needs its `app_id`
 * (as intercom's does) answers 400 until `installation configure` sets it; a value the manifest's
 * section refuses is named and nothing is saved; the saved configuration is what a later `trigger`
 * runs with, and with a studio serving the folder its Installations pane sees the change at once.
 */
const FIXTURE = join(import.meta.dirname, '../../fixtures/integrations/configured-script');
const SECRET = 'sk_live_secret_value_42';

let root: string;
const savedConfig = process.env.XDG_CONFIG_HOME;

function copyFixture(name: string): string {
  const dir = join(root, name);
  cpSync(FIXTURE, dir, { recursive: true });
  return dir;
}

async function run(...argv: string[]) {
  const { io, out, err } = capture();
  const code = await main(argv, io);
  return { code, out: out.join('\n'), err: err.join('\n') };
}

interface Row {
  id: string;
  target: string;
  siteId: string | null;
  status: string;
  configured: boolean;
  configurationErrors: { field: string; message: string }[];
  configuration: Record<string, unknown>;
}

const settingsOf = (out: string) => JSON.parse(/window\.probeSettings = (.*);/.exec(out)![1]!) as Record<string, unknown>;

/** How many `type` events the folder's journal holds for the installation. */
async function dispatchesOf(dir: string, type: string, installationId: string): Promise<number> {
  const opened = openHeadlessJournal({ dir });
  try {
    const records = opened.journal.select({ filter: { kinds: ['dispatch'] } as never });
    return records.filter((record) => record.installationId === installationId && record.summary.startsWith(`${type} →`)).length;
  } finally {
    await opened.dispose();
  }
}

beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'cli-installation-'));
  // Its own user config: no studio of the user's is found, and serve below records its own here.
  process.env.XDG_CONFIG_HOME = join(root, 'config');
  mkdirSync(process.env.XDG_CONFIG_HOME);
});
afterAll(() => {
  rmSync(root, { recursive: true, force: true });
  if (savedConfig === undefined) delete process.env.XDG_CONFIG_HOME;
  else process.env.XDG_CONFIG_HOME = savedConfig;
});

describe('installation without a studio: on the folder’s own database', () => {
  let dir: string;
  let id: string;
  beforeAll(() => {
    dir = copyFixture('alone');
  });

  it('create --target site prints the new installation: pending, naming the required field it misses', async () => {
    const created = await run('installation', 'create', '--target', 'site', '--dir', dir, '--json');
    expect(created).toMatchObject({ code: 0 });
    const row = JSON.parse(created.out) as Row;
    expect(row).toMatchObject({ target: 'site', status: 'pending', configured: false, configuration: { region: 'us' } });
    expect(row.configurationErrors).toEqual([{ field: 'app_id', message: '`app_id` (App ID) is required.' }]);
    id = row.id;
    const listed = await run('installation', 'list', '--dir', dir);
    expect(listed.code).toBe(0);
    expect(listed.out).toMatch(new RegExp(`${id}  site ${row.siteId}\\s+pending  to fix: app_id`));
    expect(listed.out).toMatch(/ {2}organization\s+active\s+configured/);
  });

  it('create with a value the section refuses installs nothing and names the field', async () => {
    const refused = await run('installation', 'create', '--target', 'site', '--dir', dir, '--set', 'app_id=x', '--set', 'region=mars');
    expect(refused.code).toBe(1);
    expect(refused.err).toContain('region: `region` (Region) must be one of `us`, `eu`.');
    const rows = JSON.parse((await run('installation', 'list', '--dir', dir, '--json')).out) as Row[];
    expect(rows.filter((row) => row.target === 'site').map((row) => row.id)).toEqual([id]);
  });

  it('until it is configured, the integration refuses to answer for that installation', async () => {
    const triggered = await run('trigger', 'fetch_published_script', '--dir', dir, '--installation', id);
    expect(triggered.code).toBe(1);
    expect(triggered.out).toMatch(/^400 in/);
    expect(triggered.out).toContain('app_id is not configured');
  });

  it('a value the manifest section refuses is named with the form’s message, exit 1, and nothing is saved', async () => {
    const badNumber = await run('installation', 'configure', id, '--dir', dir, '--set', 'app_id=app-123', '--set', 'sample_rate=fast');
    expect(badNumber.code).toBe(1);
    expect(badNumber.err).toContain('nothing was saved');
    expect(badNumber.err).toContain('sample_rate: `sample_rate` (Sample rate) must be a number.');
    const badEnum = await run('installation', 'configure', id, '--dir', dir, '--set', 'app_id=app-123', '--set', 'region=asia');
    expect(badEnum.code).toBe(1);
    expect(badEnum.err).toContain('region: `region` (Region) must be one of `us`, `eu`.');
    const emptied = await run('installation', 'configure', id, '--dir', dir, '--set', 'app_id=');
    expect(emptied.code).toBe(1);
    expect(emptied.err).toContain('app_id: `app_id` (App ID) is required.');
    const [row] = JSON.parse((await run('installation', 'list', '--dir', dir, '--json')).out).filter((r: Row) => r.id === id) as Row[];
    expect(row).toMatchObject({ status: 'pending', configuration: { region: 'us' } });
    expect(row!.configuration).not.toHaveProperty('app_id');
  });

  it('configured right: active, secrets printed masked, the setup events fired as after the form’s Save', async () => {
    const setupsBefore = await dispatchesOf(dir, 'site_installation_setup', id);
    const configured = await run(
      'installation',
      'configure',
      id,
      '--dir',
      dir,
      '--set',
      'app_id=app-123',
      '--set',
      'sample_rate=0.5',
      '--set',
      `api_secret=${SECRET}`,
    );
    expect(configured).toMatchObject({ code: 0 });
    expect(configured.out).toContain(`Configured installation ${id}`);
    expect(configured.out).toContain('active, configured');
    expect(configured.out).toContain('api_secret: "••••••••e_42"');
    expect(configured.out + configured.err).not.toContain(SECRET);
    expect(configured.out).toMatch(/sent installation_setup → .*\n.*sent site_installation_setup → /);
    expect(await dispatchesOf(dir, 'site_installation_setup', id)).toBe(setupsBefore + 1);
  });

  it('a later trigger runs with the saved configuration; editing one field keeps the stored secret', async () => {
    const triggered = await run('trigger', 'fetch_published_script', '--dir', dir, '--installation', id);
    expect(triggered.code).toBe(0);
    expect(settingsOf(triggered.out)).toEqual({ appId: 'app-123', region: 'us', sampleRate: 0.5, secretLength: SECRET.length });
    expect((await run('installation', 'configure', id, '--dir', dir, '--set', 'region=eu')).code).toBe(0);
    const again = await run('trigger', 'fetch_published_script', '--dir', dir, '--installation', id);
    expect(settingsOf(again.out)).toEqual({ appId: 'app-123', region: 'eu', sampleRate: 0.5, secretLength: SECRET.length });
  });

  it('--config JSON|@file replaces the whole configuration, as the form saves it', async () => {
    const file = join(root, 'configuration.json');
    writeFileSync(file, '{"app_id":"from-json"}');
    const replaced = await run('installation', 'configure', id, '--dir', dir, '--config', `@${file}`, '--json');
    expect(replaced.code).toBe(0);
    expect(JSON.parse(replaced.out)).toMatchObject({ status: 'active', configuration: { app_id: 'from-json' } });
    const triggered = await run('trigger', 'fetch_published_script', '--dir', dir, '--installation', id);
    expect(settingsOf(triggered.out)).toEqual({ appId: 'from-json', sampleRate: null, secretLength: 0 });
  });

  it('pause, resume and delete change the installation as the pane’s buttons do', async () => {
    const paused = await run('installation', 'pause', id, '--dir', dir, '--json');
    expect(JSON.parse(paused.out)).toMatchObject({ id, status: 'paused' });
    expect((await run('installation', 'list', '--dir', dir)).out).toMatch(new RegExp(`${id} .* paused `));
    const resumed = await run('installation', 'resume', id, '--dir', dir);
    expect(resumed.out).toContain(`Resumed installation ${id}`);
    expect(resumed.out).toContain('active');
    // The platform tells the integration it was uninstalled, with the configuration it had: the command says it was sent.
    const deleted = await run('installation', 'delete', id, '--dir', dir);
    expect(deleted.out.split('\n')[0]).toBe(`Deleted installation ${id}.`);
    expect(deleted.out).toMatch(/^ {2}sent site_installation_deleted .*\(journal record \d+\)$/m);
    const gone = await run('installation', 'configure', id, '--dir', dir, '--set', 'app_id=x');
    expect(gone.code).toBe(2);
    expect(gone.err).toContain(`No installation ${id}`);
  });

  it('list, pause and resume answer from the stored installations: the integration is neither built nor started', async () => {
    const created = JSON.parse((await run('installation', 'create', '--target', 'site', '--dir', dir, '--json')).out) as Row;
    // Every start of the integration's runtime (workerd) notes its process here; nothing must write it again.
    const runtimeRecord = join(dir, '.studio', 'runtime-process.json');
    rmSync(runtimeRecord, { force: true });
    const listed = await run('installation', 'list', '--dir', dir, '--json');
    expect(listed.code).toBe(0);
    expect((JSON.parse(listed.out) as Row[]).find((row) => row.id === created.id)).toMatchObject({
      status: 'pending',
      configured: false,
    });
    expect(JSON.parse((await run('installation', 'pause', created.id, '--dir', dir, '--json')).out)).toMatchObject({ status: 'paused' });
    const resumed = await run('installation', 'resume', created.id, '--dir', dir);
    expect(resumed.out).toContain(`Resumed installation ${created.id}`);
    expect(resumed.err).toBe('');
    expect(existsSync(runtimeRecord)).toBe(false);
    // The same store the studio reads: the transitions are in the folder's journal, as the pane's buttons leave them.
    const opened = openHeadlessJournal({ dir });
    try {
      const transitions = opened.journal.select({ filter: { kinds: ['installation.transition'] } as never });
      expect(transitions.filter((record) => record.installationId === created.id).length).toBeGreaterThanOrEqual(3);
    } finally {
      await opened.dispose();
    }
  });

  it('an untrusted folder’s shipped database is set aside, never opened, by installation list as by the studio', async () => {
    const shipped = copyFixture('shipped');
    mkdirSync(join(shipped, '.studio'));
    const db = new DatabaseSync(join(shipped, '.studio', 'studio.db'));
    db.exec("CREATE TABLE shipped_marker (x); INSERT INTO shipped_marker VALUES ('from the repository');");
    db.close();
    const bytes = readFileSync(join(shipped, '.studio', 'studio.db'));
    const listed = await run('installation', 'list', '--dir', shipped);
    expect(listed.code).toBe(0);
    expect(listed.out).toContain('No installation yet');
    expect(listed.err).toMatch(/not opened: moved aside as \.studio\/studio\.db\.shipped-/);
    const aside = readdirSync(join(shipped, '.studio')).find((name) => name.startsWith('studio.db.shipped-'))!;
    expect(readFileSync(join(shipped, '.studio', aside)).equals(bytes)).toBe(true);
  });

  it('--trust, which the notice for an untrusted folder names, is taken by installation and opens the database the folder ships', async () => {
    const shipping = (name: string) => {
      const folder = copyFixture(name);
      mkdirSync(join(folder, '.studio'));
      new DatabaseSync(join(folder, '.studio', 'studio.db')).close();
      return folder;
    };
    const movedAside = (folder: string) => readdirSync(join(folder, '.studio')).filter((name) => name.startsWith('studio.db.shipped-'));
    const untrusted = shipping('shipped-untrusted');
    expect((await run('installation', 'list', '--dir', untrusted)).err).toContain('run again with --trust');
    expect(movedAside(untrusted)).toHaveLength(1);
    const trusted = shipping('shipped-trusted');
    const listed = await run('installation', 'list', '--dir', trusted, '--trust');
    expect(listed).toMatchObject({ code: 0, err: '' });
    expect(movedAside(trusted)).toEqual([]);
  });

  it('usage errors exit 2 naming what is wrong, never repeating a --set value', async () => {
    const none = await run('installation', 'configure', 'someid', '--dir', dir);
    expect(none).toMatchObject({ code: 2 });
    expect(none.err).toContain('configure needs --set NAME=VALUE');
    const malformed = await run('installation', 'configure', 'someid', '--dir', dir, '--set', `=${SECRET}`);
    expect(malformed.code).toBe(2);
    expect(malformed.err).not.toContain(SECRET);
    const target = await run('installation', 'create', '--target', 'galaxy', '--dir', dir);
    expect(target.code).toBe(2);
    expect(target.err).toContain('create needs --target organization|space|site');
    const foreign = await run('installation', 'list', '--dir', dir, '--set', 'a=b');
    expect(foreign.code).toBe(2);
    expect(foreign.err).toContain('--set does not apply to installation list');
  });
});

describe('installation with a studio serving the folder', () => {
  let dir: string;
  let served: Served | null = null;
  let madeRenderer = false;

  beforeAll(async () => {
    dir = copyFixture('served');
    if (!existsSync(RENDERER_OUT)) {
      mkdirSync(RENDERER_OUT, { recursive: true });
      madeRenderer = true;
    }
    served = await serve(process.env.XDG_CONFIG_HOME!, dir, '--port', '0', '--public-port', '0');
  }, 120_000);
  afterAll(async () => {
    await served?.stop();
    if (madeRenderer) rmSync(RENDERER_OUT, { recursive: true, force: true });
  });

  it('goes through the studio: its Installations pane is pushed each change, and its API and host see the configuration', async () => {
    const record = await createRunningStudios().find(dir);
    const remote = await connectStudio(served!.origin, { session: record!.session });
    const pushed: { id: string; installation: Row | null }[] = [];
    remote.client.subscribe('installations.changed', (change) => pushed.push(change as never));
    try {
      const created = await run('installation', 'create', '--target', 'site', '--dir', dir, '--json');
      expect(created.err).toContain(`Using the studio at ${served!.origin}`);
      const { id } = JSON.parse(created.out) as Row;
      const refused = await run('installation', 'configure', id, '--dir', dir, '--set', 'app_id=studio-app', '--set', 'region=mars');
      expect(refused.code).toBe(1);
      expect(refused.err).toContain('region: `region` (Region) must be one of `us`, `eu`.');
      const configured = await run('installation', 'configure', id, '--studio', served!.origin, '--dir', dir, '--set', 'app_id=studio-app');
      expect(configured.code).toBe(0);
      const seen = await callStudio<Row>(served!, 'installations.get', { installationId: id });
      expect(seen).toMatchObject({ status: 'active', configuration: { app_id: 'studio-app', region: 'us' } });
      expect(pushed.filter((change) => change.id === id).at(-1)?.installation).toMatchObject({
        status: 'active',
        configuration: { app_id: 'studio-app' },
      });
      const triggered = await run('trigger', 'fetch_published_script', '--dir', dir, '--installation', id);
      expect(settingsOf(triggered.out)).toMatchObject({ appId: 'studio-app', region: 'us' });
    } finally {
      remote.close();
    }
  });
});
