import { z } from 'zod';
import type { OutboundPolicy } from '../host/containment/outbound-policy.ts';
import { StudioFetchError } from '../host/containment/errors.ts';
import { studioFetch, type StudioFetchAnswer } from '../host/containment/studio-fetch.ts';
import { SECTION_OF } from '../manifest/snapshot.ts';
import { InstallationsError } from './errors.ts';
import type { InstallationsService } from './service.ts';

const Options = z.array(
  z.union([z.object({ label: z.string(), value: z.string() }), z.string().transform((value) => ({ label: value, value }))]),
);

/**
 * The entries of a `completion_url` dropdown: a GET of that path on the installation's public
 * endpoint, answering a JSON array of `{label, value}` (plain strings are accepted too). The
 * integration's redirects pass the same outbound policy as its own fetch(), hop by hop.
 */
export async function fetchCompletions(service: InstallationsService, policy: OutboundPolicy, installationId: string, property: string) {
  const installation = service.stored(installationId);
  if (!installation) throw new InstallationsError('unknown-installation', `No installation ${installationId}.`);
  const definition = service.manifest().sections[SECTION_OF[installation.kind]]?.properties?.[property];
  if (!definition || definition.type !== 'string' || !definition.completion_url) {
    throw new InstallationsError(
      'wrong-property',
      `\`${property}\` is not a string property with a completion_url in the ${SECTION_OF[installation.kind]} configuration.`,
    );
  }
  const path = definition.completion_url.startsWith('/') ? definition.completion_url : `/${definition.completion_url}`;
  const url = service.publicEndpoint(installationId) + path;
  if (!/^https?:\/\//.test(url))
    throw new InstallationsError('completion-failed', 'The integration is not running, so its completion_url cannot be fetched.');
  let response: StudioFetchAnswer;
  try {
    response = await studioFetch(policy, url, { accept: 'application/json' });
  } catch (error) {
    if (!(error instanceof StudioFetchError)) throw error;
    throw new InstallationsError(
      error.code === 'refused' ? 'completion-refused' : 'completion-failed',
      `GET ${path} failed: ${error.message}`,
    );
  }
  const text = response.text;
  if (response.status < 200 || response.status >= 300)
    throw new InstallationsError('completion-failed', `GET ${path} answered ${response.status}: ${text.slice(0, 300)}`);
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new InstallationsError('completion-failed', `GET ${path} did not answer JSON: ${text.slice(0, 120)}`);
  }
  const parsed = Options.safeParse(body);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new InstallationsError(
      'completion-failed',
      `GET ${path} must answer an array of {label, value}: at ${issue.path.join('.') || '(root)'}, ${issue.message}`,
    );
  }
  return parsed.data;
}
