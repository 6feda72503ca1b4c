import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSourceBinding } from '../../../electron/services/host/debugger-source-map.ts';
import { BUNDLE_NAME } from '../../../electron/services/host/workers/constants.ts';

const SOURCE = ['export function handler() {', '  const greeting = "hello";', '  return greeting;', '}', ''].join('\n');

describe("the debugger's source binding", () => {
  let dir = '';
  let code = '';
  let map = '';
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'studio-debugger-map-'));
    await mkdir(join(dir, 'src'));
    await writeFile(join(dir, 'src/index.ts'), SOURCE);
    const out = await build({
      entryPoints: [join(dir, 'src/index.ts')],
      bundle: true,
      format: 'esm',
      sourcemap: 'external',
      write: false,
      outfile: join(dir, '.studio', BUNDLE_NAME),
    });
    code = out.outputFiles.find((f) => f.path.endsWith('.js'))!.text;
    map = out.outputFiles.find((f) => f.path.endsWith('.map'))!.text;
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('inlines the map with the sources named relative to the folder and their content', () => {
    const inlined = createSourceBinding(dir).withSourceMap(code, map);
    const data = /sourceMappingURL=data:application\/json;base64,(.+)\n$/.exec(inlined)![1]!;
    const parsed = JSON.parse(Buffer.from(data, 'base64').toString('utf8')) as { sources: string[]; sourcesContent: string[] };
    expect(parsed.sources).toEqual(['src/index.ts']);
    expect(parsed.sourcesContent).toEqual([SOURCE]);
  });

  it("a breakpoint on a line of src/index.ts binds to that line's place in the bundle, and a pause there reads back as src/index.ts", () => {
    const binding = createSourceBinding(dir);
    binding.withSourceMap(code, map);
    const bound = binding.toBundle({ url: 'src/index.ts', lineNumber: 2, condition: 'true' });
    expect(bound).toMatchObject({ urlRegex: `${BUNDLE_NAME.replace('.', '\\.')}$`, condition: 'true' });
    const bundleLine = code.split('\n')[bound!.lineNumber as number]!;
    expect(bundleLine).toContain('return greeting');
    const paused = binding.pausedAt(
      { callFrames: [{ location: { scriptId: '7', lineNumber: bound!.lineNumber, columnNumber: bound!.columnNumber } }] },
      (id) => (id === '7' ? `file:///studio/${BUNDLE_NAME}` : undefined),
    );
    expect(paused).toEqual({ file: 'src/index.ts', line: 3 });
  });

  it('leaves a breakpoint on the bundle itself, or on a file outside the build, to the runtime as it is', () => {
    const binding = createSourceBinding(dir);
    binding.withSourceMap(code, map);
    expect(binding.toBundle({ url: `file:///studio/${BUNDLE_NAME}`, lineNumber: 1 })).toBeNull();
    expect(binding.toBundle({ url: 'src/other.ts', lineNumber: 1 })).toBeNull();
    expect(binding.pausedAt({ callFrames: [{ location: { scriptId: '9', lineNumber: 0, columnNumber: 0 } }] }, () => 'gate.js')).toBeNull();
  });
});
