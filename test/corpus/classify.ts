import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from '../../electron/lib/paths.ts';
import type { JournalRecord } from '../../shared/api/index.ts';
import type { DispatchResult } from '../../electron/services/host/host.ts';

/**
 * Whose fault an outcome is. `studio` counts as a failure; `platform-api` belongs to the API
 * client and emulator (issue 17) and is listed apart; `external` is a call to the internet, which
 * this machine cannot make; `answer` is the integration's own answer (a 4xx, or an error of its
 * own such as missing configuration).
 */
export type Verdict = 'ok' | 'answer' | 'studio' | 'platform-api' | 'external';

/** Fields of the environment an integration reads; "reading 'x' of undefined" on one means the studio left it out. */
const ENVIRONMENT_FIELDS = [
  'installation',
  'spaceInstallation',
  'siteInstallation',
  'urls',
  'publicEndpoint',
  'publicContentEndpoint',
  'signingSecrets',
  'apiTokens',
  'authToken',
  'integration',
  'secrets',
  'icon',
  'version',
];

/** The API's operation ids: "reading 'getSpaceById'" of undefined is a client method the studio's client lacks. */
const DESCRIPTION = join(ROOT, '..', 'shared', 'platform-api', 'openapi.json');
const OPERATIONS: Set<string> = (() => {
  if (!existsSync(DESCRIPTION)) return new Set();
  const paths = (JSON.parse(readFileSync(DESCRIPTION, 'utf8')) as { paths: Record<string, Record<string, { operationId?: string }>> })
    .paths;
  return new Set(Object.values(paths).flatMap((item) => Object.values(item).flatMap((op) => (op?.operationId ? [op.operationId] : []))));
})();

const MISSING_EXPORT = /is not exported by|No matching export|does not provide an export named|is not a (function|constructor)/;

export function classifyBuild(message: string): { verdict: Verdict; detail: string } {
  if (/sdk\/api-client/.test(message) && MISSING_EXPORT.test(message)) return { verdict: 'platform-api', detail: message };
  return { verdict: 'studio', detail: message };
}

interface Exchange {
  request: { url: string };
  response: { status: number } | null;
  error: string | null;
  stub?: boolean;
}

export function classifyAnswer(
  result: DispatchResult,
  outbound: JournalRecord[],
  options: { expectHandled: boolean },
): { verdict: Verdict; detail: string } {
  const logText = result.logs.map((l) => `${l.message}\n${l.stack ?? ''}`).join('\n');
  const firstError = result.logs.find((l) => l.level === 'error')?.message ?? '';
  const body = result.body.slice(0, 200);
  if (result.error) return { verdict: 'studio', detail: `sandbox: ${result.error}` };
  if (/does not handle/.test(body) && [400, 406].includes(result.status)) {
    return {
      verdict: options.expectHandled ? 'studio' : 'answer',
      detail: `${options.expectHandled ? 'handled in the code, yet ' : ''}${body}`,
    };
  }
  if (result.status < 400) {
    const location = result.headers['location'];
    return { verdict: 'ok', detail: location ? `redirects to ${location}` : `${result.headers['content-type'] ?? ''} ${body}`.trim() };
  }

  const exchanges = outbound.map((r) => r.data as unknown as Exchange);
  const api = exchanges.find((x) => x.stub && x.response && [404, 405, 501].includes(x.response.status));
  if (api) return { verdict: 'platform-api', detail: `API route not emulated: ${api.request.url} → ${api.response!.status}` };
  const reading = /Cannot read properties of undefined \(reading '(\w+)'\)/.exec(logText);
  if (reading && OPERATIONS.has(reading[1]!)) return { verdict: 'platform-api', detail: `API client method missing: ${reading[1]}` };
  const notFunction = /\.(\w+) is not a function/.exec(logText);
  if (notFunction && OPERATIONS.has(notFunction[1]!))
    return { verdict: 'platform-api', detail: `API client method missing: ${notFunction[1]}` };
  if (reading && ENVIRONMENT_FIELDS.includes(reading[1]!)) return { verdict: 'studio', detail: `missing environment field? ${reading[0]}` };
  if (MISSING_EXPORT.test(logText) && /@platform\/runtime|sdk\/runtime|import_runtime/.test(logText)) {
    return { verdict: 'studio', detail: `missing runtime export: ${firstError}` };
  }
  const offline = exchanges.find((x) => !x.stub && !x.response);
  if (offline) return { verdict: 'external', detail: `outbound ${new URL(offline.request.url).host} unreachable here` };
  const externalError = exchanges.find((x) => !x.stub && x.response && x.response.status >= 400);
  if (externalError) return { verdict: 'external', detail: `outbound ${externalError.request.url} → ${externalError.response!.status}` };
  return { verdict: 'answer', detail: `${result.status} ${firstError || body}` };
}
