import { mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { listenPreferred } from '../../../electron/lib/loopback.ts';
import { createPortStore, movedNotice, portsFilePath } from '../../../electron/services/workspace/ports.ts';

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});
const configHome = () => {
  const dir = mkdtempSync(join(tmpdir(), 'ports-config-'));
  folders.push(dir);
  return dir;
};

describe('ports remembered per user', () => {
  it("are kept in the user's config folder next to the trust file (XDG_CONFIG_HOME), 0600", async () => {
    const home = configHome();
    const file = portsFilePath({ XDG_CONFIG_HOME: home });
    expect(file).toBe(join(home, 'integration-studio', 'ports.json'));
    const store = createPortStore(file);
    await store.remember({ ui: 41001, public: 41002 });
    expect(await store.read()).toEqual({ ui: 41001, public: 41002, pastPublic: [] });
    expect(statSync(file).mode & 0o777).toBe(0o600);
  });

  it('a public port that changed joins the past ones, so URLs at it are recognised as the studio’s', async () => {
    const store = createPortStore(join(configHome(), 'ports.json'));
    await store.remember({ public: 41002 });
    await store.remember({ public: 41003 });
    await store.remember({ ui: 41001 });
    expect(await store.read()).toEqual({ ui: 41001, public: 41003, pastPublic: [41002] });
  });

  it("the content origin's port and host name are remembered; a host name that is not one label under .localhost is not used", async () => {
    const file = join(configHome(), 'ports.json');
    const store = createPortStore(file);
    await store.remember({ public: 41002, content: 41004, contentHost: 'content-0123456789.localhost' });
    await store.remember({ ui: 41001 });
    expect(await store.read()).toMatchObject({ content: 41004, contentHost: 'content-0123456789.localhost' });
    for (const contentHost of ['localhost', 'evil.example', 'a.b.localhost', '-x.localhost', 'x.localhost.evil.example']) {
      writeFileSync(file, JSON.stringify({ contentHost }));
      expect((await store.read()).contentHost, contentHost).toBeUndefined();
    }
  });

  it("the published site's port and host name are remembered like the content origin's", async () => {
    const file = join(configHome(), 'ports.json');
    const store = createPortStore(file);
    await store.remember({ public: 41002, site: 41005, siteHost: 'site-0123456789.localhost' });
    await store.remember({ ui: 41001 });
    expect(await store.read()).toMatchObject({ site: 41005, siteHost: 'site-0123456789.localhost' });
    writeFileSync(file, JSON.stringify({ siteHost: 'evil.example' }));
    expect((await store.read()).siteHost).toBeUndefined();
  });

  it('an unreadable or hand-edited file remembers nothing it cannot use', async () => {
    const file = join(configHome(), 'ports.json');
    writeFileSync(file, '{"ui": "80", "public": 70000, "pastPublic": [1, "x"]}');
    expect(await createPortStore(file).read()).toEqual({ pastPublic: [1] });
    writeFileSync(file, 'not json');
    expect(await createPortStore(file).read()).toEqual({ pastPublic: [] });
  });

  it('a remembered port that is taken gives another one, and says which was taken; a free one is reused', async () => {
    const holder = createServer();
    const { port: held } = await listenPreferred(holder, undefined);
    const next = createServer();
    try {
      const moved = await listenPreferred(next, held);
      expect(moved.taken).toBe(held);
      expect(moved.port).not.toBe(held);
      expect(movedNotice('public server', held, moved.port)).toContain(`http://127.0.0.1:${held}`);
      expect(movedNotice('public server', held, moved.port)).toContain(`http://127.0.0.1:${moved.port}`);
    } finally {
      next.close();
      await new Promise((resolve) => holder.close(resolve));
    }
    const again = createServer();
    try {
      expect(await listenPreferred(again, held)).toEqual({ port: held, taken: null });
    } finally {
      again.close();
    }
  });
});
