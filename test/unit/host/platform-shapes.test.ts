import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { describe, expect, it } from 'vitest';
import { elementSchemas } from '../../../shared/contentkit/elements.ts';
import { buildEnvironment, generateEvent, RUNTIME_EVENT_TYPES } from '../../../shared/platform/index.ts';

/** The platform's API description, beside the project (read-only); its schemas judge what the studio sends. */
const DESCRIPTION = fileURLToPath(new URL('../../../../shared/platform-api/openapi.json', import.meta.url));
const present = existsSync(DESCRIPTION);
if (!present) console.warn(`platform-shapes: skipped, the API description is not at ${DESCRIPTION}`);

function validator(schemaName: string, options: { without?: [schema: string, required: string] } = {}) {
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats.default(ajv);
  const description = JSON.parse(readFileSync(DESCRIPTION, 'utf8'));
  if (options.without) {
    const [schema, field] = options.without;
    const target = description.components.schemas[schema];
    target.required = target.required.filter((name: string) => name !== field);
  }
  ajv.addSchema(description, 'description');
  return ajv.compile({ $ref: `description#/components/schemas/${schemaName}` });
}

const SCHEMA_OF: Record<(typeof RUNTIME_EVENT_TYPES)[number], string> = {
  installation_setup: 'InstallationSetupEvent',
  installation_deleted: 'InstallationDeletedEvent',
  space_installation_setup: 'SpaceInstallationSetupEvent',
  space_installation_deleted: 'SpaceInstallationDeletedEvent',
  site_installation_setup: 'SiteInstallationSetupEvent',
  site_installation_deleted: 'SiteInstallationDeletedEvent',
  space_content_updated: 'SpaceContentUpdatedEvent',
  space_visibility_updated: 'SpaceVisibilityUpdatedEvent',
  space_gitsync_started: 'SpaceGitSyncStartedEvent',
  space_gitsync_completed: 'SpaceGitSyncCompletedEvent',
  site_view: 'SiteViewEvent',
  page_feedback: 'PageFeedbackEvent',
  fetch_published_script: 'FetchPublishedScriptEvent',
  fetch_visitor_authentication: 'FetchVisitorAuthenticationEvent',
  task: 'TaskEvent',
};

describe.skipIf(!present)('the shapes the studio sends follow the API description', () => {
  it.each(RUNTIME_EVENT_TYPES)('a generated %s event is valid against its schema in the description', (type) => {
    const validate = validator(SCHEMA_OF[type]);
    const event = generateEvent(type);
    expect(validate(event), JSON.stringify(validate.errors)).toBe(true);
  });

  it('every event member of the description that integrations receive is generated (space_view is gone)', () => {
    const description = JSON.parse(readFileSync(DESCRIPTION, 'utf8')) as {
      components: { schemas: Record<string, { oneOf?: { $ref: string }[] }> };
    };
    const members = description.components.schemas.Event!.oneOf!.map((m) => m.$ref.split('/').pop()!);
    const own = ['FetchEvent', 'UIRenderEvent', 'ContentComputeDocumentEvent', 'ContentComputeRevisionEvent'];
    expect(members.filter((m) => !own.includes(m)).sort()).toEqual(Object.values(SCHEMA_OF).sort());
    expect(RUNTIME_EVENT_TYPES).not.toContain('space_view');
  });

  it('the environment of a site installation is a valid IntegrationEnvironment, integration.owner included', () => {
    const validate = validator('IntegrationEnvironment');
    const environment = buildEnvironment({
      integrationName: 'x',
      apiEndpoint: 'http://a',
      integrationToken: 'it',
      publicEndpoint: 'http://p/i/1',
      secrets: {},
      installation: { id: '1', organizationId: 'o', configuration: {}, token: 'tok', site: { id: 's', configuration: {} } },
    });
    expect(validate(environment), JSON.stringify(validate.errors, null, 1)).toBe(true);
    expect(environment.integration.owner?.id).toBe('o');
  });
});

describe.skipIf(!present)('ContentKit follows the API description', () => {
  it('every attribute the description gives an element is one the studio accepts for it', () => {
    const description = JSON.parse(readFileSync(DESCRIPTION, 'utf8')) as { components: { schemas: Record<string, Schema> } };
    const schemas = description.components.schemas;
    const missing: string[] = [];
    let compared = 0;
    for (const [name, schema] of Object.entries(schemas)) {
      if (!name.startsWith('ContentKit')) continue;
      const properties = propertiesOf(schema, schemas);
      const type = properties.type?.enum?.[0];
      if (!type || !(type in elementSchemas)) continue;
      compared++;
      const accepted = Object.keys(elementSchemas[type as keyof typeof elementSchemas].shape);
      for (const attribute of Object.keys(properties)) if (!accepted.includes(attribute)) missing.push(`${type}.${attribute}`);
    }
    expect(compared).toBeGreaterThanOrEqual(24); // every element type of the description was compared
    expect(missing).toEqual([]);
  });
});

interface Schema {
  $ref?: string;
  allOf?: Schema[];
  properties?: Record<string, { enum?: string[] } & Schema>;
}

function propertiesOf(schema: Schema, all: Record<string, Schema>): Record<string, { enum?: string[] }> {
  if (schema.$ref) return propertiesOf(all[schema.$ref.split('/').pop()!]!, all);
  const merged: Record<string, { enum?: string[] }> = {};
  for (const part of schema.allOf ?? []) Object.assign(merged, propertiesOf(part, all));
  for (const [key, value] of Object.entries(schema.properties ?? {}))
    merged[key] = value.$ref ? (all[value.$ref.split('/').pop()!] as { enum?: string[] }) : value;
  return merged;
}
