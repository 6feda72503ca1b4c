import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { main } from '../../../electron/cli/main.ts';
import { createStudio, type Studio } from '../../../electron/app/studio.ts';
import { readAnswer, selectOptionSources } from '../../../shared/contentkit/index.ts';
import { capture } from '../fixtures/support.ts';
import { fixture } from '../host/support.ts';

/**
 * Pickers as gitlab and github write them: `options: {url: {host, pathname, query}}` naming the
 * space installation's public endpoint. The platform fetches them on its own scheme and host; the
 * integration's handler asks its third-party API, answered here by the folder's mocks.
 */
let root: string;
let dir: string;
let studio: Studio | null = null;
beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'url-options-'));
  dir = join(root, 'url-options');
  await cp(fixture('url-options'), dir, { recursive: true });
  studio = await createStudio({ dir, transport: 'browser', trust: true });
});
afterAll(async () => {
  await studio?.dispose();
  await rm(root, { recursive: true, force: true });
});

async function renderConfigure(installationId: string, state: Record<string, unknown> = {}) {
  const result = await studio!.handlers['host.render']({
    componentId: 'configure',
    props: {},
    state,
    context: { type: 'configuration_space' },
    installationId,
  });
  const read = readAnswer(result.status, result.body);
  if (read.kind !== 'answer' || read.answer.type !== 'element') throw new Error(`configure answered ${result.status}`);
  return read.answer;
}

describe('select options from a URL object', () => {
  it("resolve against the installation's public endpoint on the studio's scheme and host, and load through the studio", async () => {
    const handlers = studio!.handlers;
    const space = await handlers['installations.create']({ kind: 'space', spaceId: 'space_docs' });
    const { publicOrigin } = await handlers['app.info']({});
    const answer = await renderConfigure(space.id);
    const [projects] = selectOptionSources(answer.element, answer.state ?? {}, publicOrigin);
    expect(projects!.url).toBe(`${publicOrigin}/i/${space.id}/projects?v=1`);
    expect((await handlers['preview.options']({ url: projects!.url, installationId: space.id })).options).toEqual([
      { id: '7', label: 'acme/docs' },
      { id: '8', label: 'acme/site' },
    ]);
    // The branch picker binds the chosen project in its query.
    const chosen = await renderConfigure(space.id, { project: '7' });
    const branches = selectOptionSources(chosen.element, chosen.state ?? {}, publicOrigin)[1]!;
    expect(branches.url).toBe(`${publicOrigin}/i/${space.id}/branches?project=7&v=1`);
    expect((await handlers['preview.options']({ url: branches.url, installationId: space.id })).options.map((o) => o.label)).toEqual([
      'main',
      'release',
    ]);
  });

  it('render lists what each select would show, loaded as the Preview loads it', async () => {
    const { io, out } = capture();
    expect(await main(['render', 'configure', '--dir', dir, '--trust', '--context', 'configuration_space', '--json'], io)).toBe(0);
    const answer = JSON.parse(out[0]!);
    expect(answer.options).toEqual([
      expect.objectContaining({
        path: 'children[0].element',
        options: [expect.objectContaining({ label: 'acme/docs' }), expect.anything()],
      }),
    ]);
    expect(answer.options[0].url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/i\/[^/]+\/projects\?v=1$/);
  });
});
