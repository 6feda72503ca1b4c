import type { SiteScript } from '../../../shared/api/site.ts';
import { generateEvent } from '../../../shared/platform/events.ts';
import type { Journal } from '../journal/journal.ts';
import type { DirectoryInstallation } from '../platform/directory.ts';
import { DEV_INSTALLATION_ID, isDevInstallation } from '../platform/ids.ts';
import { parsePolicy, serializePolicy } from './csp.ts';
import { keptUntil } from './script-cache.ts';

/**
 * The site installations' published scripts: fetched through the host's real `fetch_published_script`
 * dispatch, kept as the platform's caching headers allow. Each fetch is a `site.script` record under
 * the dispatch that produced it; a page served with the kept copy writes none (the script did not
 * change, and a record per page view would bury the Inspector).
 */

/** What the site needs of a dispatch: the host's answer to `fetch_published_script` (host/types.ts DispatchResult). */
export interface ScriptAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
  error: string | null;
  recordId: number;
}

/** One installation's script as last fetched, with what the pane and the records need. */
export interface SiteScriptEntry {
  installationId: string;
  outcome: SiteScript['outcome'];
  error: string | null;
  recordId: number | null;
  script: string;
  cacheControl: string | null;
  cachedUntil: number | null;
}

/** The runtime's answer when the handler returned nothing (shared with the platform's runtime). */
const NO_OP = '/** no-op */';
const isJavaScript = (type: string | undefined) => !type || /(java|ecma)script|text\/plain/i.test(type);

/** What a `fetch_published_script` answer means for the site: a script to inject, none, or a failure with its reason. */
export function readScriptAnswer(answer: ScriptAnswer): Pick<SiteScriptEntry, 'outcome' | 'error' | 'script'> {
  if (answer.error) return { outcome: 'failed', error: answer.error, script: '' };
  if (answer.status < 200 || answer.status >= 300) {
    const excerpt = answer.body.trim().slice(0, 300);
    return {
      outcome: 'failed',
      error: `fetch_published_script answered ${answer.status}${excerpt ? `: ${excerpt}` : ''}. The platform injects nothing for this installation.`,
      script: '',
    };
  }
  if (!isJavaScript(answer.headers['content-type']))
    return {
      outcome: 'failed',
      error: `fetch_published_script answered ${answer.headers['content-type']}, not JavaScript: answer a Response with Content-Type application/javascript.`,
      script: '',
    };
  const script = answer.body;
  if (script.trim() === '' || script.trim() === NO_OP) return { outcome: 'none', error: null, script: '' };
  return { outcome: 'injected', error: null, script };
}

export interface SiteScriptsDeps {
  journal: Pick<Journal, 'append'>;
  dispatch(event: Record<string, unknown>, options: { installationId: string }): Promise<ScriptAnswer>;
  now: () => number;
  /** The manifest's contentSecurityPolicy, recorded with each script. */
  integrationPolicy(): string | Record<string, string> | null;
}

export interface SiteScripts {
  /** The installation's script: the kept one while its caching allows, else a new dispatch. */
  scriptOf(installation: DirectoryInstallation): Promise<SiteScriptEntry>;
  kept(installationId: string): SiteScriptEntry | undefined;
  all(): SiteScriptEntry[];
  drop(installationId: string): void;
  clear(): void;
}

export function createSiteScripts(deps: SiteScriptsDeps): SiteScripts {
  const fetched = new Map<string, SiteScriptEntry>();
  const inFlight = new Map<string, Promise<SiteScriptEntry>>();

  function record(entry: SiteScriptEntry) {
    const csp = deps.integrationPolicy();
    deps.journal.append({
      kind: 'site.script',
      status: entry.outcome === 'failed' ? 'error' : 'ok',
      summary:
        entry.outcome === 'failed'
          ? `Site script of ${entry.installationId} failed: ${entry.error}`
          : entry.outcome === 'none'
            ? `Site script of ${entry.installationId}: none (the integration answered no script)`
            : `Site script of ${entry.installationId} fetched and injected${entry.cachedUntil === null ? ' (not kept: fetched for every page)' : ''}`,
      installationId: entry.installationId,
      parentId: entry.recordId,
      data: {
        installationId: entry.installationId,
        outcome: entry.outcome,
        error: entry.error,
        // Records written before kept copies stopped being recorded may say true; a fetch never does.
        fromCache: false,
        cacheControl: entry.cacheControl,
        csp: csp === null ? null : serializePolicy(parsePolicy(csp)),
        bytes: Buffer.byteLength(entry.script),
      },
    });
  }

  async function fetchScript(installation: DirectoryInstallation): Promise<SiteScriptEntry> {
    const dispatchId = isDevInstallation(installation.id) ? DEV_INSTALLATION_ID : installation.id;
    const event = generateEvent('fetch_published_script', {
      scope: { installationId: installation.parentId ?? installation.id, siteId: installation.siteId ?? undefined },
    });
    let entry: SiteScriptEntry;
    try {
      const answer = await deps.dispatch(event as unknown as Record<string, unknown>, { installationId: dispatchId });
      const cacheControl = answer.headers['cache-control'] ?? null;
      const read = readScriptAnswer(answer);
      entry = {
        installationId: installation.id,
        ...read,
        recordId: answer.recordId,
        cacheControl,
        cachedUntil: read.outcome === 'failed' ? null : keptUntil(cacheControl, deps.now()),
      };
    } catch (error) {
      entry = {
        installationId: installation.id,
        outcome: 'failed',
        error: `The studio could not deliver fetch_published_script: ${(error as Error).message}`,
        script: '',
        recordId: null,
        cacheControl: null,
        cachedUntil: null,
      };
    }
    const before = fetched.get(installation.id);
    fetched.set(installation.id, entry);
    // Fetched for every page (not kept): recorded when its outcome or error changes, not per page view.
    const same = before && before.cachedUntil === null && before.outcome === entry.outcome && before.error === entry.error;
    if (!same) record(entry);
    return entry;
  }

  /** The installation's script: the kept one while its caching allows, else a new dispatch (one at a time per installation). */
  async function scriptOf(installation: DirectoryInstallation): Promise<SiteScriptEntry> {
    const kept = fetched.get(installation.id);
    if (kept && kept.cachedUntil !== null && kept.cachedUntil > deps.now()) return kept;
    const running = inFlight.get(installation.id);
    if (running) return running;
    const next = fetchScript(installation).finally(() => inFlight.delete(installation.id));
    inFlight.set(installation.id, next);
    return next;
  }

  return {
    scriptOf,
    kept: (id) => fetched.get(id),
    all: () => [...fetched.values()],
    drop: (id) => void fetched.delete(id),
    clear: () => fetched.clear(),
  };
}
