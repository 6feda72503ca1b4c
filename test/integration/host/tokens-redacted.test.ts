import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fetchEvent, startTestHost, type TestHost } from './support.ts';

let t: TestHost;
beforeAll(async () => {
  t = await startTestHost('protocol');
}, 30_000);
afterAll(() => t.close());

describe('the API tokens of the envelope stay out of the journal', () => {
  it('a dispatch record shows the integration and development installation tokens redacted, never in clear', async () => {
    const environment = t.host.world.environmentFor(undefined)!;
    const tokens = [environment.apiTokens.integration, environment.apiTokens.installation].filter((token): token is string => !!token);
    expect(tokens.length).toBe(2);
    const result = await t.host.dispatchEvent(fetchEvent(t.host, '/'));
    expect(result.status).toBeLessThan(500);
    const stored = JSON.stringify(t.records);
    expect(t.records.some((record) => record.kind === 'dispatch')).toBe(true);
    for (const token of tokens) expect(stored).not.toContain(token);
    expect(stored).toContain('[redacted:integration-token]');
  });
});
