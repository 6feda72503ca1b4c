import type { ConfigurationSection } from '../../../../shared/manifest/schema.ts';

/** What the form edits: text as typed (numbers included), booleans as checked. */
export type Draft = Record<string, string | boolean>;

export function toDraft(section: ConfigurationSection, configuration: Record<string, unknown>): Draft {
  const draft: Draft = {};
  for (const [name, property] of Object.entries(section.properties ?? {})) {
    const value = configuration[name];
    if (property.type === 'boolean') draft[name] = value === true;
    else if (property.type === 'number' || property.type === 'string')
      draft[name] = value === undefined || value === null ? '' : String(value);
  }
  return draft;
}

/**
 * The configuration a draft stands for: empty fields are left out, a number field that does not
 * parse stays text so validation names it. Button properties are not the form's to set.
 */
export function fromDraft(section: ConfigurationSection, draft: Draft): Record<string, unknown> {
  const configuration: Record<string, unknown> = {};
  for (const [name, property] of Object.entries(section.properties ?? {})) {
    const value = draft[name];
    if (property.type === 'boolean') configuration[name] = value === true;
    else if (property.type === 'number') {
      if (typeof value === 'string' && value.trim() !== '') configuration[name] = Number.isFinite(Number(value)) ? Number(value) : value;
    } else if (property.type === 'string' && typeof value === 'string' && value !== '') configuration[name] = value;
  }
  return configuration;
}
