import { describe, expect, it } from 'vitest';
import { parseBody } from '../../../electron/services/installations/service.ts';

describe("the Events pane's answer", () => {
  it("shows a ui_render answer without the development build's __source fields, at any depth", () => {
    const answer = JSON.stringify({
      element: {
        type: 'block',
        __source: { file: 'src/index.tsx', line: 3, column: 5 },
        children: [
          { type: 'card', title: 'x', hint: [{ type: 'text', children: 'y', __source: { file: 'src/index.tsx', line: 9, column: 7 } }] },
        ],
      },
      state: { n: 1 },
    });
    const shown = parseBody(answer);
    expect(JSON.stringify(shown)).not.toContain('__source');
    expect(shown).toEqual({
      element: { type: 'block', children: [{ type: 'card', title: 'x', hint: [{ type: 'text', children: 'y' }] }] },
      state: { n: 1 },
    });
  });

  it('leaves an answer that is not JSON as its text', () => {
    expect(parseBody('not json')).toBe('not json');
  });
});
