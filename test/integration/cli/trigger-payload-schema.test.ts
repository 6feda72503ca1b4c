import { cp, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { main } from '../../../electron/cli/main.ts';
import { capture } from '../fixtures/support.ts';

const THROW = fileURLToPath(new URL('../../fixtures/integrations/throw', import.meta.url));

describe('trigger --payload', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'trigger-payload-'));
    await cp(THROW, dir, { recursive: true });
    // It handles the event by logging what it got: a payload that reaches it shows in the logs.
    await writeFile(
      join(dir, 'src', 'index.ts'),
      `import { createIntegration } from '@platform/runtime';
export default createIntegration({ events: { space_content_updated: async (event) => { console.log('received', JSON.stringify(event.spaceId)); } } });\n`,
    );
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('a payload the event schema rejects is refused as the Events pane refuses it, naming the field (exit 2, nothing sent)', async () => {
    const { io, out, err } = capture();
    expect(await main(['trigger', 'space_content_updated', '--dir', dir, '--trust', '--payload', '{"spaceId": 42}'], io)).toBe(2);
    expect(err.join('\n')).toMatch(/--payload makes an invalid space_content_updated event: spaceId: .*expected string/);
    expect(out.join('\n')).not.toContain('received');
  });

  it('a valid payload is delivered with its fields', async () => {
    const { io, out } = capture();
    expect(await main(['trigger', 'space_content_updated', '--dir', dir, '--trust', '--payload', '{"spaceId": "space_x"}'], io)).toBe(0);
    expect(out.join('\n')).toContain('received "space_x"');
  });
});
