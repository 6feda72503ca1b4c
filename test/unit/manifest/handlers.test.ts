import { describe, expect, it } from 'vitest';
import { StudioError } from '../../../shared/api/errors.ts';
import type { StudioContext } from '../../../electron/context.ts';
import { manifestHandlers } from '../../../electron/services/manifest/handlers.ts';

const noWorkspace = {
  session: () => {
    throw new StudioError('no-workspace', 'No integration is open.');
  },
} as unknown as StudioContext;

describe('manifest handlers', () => {
  it('manifest.schema answers the JSON Schema with a description on every field (the editor hover docs)', async () => {
    const schema = (await manifestHandlers(noWorkspace)['manifest.schema']({})) as { properties: Record<string, { description?: string }> };
    const fields = Object.entries(schema.properties);
    expect(fields.length).toBeGreaterThan(15);
    expect(fields.filter(([, field]) => !field.description).map(([name]) => name)).toEqual([]);
  });

  it('manifest.validate answers the checks that need no folder when no integration is open', async () => {
    const result = await manifestHandlers(noWorkspace)['manifest.validate']({ text: 'name: a\n' });
    expect(result.valid).toBe(false);
    expect(result.diagnostics.map((d) => d.code)).toContain('missing-required');
  });

  it('manifest.get without an open integration is no-workspace, not a crash', async () => {
    await expect(manifestHandlers(noWorkspace)['manifest.get']({})).rejects.toMatchObject({ code: 'no-workspace' });
  });
});
