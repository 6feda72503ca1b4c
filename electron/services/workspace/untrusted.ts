import { basename } from 'node:path';
import type { ManifestSnapshot } from '../manifest/snapshot.ts';
import { resolveSecrets } from '../manifest/secrets.ts';
import { folderVariables } from '../manifest/environment.ts';
import { readMocks } from '../mocks/store.ts';

/**
 * What an untrusted folder asked of the studio and did not get, one line each, for the banner and
 * the CLI's stderr: the origins its `.studio/allowed-outbound.json` lists, the database it shipped,
 * the deliveries queued in its database, and the environment variables its secrets name that the user has not allowed.
 */
export async function untrustedIgnored(input: {
  dir: string;
  manifest: ManifestSnapshot;
  savedOrigins: readonly string[];
  /** Webhook attempts waiting in the folder's database when it was opened. */
  queued: number;
  /** Where the database the folder shipped was moved aside this time, if it shipped one. */
  shippedDatabase?: string | null;
  envAllow: readonly string[];
  env?: NodeJS.ProcessEnv;
}): Promise<string[]> {
  const lines: string[] = [];
  if (input.savedOrigins.length)
    lines.push(`allowed outbound origins in .studio/allowed-outbound.json: ${input.savedOrigins.join(', ')} (not allowed)`);
  if (input.shippedDatabase)
    lines.push(
      `the database it shipped in .studio/studio.db (not opened: moved aside as .studio/${basename(input.shippedDatabase)}, and a new one started)`,
    );
  if (input.queued)
    lines.push(`${input.queued} webhook ${input.queued === 1 ? 'delivery' : 'deliveries'} queued in .studio/studio.db (not resumed)`);
  // A manifest that cannot be read has no secrets to hold back; the host reports why it does not build.
  const { manifest } = input;
  if (!manifest.error) {
    const { missing } = await resolveSecrets(input.dir, manifest.secrets, input.env ?? process.env, input.envAllow);
    const withheld = missing.flatMap((m) => ('withheld' in m && m.withheld ? [`${m.variable} (for ${m.secret})`] : []));
    if (withheld.length)
      lines.push(`environment variables for secrets: ${withheld.join(', ')} (not read; allow one with --env-allow NAME)`);
    const items = missing.flatMap((m) => ('op' in m ? [`${m.op} (for ${m.secret})`] : []));
    if (items.length) lines.push(`1Password items for secrets: ${items.join(', ')} (not read until you trust the folder)`);
  }
  const forMocks = await withheldByMocks(input.dir, input.env ?? process.env, input.envAllow);
  if (forMocks.length) lines.push(`environment variables for mocks: ${forMocks.join(', ')} (not read; allow one with --env-allow NAME)`);
  return lines;
}

/** The variables the folder's mocks name that its trust withholds, each with the mock naming it. */
async function withheldByMocks(dir: string, env: NodeJS.ProcessEnv, envAllow: readonly string[]): Promise<string[]> {
  let mocks;
  try {
    mocks = await readMocks(dir);
  } catch {
    // A bad mock file is reported when a call reaches it.
    return [];
  }
  const variables = await folderVariables(dir, { env, envAllow });
  return mocks.flatMap(({ file, mock }) =>
    variables
      .expandAll(mock)
      .unresolved.flatMap((found) => ('withheld' in found && found.withheld ? [`${found.variable} (for ${file})`] : [])),
  );
}
