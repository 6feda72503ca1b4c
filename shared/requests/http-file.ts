import { HTTP_METHODS } from '../api/installations.ts';

type Method = (typeof HTTP_METHODS)[number];

/** One request of a `.http` file, as written (its `{{variables}}` not yet replaced). */
export interface HttpFileRequest {
  name: string;
  method: Method;
  url: string;
  headers: { name: string; value: string }[];
  body: string;
}

/** A `.http` file: its `@name = value` variables and its requests, in order. */
export interface HttpFile {
  variables: Record<string, string>;
  requests: HttpFileRequest[];
}

const SEPARATOR = /^###(.*)$/;
const VARIABLE = /^@([A-Za-z_][\w.-]*)\s*=\s*(.*)$/;
const NAME_COMMENT = /^(?:#|\/\/)\s*@name\s+(.+)$/;
const REQUEST_LINE = new RegExp(`^(?:(${HTTP_METHODS.join('|')})\\s+)?(\\S+)(?:\\s+HTTP\\/[\\d.]+)?$`);

/**
 * Reads the `.http` format that VS Code's REST Client and JetBrains' HTTP Client share: `###`
 * separates requests (its rest names the next one, as does `# @name NAME`), `@name = value` lines
 * set variables, then `METHOD URL`, header lines, a blank line and the body. A request line without
 * a method is a GET, as in both tools. Errors name the line, so the file can be fixed by hand.
 */
export function parseHttpFile(text: string): HttpFile {
  const variables: Record<string, string> = {};
  const requests: HttpFileRequest[] = [];
  const lines = text.replace(/\r\n?/g, '\n').split('\n');
  let name = '';
  let current: HttpFileRequest | null = null;
  let inBody = false;
  let body: string[] = [];
  const finish = () => {
    if (current) requests.push({ ...current, body: body.join('\n').replace(/\s+$/, '') });
    current = null;
    inBody = false;
    body = [];
  };
  for (const [index, raw] of lines.entries()) {
    const separator = SEPARATOR.exec(raw);
    if (separator) {
      finish();
      name = separator[1]!.trim();
      continue;
    }
    if (inBody) {
      body.push(raw);
      continue;
    }
    const line = raw.trim();
    if (current) {
      if (line === '') inBody = true;
      else if (!line.startsWith('#') && !line.startsWith('//')) current.headers.push(headerOf(line, index));
      continue;
    }
    if (line === '') continue;
    const variable = VARIABLE.exec(line);
    if (variable) {
      variables[variable[1]!] = variable[2]!.trim();
      continue;
    }
    const named = NAME_COMMENT.exec(line);
    if (named) {
      name = named[1]!.trim();
      continue;
    }
    if (line.startsWith('#') || line.startsWith('//')) continue;
    const request = REQUEST_LINE.exec(line);
    if (!request)
      throw new Error(`Line ${index + 1} ("${line.slice(0, 60)}") is not a request line: write METHOD URL, e.g. GET {{endpoint}}/hello.`);
    current = {
      name: name || `request ${requests.length + 1}`,
      method: (request[1] ?? 'GET') as Method,
      url: request[2]!,
      headers: [],
      body: '',
    };
    name = '';
  }
  finish();
  return { variables, requests };
}

function headerOf(line: string, index: number) {
  const colon = line.indexOf(':');
  if (colon <= 0)
    throw new Error(`Line ${index + 1} ("${line.slice(0, 60)}") is not a header: write Name: value, or a blank line before the body.`);
  return { name: line.slice(0, colon).trim(), value: line.slice(colon + 1).trim() };
}

/** The file `parseHttpFile` reads back as `file` (variables first, one `### name` block per request). */
export function serializeHttpFile(file: HttpFile): string {
  const parts: string[] = [];
  const variables = Object.entries(file.variables).map(([name, value]) => `@${name} = ${value}`);
  if (variables.length) parts.push(variables.join('\n'));
  for (const request of file.requests) {
    const lines = [`### ${request.name}`, `${request.method} ${request.url}`, ...request.headers.map((h) => `${h.name}: ${h.value}`)];
    if (request.body !== '') lines.push('', request.body);
    parts.push(lines.join('\n'));
  }
  return `${parts.join('\n\n')}\n`;
}

/** `file` with `request` in place of the one of the same name, or added at the end. */
export function withRequest(file: HttpFile, request: HttpFileRequest): HttpFile {
  const at = file.requests.findIndex((other) => other.name === request.name);
  const requests = [...file.requests];
  if (at === -1) requests.push(request);
  else requests[at] = request;
  return { ...file, requests };
}
