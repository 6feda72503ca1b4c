import type { AppInfo } from '../../shared/api/index.ts';
import type { HostLimits } from '../services/host/limits.ts';
import type { SecretSealer } from '../services/secrets/sealer.ts';
import type { TrustStore } from '../services/workspace/trust.ts';
import type { PortStore } from '../services/workspace/ports.ts';
import type { RecentFolders } from '../services/workspace/recent.ts';
import type { DraftStore } from '../services/workspace/drafts.ts';

/** The host limits (deadline, memory, background work, outbound responses) apply to every folder opened. */
export interface StudioOptions extends HostLimits {
  /** The integration folder to open at start, if any. */
  dir?: string;
  transport: AppInfo['transport'];
  /** Port of the public server (public endpoints, webhook receiver); a free one when absent. */
  publicPort?: number;
  /** Local or private origins the integration may reach (`--allow-outbound`); see host/containment. */
  allowOutbound?: string[];
  /** How secrets are kept in the workspace database: the OS keychain in Electron, file modes headless. */
  sealer?: SecretSealer;
  /** A damaged workspace database is moved aside (`studio.db.corrupt-<time>`) and a new one started. */
  resetDb?: boolean;
  /** One line for the person at the terminal (e.g. where a damaged database was moved). */
  onNotice?: (line: string) => void;
  /** The user trusts the folder named by `dir` (`--trust`): remembered, as the UI's Trust button does. */
  trust?: boolean;
  /** Environment variables the secrets of an untrusted folder may read (`--env-allow NAME`). */
  envAllow?: string[];
  /** The manifest's `envs` entry whose overrides apply (`--env NAME`). */
  environment?: string;
  /** Where the user's trust choices are kept (default: the user's config folder; see workspace/trust.ts). */
  trustStore?: TrustStore;
  /**
   * Where the studio's ports are remembered (serve and the desktop app: the user's config folder, see
   * workspace/ports.ts): the public port of the last run is reused unless `publicPort` names one.
   */
  portStore?: PortStore;
  /** The folders opened before (serve and the desktop app: the user's config folder, see workspace/recent.ts), for workspace.recent. */
  recentFolders?: RecentFolders;
  /** Where unsaved manifest edits are kept until saved or discarded (default: the user's config folder). */
  drafts?: DraftStore;
}
