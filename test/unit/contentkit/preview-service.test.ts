import { mkdtempSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listComponents, mergeComponents } from '../../../electron/services/preview/components.ts';
import { createOutboundPolicy } from '../../../electron/services/host/containment/outbound-policy.ts';
import { fetchOptions as fetchWithPolicy, resolveTarget } from '../../../electron/services/preview/options.ts';

const manifest = (text: string) => {
  const dir = mkdtempSync(join(tmpdir(), 'preview-'));
  writeFileSync(join(dir, 'platform-manifest.yaml'), text);
  return join(dir, 'platform-manifest.yaml');
};

const code = (ids: string[]) => async () => ({ known: true, ids, reason: null });
const unknownCode = async () => ({ known: false, ids: [], reason: 'made by another runtime' });

describe('preview.components', () => {
  it('lists manifest blocks and configuration components, each marked as defined in code', async () => {
    const path = manifest(
      'blocks:\n  - id: greeting\n    title: Greeting\n    description: Hi\n  - id: bare\nconfigurations:\n  space:\n    componentId: space-config\n',
    );
    expect(await listComponents(path, code(['greeting', 'bare', 'space-config']))).toEqual({
      components: [
        { id: 'greeting', title: 'Greeting', description: 'Hi', kind: 'block', defined: true },
        { id: 'bare', title: 'bare', description: null, kind: 'block', defined: true },
        {
          id: 'space-config',
          title: 'space configuration',
          description: 'configurations.space.componentId',
          kind: 'configuration_space',
          defined: true,
        },
      ],
      manifestError: null,
      code: { known: true, reason: null },
    });
  });

  it("a content source's configuration component is listed in the configuration_contentsource kind, named after the source", async () => {
    const path = manifest(
      'contentSources:\n  - id: outline\n    title: Outline\n    configuration:\n      componentId: outline-config\n  - id: bare\n    title: No configuration\n',
    );
    expect((await listComponents(path, code(['outline-config']))).components).toEqual([
      {
        id: 'outline-config',
        title: 'Outline configuration',
        description: 'contentSources[outline].configuration.componentId',
        kind: 'configuration_contentsource',
        defined: true,
      },
    ]);
  });

  it('components only the code defines follow the manifest ones, in the code order, marked as code', async () => {
    const path = manifest('blocks:\n  - id: showcase\n    title: Showcase\n');
    const { components } = await listComponents(path, code(['showcase-picker', 'showcase', 'confirm']));
    expect(components.map((c) => [c.id, c.kind, c.defined])).toEqual([
      ['showcase', 'block', true],
      ['showcase-picker', 'code', true],
      ['confirm', 'code', true],
    ]);
    expect(components[1]!.description).toMatch(/not declared in the manifest/);
  });

  it('a block or configuration component declared in the manifest but not defined in code is flagged', async () => {
    const path = manifest('blocks:\n  - id: greting\nconfigurations:\n  account:\n    componentId: account-config\n');
    const { components } = await listComponents(path, code(['greeting']));
    expect(components.map((c) => [c.id, c.kind, c.defined])).toEqual([
      ['greting', 'block', false],
      ['account-config', 'configuration_account', false],
      ['greeting', 'code', true],
    ]);
  });

  it('when the code cannot be read, manifest entries are neither confirmed nor flagged and the reason is given', async () => {
    const path = manifest('blocks:\n  - id: greeting\n');
    expect(await listComponents(path, unknownCode)).toEqual({
      components: [{ id: 'greeting', title: 'greeting', description: null, kind: 'block', defined: null }],
      manifestError: null,
      code: { known: false, reason: 'made by another runtime' },
    });
    const failing = await listComponents(path, () => Promise.reject(new Error('host gone')));
    expect(failing.code).toEqual({ known: false, reason: 'The host could not be asked: host gone' });
    expect(failing.components[0]!.defined).toBeNull();
  });

  it('an id declared both as a block and a configuration component is listed for each, never again as code', () => {
    const merged = mergeComponents(
      [
        { id: 'shared', title: 'Shared', description: null, kind: 'block' },
        { id: 'shared', title: 'space configuration', description: null, kind: 'configuration_space' },
      ],
      { known: true, ids: ['shared'], reason: null },
    );
    expect(merged.map((c) => [c.kind, c.defined])).toEqual([
      ['block', true],
      ['configuration_space', true],
    ]);
  });

  it('a broken manifest gives its reason instead of throwing, and the code components are still listed', async () => {
    const result = await listComponents(manifest('blocks: [unclosed'), code(['from-code']));
    expect(result.components).toEqual([
      { id: 'from-code', title: 'from-code', description: 'Defined in code, not declared in the manifest.', kind: 'code', defined: true },
    ]);
    expect(result.manifestError).toMatch(/cannot read the manifest's blocks/);
  });
});

describe('preview.options', () => {
  let origin: string;
  const server = createServer((request, response) => {
    if (request.url === '/i/inst-1/options?q=a') return void response.end(JSON.stringify([{ id: 'a', label: 'A' }]));
    if (request.url === '/i/inst-1/wrapped') return void response.end(JSON.stringify({ options: [{ id: 'b', label: 'B' }] }));
    if (request.url === '/i/inst-1/bad') return void response.end(JSON.stringify([{ id: 1 }]));
    response.writeHead(500).end('broken');
  });
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  /** As the host decides: the public server (this test's server) is the studio's own origin. */
  const fetchOptions = (publicOrigin: string, url: string, installationId: string | undefined) =>
    fetchWithPolicy(
      createOutboundPolicy({ studioOrigins: () => [publicOrigin], allowedOrigins: () => [], sandboxPorts: () => new Set() }),
      publicOrigin,
      url,
      installationId,
    );

  it("a relative URL is fetched from the installation's public endpoint", async () => {
    expect(await fetchOptions(origin, '/options?q=a', 'inst-1')).toEqual({ options: [{ id: 'a', label: 'A' }] });
    expect(await fetchOptions(origin, 'wrapped', 'inst-1')).toEqual({ options: [{ id: 'b', label: 'B' }] });
  });

  it('refuses hosts other than the public server, and its routes outside the public endpoints', () => {
    expect(() => resolveTarget(origin, 'https://evil.example/x', 'inst-1')).toThrow(/only come from the integration's public endpoint/);
    expect(() => resolveTarget(origin, `${origin}/webhooks/hook`, 'inst-1')).toThrow(/not \/webhooks\/hook/);
    expect(() => resolveTarget(origin, '../../oauth-mock/token', 'inst-1')).toThrow(/leaves the integration's public endpoint/);
    expect(() => resolveTarget(origin, '/%2e%2e/%2e%2e/webhooks/x', undefined)).toThrow(/leaves/);
  });

  it("without an installation a relative URL goes to the host's development installation", () => {
    expect(resolveTarget(origin, '/options?q=1', undefined)).toBe(`${origin}/i/dev/options?q=1`);
  });

  it('a bad answer names the URL and the expected shape', async () => {
    await expect(fetchOptions(origin, '/bad', 'inst-1')).rejects.toThrow(/must answer \[\{ "id": string, "label": string \}/);
    await expect(fetchOptions(origin, '/down', 'inst-1')).rejects.toThrow(/answered 500: broken/);
  });
});
