import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { main } from '../../../electron/cli/main.ts';
import { capture } from '../fixtures/support.ts';

/**
 * Every command that works on an integration folder takes `--dir DIR` (`-d DIR`), whatever else it
 * takes: a user who wrote `--dir` for trigger, installation or fixture writes it for test too. Those
 * whose first argument is the folder keep it; given both ways, the two must name the same folder.
 */
const FIXTURE = join(import.meta.dirname, '../../fixtures/integrations/configured-script');

async function run(...argv: string[]) {
  const { io, out, err } = capture();
  const code = await main(argv, io);
  return { code, out: out.join('\n'), err: err.join('\n') };
}

let root: string;
let dir: string;
beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'cli-folder-option-'));
  dir = join(root, 'integration');
  cpSync(FIXTURE, dir, { recursive: true });
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('the folder option is the same on every command', () => {
  it('every command working on a folder accepts --dir DIR and -d DIR', async () => {
    const lines = [
      ['serve'],
      ['dev'],
      ['mcp'],
      ['site'],
      ['test'],
      ['validate'],
      ['new'],
      ['trigger'],
      ['render'],
      ['request'],
      ['installation', 'list'],
      ['fixture', 'list'],
      ['mock', 'list'],
      ['webhook', 'resend'],
    ];
    for (const line of lines) {
      for (const flag of ['--dir', '-d']) {
        const result = await run(...line, flag, dir, '--help');
        expect(result.err, `${line.join(' ')} ${flag}`).toBe('');
        expect(result.code, `${line.join(' ')} ${flag}`).toBe(0);
        expect(result.out, `${line.join(' ')} --help`).toContain('-d, --dir DIR');
      }
    }
  });

  it('test --dir DIR runs the fixtures of DIR, as test DIR does', async () => {
    for (const argv of [
      ['test', '--dir', dir],
      ['test', dir],
    ]) {
      const result = await run(...argv);
      // The folder has no fixtures: the command looked in DIR's fixtures/ folder, before starting anything.
      expect(result.code, argv.join(' ')).toBe(1);
      expect(result.err).toContain(`no fixtures in ${join(dir, 'fixtures')}`);
    }
  });

  it('validate --dir DIR checks the manifest of DIR', async () => {
    const result = await run('validate', '--dir', dir, '--json');
    const report = JSON.parse(result.out) as { valid: boolean; diagnostics: { code: string }[] };
    expect(report.diagnostics.map((d) => d.code)).toContain('internal-scope');
  });

  it('the folder given both ways must be the same folder: two different ones are a usage error naming both', async () => {
    const other = join(root, 'other');
    for (const name of ['serve', 'dev', 'mcp', 'site', 'test', 'validate', 'new']) {
      const result = await run(name, dir, '--dir', other);
      expect(result.code, name).toBe(2);
      expect(result.err, name).toContain(`give the folder once: ${dir} and --dir ${other} name two folders`);
    }
    // The same folder twice (as written or not) is no contradiction.
    const same = await run('validate', dir, '--dir', join(dir, '.'), '--json');
    expect(same.code).toBe(1);
    expect(JSON.parse(same.out)).toMatchObject({ valid: false });
  });
});
