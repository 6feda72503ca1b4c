import { parse } from 'dotenv';
import { readDotenv } from '../../lib/folder-bounds.ts';
import { onePasswordReader, type SecretReader } from './one-password.ts';

/** `${{ env.NAME }}`, the reference to a variable that manifests, mocks and fixtures write. */
const ENV_REFERENCE = /\$\{\{\s*env\.([A-Za-z_][A-Za-z0-9_]*)\s*\}\}/g;
/**
 * `${{ env.NAME }}`, or a 1Password reference as the platform's CLI reads it in `secrets`:
 * `${{ "op://vault/item/field" }}` or unquoted `${{ op://vault/item/field }}`.
 */
const SECRET_REFERENCE = /\$\{\{\s*(?:env\.([A-Za-z_][A-Za-z0-9_]*)|"(op:\/\/[^"\s]+)"|(op:\/\/[^"\s}]+))\s*\}\}/g;

/** A reference that got no value, and why. */
export type Unresolved =
  | { variable: string; withheld?: boolean }
  | {
      /** The 1Password reference, `op://…`. */
      op: string;
      /** Why it was not read: the folder is not trusted, `op` is not on PATH, or what `op read` said. */
      reason: string;
    };

/**
 * Where an integration folder's `${{ … }}` references take their values: the one resolver for the
 * manifest's `secrets`, mocks and fixtures. A folder from elsewhere may name any variable
 * (`${{ env.AWS_SECRET_ACCESS_KEY }}`) or 1Password item, so until the user trusts it only the
 * folder's `.env` and the variables of `--env-allow` are read, and 1Password not at all; what is held
 * back is reported as withheld, never replaced by an empty string.
 */
export interface FolderVariables {
  readonly trusted: boolean;
  /** Replaces each `${{ env.NAME }}` of `text`; an unresolved one stays as written and is reported. */
  expand(text: string): { value: string; unresolved: Unresolved[] };
  /** Replaces `${{ env.NAME }}` and 1Password references (read with `op read`, trusted folders only). */
  expandSecret(text: string): Promise<{ value: string; unresolved: Unresolved[] }>;
  /** `expand` on every string of `value` (keys untouched). */
  expandAll<T>(value: T): { value: T; unresolved: Unresolved[] };
}

export interface VariableOptions {
  /** The studio's environment (default: the process's). */
  env?: NodeJS.ProcessEnv;
  /** Set for a folder the user has not trusted: the only variables of `env` it may read. */
  envAllow?: readonly string[];
  /** Reads a 1Password reference; default: the `op` command on PATH, none when there is no `op`. */
  op?: SecretReader | null;
}

/** The folder's variables: the studio's environment first (trusted, or allowed), then the folder's `.env`. */
export async function folderVariables(dir: string, options: VariableOptions = {}): Promise<FolderVariables> {
  const env = options.env ?? process.env;
  const { envAllow } = options;
  const fileEnv = parse(await readDotenv(dir));
  const trusted = envAllow === undefined;
  const readable = (name: string) => trusted || envAllow.includes(name);
  const lookup = (variable: string): { value: string } | Unresolved => {
    const fromEnv = env[variable];
    const found = (readable(variable) ? fromEnv : undefined) || fileEnv[variable];
    if (found) return { value: found };
    return !readable(variable) && fromEnv ? { variable, withheld: true } : { variable };
  };
  const expand = (text: string) => {
    const unresolved: Unresolved[] = [];
    const value = text.replace(ENV_REFERENCE, (match, variable: string) => {
      const found = lookup(variable);
      if ('value' in found) return found.value;
      unresolved.push(found);
      return match;
    });
    return { value, unresolved };
  };
  return {
    trusted,
    expand,
    async expandSecret(text) {
      const read = new Map<string, Promise<{ value: string } | { reason: string }>>();
      for (const [, , quoted, bare] of text.matchAll(SECRET_REFERENCE)) {
        const ref = quoted ?? bare;
        if (ref && !read.has(ref)) read.set(ref, readOnePassword(ref, trusted, options.op));
      }
      const results = new Map<string, { value: string } | { reason: string }>();
      for (const [ref, pending] of read) results.set(ref, await pending);
      const unresolved: Unresolved[] = [];
      const value = text.replace(SECRET_REFERENCE, (match, variable: string | undefined, quoted?: string, bare?: string) => {
        const found = variable ? lookup(variable) : { op: (quoted ?? bare)!, ...results.get((quoted ?? bare)!)! };
        if ('value' in found) return found.value;
        unresolved.push(found as Unresolved);
        return match;
      });
      return { value, unresolved };
    },
    expandAll<T>(value: T) {
      const unresolved: Unresolved[] = [];
      const walk = (item: unknown): unknown => {
        if (typeof item === 'string') {
          const expanded = expand(item);
          unresolved.push(...expanded.unresolved);
          return expanded.value;
        }
        if (Array.isArray(item)) return item.map(walk);
        if (item && typeof item === 'object') return Object.fromEntries(Object.entries(item).map(([key, inner]) => [key, walk(inner)]));
        return item;
      };
      return { value: walk(value) as T, unresolved };
    },
  };
}

async function readOnePassword(
  ref: string,
  trusted: boolean,
  given: SecretReader | null | undefined,
): Promise<{ value: string } | { reason: string }> {
  if (!trusted)
    return {
      reason:
        'this folder is not trusted, so the studio does not ask 1Password; trust it (Trust this folder in the studio, --trust) to read it with `op read`',
    };
  const reader = given === undefined ? await onePasswordReader() : given;
  if (!reader)
    return {
      reason:
        "the 1Password CLI (`op`) is not on PATH; install it and sign in (https://developer.1password.com/docs/cli), or use `${{ env.NAME }}` with the value in the folder's .env",
    };
  try {
    const value = await reader(ref);
    return value ? { value } : { reason: '`op read` gave an empty value' };
  } catch (error) {
    return { reason: `\`op read\` failed: ${(error as Error).message}` };
  }
}

/** How the status, the journal, the CLI and the manifest's problems name an unresolved reference. */
export function describeUnresolved(found: Unresolved): string {
  if ('op' in found) return `"${found.op}": ${found.reason}`;
  const reference = `\${{ env.${found.variable} }}`;
  if (!found.withheld) return reference;
  return `${reference}: ${found.variable} is set in your environment, but this folder is not trusted; trust it (Trust this folder in the studio, --trust) or allow the variable with --env-allow ${found.variable}`;
}
