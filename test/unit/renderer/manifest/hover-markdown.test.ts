import { describe, expect, it } from 'vitest';
import { withMarkdownDescriptions } from '../../../../renderer/src/features/manifest/hover-schema.ts';
import { manifestJsonSchema } from '../../../../shared/manifest/json-schema.ts';

describe('hover docs of the manifest editor are Markdown', () => {
  it('every description of the schema the editor gets is also its markdownDescription (rendered, so no raw backticks)', () => {
    const schema = withMarkdownDescriptions(manifestJsonSchema) as Record<string, unknown>;
    const missing: string[] = [];
    let described = 0;
    const walk = (node: unknown, at: string) => {
      if (Array.isArray(node)) return node.forEach((item, i) => walk(item, `${at}/${i}`));
      if (!node || typeof node !== 'object') return;
      const record = node as Record<string, unknown>;
      if (typeof record.description === 'string') {
        described++;
        if (record.markdownDescription !== record.description) missing.push(at);
      }
      for (const [key, value] of Object.entries(record)) walk(value, `${at}/${key}`);
    };
    walk(schema, '');
    expect(missing).toEqual([]);
    expect(described).toBeGreaterThan(20);
    const name = (schema.properties as Record<string, { markdownDescription?: string }>).name!;
    expect(name.markdownDescription).toContain('`my-integration`');
  });

  it('a property named description stays a schema, and the source schema is not changed', () => {
    const source = { properties: { description: { type: 'string', description: 'One `line`.' } } };
    const copy = withMarkdownDescriptions(source);
    expect(copy.properties.description).toEqual({ type: 'string', description: 'One `line`.', markdownDescription: 'One `line`.' });
    expect(source.properties.description).not.toHaveProperty('markdownDescription');
  });
});
