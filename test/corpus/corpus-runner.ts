import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse } from 'yaml';
import type { JournalRecord } from '../../shared/api/index.ts';
import { generateEvent, RUNTIME_EVENT_TYPES, type IntegrationEvent } from '../../shared/platform/index.ts';
import { ROOT } from '../../electron/lib/paths.ts';
import { createBus } from '../../electron/services/events/bus.ts';
import { createHost, type DispatchResult } from '../../electron/services/host/host.ts';
import {
  createPlatformWorld,
  DEV_INSTALLATION_ID,
  DEV_SITE_INSTALLATION_ID,
  DEV_SPACE_INSTALLATION_ID,
  worldEndpoints,
  type WorldDirectory,
} from '../../electron/services/platform/index.ts';
import { servePublicEndpoint } from '../../electron/services/host/public-endpoint.ts';
import { configurationProps, fullRenderContext } from '../../electron/services/host/render-context.ts';
import { openDatabaseFile } from '../../electron/services/journal/database.ts';
import { createJournal } from '../../electron/services/journal/journal.ts';
import { startPublicServer } from '../../electron/services/public/server.ts';
import {
  contentKitProblems,
  readAnswer,
  selectOptionSources,
  SITE_RENDER_CONTEXT,
  siteProblems,
  type NodeIssue,
} from '../../shared/contentkit/index.ts';
import type { InstallationKind } from '../../shared/api/installations.ts';
import { openInstallations, startInstallations } from '../../electron/services/installations/index.ts';
import { manifestSnapshot } from '../../electron/services/manifest/snapshot.ts';
import { mintCredentials } from '../../electron/services/platform/credentials.ts';
import { fetchOptions } from '../../electron/services/preview/options.ts';
import { classifyAnswer, classifyBuild, type Verdict } from './classify.ts';
import { installDependencies } from './dependencies.ts';

/** The platform's public integrations beside the project (read-only); `CORPUS_DIR` points elsewhere. */
export const CORPUS_DIR = process.env.CORPUS_DIR ?? join(ROOT, '..', 'shared', 'corpus', 'real-integrations');

export interface Check {
  kind: 'build' | 'render' | 'event' | 'entry' | 'fetch' | 'options' | 'setup';
  name: string;
  status: number | null;
  verdict: Verdict;
  detail: string;
  /** For a render that answered an element: what the Preview would show in error boxes (none when the tree is fine). */
  problems?: NodeIssue[];
  /** With `asPublishedPage`, for a block that answered an element: what the published site would not draw of it. */
  siteProblems?: NodeIssue[];
}

export interface IntegrationReport {
  name: string;
  checks: Check[];
  installMs: number;
  runMs: number;
}

export function corpusNames(): string[] {
  if (!existsSync(CORPUS_DIR)) return [];
  return readdirSync(CORPUS_DIR, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(join(CORPUS_DIR, entry.name, 'platform-manifest.yaml')))
    .map((entry) => entry.name)
    .sort();
}

function sourceText(dir: string): string {
  const parts: string[] = [];
  const walk = (folder: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      if (entry.name === 'node_modules') continue;
      const path = join(folder, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (/\.(ts|tsx|js|jsx)$/.test(entry.name) && !/\.raw\.js$/.test(entry.name)) parts.push(readFileSync(path, 'utf8'));
    }
  };
  walk(join(dir, 'src'));
  return parts.join('\n');
}

const CONFIG_CONTEXT = { account: 'configuration_account', space: 'configuration_space', site: 'configuration_site' } as const;

interface Plan {
  renders: { name: string; context: { type: string; editable?: boolean } }[];
  events: (typeof RUNTIME_EVENT_TYPES)[number][];
  /** Events the source names: an answer saying it does not handle one is the studio's failure. */
  handled: Set<string>;
  /** Paths of the public endpoint the manifest points at: OAuth buttons' `callback_url`, selects' `completion_url`. */
  paths: string[];
}

/**
 * The third-party answers a corpus integration's pickers need, written as the folder's outbound mocks
 * (the studio's `mocks/`): github's account picker lists the app's installations.
 */
const CORPUS_MOCKS: Record<string, Record<string, unknown>> = {
  github: {
    request: { method: 'GET', url: 'https://api.github.com/user/installations*' },
    answer: {
      json: {
        total_count: 1,
        installations: [{ id: 4242, account: { login: 'corpus-org', avatar_url: 'https://avatars.example/corpus-org.png' } }],
      },
    },
  },
};

/** The setup events the platform sends when an installation of each kind is installed or updated. */
const SETUP_EVENTS: Record<InstallationKind, string[]> = {
  organization: ['installation_setup'],
  space: ['installation_setup', 'space_installation_setup'],
  site: ['installation_setup', 'site_installation_setup'],
};

/** What to exercise: the manifest's blocks and configuration components, the events its code handles, every entry point. */
function plan(manifest: Record<string, unknown>, source: string): Plan {
  const renders: Plan['renders'] = [];
  for (const block of (Array.isArray(manifest.blocks) ? manifest.blocks : []) as { id?: unknown }[]) {
    if (typeof block?.id === 'string') renders.push({ name: block.id, context: { type: 'document', editable: true } });
  }
  const configurations = (manifest.configurations ?? {}) as Record<string, { componentId?: unknown } | undefined>;
  for (const [level, type] of Object.entries(CONFIG_CONTEXT)) {
    const componentId = configurations[level]?.componentId;
    if (typeof componentId === 'string') renders.push({ name: componentId, context: { type } });
  }
  // Every event is sent: one the code names (as a key or a string) must be handled; any other may
  // answer 406 or 400, as it would on the platform.
  const handled = RUNTIME_EVENT_TYPES.filter(
    (type) => new RegExp(`\\b${type}\\s*:|['"]${type}['"]`).test(source) || (type === 'task' && /queueTask\s*\(/.test(source)),
  );
  const paths = new Set<string>(['/']);
  for (const section of Object.values(configurations)) {
    const properties =
      (section as { properties?: Record<string, { callback_url?: unknown; completion_url?: unknown }> } | undefined)?.properties ?? {};
    for (const property of Object.values(properties)) {
      for (const path of [property.callback_url, property.completion_url])
        if (typeof path === 'string' && path.startsWith('/')) paths.add(path);
    }
  }
  // The platform asks content sources only of integrations that declare some (none of the corpus does).
  const declaresSources = Array.isArray(manifest.contentSources) && manifest.contentSources.length > 0;
  const events = RUNTIME_EVENT_TYPES.filter((type) => declaresSources || !type.startsWith('content_compute_'));
  return { renders, events, handled: new Set(handled), paths: [...paths] };
}

type Section = { properties?: Record<string, { type?: string; enum?: unknown[]; default?: unknown }> } | undefined;

/** A plausible value for every property of a configuration section, so the code's happy path runs too. */
function filled(section: Section, existing: Record<string, unknown>): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const [key, property] of Object.entries(section?.properties ?? {})) {
    if (property.default !== undefined) values[key] = property.default;
    else if (property.enum?.length) values[key] = property.enum[0];
    else if (property.type === 'number' || property.type === 'integer') values[key] = 1;
    else if (property.type === 'boolean') values[key] = true;
    else if (property.type === 'button') values[key] = { access_token: 'corpus-access-token' };
    else values[key] = `corpus-${key}`;
  }
  return { ...values, ...existing };
}

/** Builds, starts and exercises one integration from a temporary copy; never writes into the corpus. */
export async function runIntegration(
  name: string,
  options: {
    rendersOnly?: boolean;
    /** Blocks are asked as a published page asks (`SITE_RENDER_CONTEXT`), and checked as the site draws them. */
    asPublishedPage?: boolean;
  } = {},
): Promise<IntegrationReport> {
  const source = join(CORPUS_DIR, name);
  const { dir: dependencies, installedMs } = installDependencies(name, join(source, 'package.json'));
  const started = performance.now();
  const dir = mkdtempSync(join(tmpdir(), `studio-corpus-${name}-`));
  cpSync(source, dir, { recursive: true });
  if (dependencies) symlinkSync(join(dependencies, 'node_modules'), join(dir, 'node_modules'), 'dir');
  if (CORPUS_MOCKS[name]) {
    mkdirSync(join(dir, 'mocks'), { recursive: true });
    writeFileSync(join(dir, 'mocks', 'corpus-pickers.json'), JSON.stringify(CORPUS_MOCKS[name]));
  }

  const manifestText = readFileSync(join(dir, 'platform-manifest.yaml'), 'utf8');
  const manifest = (parse(manifestText) ?? {}) as Record<string, unknown>;
  // Every `${{ env.NAME }}` gets a placeholder: the integration starts as it would with its secrets set.
  const env: Record<string, string> = {};
  for (const match of manifestText.matchAll(/\$\{\{\s*env\.(\w+)\s*\}\}/g)) env[match[1]!] = `corpus-${match[1]!.toLowerCase()}`;

  const bus = createBus();
  const records: JournalRecord[] = [];
  bus.subscribe('journal.appended', (record) => records.push(record));
  const db = openDatabaseFile(':memory:');
  const journal = createJournal(db, bus);
  const server = await startPublicServer();
  // The world is built before the host; Installations' directory is plugged in when the setup-event pass opens them.
  const plugged: { directory: WorldDirectory | null } = { directory: null };
  const endpoints = worldEndpoints(server.origin);
  const credentials = mintCredentials(journal);
  const workspace: WorldDirectory = {
    integrationName: () => plugged.directory?.integrationName() ?? 'integration',
    organizations: () => plugged.directory?.organizations() ?? [],
    isIntegrationToken: (token) => plugged.directory?.isIntegrationToken(token) ?? false,
    installations: () => plugged.directory?.installations() ?? [],
    update: (id, patch) => plugged.directory!.update(id, patch),
    publicEndpoint: (id) => endpoints.publicEndpoint(id),
    envelope: (id) => plugged.directory?.envelope(id) ?? null,
    pausedRefusal: (id) => plugged.directory?.pausedRefusal(id) ?? null,
  };
  const world = createPlatformWorld({ registry: journal, credentials, endpoints, db, workspace });
  const host = createHost({
    dir,
    manifestPath: join(dir, 'platform-manifest.yaml'),
    journal,
    bus,
    world,
    watch: false,
    env,
  });
  const unserve = servePublicEndpoint(server, host);
  const checks: Check[] = [];
  try {
    await host.start();
    const status = await host.status();
    if (status.state !== 'ready') {
      checks.push({ kind: 'build', name: 'build and start', status: null, ...classifyBuild(status.error ?? status.state) });
      return { name, checks, installMs: installedMs, runMs: performance.now() - started };
    }
    checks.push({
      kind: 'build',
      name: 'build and start',
      status: null,
      verdict: 'ok',
      detail: `${Math.round(status.lastBuildMs ?? 0)} ms`,
    });

    const outboundOf = (result: DispatchResult) => records.filter((r) => r.kind === 'outbound.fetch' && r.parentId === result.recordId);
    const exercise = async (kind: Check['kind'], checkName: string, event: IntegrationEvent, expectHandled: boolean) => {
      let result: DispatchResult;
      try {
        result = await host.dispatchEvent(event);
      } catch (error) {
        checks.push({ kind, name: checkName, status: null, verdict: 'studio', detail: `the studio threw: ${(error as Error).message}` });
        return;
      }
      const check: Check = {
        kind,
        name: checkName,
        status: result.status,
        ...classifyAnswer(result, outboundOf(result), { expectHandled }),
      };
      if (kind === 'render') {
        let body: unknown = null;
        try {
          body = JSON.parse(result.body);
        } catch {
          // not JSON: not an element answer
        }
        const read = readAnswer(result.status, body);
        if (read.kind === 'answer' && read.answer.type === 'element') {
          check.problems = contentKitProblems(read.answer.element);
          if (options.asPublishedPage && (event as { context?: { type?: string } }).context?.type === 'document')
            check.siteProblems = siteProblems(read.answer.element);
          checks.push(check);
          await loadOptions(checkName, read.answer.element, read.answer.state ?? {});
          return;
        }
      }
      checks.push(check);
    };

    /** Each select whose options come from a URL, loaded as the Preview loads it: the studio refusing one is its failure. */
    const loadOptions = async (component: string, element: unknown, state: Record<string, unknown>) => {
      for (const { path, url } of selectOptionSources(element, state, server.origin)) {
        const name = `${component} ${path}`;
        try {
          const { options } = await fetchOptions(host.outbound.policy, server.origin, url, 'dev');
          checks.push({ kind: 'options', name, status: 200, verdict: 'ok', detail: `${options.length} options from ${url}` });
        } catch (error) {
          const message = (error as Error).message;
          // The studio's own rules (where options may come from) refusing a URL the platform would fetch.
          const refused = /can only come from|leaves the integration's public endpoint/.test(message);
          checks.push({ kind: 'options', name, status: null, verdict: refused ? 'studio' : 'answer', detail: message });
        }
      }
    };

    const source = sourceText(dir);
    const work = plan(manifest, source);

    /**
     * For an integration whose code handles a setup event: installed through the Installations service
     * on the level it handles, then its configuration saved, each sending the platform's setup events
     * (the studio failing to send one, or sending one the code does not get, is the studio's failure).
     */
    const setupEvents = async () => {
      const kind: InstallationKind | null = work.handled.has('site_installation_setup')
        ? 'site'
        : work.handled.has('space_installation_setup')
          ? 'space'
          : work.handled.has('installation_setup')
            ? 'organization'
            : null;
      if (!kind) return;
      const seen: { type: string; result: DispatchResult }[] = [];
      const opened = openInstallations({
        db,
        journal,
        bus,
        manifest: () => manifestSnapshot(join(dir, 'platform-manifest.yaml'), manifestText),
        credentials,
        endpoints,
      });
      plugged.directory = opened.directory;
      const installations = startInstallations({
        opened,
        world,
        journal,
        bus,
        publicServer: server,
        webhooks: () => null,
        host: {
          async dispatchEvent(event, { installationId }) {
            const result = await host.dispatchEvent(event as unknown as IntegrationEvent, { installationId });
            seen.push({ type: String(event.type), result });
            return { ...result, body: result.body };
          },
        },
      });
      try {
        const expectSetup = async (when: string, run: () => Promise<unknown>) => {
          const from = seen.length;
          await run();
          for (const type of SETUP_EVENTS[kind]) {
            const sent = seen.slice(from).find((item) => item.type === type);
            if (!sent) {
              checks.push({ kind: 'setup', name: `${type} ${when}`, status: null, verdict: 'studio', detail: 'not sent' });
              continue;
            }
            checks.push({
              kind: 'setup',
              name: `${type} ${when}`,
              status: sent.result.status,
              ...classifyAnswer(sent.result, outboundOf(sent.result), { expectHandled: work.handled.has(type) }),
            });
          }
        };
        let id = '';
        await expectSetup(`on install (${kind})`, async () => (id = (await installations.service.create({ kind })).id));
        const level = kind === 'organization' ? 'account' : kind;
        const section = ((manifest.configurations ?? {}) as Record<string, Section>)[level];
        await expectSetup('on a configuration saved', () => installations.service.configure(id, filled(section, {})));
      } finally {
        await installations.dispose();
        plugged.directory = null;
      }
    };
    const pass = async (suffix: string) => {
      const environment = host.world.environmentFor(undefined);
      for (const render of work.renders) {
        // As the host's render path does: the full ContentKit context, configurations in a configuration's props.
        const asked = options.asPublishedPage && render.context.type === 'document' ? SITE_RENDER_CONTEXT : render.context;
        const context = fullRenderContext(asked, environment);
        const props = configurationProps(context, environment, {});
        const event = { type: 'ui_render', componentId: render.name, props, context } as IntegrationEvent;
        await exercise('render', render.name + suffix, event, true);
      }
      if (options.rendersOnly) return;
      for (const type of work.events) {
        const kind = ['fetch_published_script', 'fetch_visitor_authentication', 'task'].includes(type) ? 'entry' : 'event';
        const event = generateEvent(type, { scope: { installationId: 'dev', spaceId: 'space_dev', siteId: 'site_dev' } });
        await exercise(kind, type + suffix, event as IntegrationEvent, work.handled.has(type));
      }
      for (const path of work.paths) {
        const request = {
          type: 'fetch',
          request: { method: 'GET', url: `${host.world.endpoints.publicEndpoint()}${path}`, headers: {} },
        } as IntegrationEvent;
        await exercise('fetch', `GET ${path}${suffix}`, request, false);
      }
    };
    // First as installed (manifest defaults only: missing configuration is the integration's to answer),
    // then with every configuration property set.
    await pass('');
    const sections = (manifest.configurations ?? {}) as Record<string, Section>;
    const bare = host.world.environmentFor(undefined)!;
    const configured = structuredClone(bare);
    if (configured.installation) configured.installation.configuration = filled(sections.account, configured.installation.configuration);
    if (configured.spaceInstallation)
      configured.spaceInstallation.configuration = filled(sections.space, configured.spaceInstallation.configuration);
    // A configuration component stores its OAuth connection itself (github): connected, its pickers show.
    for (const level of [configured.spaceInstallation, configured.siteInstallation])
      if (level && /oauth_credentials/.test(source) && !level.configuration.oauth_credentials)
        level.configuration = { ...level.configuration, oauth_credentials: { access_token: 'corpus-access-token' } };
    if (configured.siteInstallation)
      configured.siteInstallation.configuration = filled(sections.site, configured.siteInstallation.configuration);
    // The development installation configured as the integration would store it (through the API's own write).
    for (const [id, level] of [
      [DEV_INSTALLATION_ID, configured.installation],
      [DEV_SPACE_INSTALLATION_ID, configured.spaceInstallation],
      [DEV_SITE_INSTALLATION_ID, configured.siteInstallation],
    ] as const)
      if (level) await world.directory.update(id, { configuration: level.configuration });
    // The configured pass runs on code swapped in by hot reload: the first reload restarts workerd with
    // the swap worker in it, the second loads the code into it without a restart (runtime.ts).
    await host.rebuild();
    await host.rebuild();
    const reloaded = await host.status();
    checks.push({
      kind: 'build',
      name: 'hot reload, swapped in place',
      status: null,
      verdict: reloaded.state === 'ready' ? 'ok' : 'studio',
      detail: reloaded.state === 'ready' ? 'two reloads' : `after two reloads the host is ${reloaded.state}: ${reloaded.error ?? ''}`,
    });
    await pass(' (configured)');
    if (!options.rendersOnly) await setupEvents();
    return { name, checks, installMs: installedMs, runMs: performance.now() - started };
  } finally {
    unserve();
    await host.dispose();
    world.dispose();
    await server.close();
    journal.close();
    db.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

const MARK: Record<Verdict, string> = {
  ok: 'ok',
  answer: 'answer',
  studio: 'FAIL',
  'platform-api': 'issue-17',
  external: 'external',
};

/** One table per integration: what ran, the status, the verdict and why. */
export function formatReport(report: IntegrationReport): string {
  // Events the integration does not handle answer as on the platform (406, or 400 for entry points): one row for all.
  const unhandled = report.checks.filter((c) => c.verdict === 'answer' && /does not handle/.test(c.detail));
  const shown = report.checks.filter((c) => !unhandled.includes(c));
  if (unhandled.length) {
    shown.push({
      kind: 'event',
      name: `${unhandled.length} not handled`,
      status: null,
      verdict: 'answer',
      detail: unhandled.map((c) => `${c.name} ${c.status}`).join(', '),
    });
  }
  const rows = shown.map((c) => [
    c.kind,
    c.name,
    c.status === null ? '-' : String(c.status),
    MARK[c.verdict],
    c.detail.replace(/\s+/g, ' ').slice(0, c.name.endsWith('not handled') ? 400 : 110),
  ]);
  const header = ['kind', 'name', 'status', 'verdict', 'detail'];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) => cells.map((cell, i) => cell.padEnd(widths[i]!)).join(' | ');
  const install = report.installMs ? `, dependencies installed in ${(report.installMs / 1000).toFixed(1)} s` : '';
  return [
    `### ${report.name} (${(report.runMs / 1000).toFixed(1)} s${install})`,
    line(header),
    widths.map((w) => '-'.repeat(w)).join('-|-'),
    ...rows.map(line),
  ].join('\n');
}
