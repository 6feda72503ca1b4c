import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { shellQuote, toCurl } from '../../../shared/inspector/curl.ts';

const request = (over: Partial<Parameters<typeof toCurl>[0]> = {}): Parameters<typeof toCurl>[0] => ({
  method: 'POST',
  url: 'http://127.0.0.1:4000/i/inst_1/v1?x=1&y=2',
  headers: { 'content-type': 'application/json', 'content-length': '17', 'x-note': "it's" },
  body: '{"say":"it\'s ok"}',
  bodyEncoding: 'utf8',
  bodySize: 17,
  truncated: false,
  ...over,
});

/** What a POSIX shell makes of the command: the argv curl would receive. */
function argv(command: string): string[] {
  const out = execFileSync('sh', ['-c', `set -- ${command.replace(/^curl /, '')}; for a; do printf '%s\\0' "$a"; done`]);
  return out.toString().split('\0').slice(0, -1);
}

describe('copy as cURL', () => {
  it('quotes every part so the shell hands curl the exact method, URL, headers and body', () => {
    const args = argv(toCurl(request()));
    expect(args).toEqual([
      '-X',
      'POST',
      'http://127.0.0.1:4000/i/inst_1/v1?x=1&y=2',
      '-H',
      'content-type: application/json',
      '-H',
      "x-note: it's",
      '--data-binary',
      '{"say":"it\'s ok"}',
    ]);
  });

  it('leaves out headers curl computes itself (content-length, host)', () => {
    expect(toCurl(request())).not.toMatch(/content-length/i);
  });

  it('a GET without body has no -X and no data', () => {
    expect(toCurl(request({ method: 'GET', body: '', bodySize: 0, headers: {} }))).toBe("curl 'http://127.0.0.1:4000/i/inst_1/v1?x=1&y=2'");
  });

  it('a binary body is piped from base64 so no byte is lost', () => {
    const command = toCurl(request({ body: Buffer.from([0xff, 0x00, 0x41]).toString('base64'), bodyEncoding: 'base64', bodySize: 3 }));
    expect(command).toMatch(/^printf %s '\/wBB' \| base64 -d \| curl /);
    expect(command).toContain('--data-binary @-');
  });

  it('a truncated body is flagged with the size that was really sent', () => {
    expect(toCurl(request({ truncated: true, bodySize: 900_000 }))).toMatch(/^# body truncated in the journal: 900000 bytes were sent\n/);
  });

  it('shellQuote survives quotes, dollars and newlines', () => {
    const nasty = `a'b"c $HOME \`id\`\nline`;
    expect(execFileSync('sh', ['-c', `printf %s ${shellQuote(nasty)}`]).toString()).toBe(nasty);
  });
});
