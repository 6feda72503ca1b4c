import { describe, expect, it } from 'vitest';
import { composeDirectories, createDevDirectory } from '../../../electron/services/platform/dev-directory.ts';
import { installationShape } from '../../../electron/services/platform/shapes.ts';

const directory = (contentOrigin?: string) =>
  createDevDirectory({
    integrationName: () => 'probe',
    integrationToken: 'integration-token',
    installationToken: 'installation-token',
    defaults: () => ({ account: {}, space: {}, site: {} }),
    hasSite: () => false,
    publicEndpoint: (id) => `http://127.0.0.1:1/i/${id}`,
    ...(contentOrigin ? { publicContentEndpoint: (id: string) => `${contentOrigin}/i/${id}` } : {}),
  });

describe("the platform API's installation objects", () => {
  it("urls.publicContentEndpoint is the installation's endpoint on the content origin, also through the composed directory", () => {
    const dev = directory('http://localhost:2');
    const [organization] = dev.installations();
    expect(installationShape(dev, organization!).urls).toMatchObject({
      publicEndpoint: 'http://127.0.0.1:1/i/dev',
      publicContentEndpoint: 'http://localhost:2/i/dev',
    });
    const composed = composeDirectories(dev, directory());
    expect(installationShape(composed, organization!).urls.publicContentEndpoint).toBe('http://localhost:2/i/dev');
  });

  it('without a content origin, urls.publicContentEndpoint is the public endpoint (as the description says when there is no separate one)', () => {
    const dev = directory();
    expect(installationShape(dev, dev.installations()[0]!).urls.publicContentEndpoint).toBe('http://127.0.0.1:1/i/dev');
  });
});
