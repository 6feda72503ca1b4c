import { describe, expect, it } from 'vitest';
import { takeSources } from '../../../shared/contentkit/source.ts';
import { withPaths } from '../../../electron/services/host/render.ts';
import { jsxDEV } from '../../../sdk/runtime/jsx-dev-runtime.ts';

const at = (line: number) => ({ file: 'src/index.tsx', line, column: 3 });

describe('development source positions', () => {
  it('jsxDEV records where an element was written; a function component keeps the position of the JSX inside it', () => {
    const inner = () => jsxDEV('text', { children: 'hi' }, undefined, false, { fileName: 'src/a.tsx', lineNumber: 7, columnNumber: 5 });
    expect(jsxDEV('block', { children: 'x' }, undefined, false, { fileName: 'src/a.tsx', lineNumber: 3, columnNumber: 1 })).toMatchObject({
      __source: { file: 'src/a.tsx', line: 3, column: 1 },
    });
    expect(jsxDEV(inner, {}, undefined, false, { fileName: 'src/a.tsx', lineNumber: 12, columnNumber: 9 })).toMatchObject({
      __source: { file: 'src/a.tsx', line: 7, column: 5 },
    });
  });

  it("takeSources takes every position out of the answer and names them by the Preview's node paths", () => {
    const body = {
      type: 'element',
      state: { note: { type: 'text', __source: at(1) } },
      element: {
        type: 'block',
        __source: at(2),
        children: [{ type: 'codeblock', __source: at(3), footer: [{ type: 'webframe', __source: at(4) }] }],
      },
    };
    expect(takeSources(body)).toEqual({ '': at(2), 'children[0]': at(3), 'children[0].footer[0]': at(4) });
    expect(JSON.stringify(body)).not.toContain('__source');
  });

  it('a malformed position is dropped, never passed on, and the answer without positions is unchanged', () => {
    const body = { type: 'element', element: { type: 'block', __source: { file: 42, line: 'x' } } };
    expect(takeSources(body)).toEqual({});
    expect(body.element).toEqual({ type: 'block' });
    const plain = { type: 'element', element: { type: 'block', children: [] } };
    expect(takeSources(plain)).toEqual({});
    expect(plain).toEqual({ type: 'element', element: { type: 'block', children: [] } });
  });

  it('positions naming a file outside the integration folder are dropped (the editor link never leaves it)', () => {
    const sources = withPaths({ '': at(1), a: { ...at(2), file: '../../etc/passwd' }, b: { ...at(3), file: '/etc/passwd' } }, '/work/it');
    expect(sources).toEqual({ '': { ...at(1), path: '/work/it/src/index.tsx' } });
  });
});
