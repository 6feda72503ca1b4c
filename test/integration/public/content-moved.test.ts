import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { holdLoopbackPort } from './held-port.ts';
import { createStudio } from '../../../electron/app/studio.ts';
import { EXAMPLE_DIR } from '../../../electron/lib/paths.ts';
import { createPortStore } from '../../../electron/services/workspace/ports.ts';

/** The content origin's remembered port, taken by another program: it moves, and says so like the public server and the site. */
let blocker: Awaited<ReturnType<typeof holdLoopbackPort>>;
let held: number;
let tmp: string;

beforeAll(async () => {
  blocker = await holdLoopbackPort();
  held = blocker.port;
  tmp = mkdtempSync(join(tmpdir(), 'content-moved-'));
});
afterAll(async () => {
  await blocker.release();
  rmSync(tmp, { recursive: true, force: true });
});

describe('the content origin when its remembered port is taken', () => {
  it('keeps its host name on another port, and the studio says so once, naming the old and the new origin', async () => {
    const dir = join(tmp, 'hello');
    cpSync(EXAMPLE_DIR, dir, { recursive: true, filter: (source) => !source.includes('.studio') });
    const portStore = createPortStore(join(tmp, 'ports.json'));
    await portStore.remember({ content: held, contentHost: 'content-0a1b2c3d4e.localhost' });
    const notices: string[] = [];
    const studio = await createStudio({ dir, transport: 'browser', portStore, onNotice: (line) => notices.push(line) });
    try {
      const content = studio.publicServer.content;
      expect(content.port).not.toBe(held);
      expect(content.origin).toBe(`http://content-0a1b2c3d4e.localhost:${content.port}`);
      const info = await studio.handlers['app.info']({});
      const moved = info.addressNotices.filter((line) => line.includes('content origin'));
      expect(moved).toHaveLength(1);
      expect(moved[0]).toContain(`http://content-0a1b2c3d4e.localhost:${held}`);
      expect(moved[0]).toContain(content.origin);
      expect(notices.filter((line) => line.includes('content origin'))).toEqual(moved);
    } finally {
      await studio.dispose();
    }
  });
});
