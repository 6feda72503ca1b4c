import { realpathSync } from 'node:fs';
import { realpath } from 'node:fs/promises';
import { basename, dirname, join, relative, resolve } from 'node:path';
import type { Message, Plugin } from 'esbuild';
import { isWithin, realPathOf } from '../../../lib/folder-bounds.ts';
import type { Workspace } from './workspace-bounds.ts';

/** Inside the integration folder, files the build never reads: the studio's own data and the secrets' file. */
const STUDIO_OWN = /^(?:\.studio(?:[/\\]|$)|\.env(?:\.|$))/;
/**
 * The folders a build may read, as real paths: the integration folder, the studio's SDK folders, and the
 * `node_modules` folders Node's resolution looks in (the folder's and its parents', for a monorepo
 * whose packages are installed at its root). A `node_modules` that is a link counts where it leads
 * only when that is itself a folder named `node_modules` (a shared install), never a link to `~`.
 */
export function buildRoots(dir: string, sdkFolders: readonly string[]): { folder: string; roots: string[] } {
  const folder = realPathOf(dir);
  const roots = [folder, ...sdkFolders.map((sdk) => realPathOf(sdk))];
  for (let at = resolve(dir); ; at = dirname(at)) {
    try {
      const modules = realpathSync(join(at, 'node_modules'));
      if (basename(modules) === 'node_modules') roots.push(modules);
    } catch {
      // No node_modules here.
    }
    if (dirname(at) === at) break;
  }
  return { folder, roots };
}

export const FOLDER_BOUNDS_PLUGIN = 'studio-folder-bounds';

export const BUILD_RULE =
  "builds read only the integration's folder, its node_modules (and those of its parent folders) and the studio's SDK, symlinks followed; a workspace package or `npm link` whose real path is elsewhere is refused too";

/**
 * What a build may read beyond the folder: `trusted`, the folder's `workspace` (its monorepo, pnpm's
 * store; see workspace-bounds.ts). Untrusted, the workspace only lets the refusal say what trust lifts.
 */
export interface BuildReach {
  trusted?: boolean;
  workspace?: Workspace | null;
}

/**
 * Checks every file the build reads, on its real path: an import of an absolute path, a `../` path,
 * a glob or a symlink leading out of the folder would put that file's contents in the bundle, where
 * hosted code can send them anywhere. esbuild resolves (aliases, package exports, tsconfig paths);
 * this only says yes or no before the file is read, and a no is a build error at the import.
 * The check is at load, not at resolve: a resolve hook costs a second resolution per import (slack's
 * build went from 150 to 540 ms), a load hook 10 to 20 ms.
 */
export function folderBoundsPlugin(dir: string, sdkFolders: readonly string[], reach: BuildReach = {}): Plugin {
  return {
    name: FOLDER_BOUNDS_PLUGIN,
    setup(build) {
      const { folder, roots } = buildRoots(dir, sdkFolders);
      // A trusted folder reads its workspace; an untrusted one is told that trust would.
      const workspace = reach.workspace ?? null;
      const wider = workspace ? [workspace.root, ...workspace.stores] : [];
      if (reach.trusted) roots.push(...wider);
      build.onLoad({ filter: /.*/, namespace: 'file' }, async (args) => {
        const real = await realpath(args.path);
        const ownData = isWithin(folder, real) && STUDIO_OWN.test(relative(folder, real));
        if (!ownData && roots.some((root) => isWithin(root, real))) return undefined;
        const why = ownData
          ? "the studio's own data (.studio/) and the .env file are never bundled: give the integration secrets through the manifest's `secrets`"
          : wider.some((root) => isWithin(root, real))
            ? `${BUILD_RULE}. It is in this folder's workspace ${workspace!.root}, which a build reads once you trust the folder (--trust, or Trust this folder in the studio)`
            : `${BUILD_RULE}${reach.trusted ? `, beyond its workspace${workspace ? ` ${workspace.root}` : ''} and pnpm's store` : ''}. Move the file into the folder`;
        return { errors: [{ text: `which is ${real}: refused, ${why}.` }] };
      });
    },
  };
}

/**
 * A refusal as the user reads it, naming the importing file and the import: esbuild places a load
 * error at the import that asked for the file, and the import is the text there.
 */
export function describeRefusal(message: Message, file: string | null): string {
  const at = message.location;
  if (!at) return `The manifest's \`script\`, ${message.text}`;
  const specifier = at.lineText.slice(at.column, at.column + at.length);
  return `${file ?? at.file} imports ${specifier || 'a file'}, ${message.text}`;
}
