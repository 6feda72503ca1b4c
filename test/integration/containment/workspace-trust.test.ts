import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  realpathSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { main } from '../../../electron/cli/main.ts';
import { EXAMPLE_DIR } from '../../../electron/lib/paths.ts';
import { createBus } from '../../../electron/services/events/bus.ts';
import { openDatabase } from '../../../electron/services/journal/database.ts';
import { createJournal } from '../../../electron/services/journal/journal.ts';
import { createWebhookService } from '../../../electron/services/webhooks/service.ts';
import { createTrustStore, isWorkspaceTrusted, trustFilePath, type TrustStore } from '../../../electron/services/workspace/trust.ts';
import type { StudioOptions } from '../../../electron/app/options.ts';
import { createStudio, type Studio } from '../../../electron/app/studio.ts';
import type { Workspace } from '../../../shared/api/index.ts';
import { generatePayload } from '../../../shared/webhooks/payloads.ts';
import { fixture } from '../host/support.ts';
import { localServer, type LocalServer } from './servers.ts';

/**
 * Workspace trust: a folder you did not write (a cloned repository) cannot configure the studio or
 * read your environment until you trust it. Fixture `hostile-workspace`: its secret names
 * `${{ env.CANARY }}`; each test adds to a copy what a repository could ship in `.studio/`.
 */
const CANARY = 'canary-from-the-developers-environment';
const reversed = (value: string) => [...value].reverse().join('');

let canary: LocalServer;
let receiver: LocalServer;
let root: string;
let configHome: string;
let store: TrustStore;
const studios: Studio[] = [];
const savedEnv = { CANARY: process.env.CANARY, XDG_CONFIG_HOME: process.env.XDG_CONFIG_HOME };

beforeAll(async () => {
  canary = await localServer((_request, response) => response.end('the local service answered'));
  receiver = await localServer((_request, response) => response.end('ok'));
  root = mkdtempSync(join(tmpdir(), 'workspace-trust-'));
  configHome = join(root, 'config');
  // The CLI finds the store through XDG_CONFIG_HOME: this file's own, never the real home.
  process.env.XDG_CONFIG_HOME = configHome;
  store = createTrustStore(trustFilePath());
  process.env.CANARY = CANARY;
});
afterEach(async () => {
  await Promise.all(studios.splice(0).map((studio) => studio.dispose()));
});
afterAll(async () => {
  await canary.close();
  await receiver.close();
  rmSync(root, { recursive: true, force: true });
  for (const [name, value] of Object.entries(savedEnv)) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
});

let copies = 0;
/** A fresh copy of the hostile folder, as `git clone` would leave it. */
function clone(): string {
  const dir = join(root, `cloned-${++copies}`);
  cpSync(fixture('hostile-workspace'), dir, { recursive: true, filter: (path) => !path.includes('.studio') });
  return dir;
}

/** What the repository ships: `.studio/allowed-outbound.json` allowing the local service. */
function shipAllowedOutbound(dir: string) {
  mkdirSync(join(dir, '.studio'), { recursive: true });
  writeFileSync(join(dir, '.studio', 'allowed-outbound.json'), JSON.stringify({ origins: [canary.origin] }));
}

/**
 * A webhook delivery queued to `url`, never sent, in the database the studio made for the folder
 * while it was untrusted (a database the folder ships is never opened: `shipped-database.test.ts`).
 */
async function queueDelivery(dir: string, url: string) {
  const { studio } = await open(dir);
  await studio.dispose();
  studios.pop();
  const db = openDatabase(dir);
  const journal = createJournal(db, createBus());
  const service = createWebhookService({ db, journal, paused: true });
  const queued = await service.sendTo({ url, secret: 'shipped-secret', bodyText: JSON.stringify(generatePayload('site_view')) });
  await service.dispose();
  journal.close();
  db.close();
  return queued.eventId;
}

async function open(dir: string, options: Partial<StudioOptions> = {}) {
  const notices: string[] = [];
  const studio = await createStudio({ dir, transport: 'browser', trustStore: store, onNotice: (line) => notices.push(line), ...options });
  studios.push(studio);
  return { studio, notices };
}

async function call<T>(studio: Studio, method: string, input: unknown = {}): Promise<T> {
  const answer = await studio.dispatch(method, input);
  if (!answer.ok) throw new Error(answer.error.message);
  return answer.result as T;
}

async function fetchThrough(studio: Studio, path: string) {
  const url = `${studio.session().host.world.endpoints.publicEndpoint()}${path}`;
  const answer = await call<{ body: string }>(studio, 'host.dispatch', {
    event: { type: 'fetch', request: { method: 'GET', url, headers: {} } },
  });
  return JSON.parse(answer.body) as Record<string, unknown>;
}

const reachCanary = (studio: Studio) => fetchThrough(studio, `/fetch?to=${encodeURIComponent(`${canary.origin}/canary`)}`);
const secret = async (studio: Studio) => (await fetchThrough(studio, '/secret')).reversed;

describe('workspace trust: a folder you did not write', () => {
  it('a shipped .studio/allowed-outbound.json is ignored while the folder is untrusted: the local service is not read, and the origin is listed', async () => {
    const dir = clone();
    shipAllowedOutbound(dir);
    const { studio, notices } = await open(dir);
    const workspace = await call<Workspace>(studio, 'workspace.current');
    expect(workspace.trusted).toBe(false);
    expect(workspace.ignored).toContainEqual(expect.stringContaining(canary.origin));
    expect(notices).toHaveLength(1);
    expect(notices[0]).toContain(`allowed outbound origins in .studio/allowed-outbound.json: ${canary.origin}`);
    expect(notices[0]).toContain('--trust');
    const answer = await reachCanary(studio);
    expect(answer.ok).toBe(false);
    expect(canary.hits).toEqual([]);
  });

  it('after "Trust this folder" (workspace.trust) its allowed origins apply, and it stays trusted when opened again', async () => {
    const dir = clone();
    shipAllowedOutbound(dir);
    const { studio } = await open(dir);
    const trusted = await call<Workspace>(studio, 'workspace.trust');
    expect(trusted).toMatchObject({ trusted: true, ignored: [] });
    expect(await reachCanary(studio)).toEqual({ ok: true, text: 'the local service answered' });
    await studio.dispose();
    studios.pop();
    const again = await open(dir);
    expect((await call<Workspace>(again.studio, 'workspace.current')).trusted).toBe(true);
    expect(again.notices).toEqual([]);
  });

  it("a webhook delivery waiting in the folder's database is not sent on open while untrusted (this session's own deliveries are), and is sent once trusted", async () => {
    const dir = clone();
    const shipped = await queueDelivery(dir, `${receiver.origin}/shipped`);
    const { studio } = await open(dir);
    expect((await call<Workspace>(studio, 'workspace.current')).ignored).toContain(
      '1 webhook delivery queued in .studio/studio.db (not resumed)',
    );
    // A delivery of this session goes out through the same queue: when it has been delivered, the
    // queue has run, and the shipped one (due earlier) would have gone first.
    await studio
      .session()
      .webhooks.sendTo({ url: `${receiver.origin}/own`, secret: 's', bodyText: JSON.stringify(generatePayload('site_view')) });
    await studio.session().webhooks.idle();
    expect(receiver.hits).toEqual(['POST /own']);
    expect(
      studio
        .session()
        .webhooks.deliveries()
        .find((d) => d.eventId === shipped)?.state,
    ).toBe('pending');

    await call(studio, 'workspace.trust');
    await studio.session().webhooks.idle();
    expect(receiver.hits).toEqual(['POST /own', 'POST /shipped']);
  });

  it('${{ env.CANARY }} from the studio’s environment does not reach hosted code in an untrusted folder; the status names the variable and how to allow it', async () => {
    const { studio, notices } = await open(clone());
    expect(await secret(studio)).toBeNull();
    const { missingSecrets } = await studio.session().host.status();
    expect(missingSecrets).toEqual([
      expect.stringContaining('STOLEN (${{ env.CANARY }}: CANARY is set in your environment, but this folder is not trusted'),
    ]);
    expect(missingSecrets[0]).toContain('--env-allow CANARY');
    expect(notices[0]).toContain('CANARY (for STOLEN)');
  });

  it("the folder's .env still feeds its secrets while untrusted", async () => {
    const dir = clone();
    writeFileSync(join(dir, '.env'), 'CANARY=from-the-folders-own-env\n');
    const { studio } = await open(dir);
    expect(await secret(studio)).toBe(reversed('from-the-folders-own-env'));
  });

  it('a variable the user names (--env-allow CANARY) reaches the secrets of an untrusted folder', async () => {
    const { studio } = await open(clone(), { envAllow: ['CANARY'] });
    expect(await secret(studio)).toBe(reversed(CANARY));
  });

  it('once trusted, secrets read the environment as before', async () => {
    const { studio } = await open(clone());
    await call(studio, 'workspace.trust');
    expect(await secret(studio)).toBe(reversed(CANARY));
  });
});

describe('workspace trust: where the choice is kept', () => {
  it('a folder cannot mark itself trusted: trust files shipped inside it, and XDG_CONFIG_HOME in its .env, change nothing', async () => {
    const dir = clone();
    const listed = JSON.stringify({ folders: { [realpathSync(dir)]: { trustedAt: '2020-01-01T00:00:00.000Z' } } });
    for (const place of ['.studio', join('.config', 'integration-studio')]) {
      mkdirSync(join(dir, place), { recursive: true });
      writeFileSync(join(dir, place, 'trusted-folders.json'), listed);
    }
    writeFileSync(join(dir, '.env'), `XDG_CONFIG_HOME=${join(dir, '.config')}\n`);
    expect(await isWorkspaceTrusted(dir, store)).toBe(false);
    const { studio } = await open(dir);
    expect((await call<Workspace>(studio, 'workspace.current')).trusted).toBe(false);
  });

  it("--trust keeps the choice in the user's config folder (0600, by real path), not in the folder; a symlink to it is the same folder", async () => {
    const dir = clone();
    const out: string[] = [];
    const err: string[] = [];
    const code = await main(['trigger', 'space_content_updated', '--dir', dir, '--trust'], {
      out: (l) => out.push(l),
      err: (l) => err.push(l),
    });
    expect(code, err.join('\n')).toBe(0);
    expect(out.join('\n')).toContain(`stolen ${reversed(CANARY)}`);
    const file = join(configHome, 'integration-studio', 'trusted-folders.json');
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(Object.keys((JSON.parse(readFileSync(file, 'utf8')) as { folders: object }).folders)).toContain(realpathSync(dir));
    expect(existsSync(join(dir, '.studio', 'trusted-folders.json'))).toBe(false);
    const link = join(root, `link-${copies}`);
    symlinkSync(dir, link);
    expect(await isWorkspaceTrusted(link, store)).toBe(true);
    expect(await isWorkspaceTrusted(join(dir, 'src'), store)).toBe(false);
  });

  it('the CLI on an untrusted folder: one stderr line lists what was ignored; --env-allow lets one variable through', async () => {
    const dir = clone();
    shipAllowedOutbound(dir);
    const run = async (...extra: string[]) => {
      const out: string[] = [];
      const err: string[] = [];
      const code = await main(['trigger', 'space_content_updated', '--dir', dir, ...extra], {
        out: (l) => out.push(l),
        err: (l) => err.push(l),
      });
      return { code, out: out.join('\n'), err };
    };
    const untrusted = await run();
    expect(untrusted.code).toBe(0);
    expect(untrusted.out).toContain('stolen null');
    expect(untrusted.err).toHaveLength(1);
    expect(untrusted.err[0]).toContain(canary.origin);
    expect(untrusted.err[0]).toContain('CANARY (for STOLEN)');
    const allowed = await run('--env-allow', 'CANARY');
    expect(allowed.out).toContain(`stolen ${reversed(CANARY)}`);
  });

  it('the bundled example and a folder made by `new` are trusted without asking', async () => {
    expect(await isWorkspaceTrusted(EXAMPLE_DIR, store)).toBe(true);
    const made = join(root, 'made-by-new');
    expect(await main(['new', made], { out: () => {}, err: () => {} })).toBe(0);
    expect(await isWorkspaceTrusted(made, store)).toBe(true);
  });
});
