import { describe, expect, it } from 'vitest';
import { parseHttpFile, serializeHttpFile, withRequest, type HttpFile } from '../../../shared/requests/http-file.ts';

const SAMPLE = `@greeting = hello
# A comment the tools ignore

### Say hello
GET {{endpoint}}/hello?name={{name}}
Accept: application/json

### Create
POST {{endpoint}}/items HTTP/1.1
Content-Type: application/json
Authorization: Bearer {{token}}

{
  "title": "{{greeting}}"
}

###
# @name bare
{{endpoint}}/ping
`;

describe('the .http format (VS Code REST Client / JetBrains HTTP Client)', () => {
  it('reads variables, ### separated requests, their names, headers and bodies', () => {
    const file = parseHttpFile(SAMPLE);
    expect(file.variables).toEqual({ greeting: 'hello' });
    expect(file.requests).toEqual([
      {
        name: 'Say hello',
        method: 'GET',
        url: '{{endpoint}}/hello?name={{name}}',
        headers: [{ name: 'Accept', value: 'application/json' }],
        body: '',
      },
      {
        name: 'Create',
        method: 'POST',
        url: '{{endpoint}}/items',
        headers: [
          { name: 'Content-Type', value: 'application/json' },
          { name: 'Authorization', value: 'Bearer {{token}}' },
        ],
        body: '{\n  "title": "{{greeting}}"\n}',
      },
      { name: 'bare', method: 'GET', url: '{{endpoint}}/ping', headers: [], body: '' },
    ]);
  });

  it('reads Windows line endings as the same file', () => {
    expect(parseHttpFile(SAMPLE.replace(/\n/g, '\r\n'))).toEqual(parseHttpFile(SAMPLE));
  });

  it('round-trips: what it writes reads back as the same requests and variables', () => {
    const file = parseHttpFile(SAMPLE);
    const written = serializeHttpFile(file);
    expect(parseHttpFile(written)).toEqual(file);
    expect(serializeHttpFile(parseHttpFile(written))).toBe(written);
  });

  it('saving a request of an existing name replaces it; a new name is added at the end', () => {
    const file: HttpFile = parseHttpFile(SAMPLE);
    const replaced = withRequest(file, { name: 'Create', method: 'PUT', url: '/items/1', headers: [], body: '{}' });
    expect(replaced.requests.map((r) => `${r.name}:${r.method}`)).toEqual(['Say hello:GET', 'Create:PUT', 'bare:GET']);
    const added = withRequest(file, { name: 'New', method: 'DELETE', url: '/items/1', headers: [], body: '' });
    expect(added.requests.at(-1)?.name).toBe('New');
  });

  it('a line that is no request and a header without a colon are refused, naming the line', () => {
    expect(() => parseHttpFile('GET /a\nnot a header\n')).toThrow(/Line 2 .*Name: value/);
    expect(() => parseHttpFile('FETCH the thing\n')).toThrow(/Line 1 .*METHOD URL/);
  });
});
