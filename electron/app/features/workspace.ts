import { dirname } from 'node:path';
import type { workspaceMethods } from '../../../shared/api/workspace.ts';
import type { FeatureHandlers } from '../context.ts';
import { browseFolder } from '../../services/workspace/browse.ts';
import type { RecentFolders } from '../../services/workspace/recent.ts';

export interface WorkspaceBrowseDeps {
  recentFolders?: Pick<RecentFolders, 'list'>;
  /** The user's home folder (tests name their own). */
  home?: string;
}

/** Open folder's folder browser; the other workspace methods open and close sessions, in studio.ts. */
export function handlers(deps: WorkspaceBrowseDeps): Pick<FeatureHandlers<typeof workspaceMethods>, 'workspace.browse'> {
  return {
    'workspace.browse': async (input) => {
      const recent = (await deps.recentFolders?.list().catch(() => [])) ?? [];
      return browseFolder(input, { home: deps.home, places: recent.map((folder) => dirname(folder)) });
    },
  };
}
