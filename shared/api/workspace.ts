import { z } from 'zod';
import { method } from './contract.ts';

/** The integration folder the studio has open. */
export const Workspace = z.object({
  /**
   * Changes on every open (also of the same folder): panes key what they hold by it, and a write
   * names the id of the workspace its text was read from, so nothing written for one folder lands in another.
   */
  id: z.string(),
  dir: z.string(),
  manifestPath: z.string(),
  /** From the manifest; null while the manifest cannot be read. */
  name: z.string().nullable(),
  title: z.string().nullable(),
  description: z.string().nullable(),
  /** Why the manifest could not be read, when it could not. */
  manifestError: z.string().nullable(),
  /** Set when the workspace database was deleted or replaced while the studio ran: what happened and what to do. */
  databaseProblem: z.string().nullable().default(null),
  /**
   * Workspace trust: false until the user trusts the folder (a banner, `--trust`). Untrusted, the
   * studio ignores what the folder ships in `.studio/`, does not resume its queued deliveries and
   * gives its secrets only its `.env` and the variables the user allows.
   */
  trusted: z.boolean(),
  /** What the studio ignored or held back because the folder is not trusted, one line each. */
  ignored: z.array(z.string()).default([]),
});
export type Workspace = z.infer<typeof Workspace>;

/** One sub-folder in Open folder's browser: a name and marks, never anything of a file's content. */
export const FolderEntry = z.object({
  name: z.string(),
  path: z.string(),
  /** It holds a platform-manifest.yaml: it opens as an integration. */
  manifest: z.boolean(),
  hidden: z.boolean(),
  /** A symbolic link: where it points (as written in the link); it is not followed into. */
  symlink: z.string().nullable(),
});
export type FolderEntry = z.infer<typeof FolderEntry>;

export const FolderListing = z.object({
  path: z.string(),
  /** null at the root. */
  parent: z.string().nullable(),
  folders: z.array(FolderEntry),
  /** More sub-folders than a listing holds, or a folder too large to look through whole: some are left out (the dialog says so). */
  truncated: z.boolean(),
  /** Sub-folders that match (the filter, hidden or not) but are left out of `folders`. */
  more: z.number().int().nonnegative().default(0),
  /** False when the folder has more entries than one listing looks at: `more` counts only those looked at. */
  complete: z.boolean().default(true),
  /** Starting points: the user's home folder, then the recent folders' parents. */
  places: z.array(z.string()),
});
export type FolderListing = z.infer<typeof FolderListing>;

export const workspaceMethods = {
  'workspace.open': method(
    z
      .object({
        dir: z.string().min(1, 'dir must name a folder'),
        /** Move a damaged workspace database aside (`studio.db.corrupt-<time>`) and start a new one. */
        resetDb: z.boolean().optional(),
      })
      .strict(),
    Workspace,
    'Open an integration folder (one that holds platform-manifest.yaml); a damaged database fails with damaged-database unless resetDb is set.',
  ),
  'workspace.current': method(z.object({}).strict(), Workspace.nullable(), 'The open integration folder, or null.'),
  'workspace.recent': method(
    z.object({}).strict(),
    z.object({ folders: z.array(z.string()) }),
    'The folders opened before, newest first, gone ones left out (kept per user next to the trust file); Open folder offers them.',
  ),
  'workspace.browse': method(
    z
      .object({
        /** An absolute path; the user's home folder when left out. */
        path: z.string().min(1).max(4096).optional(),
        /** List dot-named folders too. */
        hidden: z.boolean().optional(),
        /** Only sub-folders whose name contains this text (case-insensitive): how a large folder is narrowed. */
        filter: z.string().max(255).optional(),
      })
      .strict(),
    FolderListing,
    "The sub-folders of an absolute path (the user's home by default), each marked when it holds platform-manifest.yaml, with the parent path; names only, symlinks reported with their target but not followed into; at most 500, the first by name among those matching `filter`, with how many more match. Missing, not a folder or unreadable: not-found, invalid-input or forbidden naming the path.",
  ),
  'workspace.trust': method(
    z.object({}).strict(),
    Workspace,
    "Trust the open folder (remembered in the user's config, never in the folder) and open it again with its own settings, queued deliveries and the user's environment.",
  ),
};

export const workspaceTopics = {
  'workspace.changed': Workspace,
  /** Something the user must know about the open workspace (its database vanished): shown as a banner. */
  'workspace.problem': z.object({ dir: z.string(), message: z.string() }),
};
