import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { trustFilePath } from './trust.ts';

/**
 * The studio's addresses, remembered per user next to the trust file (never in a workspace, which a
 * cloned folder could ship): the UI and public ports are reused on the next start, so bookmarks,
 * webhook receivers and OAuth callbacks registered elsewhere keep working across restarts.
 */
export interface RememberedPorts {
  ui?: number;
  public?: number;
  /** Public ports earlier runs served on (newest first): a saved URL at one of them is the studio's, no longer served. */
  pastPublic?: number[];
  /** The content origin's port and its host name (`content-<random>.localhost`, made once per user). */
  content?: number;
  contentHost?: string;
  /** The published site's port and host name (`site-<random>.localhost`), kept the same way. */
  site?: number;
  siteHost?: string;
}

export interface PortStore {
  readonly file: string;
  read(): Promise<RememberedPorts>;
  /** Remembers the ports this run got; a public port that changed joins `pastPublic`. */
  remember(ports: {
    ui?: number;
    public?: number;
    content?: number;
    contentHost?: string;
    site?: number;
    siteHost?: string;
  }): Promise<void>;
}

/** How many earlier public ports are kept to recognise stale studio URLs. */
const PAST_KEPT = 20;

/** `$XDG_CONFIG_HOME/integration-studio/ports.json` (else under `~/.config`), beside trusted-folders.json. */
export function portsFilePath(env: NodeJS.ProcessEnv = process.env): string {
  return join(dirname(trustFilePath(env)), 'ports.json');
}

/** One label under `.localhost`, as the content and site servers make them; anything else in the file is ignored and a new name made. */
const LOCALHOST_NAME = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.localhost$/;

const validPort = (value: unknown): value is number => Number.isInteger(value) && (value as number) > 0 && (value as number) < 65536;

/** A missing or unreadable file remembers nothing: the studio picks free ports, as on a first start. */
async function readPorts(file: string): Promise<RememberedPorts> {
  try {
    const parsed = JSON.parse(await readFile(file, 'utf8')) as Record<string, unknown>;
    return {
      ...(validPort(parsed.ui) ? { ui: parsed.ui } : {}),
      ...(validPort(parsed.public) ? { public: parsed.public } : {}),
      ...(validPort(parsed.content) ? { content: parsed.content } : {}),
      ...(typeof parsed.contentHost === 'string' && LOCALHOST_NAME.test(parsed.contentHost) ? { contentHost: parsed.contentHost } : {}),
      ...(validPort(parsed.site) ? { site: parsed.site } : {}),
      ...(typeof parsed.siteHost === 'string' && LOCALHOST_NAME.test(parsed.siteHost) ? { siteHost: parsed.siteHost } : {}),
      pastPublic: Array.isArray(parsed.pastPublic) ? parsed.pastPublic.filter(validPort).slice(0, PAST_KEPT) : [],
    };
  } catch {
    return { pastPublic: [] };
  }
}

export function createPortStore(file: string = portsFilePath()): PortStore {
  return {
    file,
    read: () => readPorts(file),
    async remember(ports) {
      const saved = await readPorts(file);
      const past = saved.pastPublic ?? [];
      if (ports.public !== undefined && saved.public !== undefined && saved.public !== ports.public) past.unshift(saved.public);
      const next: RememberedPorts = {
        ui: ports.ui ?? saved.ui,
        public: ports.public ?? saved.public,
        pastPublic: [...new Set(past)].filter((port) => port !== (ports.public ?? saved.public)).slice(0, PAST_KEPT),
        content: ports.content ?? saved.content,
        contentHost: ports.contentHost ?? saved.contentHost,
        site: ports.site ?? saved.site,
        siteHost: ports.siteHost ?? saved.siteHost,
      };
      await mkdir(dirname(file), { recursive: true, mode: 0o700 });
      // Written whole then renamed, 0600 like the trust file.
      const temporary = `${file}.${process.pid}.tmp`;
      await writeFile(temporary, `${JSON.stringify(next, null, 2)}\n`, { mode: 0o600 });
      await rename(temporary, file);
    },
  };
}

/** The one line saying a remembered port was taken, naming the old and the new origin. */
export function movedNotice(what: string, from: number, to: number): string {
  return `The ${what}'s port ${from} (remembered from the last run) is taken by another program, so it now listens on http://127.0.0.1:${to} instead of http://127.0.0.1:${from}. The studio's own references (webhooks to its receivers, OAuth callbacks, public endpoints) follow it; a URL you copied elsewhere needs the new origin.`;
}
