import type { ApiStub } from './api-stub.ts';

/**
 * The platform API resources the stub answers out of the box, with data shaped like the real API's.
 * Ids in the path are echoed back, so an integration reading "its" space gets that space.
 */
export function addDefaultRoutes(stub: ApiStub, integrationName: () => string, now: () => Date = () => new Date()) {
  const timestamp = () => now().toISOString();
  const page = (spaceId: string, pageId: string, title: string) => ({
    object: 'page',
    id: pageId,
    title,
    kind: 'sheet',
    type: 'document',
    path: title.toLowerCase().replace(/\s+/g, '-'),
    urls: { app: `https://app.example.com/s/${spaceId}/${pageId}` },
    pages: [],
  });

  stub.route('GET', '/v1/user', () => ({ object: 'user', id: 'user_dev', displayName: 'Studio Developer', email: 'dev@example.com' }));
  stub.route('GET', '/v1/orgs/:orgId', ({ params }) => ({
    object: 'organization',
    id: params.orgId,
    title: 'Studio Organization',
    urls: { app: `https://app.example.com/o/${params.orgId}` },
  }));
  stub.route('GET', '/v1/integrations/:name', ({ params }) => ({
    object: 'integration',
    name: params.name,
    title: integrationName() === params.name ? 'This integration' : params.name,
    visibility: 'private',
  }));
  stub.route('GET', '/v1/integrations/:name/installations/:installationId', ({ params }) => ({
    object: 'integration-installation',
    id: params.installationId,
    integration: params.name,
    status: 'active',
    configuration: {},
  }));
  stub.route('POST', '/v1/integrations/:name/installations/:installationId/tokens', ({ params }) => ({
    token: `studio-installation-token-${params.installationId}`,
    expiresAt: new Date(now().getTime() + 3600_000).toISOString(),
  }));
  stub.route('GET', '/v1/spaces/:spaceId', ({ params }) => ({
    object: 'space',
    id: params.spaceId,
    title: 'Studio Space',
    visibility: 'private',
    createdAt: timestamp(),
    updatedAt: timestamp(),
    urls: { app: `https://app.example.com/s/${params.spaceId}`, published: `https://docs.example.com/${params.spaceId}` },
  }));
  stub.route('GET', '/v1/spaces/:spaceId/content', ({ params }) => ({
    object: 'revision',
    id: 'rev_dev',
    parents: [],
    pages: [page(params.spaceId!, 'page_intro', 'Introduction'), page(params.spaceId!, 'page_start', 'Getting Started')],
    files: [],
    createdAt: timestamp(),
  }));
  stub.route('GET', '/v1/spaces/:spaceId/content/page/:pageId', ({ params }) => ({
    ...page(params.spaceId!, params.pageId!, 'Getting Started'),
    document: {
      object: 'document',
      nodes: [{ object: 'block', type: 'paragraph', nodes: [{ object: 'text', leaves: [{ text: 'Welcome to the studio.' }] }] }],
    },
  }));
  stub.route('GET', '/v1/spaces/:spaceId/revisions/:revisionId', ({ params }) => ({
    object: 'revision',
    id: params.revisionId,
    parents: [],
    pages: [page(params.spaceId!, 'page_intro', 'Introduction')],
    files: [],
    createdAt: timestamp(),
  }));
}
