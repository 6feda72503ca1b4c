import { describe, expect, it } from 'vitest';
import { editorLink, groupFrames, parseStack } from '../../../shared/inspector/stack.ts';

describe('stack parsing', () => {
  it("the integration's frames are its folder's files; the SDK, entry.js, node: and packages are the studio's", () => {
    const parsed = parseStack(
      [
        'TypeError: x is undefined',
        '  with a second line',
        '    at render (src/blocks/card.tsx:12:3)',
        '    at /opt/studio/sdk/runtime/integration.ts:1:1',
        '    at async file:///studio/entry.js:125:20',
        '    at node:internal/process/task_queues:95:5',
        '    at helper (node_modules/lib/index.js:3:3)',
        '    at async src/index.ts:2:1',
      ].join('\n'),
    )!;
    expect(parsed.message).toEqual(['TypeError: x is undefined', '  with a second line']);
    expect(parsed.frames.map((f) => [f.fn, f.file, f.line, f.column, f.own])).toEqual([
      ['render', 'src/blocks/card.tsx', 12, 3, true],
      [null, '/opt/studio/sdk/runtime/integration.ts', 1, 1, false],
      [null, '/studio/entry.js', 125, 20, false],
      [null, 'node:internal/process/task_queues', 95, 5, false],
      ['helper', 'node_modules/lib/index.js', 3, 3, false],
      [null, 'src/index.ts', 2, 1, true],
    ]);
    expect(groupFrames(parsed.frames).map((g) => (g.own ? 'own' : g.frames.length))).toEqual(['own', 4, 'own']);
    expect(editorLink(parsed.frames[0]!, '/home/me/hello/')).toBe('vscode://file/home/me/hello/src/blocks/card.tsx:12:3');
    expect(editorLink(parsed.frames[1]!, '/home/me/hello')).toBeNull();
  });

  it('a message without frames is not a stack', () => {
    expect(parseStack('fetched users page 2')).toBeNull();
    expect(parseStack('look at this: 12:3')).toBeNull();
  });
});
