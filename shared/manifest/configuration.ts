import { z } from 'zod';
import type { ConfigurationProperty, ConfigurationSection } from './schema.ts';

/** One problem with one field of an installation's configuration; `path` is the property name ('' for the whole object). */
export interface ConfigurationError {
  path: string;
  message: string;
}

function fieldSchema(name: string, property: ConfigurationProperty): z.ZodType {
  const label = `\`${name}\` (${property.title})`;
  switch (property.type) {
    case 'string':
      return property.enum
        ? z.enum(property.enum as [string, ...string[]], {
            error: () => `${label} must be one of ${property.enum!.map((v) => `\`${v}\``).join(', ')}.`,
          })
        : z.string({ error: () => `${label} must be text.` });
    case 'number':
      return z.number({ error: () => `${label} must be a number.` }).refine(Number.isFinite, `${label} must be a finite number.`);
    case 'boolean':
      return z.boolean({ error: () => `${label} must be true or false.` });
    case 'button':
      // The OAuth flow behind the button stores whatever the provider answered (credentials).
      return z.unknown();
  }
}

/**
 * The zod schema an installation's configuration must pass for one manifest section: each property
 * with its type (and `enum`), the names in `required` present. Keys the section does not define are
 * kept (an OAuth handler may store extra fields). A `componentId` section accepts any object: the
 * component owns its form.
 */
export function configurationSchema(section: ConfigurationSection | undefined): z.ZodType<Record<string, unknown>> {
  const required = new Set(section?.required ?? []);
  const shape: Record<string, z.ZodType> = {};
  for (const [name, property] of Object.entries(section?.properties ?? {})) {
    const field = fieldSchema(name, property);
    const missing =
      property.type === 'button'
        ? `\`${name}\` (${property.title}) is not connected yet: press ${property.button_text}.`
        : `\`${name}\` (${property.title}) is required.`;
    shape[name] = required.has(name)
      ? z
          .unknown()
          .refine((value) => value !== undefined && value !== null && value !== '', missing)
          .pipe(field)
      : field.optional();
  }
  return z.looseObject(shape, { error: () => 'The configuration must be an object of property names to values.' });
}

/** Validates an installation's configuration against one `configurations` section (account, space or site). Runs in Node and the browser. */
export function validateConfiguration(section: ConfigurationSection | undefined, configuration: unknown): ConfigurationError[] {
  const result = configurationSchema(section).safeParse(configuration);
  if (result.success) return [];
  const seen = new Set<string>();
  const errors: ConfigurationError[] = [];
  for (const issue of result.error.issues) {
    const path = issue.path.map(String).join('.');
    // One message per field: a missing required field also fails its type check.
    if (seen.has(path)) continue;
    seen.add(path);
    errors.push({ path, message: issue.message });
  }
  return errors;
}

/** The `default` of every property that has one: the configuration a fresh installation starts with. */
export function configurationDefaults(section: ConfigurationSection | undefined): Record<string, unknown> {
  const defaults: Record<string, unknown> = {};
  for (const [name, property] of Object.entries(section?.properties ?? {})) {
    if ('default' in property && property.default !== undefined) defaults[name] = property.default;
  }
  return defaults;
}
