import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, dirname, join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT } from '../../../electron/lib/paths.ts';
import { exampleCopy } from '../fixtures/support.ts';

/**
 * The loop a stranger runs from the shell: fire an event with `trigger`, keep that very dispatch with
 * `fixture save`, replay it with `test`, without opening the Inspector to find the record's id.
 */
const run = promisify(execFile);
const BIN = join(ROOT, 'bin', 'integration-studio.js');
let configHome: string;
let dir: string;
let remove: () => Promise<void>;

/** `integration-studio ARGS…` in the folder holding the integration, as a user types it there; never throws, the exit code is returned. */
async function cli(...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  return shell(`"$NODE" "$BIN" ${args.map((arg) => `'${arg}'`).join(' ')}`);
}

/** A command line run by sh in the folder holding the integration, `integration-studio` being this checkout's. */
async function shell(line: string): Promise<{ code: number; stdout: string; stderr: string }> {
  const command = line.replace(/^integration-studio /, '"$NODE" "$BIN" ');
  try {
    const { stdout, stderr } = await run('sh', ['-c', command], {
      cwd: dirname(dir),
      // A user config of its own: no running studio of the developer's is found, nothing of theirs is touched.
      env: { ...process.env, XDG_CONFIG_HOME: configHome, NODE: process.execPath, BIN },
      timeout: 120_000,
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

beforeAll(async () => {
  configHome = await mkdtemp(join(tmpdir(), 'trigger-loop-config-'));
  ({ dir, remove } = await exampleCopy());
});
afterAll(async () => {
  await remove();
  await rm(configHome, { recursive: true, force: true });
});

describe('trigger → fixture save → test from the shell', () => {
  it('trigger --json prints the journal record id of its dispatch; fixture save keeps that dispatch and test replays it green', async () => {
    const fired = await cli(
      'trigger',
      'space_content_updated',
      '--dir',
      basename(dir),
      '--payload',
      '{"revisionId":"rev_loop_json"}',
      '--json',
    );
    expect(fired, fired.stderr).toMatchObject({ code: 0 });
    const answer = JSON.parse(fired.stdout) as { status: number; recordId: number };
    expect(answer).toMatchObject({ status: 200, recordId: expect.any(Number) });
    // A dispatch trigger delivers is the root of its records, as the Events pane's: no parent field that could only be null.
    expect(answer).not.toHaveProperty('parentRecordId');

    const saved = await cli('fixture', 'save', String(answer.recordId), 'loop-json', '--dir', basename(dir), '--json');
    expect(saved, saved.stderr).toMatchObject({ code: 0 });
    const fixture = JSON.parse(await readFile(join(dir, 'fixtures', 'loop-json.json'), 'utf8'));
    // The very event fired, not another record of the journal.
    expect(fixture.event).toMatchObject({ type: 'space_content_updated', revisionId: 'rev_loop_json' });

    const tested = await cli('test', basename(dir), '--filter', 'loop-json');
    expect(tested, tested.stderr).toMatchObject({ code: 0 });
    expect(tested.stdout).toMatch(/✓ loop-json/);
    expect(tested.stdout).toMatch(/1 passed \(1 fixture\)/);
  });

  it('trigger prints the fixture save command of its dispatch, and that line runs as printed', async () => {
    const fired = await cli('trigger', 'space_content_updated', '--dir', basename(dir), '--payload', '{"revisionId":"rev_loop_text"}');
    expect(fired, fired.stderr).toMatchObject({ code: 0 });
    const printed = /^Journal record (\d+)\. Keep it as a fixture: (integration-studio fixture save \d+ --dir \S+)$/m.exec(fired.stdout);
    expect(printed, fired.stdout).not.toBeNull();
    expect(printed![2]).toBe(`integration-studio fixture save ${printed![1]} --dir ${basename(dir)}`);

    const saved = await shell(printed![2]!);
    expect(saved, saved.stderr).toMatchObject({ code: 0 });
    const file = /^Saved (\S+)$/m.exec(saved.stdout)![1]!;
    expect(JSON.parse(await readFile(join(dirname(dir), file), 'utf8')).event).toMatchObject({ revisionId: 'rev_loop_text' });
    // fixture save, in turn, prints the test command that runs it.
    const next = /^Run it: (integration-studio test .+)$/m.exec(saved.stdout)![1]!;
    const tested = await shell(next);
    expect(tested, tested.stderr).toMatchObject({ code: 0 });
    expect(tested.stdout).toMatch(/1 passed \(1 fixture\)/);
  });
});
