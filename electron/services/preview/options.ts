import { z } from 'zod';
import { StudioError } from '../../../shared/api/index.ts';
import { SelectOption } from '../../../shared/api/preview.ts';
import { DEV_INSTALLATION_ID } from '../host/host.ts';

const Options = z.array(SelectOption);
const TIMEOUT_MS = 10_000;

/**
 * Fetches a select's `{url}` options from the integration's public endpoint. Only the studio's own
 * public server is reachable this way: a component cannot make the studio fetch arbitrary hosts.
 */
/** Relative URLs go to the given installation's public endpoint, or the host's development one. */
export async function fetchOptions(
  publicOrigin: string,
  url: string,
  installationId: string | undefined,
): Promise<{ options: z.infer<typeof Options> }> {
  const target = resolveTarget(publicOrigin, url, installationId);
  let response: Response;
  try {
    response = await fetch(target, { headers: { accept: 'application/json' }, signal: AbortSignal.timeout(TIMEOUT_MS) });
  } catch (error) {
    const timedOut = (error as Error).name === 'TimeoutError';
    throw new StudioError(
      timedOut ? 'timeout' : 'unavailable',
      `Fetching options from ${target} ${timedOut ? `took over ${TIMEOUT_MS / 1000} s` : `failed: ${(error as Error).message}`}.`,
    );
  }
  const text = await response.text();
  if (!response.ok) throw new StudioError('unavailable', `The options URL ${target} answered ${response.status}: ${text.slice(0, 300)}`);
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new StudioError('invalid-input', `The options URL ${target} did not answer JSON: ${text.slice(0, 120)}`);
  }
  const parsed = Options.safeParse(Array.isArray(body) ? body : (body as { options?: unknown })?.options);
  if (!parsed.success) {
    throw new StudioError(
      'invalid-input',
      `The options URL ${target} must answer [{ "id": string, "label": string }, …]: ${parsed.error.issues[0]?.message}`,
    );
  }
  return { options: parsed.data };
}

export function resolveTarget(publicOrigin: string, url: string, installationId: string | undefined): string {
  if (/^[a-z][a-z0-9+.-]*:/i.test(url)) {
    const absolute = new URL(url);
    if (absolute.origin !== publicOrigin) {
      throw new StudioError(
        'forbidden',
        `Options can only come from the integration's public endpoint (${publicOrigin}), not ${absolute.origin}.`,
      );
    }
    if (!absolute.pathname.startsWith('/i/')) {
      throw new StudioError(
        'forbidden',
        `Options can only come from an installation's public endpoint (/i/<installationId>/…), not ${absolute.pathname}.`,
      );
    }
    return absolute.href;
  }
  const base = `${publicOrigin}/i/${encodeURIComponent(installationId ?? DEV_INSTALLATION_ID)}/`;
  const resolved = new URL(url.replace(/^\//, ''), base);
  // `..` must not climb out of the endpoint to the receivers or the mock OAuth provider.
  if (!resolved.href.startsWith(base))
    throw new StudioError('forbidden', `The options URL ${url} leaves the integration's public endpoint.`);
  return resolved.href;
}
