import { cpSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { main } from '../../../electron/cli/main.ts';
import { CORPUS_DIR } from '../../corpus/corpus-runner.ts';
import { fixture } from '../host/support.ts';

/** Fixtures that name mocks or carry them inline, run by `integration-studio test` under CI=1 (lockdown). */
let root: string;
let saved: string | undefined;
beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'studio-fixture-mocks-'));
  saved = process.env.CI;
  process.env.CI = '1';
});
afterAll(() => {
  if (saved === undefined) delete process.env.CI;
  else process.env.CI = saved;
  rmSync(root, { recursive: true, force: true });
});

async function test(dir: string, filter?: string) {
  const out: string[] = [];
  const code = await main(['test', dir, ...(filter ? ['--filter', filter] : [])], { out: (l) => out.push(l), err: (l) => out.push(l) });
  return { code, text: out.join('\n') };
}
const request = (to: string) => ({ method: 'GET', path: `/fetch?to=${encodeURIComponent(to)}` });

describe('fixtures with mocks', () => {
  let dir: string;
  beforeAll(() => {
    dir = join(root, 'fetch-url');
    cpSync(fixture('fetch-url'), dir, { recursive: true });
    mkdirSync(join(dir, 'mocks'));
    mkdirSync(join(dir, 'fixtures'));
    writeFileSync(join(dir, 'mocks', 'hello.yaml'), 'request: { url: "https://api.example/hello" }\nanswer: { body: hi }\n');
    writeFileSync(join(dir, 'mocks', 'other.yaml'), 'request: { url: "https://api.example/other" }\nanswer: { body: other }\n');
    const write = (name: string, value: unknown) => writeFileSync(join(dir, 'fixtures', `${name}.json`), JSON.stringify(value));
    write('named', {
      mocks: ['hello'],
      request: request('https://api.example/hello'),
      expect: { body: { ok: true, text: 'hi' }, outbound: [{ url: 'https://api.example/hello' }] },
    });
    write('only-named', { mocks: ['other'], request: request('https://api.example/hello'), expect: { body: { ok: true } } });
    write('unknown', { mocks: ['nope'], request: request('https://api.example/hello') });
    write('inline-steps', {
      mocks: [{ request: { url: 'https://api.example/page' }, answers: [{ body: 'one' }, { body: 'two' }] }],
      steps: [
        { request: request('https://api.example/page'), expect: { body: { text: 'one' } } },
        { request: request('https://api.example/page'), expect: { body: { text: 'two' } } },
        {
          mocks: [{ request: { url: 'https://api.example/page' }, answer: { status: 503, body: 'down' } }],
          request: request('https://api.example/page'),
          expect: { body: { status: 503, text: 'down' } },
        },
      ],
    });
  });

  it('a fixture naming a mock is answered by it under CI (lockdown), and expect.outbound still sees the call', async () => {
    const { code, text } = await test(dir, 'named');
    expect(text).toMatch(/✓ named/);
    expect(text).toMatch(/✗ only-named/);
    expect(code).toBe(1);
  });

  it('a fixture that names mocks is answered by those only: another mock of the folder does not answer', async () => {
    const { text } = await test(dir, 'only-named');
    expect(text).toMatch(/✗ only-named/);
    // The folder's hello mock would answer it; the fixture's list leaves it out, so lockdown refuses the call.
    expect(text).toContain('body.ok: expected true, got false');
  });

  it('a name that is not in mocks/ fails the fixture naming it', async () => {
    const { text } = await test(dir, 'unknown');
    expect(text).toContain('fixtures/unknown.json: mocks names nope, not in mocks/');
  });

  it('inline mocks answer in sequence, and a step’s own mocks replace the fixture’s for that step', async () => {
    const { code, text } = await test(dir, 'inline-steps');
    expect(text).toMatch(/✓ inline-steps/);
    expect(code).toBe(0);
  });
});

describe.skipIf(!existsSync(join(CORPUS_DIR, 'formspree')))(
  'the worked example: a real integration (formspree; skipped when the corpus is not beside the project)',
  () => {
    it('formspree’s submit action posts to formspree.io; with a mock it passes under CI=1, without one lockdown names the call', async () => {
      const dir = join(root, 'formspree');
      cpSync(join(CORPUS_DIR, 'formspree'), dir, { recursive: true });
      mkdirSync(join(dir, 'mocks'));
      mkdirSync(join(dir, 'fixtures'));
      writeFileSync(
        join(dir, 'mocks', 'formspree-submit.yaml'),
        [
          'request:',
          '  method: POST',
          '  url: https://formspree.io/f/*',
          '  json: { email: ada@example.com }',
          'answer:',
          '  json: { ok: true }',
          '',
        ].join('\n'),
      );
      const submit = {
        description: 'Submitting the form posts the email to Formspree and thanks the reader',
        context: { configuration: { formspree_id: 'xyzzy' } },
        mocks: ['formspree-submit'],
        render: {
          componentId: 'formspree',
          state: { email: 'ada@example.com', name: '', message: '', formSubmitted: false },
          action: { action: 'submit' },
        },
        expect: { state: { formSubmitted: true }, outbound: [{ method: 'POST', url: 'https://formspree.io/f/xyzzy' }] },
      };
      writeFileSync(join(dir, 'fixtures', 'submit.json'), JSON.stringify(submit));
      const passed = await test(dir);
      expect(passed.text).toMatch(/✓ submit/);
      expect(passed.code).toBe(0);

      rmSync(join(dir, 'mocks', 'formspree-submit.yaml'));
      writeFileSync(join(dir, 'fixtures', 'submit.json'), JSON.stringify({ ...submit, mocks: undefined }));
      const failed = await test(dir);
      expect(failed.code).toBe(1);
      expect(failed.text).toContain('The studio refused fetch("https://formspree.io/f/xyzzy") (POST)');
    });
  },
);
