import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { UsageError } from '../../cli/command.ts';
import { MANIFEST_FILE } from '../workspace/workspace.ts';
import { createStudio, type Studio } from '../../studio.ts';
import { normalizeOrigin } from './containment/outbound-policy.ts';

/** `--allow-outbound ORIGIN` (repeatable) on serve, dev, trigger and render. */
export const ALLOW_OUTBOUND_OPTION = {
  type: 'string',
  multiple: true,
  valueName: 'ORIGIN',
  description: 'let the integration reach this local or private origin, e.g. http://localhost:3000 (repeatable)',
} as const;

/** The origins of `--allow-outbound`; a value that is no http(s) origin is a usage error naming it. */
export function allowOutboundArgument(value: unknown): string[] | undefined {
  if (value === undefined) return undefined;
  return (Array.isArray(value) ? value : [value]).map((raw) => {
    const origin = normalizeOrigin(String(raw));
    if (!origin)
      throw new UsageError(`--allow-outbound needs an http(s) origin such as http://localhost:3000, got ${JSON.stringify(raw)}.`);
    return origin;
  });
}

/** A `--flag` value that is JSON, or `@file` holding JSON; must be an object. */
export async function jsonObjectArgument(value: unknown, name: string): Promise<Record<string, unknown> | undefined> {
  if (value === undefined) return undefined;
  const raw = String(value);
  let text = raw;
  if (raw.startsWith('@')) {
    try {
      text = await readFile(raw.slice(1), 'utf8');
    } catch (error) {
      throw new UsageError(
        `cannot read --${name} file ${raw.slice(1)}: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}`,
        { cause: error },
      );
    }
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    throw new UsageError(`--${name} is not valid JSON: ${(error as Error).message}`, { cause: error });
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) throw new UsageError(`--${name} must be a JSON object.`);
  return parsed as Record<string, unknown>;
}

/** A headless studio on `dir` whose host has finished its first build; throws with the build error when it failed. */
export async function openHeadless(
  dir: string,
  options: { deadlineMs?: number; publicPort?: number; allowOutbound?: string[] } = {},
): Promise<Studio> {
  const studio = await createStudio({ dir, transport: 'browser', ...options });
  const status = await studio.session().host.status();
  if (status.state !== 'ready') {
    await studio.dispose();
    throw new Error(`the integration does not run: ${status.error ?? status.state}`);
  }
  return studio;
}

/**
 * The folder a one-shot command works on: `--dir`, else the current folder, like every other command.
 * Outside an integration folder that is a usage error pointing at `--dir` and `new`, before anything starts.
 */
export async function integrationDirArgument(value: unknown, cwd = process.cwd()): Promise<string> {
  if (typeof value === 'string') return value;
  const info = await stat(join(cwd, MANIFEST_FILE)).catch(() => null);
  if (!info?.isFile())
    throw new UsageError(
      `${cwd} is not an integration folder (no ${MANIFEST_FILE}): run this inside one, name one with --dir DIR, or create one with \`integration-studio new DIR\`.`,
    );
  return cwd;
}
