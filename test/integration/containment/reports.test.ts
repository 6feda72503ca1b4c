import { readFileSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { connect } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Ajv } from 'ajv';
import addFormats from 'ajv-formats';
import { parse } from 'yaml';
import { validateXML } from 'xmllint-wasm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { main } from '../../../electron/cli/main.ts';
import { createStudio, type Studio } from '../../../electron/app/studio.ts';
import { capture, exampleCopy } from '../fixtures/support.ts';

/**
 * Reports are escaped: what a folder or an integration writes (fixture names from file names, answers
 * and logs quoted in a failure's diff, request headers and bodies) reaches JUnit XML, TAP and HAR as
 * data. Hostile strings hold control characters, `]]>`, a line break followed by a forged TAP result,
 * lone surrogates and bytes that are not UTF-8.
 */
const XSD = fileURLToPath(new URL('../../fixtures/junit/jenkins-junit.xsd', import.meta.url));
const HAR_SCHEMA = JSON.parse(readFileSync(join(import.meta.dirname, '..', '..', 'schemas', 'har-1.2.schema.json'), 'utf8')) as object;
const HOSTILE = 'hostile \u0001\u001b[31m ]]> <x a="1"> & \\ # \nok 99 - forged\r\nnot ok 98 - forged\u2028\ud800';
const NOT_UTF8 = Buffer.from([0xc3, 0x28, 0xff, 0xfe, 0xed, 0xa0, 0x80]);

let dir: string;
let remove: () => Promise<void>;
beforeAll(async () => {
  ({ dir, remove } = await exampleCopy());
  const fixtures = join(dir, 'fixtures');
  // A fixture whose name (its file name) forges a TAP result, and whose echoed body fails the expectation.
  const fixture = {
    request: { method: 'POST', path: '/echo', headers: { 'content-type': 'text/plain' }, body: `@@BODY@@${HOSTILE}` },
    expect: { status: 200, body: 'something else' },
  };
  const text = JSON.stringify(fixture).replace('@@BODY@@', '');
  // Bytes that are not UTF-8, inside the fixture's own JSON string.
  const at = text.indexOf('hostile');
  await writeFile(
    join(fixtures, 'hostile-name \u0001 ]]> #\nok 99 - forged.json'),
    Buffer.concat([Buffer.from(text.slice(0, at)), NOT_UTF8, Buffer.from(text.slice(at))]),
  );
  // A file name that is not UTF-8 at all: it cannot be read back by the name it lists as, so it reports an error.
  await writeFile(Buffer.concat([Buffer.from(`${fixtures}/hostile-bytes-`), NOT_UTF8, Buffer.from('.json')]), '{}');
}, 60_000);
afterAll(() => remove?.());

async function report(reporter: 'junit' | 'tap') {
  const { io, out } = capture();
  expect(await main(['test', dir, '--filter', 'hostile', '--reporter', reporter], io)).toBe(1);
  return out.join('\n');
}

describe('reports are escaped', () => {
  it('TAP: a fixture name with a line break cannot forge a result; every test point and diagnostic stays in its place', async () => {
    const tap = await report('tap');
    const lines = tap.split(/\r\n|\r|\n/);
    // Two fixtures ran: exactly two test points, both failed, numbered 1 and 2.
    expect(lines.filter((line) => /^(not )?ok\b/.test(line))).toEqual([
      expect.stringMatching(/^not ok 1 - hostile-/),
      expect.stringMatching(/^not ok 2 - hostile-/),
    ]);
    expect(lines[1]).toBe('1..2');
    // Every other line is indented (a diagnostic), or the version line.
    for (const line of lines.slice(2)) if (!/^(not )?ok /.test(line)) expect(line, JSON.stringify(line)).toMatch(/^ {2}/);
    // The name is kept, escaped: TAP's \# and a visible \n.
    expect(tap).toContain('hostile-name \\u0001 ]]> \\#\\u000aok 99 - forged');
    // Each YAML diagnostic parses and carries the failure whole.
    const blocks = tap
      .split('\n  ---\n')
      .slice(1)
      .map((block) => block.split('\n  ...')[0]!.replace(/^ {2}/gm, ''));
    expect(blocks).toHaveLength(2);
    const messages = blocks.map((block) => (parse(block) as { message: string }).message);
    expect(messages.some((message) => message.includes(']]> <x a=') && message.includes('\\nok 99 - forged'))).toBe(true);
  }, 120_000);

  it('JUnit: the report stays well-formed XML valid against the Jenkins schema, hostile text escaped, forbidden characters dropped', async () => {
    const xml = await report('junit');
    const result = await validateXML({
      xml: [{ fileName: 'report.xml', contents: xml }],
      schema: [{ fileName: 'junit.xsd', contents: await readFile(XSD, 'utf8') }],
    });
    expect(result.errors).toEqual([]);
    expect(result.valid).toBe(true);
    expect(xml).toContain(']]&gt; &lt;x a=');
    expect(xml.replace(/[\t\n\r\u007f-\u009f]/g, '')).not.toMatch(/[\p{Cc}\p{Cs}]/u);
    expect(xml.match(/<testcase /g)).toHaveLength(2);
  }, 120_000);
});

describe('HAR export of hostile exchanges', () => {
  let studio: Studio;
  beforeAll(async () => {
    studio = await createStudio({ dir, transport: 'browser' });
  }, 60_000);
  afterAll(() => studio?.dispose());

  it('a request with header and body bytes that are not UTF-8, control characters and ]]> exports as JSON valid against HAR 1.2', async () => {
    const publicOrigin = new URL(studio.publicServer.origin);
    const body = Buffer.concat([Buffer.from(`${HOSTILE}\u0000`), NOT_UTF8]);
    // Raw bytes on the wire: a fetch() would refuse these header values before sending them.
    const head = Buffer.concat([
      Buffer.from(
        `POST /i/dev/echo?q=${encodeURIComponent(HOSTILE.replace('\ud800', ''))} HTTP/1.1\r\nHost: ${publicOrigin.host}\r\nX-Hostile: `,
      ),
      Buffer.from([0x80, 0xff, 0xc3, 0x28]),
      Buffer.from(` ]]> "\\\r\nContent-Type: text/plain\r\nContent-Length: ${body.length}\r\nConnection: close\r\n\r\n`),
    ]);
    const answer = await new Promise<string>((resolve, reject) => {
      const socket = connect(Number(publicOrigin.port), '127.0.0.1', () => socket.write(Buffer.concat([head, body])));
      const chunks: Buffer[] = [];
      socket.on('data', (chunk: Buffer) => chunks.push(chunk));
      socket.on('end', () => resolve(Buffer.concat(chunks).toString('latin1')));
      socket.on('error', reject);
    });
    expect(answer).toMatch(/^HTTP\/1\.1 200/);
    const dispatched = await studio.dispatch('inspector.export', { format: 'har' });
    if (!dispatched.ok) throw new Error(dispatched.error.message);
    const har = JSON.parse((dispatched.result as { content: string }).content) as { log: { entries: { request: { url: string } }[] } };
    const ajv = new Ajv({ allErrors: true, strict: false });
    addFormats.default(ajv);
    const validate = ajv.compile(HAR_SCHEMA);
    validate(har);
    expect(validate.errors ?? []).toEqual([]);
    expect(har.log.entries.some((entry) => entry.request.url.includes('/i/dev/echo?q='))).toBe(true);
  }, 60_000);
});
