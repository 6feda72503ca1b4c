import { locateIntegration } from '../services/workspace/workspace.ts';
import { createTrustStore, isWorkspaceTrusted } from '../services/workspace/trust.ts';
import { UsageError } from './command.ts';
import { flagGroup } from './flags.ts';

/** `--trust` and `--env-allow NAME` on every command that opens an integration folder. */
export const TRUST_FLAGS = flagGroup('trust', {
  trust: {
    kind: 'switch',
    help: "trust this folder: use the settings it ships in .studio/, resume its queued webhook deliveries, give its secrets your environment, let its build read its workspace monorepo (remembered in your config folder's integration-studio/trusted-folders.json)",
  },
  'env-allow': {
    kind: 'values',
    value: 'NAME',
    help: 'let the secrets of a folder you have not trusted read this environment variable',
  },
});

const VARIABLE = /^[A-Za-z_][A-Za-z0-9_]*$/;

/** The values of TRUST_FLAGS for createStudio; a NAME that no `${{ env.NAME }}` could reference is a usage error. */
export function trustArgument(values: Record<string, unknown>): { trust: boolean; envAllow?: string[] } {
  const raw = values['env-allow'];
  const envAllow = raw === undefined ? undefined : (Array.isArray(raw) ? raw : [raw]).map(String);
  const wrong = envAllow?.find((name) => !VARIABLE.test(name));
  if (wrong !== undefined)
    throw new UsageError(`--env-allow needs an environment variable name such as API_KEY, got ${JSON.stringify(wrong)}.`);
  return { trust: values.trust === true, envAllow };
}

/** For commands that open a folder without a studio: remembers `--trust`, and answers whether the folder is trusted. */
export async function trustedFolder(path: string, trust: boolean): Promise<boolean> {
  const { dir } = await locateIntegration(path);
  const store = createTrustStore();
  if (trust) await store.trust(dir);
  return trust || isWorkspaceTrusted(dir, store);
}

/**
 * For commands that run the integration without a studio (test, fixture replays): what the folder's
 * secrets may read from the environment: every variable when it is trusted (undefined), else only
 * those of `--env-allow`.
 */
export async function envAllowFor(path: string, values: Record<string, unknown>): Promise<string[] | undefined> {
  const { trust, envAllow } = trustArgument(values);
  return (await trustedFolder(path, trust)) ? undefined : (envAllow ?? []);
}
