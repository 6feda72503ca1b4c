import type { HttpExchange } from '../journal/records.ts';
import { bodyText } from './exchange.ts';

/** POSIX shell single-quoting: safe for any byte but NUL. */
export function shellQuote(value: string): string {
  return `'${value.replace(/'/g, `'\\''`)}'`;
}

/** Headers curl computes itself; copying them would make the command lie when the body is edited. */
const COMPUTED = new Set(['content-length', 'host', 'connection', 'transfer-encoding']);

/**
 * A curl command that sends the same request. Binary bodies are written with `--data-binary` from
 * base64 through a pipe so no byte is lost; a truncated body is flagged since the journal kept only its start.
 */
export function toCurl(request: HttpExchange['request']): string {
  const parts = ['curl'];
  if (request.method.toUpperCase() !== 'GET' || request.body) parts.push('-X', shellQuote(request.method.toUpperCase()));
  parts.push(shellQuote(request.url));
  for (const [name, value] of Object.entries(request.headers)) {
    if (!COMPUTED.has(name.toLowerCase())) parts.push('-H', shellQuote(`${name}: ${value}`));
  }
  let prefix = '';
  if (request.body) {
    const body = bodyText(request);
    if (body.binary) {
      prefix = `printf %s ${shellQuote(request.body)} | base64 -d | `;
      parts.push('--data-binary', '@-');
    } else {
      parts.push('--data-binary', shellQuote(body.text));
    }
  }
  const note = request.truncated ? `# body truncated in the journal: ${request.bodySize} bytes were sent\n` : '';
  return `${note}${prefix}${parts.join(' ')}`;
}
