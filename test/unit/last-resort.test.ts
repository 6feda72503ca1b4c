import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const module = fileURLToPath(new URL('../../electron/app/last-resort.ts', import.meta.url));

/** A Node process that installs the handler (or not), lets an error escape every handler, and says whether it lived on. */
function run(install: boolean) {
  const script = `
    const { keepServing } = await import(${JSON.stringify(module)});
    ${install ? 'keepServing((message) => console.log("reported: " + message.split("\\n")[0]));' : ''}
    Promise.reject(new Error('stray rejection from a library'));
    setTimeout(() => { throw new Error('stray exception from a timer'); }, 5);
    setTimeout(() => console.log('still serving'), 50);
  `;
  return spawnSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8', timeout: 20_000 });
}

describe('the last-resort handler of a long-running studio process', () => {
  it('an unhandled rejection and an uncaught exception are reported, each naming the error, and the process keeps serving', () => {
    const result = run(true);
    expect(result.status).toBe(0);
    expect(result.stdout).toContain(
      'reported: A promise rejection escaped every handler; the studio caught it and keeps serving: Error: stray rejection from a library',
    );
    expect(result.stdout).toContain(
      'reported: An exception escaped every handler; the studio caught it and keeps serving: Error: stray exception from a timer',
    );
    expect(result.stdout).toContain('still serving');
  });

  it('without it, the same rejection ends the process (what serve and dev did before)', () => {
    const result = run(false);
    expect(result.status).not.toBe(0);
    expect(result.stdout).not.toContain('still serving');
  });
});
