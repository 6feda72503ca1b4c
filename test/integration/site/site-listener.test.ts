import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { holdLoopbackPort } from '../public/held-port.ts';
import { createStudio } from '../../../electron/app/studio.ts';
import { EXAMPLE_DIR } from '../../../electron/lib/paths.ts';
import { siteMovedNotice, startSiteListener } from '../../../electron/services/site/listener.ts';
import { createPortStore } from '../../../electron/services/workspace/ports.ts';

/** The site's remembered port, taken by another program: it moves, and says so like the public server. */
let blocker: Awaited<ReturnType<typeof holdLoopbackPort>>;
let held: number;
let tmp: string;

beforeAll(async () => {
  blocker = await holdLoopbackPort();
  held = blocker.port;
  tmp = mkdtempSync(join(tmpdir(), 'site-listener-'));
});
afterAll(async () => {
  await blocker.release();
  rmSync(tmp, { recursive: true, force: true });
});

describe("the site's listener when its remembered port is taken", () => {
  it('listens on another port, keeps its host name, and says which port it could not have', async () => {
    const listener = await startSiteListener({ host: 'site-0123456789.localhost', preferredPort: held });
    try {
      expect(listener.movedFrom).toBe(held);
      expect(listener.port).not.toBe(held);
      expect(listener.origin).toBe(`http://site-0123456789.localhost:${listener.port}`);
      const notice = siteMovedNotice(listener);
      expect(notice).toContain(`http://site-0123456789.localhost:${held}`);
      expect(notice).toContain(listener.origin);
    } finally {
      await listener.close();
    }
    const free = await startSiteListener({ preferredPort: listener.port });
    try {
      expect(free.movedFrom).toBeNull();
    } finally {
      await free.close();
    }
  });

  it('the studio tells the user once, in the terminal and in app.info, naming the old and the new site origin', async () => {
    const dir = join(tmp, 'hello');
    cpSync(EXAMPLE_DIR, dir, { recursive: true, filter: (source) => !source.includes('.studio') });
    const portStore = createPortStore(join(tmp, 'ports.json'));
    await portStore.remember({ site: held, siteHost: 'site-0a1b2c3d4e.localhost' });
    const notices: string[] = [];
    const studio = await createStudio({ dir, transport: 'browser', portStore, onNotice: (line) => notices.push(line) });
    try {
      const info = await studio.handlers['app.info']({});
      const site = info.addressNotices.filter((line) => line.includes('published site'));
      expect(site).toHaveLength(1);
      expect(site[0]).toContain(`http://site-0a1b2c3d4e.localhost:${held}`);
      expect(site[0]).toContain(studio.siteListener.origin);
      expect(notices.filter((line) => line.includes('published site'))).toEqual(site);
    } finally {
      await studio.dispose();
    }
  });
});
