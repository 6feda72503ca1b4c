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
