import { basename } from 'node:path';
import type { ManifestSnapshot } from '../manifest/snapshot.ts';
import { resolveSecrets } from '../host/secrets.ts';

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
    const withheld = missing.filter((m) => m.withheld);
    if (withheld.length)
      lines.push(
        `environment variables for secrets: ${withheld.map((m) => `${m.variable} (for ${m.secret})`).join(', ')} (not read; allow one with --env-allow NAME)`,
      );
  }
  return lines;
}
