import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { describe, expect, it } from 'vitest';
import { elementChecks } from '../../../shared/contentkit/elements.ts';
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
  content_compute_revision: 'ContentComputeRevisionEvent',
  content_compute_document: 'ContentComputeDocumentEvent',
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
    const own = ['FetchEvent', 'UIRenderEvent'];
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
  it('the ContentKit checks are compiled from the same description (the copy beside the API client is this file)', () => {
    const copy = fileURLToPath(new URL('../../../sdk/api-client/openapi.json', import.meta.url));
    expect(readFileSync(copy, 'utf8')).toBe(readFileSync(DESCRIPTION, 'utf8'));
    const schemas = (
      JSON.parse(readFileSync(DESCRIPTION, 'utf8')) as {
        components: { schemas: Record<string, { properties?: { type?: { enum?: string[] } } }> };
      }
    ).components.schemas;
    const described = Object.entries(schemas)
      .filter(([name]) => name.startsWith('ContentKit') && !name.startsWith('ContentKitRenderOutput'))
      .flatMap(([, schema]) => (schema.properties?.type?.enum?.length === 1 ? schema.properties.type.enum : []));
    expect(described.length).toBeGreaterThanOrEqual(24);
    expect(described.filter((type) => !Object.hasOwn(elementChecks, type))).toEqual([]);
  });
});
