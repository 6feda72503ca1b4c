import { resolve } from 'node:path';
import { watch, type FSWatcher } from 'chokidar';
import { Sequencer } from '../../lib/async.ts';
import type { ManifestDocument } from '../../../shared/api/manifest.ts';
import type { Bus } from '../events/bus.ts';
import { FileRuleError } from '../../lib/regular-file.ts';
import { ManifestError } from './errors.ts';
import { writeFileAtomic } from './atomic-write.ts';
import {
  applyEnvironment,
  manifestSnapshot,
  readManifestText,
  readManifestTextSync,
  type ManifestSnapshot,
  type ManifestSource,
} from './snapshot.ts';
import { validateManifestInFolder, type FolderValidation } from './validate-file.ts';

/**
 * The open integration's manifest: read, validate, save with optimistic versions, watch for external
 * edits, and the one parsed snapshot every other service reads (`snapshot()`, `onDidChange`).
 */
export interface ManifestService extends ManifestSource {
  get(): Promise<ManifestDocument>;
  validate(text: string): Promise<FolderValidation>;
  /** Refused with `conflict` when the file changed since `baseVersion`. */
  save(text: string, baseVersion: number): Promise<ManifestDocument>;
  /** Selects the `envs` entry whose overrides the snapshot applies (null: none) and publishes the new snapshot. */
  setEnvironment(name: string | null): ManifestSnapshot;
  /** Resolves once the file watcher is ready (tests wait on it before editing the file). */
  ready: Promise<void>;
  dispose(): Promise<void>;
}

/** A system error's code (ENOENT), or the message of a file the studio refuses to read (a FIFO, a huge file). */
const readError = (error: unknown) =>
  error instanceof FileRuleError ? error.message : ((error as NodeJS.ErrnoException).code ?? (error as Error).message);

export function createManifestService({
  manifestPath,
  bus,
  environment = null,
  workspaceId,
  envAllow,
}: {
  manifestPath: string;
  bus: Bus;
  /** The open's `Workspace.id`: every document carries it, and a save names it. */
  workspaceId: string;
  /** The `envs` entry to apply from the start (`--env NAME`). */
  environment?: string | null;
  /** Set for a folder the user has not trusted: the only variables the secrets' problems may read (see host/secrets.ts). */
  envAllow?: readonly string[];
}): ManifestService {
  const file = resolve(manifestPath);
  let selected = environment;
  // The last text this service saw on disk and its version; any other text on disk is a newer version.
  let known: { text: string | null; version: number } = { text: null, version: 0 };
  // Read once at open (not on a dispatch); from then on parsed once per change.
  let current: ManifestSnapshot = (() => {
    try {
      return manifestSnapshot(file, readManifestTextSync(file), null, selected);
    } catch (error) {
      return manifestSnapshot(file, null, readError(error), selected);
    }
  })();
  const listeners = new Set<(snapshot: ManifestSnapshot) => void>();
  function publishSnapshot(text: string, force = false) {
    if (text === current.text && !force) return;
    current = manifestSnapshot(file, text, null, selected);
    for (const listener of listeners) listener(current);
  }
  // Saves and watcher refreshes run one at a time so a save never races the read of its own write.
  const serial = new Sequencer();

  async function readDisk(): Promise<string> {
    try {
      return await readManifestText(file);
    } catch (error) {
      if (error instanceof FileRuleError) throw error;
      throw new ManifestError('unreadable', `Cannot read the manifest ${file}: ${readError(error)}.`);
    }
  }

  /** Picks up external edits; true when the disk holds a text this service had not seen. */
  async function refresh(): Promise<boolean> {
    const text = await readDisk();
    if (text === known.text) return false;
    known = { text, version: known.version + 1 };
    publishSnapshot(text);
    return true;
  }

  async function documentOf(text: string, version: number): Promise<ManifestDocument> {
    const { diagnostics } = await validateManifestInFolder(text, file, { environment: selected, envAllow });
    return { workspaceId, path: file, text, version, diagnostics };
  }

  const watcher: FSWatcher = watch(file, {
    ignoreInitial: true,
    // Editors save in bursts (truncate, write, rename); report the settled file once.
    awaitWriteFinish: { stabilityThreshold: 60, pollInterval: 20 },
    atomic: true,
  });
  const ready = new Promise<void>((done) => watcher.once('ready', () => done()));
  const onDiskChange = () =>
    void serial
      .queue(async () => {
        if (!(await refresh())) return;
        bus.publish('manifest.changed', await documentOf(known.text!, known.version));
      })
      .catch(() => {
        // The file went away or is unreadable mid-edit; the next change or `get` reports it.
      });
  watcher.on('change', onDiskChange).on('add', onDiskChange);

  return {
    ready,
    snapshot: () => current,
    setEnvironment(name) {
      if (name === selected) return current;
      selected = name;
      if (current.text === null) current = { ...current, environment: applyEnvironment({}, selected).environment };
      else publishSnapshot(current.text, true);
      bus.publish('manifest.environment', current.environment);
      return current;
    },
    onDidChange(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    get: () =>
      serial.queue(async () => {
        await refresh();
        return documentOf(known.text!, known.version);
      }),
    validate: (text) => validateManifestInFolder(text, file, { environment: selected, envAllow }),
    save: (text, baseVersion) =>
      serial.queue(async () => {
        await refresh().catch((error: unknown) => {
          // A deleted manifest may be written again from the editor's copy.
          if (!(error instanceof ManifestError && error.code === 'unreadable')) throw error;
        });
        if (baseVersion !== known.version) {
          throw new ManifestError(
            'changed-on-disk',
            `The manifest changed on disk since you loaded it (version ${baseVersion}, now ${known.version}): reload it, or merge your changes and save again.`,
          );
        }
        await writeFileAtomic(file, text).catch((error: Error) => {
          throw new ManifestError('unwritable', `Cannot write ${file}: ${(error as NodeJS.ErrnoException).code ?? error.message}.`);
        });
        known = { text, version: known.version + 1 };
        publishSnapshot(text);
        const document = await documentOf(text, known.version);
        bus.publish('manifest.changed', document);
        return document;
      }),
    dispose: () => {
      listeners.clear();
      return watcher.close();
    },
  };
}
