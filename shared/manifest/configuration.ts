import { z } from 'zod';
import type { ConfigurationProperty, ConfigurationSection } from './schema.ts';

/** One problem with one field of an installation's configuration; `path` is the property name ('' for the whole object). */
export interface ConfigurationError {
  path: string;
  message: string;
}

const labelOf = (name: string, property: ConfigurationProperty) =>
  typeof property.title === 'string' ? `\`${name}\` (${property.title})` : `\`${name}\``;

function fieldSchema(name: string, property: ConfigurationProperty): z.ZodType {
  const label = labelOf(name, property);
  switch (property.type) {
    case 'string': {
      const values = Array.isArray(property.enum) ? property.enum.filter((v): v is string => typeof v === 'string') : [];
      return values.length
        ? z.enum(values as [string, ...string[]], { error: () => `${label} must be one of ${values.map((v) => `\`${v}\``).join(', ')}.` })
        : z.string({ error: () => `${label} must be text.` });
    }
    case 'number':
      return z.number({ error: () => `${label} must be a number.` }).refine(Number.isFinite, `${label} must be a finite number.`);
    case 'boolean':
      return z.boolean({ error: () => `${label} must be true or false.` });
    default:
      // A button's OAuth flow stores whatever the provider answered; a property whose type the
      // manifest validator already reports as wrong constrains nothing here.
      return z.unknown();
  }
}

/**
 * The section's properties that can be checked at all. Sections come from the manifest as the user
 * wrote it (mid-edit, possibly invalid); its validator reports the rest, this must never throw.
 */
function propertiesOf(section: ConfigurationSection | undefined): [string, ConfigurationProperty][] {
  const properties: unknown = section?.properties;
  if (!properties || typeof properties !== 'object' || Array.isArray(properties)) return [];
  return Object.entries(properties).filter((entry): entry is [string, ConfigurationProperty] => {
    const property = entry[1];
    return Boolean(property) && typeof property === 'object' && !Array.isArray(property);
  });
}

/**
 * The zod schema an installation's configuration must pass for one manifest section: each property
 * with its type (and `enum`), the names in `required` present. Keys the section does not define are
 * kept (an OAuth handler may store extra fields). A `componentId` section accepts any object: the
 * component owns its form.
 */
export function configurationSchema(section: ConfigurationSection | undefined): z.ZodType<Record<string, unknown>> {
  const required = new Set(Array.isArray(section?.required) ? section.required : []);
  const shape: Record<string, z.ZodType> = {};
  for (const [name, property] of propertiesOf(section)) {
    const field = fieldSchema(name, property);
    // A required button is checked on the whole object below: its credentials may sit under `oauth_credentials`.
    if (property.type === 'button') shape[name] = field.optional();
    else
      shape[name] = required.has(name)
        ? z
            .unknown()
            .refine((value) => value !== undefined && value !== null && value !== '', `${labelOf(name, property)} is required.`)
            .pipe(field)
        : field.optional();
  }
  const buttons = propertiesOf(section).filter(([name, property]) => property.type === 'button' && required.has(name));
  return z.looseObject(shape, { error: () => 'The configuration must be an object of property names to values.' }).superRefine(
    (configuration, context) => {
      for (const [name, property] of buttons) {
        if (buttonCredentials(configuration, name) !== null) continue;
        context.addIssue({
          code: 'custom',
          path: [name],
          message: `${labelOf(name, property)} is not connected yet: press ${buttonText(property)}.`,
        });
      }
    }, // also beside other fields' type errors, so the form shows every problem at once
    { when: (payload) => Boolean(payload.value) && typeof payload.value === 'object' && !Array.isArray(payload.value) },
  );
}

const buttonText = (property: ConfigurationProperty) =>
  'button_text' in property && typeof property.button_text === 'string' ? property.button_text : 'its button';

/** Where the platform's default OAuth extraction stores credentials, whatever the button is named. */
export const DEFAULT_CREDENTIALS_KEY = 'oauth_credentials';

const present = (value: unknown) => value !== undefined && value !== null && value !== '';

/**
 * What a `button` property's OAuth flow stored: the value under the button's own name, or under
 * `oauth_credentials` (where the default `extractCredentials` puts them, whatever the button is
 * called); null when neither holds anything, i.e. the button is not connected.
 */
export function buttonCredentials(configuration: Record<string, unknown>, name: string): unknown {
  if (present(configuration[name])) return configuration[name];
  if (present(configuration[DEFAULT_CREDENTIALS_KEY])) return configuration[DEFAULT_CREDENTIALS_KEY];
  return null;
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
  for (const [name, property] of propertiesOf(section)) {
    if ('default' in property && property.default !== undefined) defaults[name] = property.default;
  }
  return defaults;
}
