import { McpServer, ResourceTemplate } from '@modelcontextprotocol/sdk/server/mcp.js';
import type { StudioClient } from '../../../shared/api/client.ts';

/** How many journal records `studio://journal/recent` lists. */
export const RECENT_RECORDS = 50;

const text = (uri: URL, mimeType: string, value: string) => ({ contents: [{ uri: uri.href, mimeType, text: value }] });
const jsonText = (uri: URL, value: unknown) => text(uri, 'application/json', JSON.stringify(value, null, 2));

/** What an agent can read without a tool call: the manifest, the fixtures and the newest journal records. */
export function registerResources(server: McpServer, client: StudioClient): void {
  server.registerResource(
    'manifest',
    'studio://manifest',
    { title: 'The manifest', description: "The integration's platform-manifest.yaml as saved.", mimeType: 'application/yaml' },
    async (uri) => text(uri, 'application/yaml', (await client.call('manifest.get')).text),
  );
  server.registerResource(
    'fixtures',
    'studio://fixtures',
    {
      title: 'The fixtures',
      description: "Every fixture in the folder's fixtures/: its kind, description and content, or why it is invalid.",
      mimeType: 'application/json',
    },
    async (uri) => jsonText(uri, await client.call('fixtures.list')),
  );
  server.registerResource(
    'journal-recent',
    'studio://journal/recent',
    {
      title: 'Recent journal records',
      description: `The ${RECENT_RECORDS} newest top-level journal records (events, renders, requests, webhooks), as the Inspector lists them.`,
      mimeType: 'application/json',
    },
    async (uri) => jsonText(uri, (await client.call('inspector.query', { limit: RECENT_RECORDS, topLevel: true })).rows),
  );
  server.registerResource(
    'journal-record',
    new ResourceTemplate('studio://journal/{id}', { list: undefined }),
    {
      title: 'A journal record',
      description: 'One journal record with its links, by id (read_record as a resource).',
      mimeType: 'application/json',
    },
    async (uri, { id }) => jsonText(uri, await client.call('inspector.get', { id: Number(id) })),
  );
}
