import { describe, expect, it } from 'vitest';
import { main } from '../../../electron/cli/main.ts';
import { fixture } from './support.ts';

function capture() {
  const out: string[] = [];
  const err: string[] = [];
  return { io: { out: (line: string) => out.push(line), err: (line: string) => err.push(line) }, out, err };
}

const dir = fixture('render-checks');

describe('render reports what the Preview would show', () => {
  it('the problems field: render --json carries an empty problems list when the tree is fine', async () => {
    const { io, out } = capture();
    expect(await main(['render', 'fine', '--dir', dir, '--trust', '--json'], io)).toBe(0);
    const answer = JSON.parse(out[0]!);
    expect(answer.status).toBe(200);
    expect(answer.problems).toEqual([]);
  });

  it('the problems field: render --json names path, element, attribute and message of each problem, and exits 1', async () => {
    const { io, out } = capture();
    expect(await main(['render', 'two-problems', '--dir', dir, '--trust', '--json'], io)).toBe(1);
    expect(JSON.parse(out[0]!).problems).toEqual([
      {
        path: 'children[1].size',
        element: 'divider',
        attribute: 'size',
        message: 'expected one of "small", "medium", "large", got the string "huge"',
      },
      { path: 'children[2].state', element: 'textinput', attribute: 'state', message: '"state" is required' },
    ]);
  });

  it('the text output prints the problems under the answer', async () => {
    const { io, out } = capture();
    expect(await main(['render', 'two-problems', '--dir', dir, '--trust'], io)).toBe(1);
    const text = out.join('\n');
    expect(text).toContain('2 ContentKit problems');
    expect(text.indexOf('2 ContentKit problems')).toBeGreaterThan(text.indexOf('"type": "block"'));
    expect(text).toContain('children[2].state: textinput state: "state" is required');
  });

  it('unfurl match: --unfurl URL renders the block whose urlUnfurl pattern matches, sending it @link.unfurl with the URL', async () => {
    const { io, out, err } = capture();
    expect(await main(['render', '--unfurl', 'https://links.example/items/42', '--dir', dir, '--trust', '--json'], io)).toBe(0);
    expect(err.join('\n')).toContain('matches https://links.example/items/**: rendering block link-preview');
    const answer = JSON.parse(out[0]!);
    expect(answer.body.props).toEqual({ url: 'https://links.example/items/42' });
    expect(JSON.stringify(answer.body.element)).toContain('Unfurled https://links.example/items/42');
  });

  it('unfurl no-match: --unfurl with a URL no block unfurls lists the patterns and exits 1', async () => {
    const { io, out, err } = capture();
    expect(await main(['render', '--unfurl', 'https://elsewhere.example/x', '--dir', dir, '--trust'], io)).toBe(1);
    expect(out).toEqual([]);
    expect(err.join('\n')).toContain(
      "No block unfurls https://elsewhere.example/x; the manifest's urlUnfurl patterns are: https://links.example/items/** (link-preview).",
    );
  });

  it('errors behind a 500: render prints the thrown error and its stack mapped to the source, in text and in --json', async () => {
    const text = capture();
    expect(await main(['render', 'throws', '--dir', dir, '--trust'], text.io)).toBe(1);
    expect(text.out[0]).toMatch(/^500 in/);
    expect(text.out.join('\n')).toMatch(
      /error: Error: The item could not be loaded, on purpose\n\s+at loadItem \(src\/index\.tsx:\d+:\d+\)/,
    );
    const json = capture();
    expect(await main(['render', 'throws', '--dir', dir, '--trust', '--json'], json.io)).toBe(1);
    const answer = JSON.parse(json.out[0]!);
    expect(answer.logs.some((log: { stack?: string }) => /at loadItem \(src\/index\.tsx:/.test(log.stack ?? ''))).toBe(true);
  });
});
