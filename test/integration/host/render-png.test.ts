import { cpSync, existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { main } from '../../../electron/cli/main.ts';
import { CORPUS_DIR } from '../../corpus/corpus-runner.ts';
import { CHROMIUM_PATH } from '../../../electron/lib/headless-chromium.ts';
import { fixture } from './support.ts';

const source = join(CORPUS_DIR, 'mermaid');
const out = mkdtempSync(join(tmpdir(), 'studio-render-png-'));

function capture() {
  const lines: string[] = [];
  const err: string[] = [];
  return { io: { out: (line: string) => lines.push(line), err: (line: string) => err.push(line) }, lines, err };
}
/** Width and height from the PNG's IHDR chunk. */
function pngSize(file: string) {
  const bytes = readFileSync(file);
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

describe.skipIf(!existsSync(source) || !existsSync(CHROMIUM_PATH))(
  'render --png draws the answer with the Preview renderer (skipped without the corpus or /usr/bin/chromium)',
  () => {
    const dir = mkdtempSync(join(tmpdir(), 'studio-png-mermaid-'));
    cpSync(source, dir, { recursive: true });

    it('writes a PNG as wide as --width, for a block of a real integration (mermaid), in each theme', async () => {
      const sizes: Record<string, { width: number; height: number }> = {};
      for (const [theme, width] of [
        ['light', 600],
        ['dark', 375],
      ] as const) {
        const file = join(out, `diagram-${theme}.png`);
        const { io, err } = capture();
        expect(
          await main(['render', 'diagram', '--dir', dir, '--trust', '--png', file, '--width', String(width), '--theme', theme], io),
        ).toBe(0);
        sizes[theme] = pngSize(file);
        expect(sizes[theme]!.width).toBe(width);
        expect(sizes[theme]!.height).toBeGreaterThan(50);
        expect(err.join('\n')).toContain(`Wrote ${file} (${width}×`);
      }
      // Each theme is its own drawing.
      expect(readFileSync(join(out, 'diagram-light.png')).equals(readFileSync(join(out, 'diagram-dark.png')))).toBe(false);
    });

    it('the theme travels in the render context the integration receives (light unless named)', async () => {
      const themeEcho = fixture('theme-echo');
      const said = async (args: string[]) => {
        const { io, lines } = capture();
        expect(await main(['render', 'themed', '--dir', themeEcho, '--trust', '--json', ...args], io)).toBe(0);
        return JSON.stringify(JSON.parse(lines[0]!).body);
      };
      expect(await said(['--theme', 'dark'])).toContain('Theme: dark');
      expect(await said([])).toContain('Theme: light');
      const { io } = capture();
      // A theme the platform does not have is refused before anything starts.
      expect(await main(['render', 'themed', '--dir', themeEcho, '--trust', '--theme', 'sepia'], io)).toBe(2);
    });

    it('--width without --png, or outside 16..4096, is refused with what to give', async () => {
      const { io, err } = capture();
      expect(await main(['render', 'diagram', '--dir', dir, '--width', '300'], io)).toBe(2);
      expect(await main(['render', 'diagram', '--dir', dir, '--png', join(out, 'x.png'), '--width', '9'], io)).toBe(2);
      expect(err.join('\n')).toMatch(/--width sizes the PNG: give --png FILE/);
      expect(err.join('\n')).toMatch(/whole number from 16 to 4096/);
    });
  },
);
