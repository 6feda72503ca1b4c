import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import * as client from '../../../sdk/api-client/index.ts';
import { DEFAULT_SOURCE, DESCRIPTION_COPY, GENERATED_CLIENT, renderApiClient } from '../../../scripts/generate-api-client.ts';

const CORPUS = join(import.meta.dirname, '..', '..', '..', '..', 'shared', 'corpus', 'real-integrations');

describe('@platform/api-client is generated from the API description', () => {
  it('the generated client is not stale: regenerating gives the committed file', async () => {
    const regenerated = await renderApiClient(DESCRIPTION_COPY);
    // A plain equality would print 800 KB on failure; the hint says what to run instead.
    const same = regenerated === readFileSync(GENERATED_CLIENT, 'utf8');
    expect(same, 'platform-types/generated/client.ts is stale: run `npm run generate:api-client`').toBe(true);
  }, 120_000);

  it.runIf(existsSync(DEFAULT_SOURCE))('the committed description is the published one (../shared/platform-api/openapi.json)', () => {
    const same = readFileSync(DEFAULT_SOURCE, 'utf8') === readFileSync(DESCRIPTION_COPY, 'utf8');
    expect(same, 'sdk/api-client/openapi.json differs from the published description: run `npm run generate:api-client`').toBe(true);
  });

  it('exports the enums integrations import, with the platform values', () => {
    expect(client.ContentKitIcon.Edit).toBe('edit');
    expect(client.GitSyncOperationState.Running).toBe('running');
    expect(client.RevisionSemanticChangeType.PageCreated).toBe('page_created');
    expect(Object.values(client.ContentVisibility)).toContain('public');
  });

  it.runIf(existsSync(CORPUS))('every enum member the real integrations use exists', () => {
    const used = new Set<string>();
    for (const file of readdirSync(CORPUS, { recursive: true, encoding: 'utf8' })) {
      if (!/\.tsx?$/.test(file) || file.includes('node_modules')) continue;
      for (const match of readFileSync(join(CORPUS, file), 'utf8').matchAll(/\b([A-Z]\w+)\.([A-Z]\w*)\b/g))
        if (match[1]! in client && typeof (client as Record<string, unknown>)[match[1]!] === 'object') used.add(`${match[1]}.${match[2]}`);
    }
    expect(used.size).toBeGreaterThan(5);
    const missing = [...used].filter((name) => {
      const [enumName, member] = name.split('.') as [string, string];
      return (client as unknown as Record<string, Record<string, unknown>>)[enumName]![member] === undefined;
    });
    expect(missing).toEqual([]);
  });

  it('groups methods by the first path segment and names them by operationId', () => {
    const api = new client.PlatformAPI({ endpoint: 'http://127.0.0.1:1/api', authToken: 't' });
    expect(typeof api.orgs.getSiteById).toBe('function');
    expect(typeof api.integrations.updateIntegrationSiteInstallation).toBe('function');
    expect(typeof api.spaces.getCurrentRevision).toBe('function');
    expect(typeof api.urls.getContentByUrl).toBe('function');
    expect(api.baseUrl).toBe('http://127.0.0.1:1/api/v1');
  });
});
