import { z } from 'zod';
import { SelectOption } from '../../../shared/api/preview.ts';
import type { OutboundPolicy } from '../host/containment/outbound-policy.ts';
import { StudioFetchError } from '../host/containment/errors.ts';
import { studioFetch, type StudioFetchAnswer } from '../host/containment/studio-fetch.ts';
import { DEV_INSTALLATION_ID } from '../host/host.ts';
import { PreviewError } from './errors.ts';

const Options = z.array(SelectOption);

/**
 * Fetches a select's `{url}` options from the integration's public endpoint (relative URLs go to
 * the given installation's endpoint, or the development one). The URL must start there, and the
 * integration's redirects pass the same outbound policy as its own fetch(): a component cannot make
 * the studio read a loopback or private service and show it in the Preview.
 */
export async function fetchOptions(
  policy: OutboundPolicy,
  publicOrigin: string,
  url: string,
  installationId: string | undefined,
): Promise<{ options: z.infer<typeof Options> }> {
  const target = resolveTarget(publicOrigin, url, installationId);
  let response: StudioFetchAnswer;
  try {
    response = await studioFetch(policy, target, { accept: 'application/json' });
  } catch (error) {
    if (!(error instanceof StudioFetchError)) throw error;
    const code = {
      refused: 'refused',
      redirects: 'redirects',
      'too-large': 'too-large',
      timeout: 'timeout',
      network: 'unreachable',
    } as const;
    throw new PreviewError(code[error.code], `The select's options could not be fetched from ${target}. ${error.message}`);
  }
  const ok = response.status >= 200 && response.status < 300;
  const text = response.text;
  if (!ok) throw new PreviewError('answered-error', `The options URL ${target} answered ${response.status}: ${text.slice(0, 300)}`);
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new PreviewError('bad-answer', `The options URL ${target} did not answer JSON: ${text.slice(0, 120)}`);
  }
  const parsed = Options.safeParse(Array.isArray(body) ? body : (body as { options?: unknown })?.options);
  if (!parsed.success) {
    throw new PreviewError(
      'bad-answer',
      `The options URL ${target} must answer [{ "id": string, "label": string }, …]: ${parsed.error.issues[0]?.message}`,
    );
  }
  return { options: parsed.data };
}

export function resolveTarget(publicOrigin: string, url: string, installationId: string | undefined): string {
  if (/^[a-z][a-z0-9+.-]*:/i.test(url)) {
    const absolute = new URL(url);
    if (absolute.origin !== publicOrigin) {
      throw new PreviewError(
        'outside-endpoint',
        `Options can only come from the integration's public endpoint (${publicOrigin}), not ${absolute.origin}.`,
      );
    }
    if (!absolute.pathname.startsWith('/i/')) {
      throw new PreviewError(
        'outside-endpoint',
        `Options can only come from an installation's public endpoint (/i/<installationId>/…), not ${absolute.pathname}.`,
      );
    }
    return absolute.href;
  }
  const base = `${publicOrigin}/i/${encodeURIComponent(installationId ?? DEV_INSTALLATION_ID)}/`;
  const resolved = new URL(url.replace(/^\//, ''), base);
  // `..` must not climb out of the endpoint to the receivers or the mock OAuth provider.
  if (!resolved.href.startsWith(base))
    throw new PreviewError('outside-endpoint', `The options URL ${url} leaves the integration's public endpoint.`);
  return resolved.href;
}
