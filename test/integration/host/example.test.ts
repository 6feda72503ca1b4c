import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { main } from '../../../electron/cli/main.ts';
import { EXAMPLE_DIR } from '../../../electron/lib/paths.ts';

// A copy, so no .studio/ lands in the repository's example.
const dir = join(mkdtempSync(join(tmpdir(), 'example-events-')), 'hello-platform');
// Never the example's .studio/ (a run of the studio on the example leaves one): the copy is a new folder.
cpSync(EXAMPLE_DIR, dir, { recursive: true, filter: (source) => !source.includes('.studio') });
afterAll(() => rmSync(dirname(dir), { recursive: true, force: true }));

describe('the bundled example', () => {
  // installation_setup and space_installation_setup fire when an installation is created or configured;
  // space_content_updated is the Events pane's first choice for a space installation.
  it.each(['installation_setup', 'space_installation_setup', 'space_content_updated'])(
    'handles %s, which the studio fires by default, with 200 and a log line saying what it did',
    async (type) => {
      const out: string[] = [];
      const err: string[] = [];
      const code = await main(['trigger', type, '--dir', dir, '--json'], { out: (l) => out.push(l), err: (l) => err.push(l) });
      expect(out, err.join('\n')).toHaveLength(1);
      const answer = JSON.parse(out[0]!);
      expect(answer.status, err.join('\n')).toBe(200);
      expect(code).toBe(0);
      expect(answer.logs.length).toBeGreaterThan(0);
    },
  );

  it('a pending installation is told to wait for its configuration, not treated as set up', async () => {
    // The answer is standard output's; a notice on standard error (a moved port, say) is not part of it.
    const out: string[] = [];
    const err: string[] = [];
    await main(['trigger', 'installation_setup', '--dir', dir, '--payload', '{"status":"pending"}', '--json'], {
      out: (l) => out.push(l),
      err: (l) => err.push(l),
    });
    expect(out, err.join('\n')).toHaveLength(1);
    expect(JSON.parse(out[0]!).logs[0].message).toMatch(/is pending: waiting for its configuration/);
  });

  it('counts in the right number: "Clicked once." / "Clicked **1** time", never "1 times"', async () => {
    const texts: string[] = [];
    for (const [component, state] of [
      ['greeting', '{"clicks":1}'],
      ['showcase', '{"count":1,"name":"Ada","notify":true,"size":"m","step":0,"picked":"nothing yet"}'],
    ] as const) {
      const out: string[] = [];
      expect(
        await main(['render', component, '--dir', dir, '--state', state, '--json'], { out: (l) => out.push(l), err: (l) => out.push(l) }),
      ).toBe(0);
      texts.push(out.join('\n'));
    }
    expect(texts[0]).toContain('Clicked once.');
    expect(texts[1]).toContain('Clicked **1** time;');
    expect(texts.join('\n')).not.toMatch(/\b1\*{0,2} times/);
  });
});
