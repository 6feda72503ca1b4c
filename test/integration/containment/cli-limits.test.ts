import { cp, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { main } from '../../../electron/cli/main.ts';
import { hostLimitsArgument } from '../../../electron/cli/host-options.ts';
import { fixture } from '../host/support.ts';
import { localServer, type LocalServer } from './servers.ts';

/** The sandbox's limits on the command line: --deadline-ms, --memory-mb, --background-ms, --outbound-cap-mb. */
const MIB = 1024 * 1024;

async function run(argv: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await main(argv, { out: (line) => out.push(line), err: (line) => err.push(line) });
  return { code, out: out.join('\n'), err: err.join('\n') };
}

/** A copy of a fixture integration with one request fixture, `fixtures/NAME.json`, asking for `path`. */
async function withRequestFixture(root: string, integration: string, name: string, path: string) {
  const dir = join(root, integration);
  await cp(fixture(integration), dir, { recursive: true, filter: (source) => !source.includes('.studio') });
  await mkdir(join(dir, 'fixtures'));
  await writeFile(join(dir, 'fixtures', `${name}.json`), JSON.stringify({ request: { path }, expect: { status: 200 } }));
  return dir;
}

describe('the sandbox limit flags', () => {
  let root: string;
  let backend: LocalServer;
  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), 'studio-cli-limits-'));
    backend = await localServer((_request, response) => response.end(Buffer.alloc(3 * MIB, 120)));
  });
  afterAll(async () => {
    await backend.close();
    await rm(root, { recursive: true, force: true });
  });

  it('read as the host options they name: MiB become bytes, absent flags keep the defaults', () => {
    expect(hostLimitsArgument({ 'deadline-ms': '2500', 'memory-mb': '256', 'background-ms': '4000', 'outbound-cap-mb': '8' })).toEqual({
      deadlineMs: 2500,
      memoryLimitBytes: 256 * MIB,
      backgroundBudgetMs: 4000,
      outboundCapBytes: 8 * MIB,
    });
    expect(Object.values(hostLimitsArgument({})).every((value) => value === undefined)).toBe(true);
  });

  it('a value out of range is a usage error (exit 2) naming the flag and its range', async () => {
    for (const [flag, value, range] of [
      ['--memory-mb', '10', 'from 64 to 65536'],
      ['--deadline-ms', '0', 'from 1 to 3600000'],
      ['--background-ms', 'soon', 'from 1 to 3600000'],
      ['--outbound-cap-mb', '5000', 'from 1 to 4096'],
    ] as const) {
      const result = await run(['trigger', 'installation_setup', '--dir', fixture('throw'), flag, value]);
      expect(result.code, flag).toBe(2);
      expect(result.err).toContain(`${flag} must be a whole number ${range}, got "${value}"`);
    }
  });

  it('--deadline-ms reaches the sandbox of `test`: a handler that spins fails at the deadline given, named in the report', async () => {
    const dir = await withRequestFixture(root, 'infinite-loop', 'loop', '/loop');
    const result = await run(['test', dir, '--deadline-ms', '1500']);
    expect(result.code).toBe(1);
    expect(result.out).toMatch(/1500 ms deadline/);
  });

  it.skipIf(process.platform !== 'linux')(
    '--memory-mb reaches the sandbox of `trigger --fixture`: holding 200 MiB over a 128 MiB limit answers 507 naming it (Linux: memory is read from /proc)',
    async () => {
      const dir = await withRequestFixture(root, 'memory', 'hoard', '/hoard');
      const result = await run(['trigger', '--fixture', 'hoard', '--dir', dir, '--json', '--memory-mb', '128']);
      expect(result.code).toBe(1);
      const answer = JSON.parse(result.out) as { status: number; body: { error: string; code: string } };
      expect(answer.status).toBe(507);
      expect(answer.body).toMatchObject({ code: 'memory', error: expect.stringMatching(/over the 128 MB memory limit/) });
    },
  );

  it('--outbound-cap-mb reaches the sandbox of `trigger`: a 3 MiB response is cut at a 1 MiB cap, and read whole without the flag', async () => {
    const payload = JSON.stringify({ revisionId: `${backend.origin}/big` });
    const argv = ['trigger', 'space_content_updated', '--dir', fixture('hostile-outbound'), '--payload', payload, '--json'];
    const logOf = (out: string) => (JSON.parse(out) as { logs: { message: string }[] }).logs[0]!.message;

    const capped = await run([...argv, '--allow-outbound', backend.origin, '--outbound-cap-mb', '1']);
    expect(capped.code, capped.err).toBe(0);
    expect(logOf(capped.out)).toMatch(/1 MiB, the studio's cap on outbound responses/);

    const whole = await run([...argv, '--allow-outbound', backend.origin]);
    expect(whole.code, whole.err).toBe(0);
    expect(logOf(whole.out)).toMatch(/^outbound \{"ok":true/);
  });
});
