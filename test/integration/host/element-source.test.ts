import { cpSync, existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { main } from '../../../electron/cli/main.ts';
import { CORPUS_DIR } from '../../corpus/corpus-runner.ts';

const source = join(CORPUS_DIR, 'mermaid');

function capture() {
  const out: string[] = [];
  return { io: { out: (line: string) => out.push(line), err: () => {} }, out };
}

/** The 1-based line and column of the first `needle` in the file. */
function positionOf(text: string, needle: string) {
  const lines = text.split('\n');
  const index = lines.findIndex((line) => line.includes(needle));
  return { line: index + 1, column: lines[index]!.indexOf(needle) + 1 };
}

describe.skipIf(!existsSync(source))(
  'element → source on a real integration (mermaid; skipped when the corpus is not beside the project)',
  () => {
    it('a development build records where each element was written, and the answer the platform would see carries none of it', async () => {
      const dir = mkdtempSync(join(tmpdir(), 'studio-source-mermaid-'));
      cpSync(source, dir, { recursive: true });
      const text = readFileSync(join(dir, 'src', 'index.tsx'), 'utf8');
      const { io, out } = capture();
      await main(['render', 'diagram', '--dir', dir, '--trust', '--json'], io);
      const answer = JSON.parse(out[0]!) as {
        status: number;
        body: unknown;
        sources: Record<string, { file: string; path: string; line: number; column: number }>;
      };
      expect(answer.status).toBe(200);
      expect(JSON.stringify(answer.body)).not.toContain('__source');
      expect(answer.sources['']).toEqual({ file: 'src/index.tsx', path: join(dir, 'src', 'index.tsx'), ...positionOf(text, '<block>') });
      expect(answer.sources['children[0]']).toMatchObject({ file: 'src/index.tsx', ...positionOf(text, '<codeblock') });
      // The webframe is written once, as `output`, and placed in the code block's footer: its own line.
      expect(answer.sources['children[0].footer[0]']).toMatchObject(positionOf(text, '<webframe'));
    });
  },
);
