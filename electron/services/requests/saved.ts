import { mkdir, readdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { RequestError } from './errors.ts';
import { parseHttpFile, serializeHttpFile, withRequest, type HttpFile, type HttpFileRequest } from '../../../shared/requests/http-file.ts';
import { readRegularFile } from '../../lib/regular-file.ts';
import { insideFolder } from '../../lib/folder-bounds.ts';
import { folderVariables, type VariableOptions } from '../manifest/environment.ts';

/** Where saved requests live in the integration folder, one `.http` file each, reviewable in git. */
export const REQUESTS_DIR = 'requests';
/** JetBrains' HTTP Client convention: `{"dev": {"token": "…"}}`, and a private one beside it for secrets (git-ignored). */
export const ENV_FILES = ['http-client.env.json', 'http-client.private.env.json'] as const;
/** A folder may come from anyone: a request file is text a person writes, never this big. */
export const REQUEST_FILE_LIMIT = 1024 * 1024;
const FILE_NAME = /^[A-Za-z0-9][\w.-]{0,80}\.http$/;
/** A variable's value may name other variables; this many rounds ends a loop. */
const MAX_ROUNDS = 10;
const REFERENCE = /\{\{\s*(\$processEnv\s+)?([A-Za-z_][\w.-]*)\s*\}\}/g;

export interface SavedRequestFile {
  file: string;
  requests: { name: string; method: string; url: string }[];
  /** Why the file could not be read (too big, a link out of the folder, not `.http`): it is listed with no requests. */
  problem: string | null;
}

async function readFolderFile(dir: string, relative: string, what: string): Promise<string> {
  const real = insideFolder(dir, relative, what);
  return (await readRegularFile(real, { what, limit: REQUEST_FILE_LIMIT })).toString('utf8');
}

function checkName(file: string): string {
  if (!FILE_NAME.test(file))
    throw new RequestError(
      'invalid-file-name',
      `${JSON.stringify(file)} is not a request file name: use letters, digits, ".", "-" or "_", ending in .http (e.g. hello.http).`,
    );
  return file;
}

async function readHttpFile(dir: string, file: string): Promise<HttpFile> {
  const text = await readFolderFile(dir, join(REQUESTS_DIR, checkName(file)), `The request file ${REQUESTS_DIR}/${file}`);
  try {
    return parseHttpFile(text);
  } catch (error) {
    throw new RequestError('unparsable', `${REQUESTS_DIR}/${file}: ${(error as Error).message}`);
  }
}

/** The folder's `requests/*.http` files and their requests; a file that cannot be read says why. */
export async function listSavedRequests(dir: string): Promise<{ files: SavedRequestFile[]; environments: string[] }> {
  let names: string[];
  try {
    names = (await readdir(insideFolder(dir, REQUESTS_DIR, `The ${REQUESTS_DIR} folder`))).filter((name) => name.endsWith('.http')).sort();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return { files: [], environments: [] };
    throw error;
  }
  const files = await Promise.all(
    names.map(async (file): Promise<SavedRequestFile> => {
      try {
        const parsed = await readHttpFile(dir, file);
        return { file, requests: parsed.requests.map(({ name, method, url }) => ({ name, method, url })), problem: null };
      } catch (error) {
        return { file, requests: [], problem: (error as Error).message };
      }
    }),
  );
  const environments = Object.keys(await readEnvironments(dir).catch(() => ({})));
  return { files, environments };
}

/** Every environment of the env files, the private file's values over the shared one's. */
async function readEnvironments(dir: string): Promise<Record<string, Record<string, string>>> {
  const merged: Record<string, Record<string, string>> = {};
  for (const name of ENV_FILES) {
    let text: string;
    try {
      text = await readFolderFile(dir, join(REQUESTS_DIR, name), `The environment file ${REQUESTS_DIR}/${name}`);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') continue;
      throw error;
    }
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch (error) {
      throw new RequestError('unparsable', `${REQUESTS_DIR}/${name} is not JSON (${(error as Error).message}): fix it, or delete it.`);
    }
    for (const [environment, values] of Object.entries((parsed ?? {}) as Record<string, unknown>)) {
      if (!values || typeof values !== 'object') continue;
      const strings = Object.fromEntries(Object.entries(values).map(([key, value]) => [key, String(value)]));
      merged[environment] = { ...merged[environment], ...strings };
    }
  }
  return merged;
}

export interface ResolveOptions extends Pick<VariableOptions, 'env' | 'envAllow'> {
  file: string;
  /** The request's name; without it, the file's first. */
  name?: string;
  /** The environment of the env files; without it, only the file's own variables and `endpoint`. */
  environment?: string;
  /** The installation's public endpoint: `{{endpoint}}` unless the file sets it. */
  endpoint: string;
}

/**
 * A saved request made ready to send: its `{{variables}}` replaced (the file's `@` variables, then
 * the environment's, then `endpoint`), `{{$processEnv NAME}}` read through the folder's one variable
 * resolver (in an untrusted folder only `.env` and `--env-allow`), and its URL made a path under the
 * installation's public endpoint, the only place the composer sends to.
 */
export async function resolveSavedRequest(dir: string, options: ResolveOptions) {
  const parsed = await readHttpFile(dir, options.file);
  const request: HttpFileRequest | undefined =
    options.name === undefined ? parsed.requests[0] : parsed.requests.find((r) => r.name === options.name);
  if (!request)
    throw new RequestError(
      'unknown-request',
      options.name === undefined
        ? `${REQUESTS_DIR}/${options.file} holds no request: add one (METHOD URL).`
        : `${REQUESTS_DIR}/${options.file} has no request named ${JSON.stringify(options.name)}; it has: ${parsed.requests.map((r) => r.name).join(', ') || 'none'}.`,
    );
  const environments = await readEnvironments(dir);
  if (options.environment !== undefined && !environments[options.environment])
    throw new RequestError(
      'unknown-environment',
      `No environment ${JSON.stringify(options.environment)} in ${REQUESTS_DIR}/${ENV_FILES[0]} (or the private one); it has: ${Object.keys(environments).join(', ') || 'none'}.`,
    );
  const values: Record<string, string> = {
    endpoint: options.endpoint,
    ...(options.environment !== undefined ? environments[options.environment] : {}),
    ...parsed.variables,
  };
  const process = await folderVariables(dir, { env: options.env, envAllow: options.envAllow });
  const expand = (text: string): string => {
    let value = text;
    for (let round = 0; round < MAX_ROUNDS && value.search(REFERENCE) !== -1; round++) {
      value = value.replace(REFERENCE, (_match, processEnv: string | undefined, variable: string) => {
        if (processEnv) {
          const expanded = process.expand(`\${{ env.${variable} }}`);
          const missing = expanded.unresolved[0];
          if (missing)
            throw new RequestError(
              'unset-variable',
              'variable' in missing && missing.withheld
                ? `{{$processEnv ${variable}}}: the folder is not trusted, so the studio's environment is not read; trust the folder, or put ${variable} in its .env.`
                : `{{$processEnv ${variable}}}: ${variable} is not set in the environment nor in the folder's .env.`,
            );
          return expanded.value;
        }
        const found = values[variable];
        if (found === undefined)
          throw new RequestError(
            'unset-variable',
            `{{${variable}}} in ${REQUESTS_DIR}/${options.file} has no value: set it with @${variable} = … in the file, or in the ${options.environment ?? '(chosen with --env)'} environment of ${REQUESTS_DIR}/${ENV_FILES[0]}.`,
          );
        return found;
      });
    }
    return value;
  };
  const url = expand(request.url);
  return {
    name: request.name,
    method: request.method,
    path: pathUnder(url, options.endpoint),
    headers: request.headers.map(({ name, value }) => ({ name, value: expand(value) })),
    body: expand(request.body),
  };
}

/** The part of `url` under `endpoint` (a path as written is kept); any other address is refused. */
export function pathUnder(url: string, endpoint: string): string {
  if (url.startsWith('/')) return url;
  const base = endpoint.replace(/\/$/, '');
  if (url === base) return '/';
  if (url.startsWith(`${base}/`) || url.startsWith(`${base}?`)) return url.slice(base.length);
  throw new RequestError(
    'outside-endpoint',
    `The request's URL ${url} is not under the installation's public endpoint ${base}: the studio sends only there. Write {{endpoint}}/path.`,
  );
}

/** Saves `request` under its name in `requests/FILE` (replacing one of the same name), creating the file. */
export async function saveRequest(dir: string, file: string, request: HttpFileRequest): Promise<void> {
  const relative = join(REQUESTS_DIR, checkName(file));
  let current: HttpFile = { variables: {}, requests: [] };
  try {
    current = await readHttpFile(dir, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  await mkdir(insideFolder(dir, REQUESTS_DIR, `The ${REQUESTS_DIR} folder`), { recursive: true });
  await writeFile(insideFolder(dir, relative, `The request file ${relative}`), serializeHttpFile(withRequest(current, request)));
}
