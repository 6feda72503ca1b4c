import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { Sequencer } from '../../lib/async.ts';
import { trustFilePath } from './trust.ts';

/** Unsaved manifest text, with the file's text it was typed over (to tell, later, whether the file moved on). */
export interface StoredDraft {
  text: string;
  baseText: string;
  savedAt: number;
}

/**
 * Unsaved edits kept on disk per manifest file until they are saved or discarded, so "Keep them"
 * holds across a restart of the studio. They live in the user's config folder, keyed by the file's
 * real path, never in the integration folder: a cloned repository must not be able to plant text
 * that the studio offers back as the user's own.
 */
export interface DraftStore {
  get(manifestPath: string): Promise<StoredDraft | null>;
  /** `draft` null: nothing unsaved any more (saved, or discarded). */
  put(manifestPath: string, draft: Omit<StoredDraft, 'savedAt'> | null): Promise<void>;
}

/** `$XDG_CONFIG_HOME/integration-studio/drafts/` (else under `~/.config`), beside trusted-folders.json. */
export function draftsFolder(env: NodeJS.ProcessEnv = process.env): string {
  return join(dirname(trustFilePath(env)), 'drafts');
}

const fileOf = (folder: string, manifestPath: string) =>
  join(folder, `${createHash('sha256').update(manifestPath).digest('hex').slice(0, 32)}.json`);

export function createDraftStore(folder: string = draftsFolder()): DraftStore {
  // One write at a time per store: a draft typed fast must not land older than the one before it.
  const serial = new Sequencer();
  return {
    async get(manifestPath) {
      try {
        const parsed = JSON.parse(await readFile(fileOf(folder, manifestPath), 'utf8')) as Partial<StoredDraft> & { path?: unknown };
        // The file names its manifest: a hash that collides, or a file copied from elsewhere, is not this draft.
        if (parsed.path !== manifestPath || typeof parsed.text !== 'string' || typeof parsed.baseText !== 'string') return null;
        return { text: parsed.text, baseText: parsed.baseText, savedAt: Number(parsed.savedAt) || 0 };
      } catch {
        return null;
      }
    },
    put(manifestPath, draft) {
      return serial.queue(async () => {
        const file = fileOf(folder, manifestPath);
        if (!draft) return rm(file, { force: true });
        await mkdir(folder, { recursive: true, mode: 0o700 });
        const temporary = `${file}.${process.pid}.tmp`;
        await writeFile(temporary, JSON.stringify({ path: manifestPath, ...draft, savedAt: Date.now() }), { mode: 0o600 });
        await rename(temporary, file);
      });
    },
  };
}
