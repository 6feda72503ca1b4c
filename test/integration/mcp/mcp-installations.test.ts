import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMcp, type McpSession } from './support.ts';

/**
 * An agent configures an installation without the UI: configure_installation checks the
 * configuration as the Installations form does (a refused field is a tool error naming it, nothing
 * saved), saves it as the form does, and fire_event then runs with it.
 */
const FIXTURE = join(import.meta.dirname, '../../fixtures/integrations/configured-script');
const SECRET = 'sk_agent_secret_value_77';

let root: string;
let session: McpSession;

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'mcp-installations-'));
  cpSync(FIXTURE, join(root, 'probe'), { recursive: true });
  session = await startMcp({ XDG_CONFIG_HOME: join(root, 'config') }, join(root, 'probe'));
}, 120_000);
afterAll(async () => {
  await session?.close();
  rmSync(root, { recursive: true, force: true });
}, 30_000);

const text = (answer: { content: { type: string; text?: string }[] }) => answer.content.map((block) => block.text ?? '').join('\n');

interface Row {
  id: string;
  status: string;
  configured: boolean;
  configurationErrors: { field: string }[];
  configuration: Record<string, unknown>;
  setupEvents?: { summary: string }[];
}

describe('mcp: installations', () => {
  it('create, configure (a refused field named, then right) and fire an event that runs with the configuration', async () => {
    const created = await session.json<Row>('create_installation', { target: 'site' });
    expect(created).toMatchObject({ status: 'pending', configured: false, configurationErrors: [{ field: 'app_id' }] });
    const before = await session.json<{ status: number; body: unknown }>('fire_event', {
      type: 'fetch_published_script',
      installationId: created.id,
    });
    expect(before).toMatchObject({ status: 400, body: 'app_id is not configured' });

    const refused = await session.call('configure_installation', {
      installationId: created.id,
      set: { app_id: 'agent-app', sample_rate: 'fast' },
    });
    expect(refused.isError).toBe(true);
    expect(text(refused)).toContain('sample_rate: `sample_rate` (Sample rate) must be a number.');
    expect(text(refused)).toContain('nothing was saved');

    const saved = await session.json<Row>('configure_installation', {
      installationId: created.id,
      set: { app_id: 'agent-app', sample_rate: 0.25, api_secret: SECRET },
    });
    expect(saved).toMatchObject({ status: 'active', configured: true, configuration: { api_secret: '••••••••e_77' } });
    expect(saved.setupEvents!.map((event) => event.summary.split(' ')[0])).toEqual(['installation_setup', 'site_installation_setup']);

    const listed = await session.call('list_installations');
    expect(text(listed)).not.toContain(SECRET);
    const rows = JSON.parse(text(listed)) as Row[];
    expect(rows.find((row) => row.id === created.id)).toMatchObject({ status: 'active', configured: true });

    const after = await session.json<{ status: number; body: string }>('fire_event', {
      type: 'fetch_published_script',
      installationId: created.id,
    });
    expect(after.status).toBe(200);
    expect(after.body).toContain('"appId":"agent-app"');
    expect(after.body).toContain(`"secretLength":${SECRET.length}`);
    expect(session.errors).toEqual([]);
  });
});
