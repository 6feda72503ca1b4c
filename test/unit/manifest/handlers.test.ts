import { describe, expect, it } from 'vitest';
import { createSessionSlot } from '../../../electron/app/session-slot.ts';
import { handlers as manifestHandlers } from '../../../electron/app/features/manifest.ts';

interface Schema {
  description?: string;
  $ref?: string;
  $defs?: Record<string, Schema>;
  properties?: Record<string, Schema>;
  items?: Schema;
  additionalProperties?: Schema | boolean;
  oneOf?: Schema[];
  anyOf?: Schema[];
}

const noWorkspace = { session: createSessionSlot<never>() };

describe('manifest handlers', () => {
  it('manifest.schema answers the JSON Schema with a description on every field, nested ones too (the editor hover docs)', async () => {
    const schema = (await manifestHandlers(noWorkspace)['manifest.schema']({})) as Schema;
    const undocumented: string[] = [];
    const resolve = (node: Schema): Schema => (node.$ref ? { ...schema.$defs![node.$ref.replace('#/$defs/', '')]!, ...node } : node);
    const walk = (node: Schema, at: string, seen: Set<Schema>) => {
      if (seen.has(node)) return;
      seen.add(node);
      for (const [key, child] of Object.entries(node.properties ?? {})) {
        const field = resolve(child);
        if (!field.description) undocumented.push(`${at}/${key}`);
        walk(field, `${at}/${key}`, seen);
      }
      for (const child of [node.items, node.additionalProperties, ...(node.oneOf ?? []), ...(node.anyOf ?? [])]) {
        if (child && typeof child === 'object') walk(resolve(child), at, seen);
      }
    };
    walk(schema, '', new Set());
    expect(Object.keys(schema.properties!).length).toBeGreaterThan(15);
    expect(undocumented).toEqual([]);
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
