import type { IncomingMessage, OutgoingHttpHeader, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { setsUiCookie, withoutUiCookies } from '../../../shared/security/ui-credential.ts';

type SetCookie = number | string | readonly string[];

function keptSetCookies(value: SetCookie): string[] {
  return (Array.isArray(value) ? (value as string[]) : [String(value)]).filter((cookie) => !setsUiCookie(cookie));
}

function filterHeaders(headers: OutgoingHttpHeaders | OutgoingHttpHeader[]): OutgoingHttpHeaders | OutgoingHttpHeader[] {
  if (Array.isArray(headers)) {
    // The raw form: [name, value, name, value, …].
    const out: OutgoingHttpHeader[] = [];
    for (let i = 0; i + 1 < headers.length; i += 2) {
      const name = String(headers[i]);
      const value = headers[i + 1]!;
      if (name.toLowerCase() === 'set-cookie' && setsUiCookie(String(value))) continue;
      out.push(name, value);
    }
    return out;
  }
  const out: OutgoingHttpHeaders = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value !== undefined && name.toLowerCase() === 'set-cookie') out[name] = keptSetCookies(value);
    else out[name] = value;
  }
  return out;
}

/**
 * The browser sends the UI's cookie to every port of 127.0.0.1, this server's included: it is taken
 * out of the request before any route (an integration, the journal, the receiver) sees it, and an
 * answer cannot set or clear it, whoever wrote the answer.
 */
export function guardUiCredential(request: IncomingMessage, response: ServerResponse): void {
  const cookie = request.headers.cookie;
  if (cookie !== undefined) {
    const kept = withoutUiCookies(cookie);
    if (kept === undefined) delete request.headers.cookie;
    else request.headers.cookie = kept;
  }
  const setHeader = response.setHeader.bind(response);
  response.setHeader = (name: string, value: SetCookie) =>
    setHeader(name, name.toLowerCase() === 'set-cookie' ? keptSetCookies(value) : value);
  const writeHead = response.writeHead.bind(response) as (...args: unknown[]) => ServerResponse;
  response.writeHead = ((status: number, ...rest: unknown[]) => {
    const last = rest[rest.length - 1];
    if (last && typeof last === 'object') rest[rest.length - 1] = filterHeaders(last as OutgoingHttpHeaders);
    return writeHead(status, ...rest);
  }) as ServerResponse['writeHead'];
}
