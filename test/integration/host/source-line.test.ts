import { cpSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStudio, type Studio } from '../../../electron/app/studio.ts';

const FIXTURE = join(import.meta.dirname, '..', '..', 'fixtures', 'integrations', 'throw');

describe('host.sourceLine', () => {
  let studio: Studio;
  let dir: string;
  const sourceLine = async (file: string, line: number) => {
    const answer = await studio.dispatch('host.sourceLine', { file, line });
    if (!answer.ok) throw new Error(answer.error.message);
    return (answer.result as { text: string | null }).text;
  };

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'source-line-'));
    cpSync(FIXTURE, dir, { recursive: true });
    studio = await createStudio({ dir, transport: 'browser', trust: true });
  });
  afterAll(async () => {
    await studio?.dispose();
    rmSync(dir, { recursive: true, force: true });
  });

  it('answers the line a mapped frame names, from the running build', async () => {
    expect(await sourceLine('src/index.ts', 4)).toBe("  throw new Error('database password is hunter2-private');");
    expect(await sourceLine('src/index.ts', 999)).toBeNull();
  });

  it('answers only files the build was made from, never another file of the disk or the folder', async () => {
    for (const file of ['/etc/passwd', '../../../../etc/passwd', 'platform-manifest.yaml', `${dir}/platform-manifest.yaml`]) {
      expect(await sourceLine(file, 1)).toBeNull();
    }
  });

  it('does not follow a source replaced by a link out of the folder after the build', async () => {
    const outside = mkdtempSync(join(tmpdir(), 'source-line-outside-'));
    writeFileSync(join(outside, 'secret.ts'), 'line one\nSECRET LINE\n');
    rmSync(join(dir, 'src', 'index.ts'));
    symlinkSync(join(outside, 'secret.ts'), join(dir, 'src', 'index.ts'));
    try {
      // A fresh reader, as after a rebuild that still names the file (the build reads it through the link itself).
      const { sourceLineReader } = await import('../../../electron/services/host/source-map.ts');
      const map = JSON.stringify({ version: 3, sources: ['../src/index.ts'], names: [], mappings: '' });
      expect(sourceLineReader(map, dir, join(dir, '.studio', 'integration.js.map'))('src/index.ts', 2)).toBeNull();
    } finally {
      rmSync(outside, { recursive: true, force: true });
    }
  });
});
