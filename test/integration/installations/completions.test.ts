import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createOutboundPolicy } from '../../../electron/services/host/containment/outbound-policy.ts';
import { fetchCompletions } from '../../../electron/services/installations/completions.ts';
import { startHarness } from './harness.ts';

type Harness = Awaited<ReturnType<typeof startHarness>>;
let h: Harness;
beforeEach(async () => {
  h = await startHarness();
});
afterEach(async () => h.close());
/** The host's policy as the harness's public server sees it: its own origin allowed, nothing else local. */
const policy = () =>
  createOutboundPolicy({ studioOrigins: () => [h.publicServer.origin], allowedOrigins: () => [], sandboxPorts: () => new Set() });

describe('completion_url dropdowns', () => {
  it("fetch the property's completion_url from the installation's public endpoint; strings become {label, value}", async () => {
    const { id } = await h.service.create({ kind: 'organization' });
    expect(await fetchCompletions(h.service, policy(), id, 'default_channel')).toEqual([
      { label: '#general', value: 'C001' },
      { label: 'C002', value: 'C002' },
    ]);
  });

  it('an integration error names the path and status', async () => {
    const text = (await import('node:fs'))
      .readFileSync(h.manifestPath, 'utf8')
      .replace('completion_url: /channels', 'completion_url: /broken');
    (await import('node:fs')).writeFileSync(h.manifestPath, text);
    const { id } = await h.service.create({ kind: 'organization' });
    await expect(fetchCompletions(h.service, policy(), id, 'default_channel')).rejects.toThrow('GET /broken answered 500: boom');
  });

  it('a property without completion_url is refused', async () => {
    const { id } = await h.service.create({ kind: 'space', spaceId: 's' });
    await expect(fetchCompletions(h.service, policy(), id, 'label')).rejects.toThrow(/not a string property with a completion_url/);
  });
});
