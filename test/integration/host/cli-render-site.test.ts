import { describe, expect, it } from 'vitest';
import { main } from '../../../electron/cli/main.ts';
import { fixture } from './support.ts';

function capture() {
  const out: string[] = [];
  const err: string[] = [];
  return { io: { out: (line: string) => out.push(line), err: (line: string) => err.push(line) }, out, err };
}

const dir = fixture('render-checks');

describe('render --mode site', () => {
  it("lists in problems what the published site does not draw (the input's hint of `fine`), and exits 1; app mode has none", async () => {
    const site = capture();
    expect(await main(['render', 'fine', '--dir', dir, '--trust', '--mode', 'site', '--json'], site.io)).toBe(1);
    expect(JSON.parse(site.out[0]!).problems).toEqual([
      {
        path: 'children[0].hint',
        element: 'input',
        attribute: 'hint',
        message: "not drawn on the published site: the site's input draws its label and its control, not its hint.",
      },
    ]);
    const app = capture();
    expect(await main(['render', 'fine', '--dir', dir, '--trust', '--json'], app.io)).toBe(0);
    expect(JSON.parse(app.out[0]!).problems).toEqual([]);
  });

  it('an unknown mode is a usage error naming the two', async () => {
    const { io, err } = capture();
    expect(await main(['render', 'fine', '--dir', dir, '--mode', 'web'], io)).toBe(2);
    expect(err.join('\n')).toContain('--mode must be app or site, got "web".');
  });
});
