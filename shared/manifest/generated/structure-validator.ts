/* eslint-disable */
// @ts-nocheck
// GENERATED from shared/manifest/schema.ts by test/unit/manifest/structure-validator.test.ts. Do not edit.
// Regenerate after a schema change: npx vitest run test/unit/manifest/structure-validator.test.ts -u
import { isAbsoluteUrl } from '../url-format.ts';

export const validate = validate52;
export default validate52;
const schema19 = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  type: 'object',
  properties: {
    name: {
      type: 'string',
      pattern: '^[A-Za-z0-9]+(-[A-Za-z0-9]+)*$',
      description: 'Unique identifier of the integration: lowercase letters, digits and single hyphens, e.g. `my-integration`.',
    },
    title: { type: 'string', minLength: 1, description: 'Name shown to users in the marketplace and settings.' },
    description: { type: 'string', minLength: 1, description: 'One or two sentences shown in listings.' },
    summary: { description: 'Markdown shown on the installation page, at most 2048 characters.', type: 'string', maxLength: 2048 },
    organization: { type: 'string', minLength: 1, description: 'Id or subdomain of the organization that owns the integration.' },
    visibility: {
      default: 'private',
      description:
        '`private` (default): only members of `organization` may install it; `unlisted`: anyone with the link; `public`: everyone, and listed in the marketplace.',
      type: 'string',
      enum: ['private', 'unlisted', 'public'],
    },
    target: {
      description: 'Where the integration can be installed: `all`, `site`, `space` or `organization`.',
      type: 'string',
      enum: ['all', 'site', 'space', 'organization'],
    },
    scopes: {
      type: 'array',
      items: {
        type: 'string',
        enum: [
          'space:content:read',
          'space:content:write',
          'space:metadata:read',
          'space:metadata:write',
          'space:git:sync',
          'site:metadata:read',
          'site:views:read',
          'site:script:inject',
          'site:script:cookies',
          'site:visitor:auth',
          'site:visitor:claims',
          'site:adaptive:read',
          'site:adaptive:write',
          'openapi:read',
          'openapi:write',
          'conversations:ingest',
          'page:feedback:read',
        ],
      },
      description: 'Permissions the integration requests; users see them before installing. `[]` for none.',
    },
    script: {
      description: 'Entry file of the integration code (the one calling `createIntegration()`), relative to the manifest.',
      type: 'string',
      minLength: 1,
    },
    blocks: {
      description: 'Component blocks users can insert in documents.',
      type: 'array',
      items: {
        type: 'object',
        properties: {
          id: {
            type: 'string',
            minLength: 1,
            description: 'Identifier of the block: the `componentId` of the component that renders it. Unique within the manifest.',
          },
          title: { type: 'string', minLength: 2, maxLength: 40, description: 'Name of the block in the insert menu, 2 to 40 characters.' },
          description: {
            description: 'One line shown under the title in the insert menu, at most 150 characters.',
            type: 'string',
            maxLength: 150,
          },
          icon: { description: 'Path of an icon for the block, relative to the manifest.', type: 'string' },
          urlUnfurl: {
            description: 'URL patterns (`*` one segment, `**` any) that turn into this block when pasted in the editor.',
            type: 'array',
            items: { type: 'string' },
          },
          markdown: {
            description: 'Lets the block round-trip through a Markdown code block (Git Sync).',
            type: 'object',
            properties: {
              codeblock: {
                type: 'string',
                minLength: 1,
                description: 'Language of the Markdown code block this block converts to and from, e.g. `mermaid`.',
              },
              body: { type: 'string', minLength: 1, description: 'Name of the prop that holds the code block body.' },
            },
            required: ['codeblock', 'body'],
            additionalProperties: false,
          },
        },
        required: ['id', 'title'],
        additionalProperties: false,
        description: 'A component block users can insert in documents.',
      },
    },
    contentSources: {
      description: 'Content sources that generate pages of a space from another system.',
      type: 'array',
      items: {
        type: 'object',
        properties: {
          id: {
            type: 'string',
            minLength: 1,
            description: 'Identifier of the content source: the id passed to `createContentSource`. Unique within the manifest.',
          },
          title: { type: 'string', minLength: 2, maxLength: 40, description: 'Name of the content source, 2 to 40 characters.' },
          description: { description: 'What the content source imports, at most 150 characters.', type: 'string', maxLength: 150 },
          icon: { description: 'Path of an icon for the content source, relative to the manifest.', type: 'string' },
          configuration: {
            type: 'object',
            properties: {
              componentId: {
                type: 'string',
                minLength: 1,
                description:
                  "A component of your integration that renders the content source's configuration (context `configuration_contentsource`).",
              },
            },
            required: ['componentId'],
            additionalProperties: false,
            description: 'The component that configures the content source.',
          },
        },
        required: ['id', 'title', 'configuration'],
        additionalProperties: false,
        description: 'A source that generates pages of a space (`content_compute_revision`, `content_compute_document`).',
      },
    },
    categories: {
      description: 'Marketplace categories the integration is listed under.',
      type: 'array',
      items: {
        type: 'string',
        enum: ['analytics', 'collaboration', 'content', 'marketing', 'authenticated-access', 'visitor-auth', 'other'],
      },
    },
    icon: { description: 'Path of the integration icon, relative to the manifest.', type: 'string' },
    previewImages: {
      description: 'Paths of images shown on the installation page, at most 3; 2:1, recommended 1600×800 pixels.',
      maxItems: 3,
      type: 'array',
      items: { type: 'string' },
    },
    externalLinks: {
      description: 'Links shown on the installation page (documentation, homepage…).',
      type: 'array',
      items: {
        type: 'object',
        properties: {
          label: { type: 'string', minLength: 1, description: 'Text of the link.' },
          url: { type: 'string', format: 'uri', description: 'Absolute URL the link opens.' },
        },
        required: ['label', 'url'],
        additionalProperties: false,
        description: 'A link shown on the installation page.',
      },
    },
    configurations: {
      description: 'The configuration forms users fill when installing, per level: `account`, `space`, `site`.',
      type: 'object',
      properties: {
        account: { description: 'Configuration of the installation on an organization.', $ref: '#/$defs/ConfigurationSection' },
        space: { description: 'Configuration of each space the integration is installed on.', $ref: '#/$defs/ConfigurationSection' },
        site: { description: 'Configuration of each site the integration is installed on.', $ref: '#/$defs/ConfigurationSection' },
      },
      additionalProperties: false,
    },
    secrets: {
      description: 'Secrets the code reads from `environment.secrets`, each `${{ env.NAME }}` so no value sits in the file.',
      type: 'object',
      propertyNames: { type: 'string' },
      additionalProperties: {
        type: 'string',
        pattern: '^\\$\\{\\{\\s*(env\\.[A-Za-z_][A-Za-z0-9_]*|"[^"]*"|op:\\/\\/[^\\s"}]+)\\s*\\}\\}$',
        description: '`${{ env.NAME }}` reads NAME from the environment (or the `.env` file) when the integration runs.',
      },
    },
    contentSecurityPolicy: {
      description:
        'Content-Security-Policy sources the integration needs on sites: a policy string or a map of directive (`script-src`, …) to sources.',
      anyOf: [{ type: 'string' }, { type: 'object', propertyNames: { type: 'string' }, additionalProperties: { type: 'string' } }],
    },
    envs: {
      description:
        'Per-environment overrides (e.g. `staging`, `production`) of `organization`, `visibility` and `secrets`, selected with `--env NAME` or the environment picker.',
      type: 'object',
      propertyNames: { type: 'string' },
      additionalProperties: {
        type: 'object',
        properties: {
          organization: { description: 'Organization that owns the integration in this environment.', type: 'string', minLength: 1 },
          visibility: {
            description: 'Visibility of the integration in this environment.',
            type: 'string',
            enum: ['private', 'unlisted', 'public'],
          },
          secrets: {
            description: "Secrets for this environment; they replace the top-level `secrets` as a whole, as the platform's CLI does.",
            type: 'object',
            propertyNames: { type: 'string' },
            additionalProperties: {
              type: 'string',
              pattern: '^\\$\\{\\{\\s*(env\\.[A-Za-z_][A-Za-z0-9_]*|"[^"]*"|op:\\/\\/[^\\s"}]+)\\s*\\}\\}$',
              description: '`${{ env.NAME }}` reads NAME from the environment (or the `.env` file) when the integration runs.',
            },
          },
        },
        additionalProperties: false,
        description: 'Overrides for one deployment environment, selected with `--env NAME`.',
      },
    },
  },
  required: ['name', 'title', 'description', 'organization', 'scopes'],
  additionalProperties: false,
  description: 'The manifest of an integration of the platform (platform-manifest.yaml).',
  $defs: {
    ConfigurationSection: {
      type: 'object',
      properties: {
        properties: {
          description: 'Named configuration steps, in the order the form shows them; exposed at runtime in `environment`.',
          type: 'object',
          propertyNames: { type: 'string' },
          additionalProperties: {
            oneOf: [
              {
                type: 'object',
                properties: {
                  type: { type: 'string', const: 'string', description: 'A text field (or a dropdown with `enum` or `completion_url`).' },
                  title: {
                    type: 'string',
                    minLength: 1,
                    maxLength: 30,
                    description: 'Label shown above the field in the configuration form, at most 30 characters.',
                  },
                  description: { type: 'string', maxLength: 100, description: 'Help text shown under the label, at most 100 characters.' },
                  default: {
                    description: 'Value used until the user sets one; must be a string (and one of `enum` when present).',
                    type: 'string',
                  },
                  enum: {
                    description: 'Fixed list of allowed values, shown as a dropdown.',
                    minItems: 1,
                    type: 'array',
                    items: { type: 'string' },
                  },
                  completion_url: {
                    description: 'Path of your integration (e.g. `/channels`) that answers the dropdown entries.',
                    type: 'string',
                  },
                },
                required: ['type', 'title', 'description'],
                additionalProperties: false,
                description: 'A string property.',
              },
              {
                type: 'object',
                properties: {
                  type: { type: 'string', const: 'number', description: 'A number field.' },
                  title: {
                    type: 'string',
                    minLength: 1,
                    maxLength: 30,
                    description: 'Label shown above the field in the configuration form, at most 30 characters.',
                  },
                  description: { type: 'string', maxLength: 100, description: 'Help text shown under the label, at most 100 characters.' },
                  default: { description: 'Value used until the user sets one; must be a number.', type: 'number' },
                },
                required: ['type', 'title', 'description'],
                additionalProperties: false,
                description: 'A number property.',
              },
              {
                type: 'object',
                properties: {
                  type: { type: 'string', const: 'boolean', description: 'A checkbox.' },
                  title: {
                    type: 'string',
                    minLength: 1,
                    maxLength: 30,
                    description: 'Label shown above the field in the configuration form, at most 30 characters.',
                  },
                  description: { type: 'string', maxLength: 100, description: 'Help text shown under the label, at most 100 characters.' },
                  default: { description: 'Value used until the user sets one; must be true or false.', type: 'boolean' },
                },
                required: ['type', 'title', 'description'],
                additionalProperties: false,
                description: 'A boolean property.',
              },
              {
                type: 'object',
                properties: {
                  type: {
                    type: 'string',
                    const: 'button',
                    description: 'A button that starts an OAuth connection (see `createOAuthHandler`).',
                  },
                  title: {
                    type: 'string',
                    minLength: 1,
                    maxLength: 30,
                    description: 'Label shown above the field in the configuration form, at most 30 characters.',
                  },
                  description: { type: 'string', maxLength: 100, description: 'Help text shown under the label, at most 100 characters.' },
                  button_text: { type: 'string', minLength: 1, description: 'Text on the button, e.g. `Authorize`.' },
                  callback_url: { type: 'string', minLength: 1, description: 'Path of your integration the button opens, e.g. `/oauth`.' },
                },
                required: ['type', 'title', 'description', 'button_text', 'callback_url'],
                additionalProperties: false,
                description: 'An OAuth button property.',
              },
            ],
            description: 'One configuration step; `type` is `string`, `number`, `boolean` or `button`.',
            discriminator: { propertyName: 'type' },
          },
        },
        required: {
          description: 'Names of `properties` the user must fill before the installation is active.',
          type: 'array',
          items: { type: 'string' },
        },
        componentId: {
          description: 'A component of your integration that renders the whole configuration form instead of `properties`.',
          type: 'string',
          minLength: 1,
        },
      },
      additionalProperties: false,
      description: 'Either `properties` (with an optional `required` list) or `componentId`.',
    },
  },
};
const func1 = Object.prototype.hasOwnProperty;
const func2 = (text) => [...text].length;
const pattern3 = new RegExp('^[A-Za-z0-9]+(-[A-Za-z0-9]+)*$', 'u');
const pattern4 = new RegExp('^\\$\\{\\{\\s*(env\\.[A-Za-z_][A-Za-z0-9_]*|"[^"]*"|op:\\/\\/[^\\s"}]+)\\s*\\}\\}$', 'u');
const formats0 = { uri: { type: 'string', validate: isAbsoluteUrl } }.uri;
const schema20 = {
  type: 'object',
  properties: {
    properties: {
      description: 'Named configuration steps, in the order the form shows them; exposed at runtime in `environment`.',
      type: 'object',
      propertyNames: { type: 'string' },
      additionalProperties: {
        oneOf: [
          {
            type: 'object',
            properties: {
              type: { type: 'string', const: 'string', description: 'A text field (or a dropdown with `enum` or `completion_url`).' },
              title: {
                type: 'string',
                minLength: 1,
                maxLength: 30,
                description: 'Label shown above the field in the configuration form, at most 30 characters.',
              },
              description: { type: 'string', maxLength: 100, description: 'Help text shown under the label, at most 100 characters.' },
              default: {
                description: 'Value used until the user sets one; must be a string (and one of `enum` when present).',
                type: 'string',
              },
              enum: {
                description: 'Fixed list of allowed values, shown as a dropdown.',
                minItems: 1,
                type: 'array',
                items: { type: 'string' },
              },
              completion_url: {
                description: 'Path of your integration (e.g. `/channels`) that answers the dropdown entries.',
                type: 'string',
              },
            },
            required: ['type', 'title', 'description'],
            additionalProperties: false,
            description: 'A string property.',
          },
          {
            type: 'object',
            properties: {
              type: { type: 'string', const: 'number', description: 'A number field.' },
              title: {
                type: 'string',
                minLength: 1,
                maxLength: 30,
                description: 'Label shown above the field in the configuration form, at most 30 characters.',
              },
              description: { type: 'string', maxLength: 100, description: 'Help text shown under the label, at most 100 characters.' },
              default: { description: 'Value used until the user sets one; must be a number.', type: 'number' },
            },
            required: ['type', 'title', 'description'],
            additionalProperties: false,
            description: 'A number property.',
          },
          {
            type: 'object',
            properties: {
              type: { type: 'string', const: 'boolean', description: 'A checkbox.' },
              title: {
                type: 'string',
                minLength: 1,
                maxLength: 30,
                description: 'Label shown above the field in the configuration form, at most 30 characters.',
              },
              description: { type: 'string', maxLength: 100, description: 'Help text shown under the label, at most 100 characters.' },
              default: { description: 'Value used until the user sets one; must be true or false.', type: 'boolean' },
            },
            required: ['type', 'title', 'description'],
            additionalProperties: false,
            description: 'A boolean property.',
          },
          {
            type: 'object',
            properties: {
              type: {
                type: 'string',
                const: 'button',
                description: 'A button that starts an OAuth connection (see `createOAuthHandler`).',
              },
              title: {
                type: 'string',
                minLength: 1,
                maxLength: 30,
                description: 'Label shown above the field in the configuration form, at most 30 characters.',
              },
              description: { type: 'string', maxLength: 100, description: 'Help text shown under the label, at most 100 characters.' },
              button_text: { type: 'string', minLength: 1, description: 'Text on the button, e.g. `Authorize`.' },
              callback_url: { type: 'string', minLength: 1, description: 'Path of your integration the button opens, e.g. `/oauth`.' },
            },
            required: ['type', 'title', 'description', 'button_text', 'callback_url'],
            additionalProperties: false,
            description: 'An OAuth button property.',
          },
        ],
        description: 'One configuration step; `type` is `string`, `number`, `boolean` or `button`.',
        discriminator: { propertyName: 'type' },
      },
    },
    required: {
      description: 'Names of `properties` the user must fill before the installation is active.',
      type: 'array',
      items: { type: 'string' },
    },
    componentId: {
      description: 'A component of your integration that renders the whole configuration form instead of `properties`.',
      type: 'string',
      minLength: 1,
    },
  },
  additionalProperties: false,
  description: 'Either `properties` (with an optional `required` list) or `componentId`.',
};

function validate53(data, { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate53.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = undefined;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = undefined;
  }
  if (data && typeof data == 'object' && !Array.isArray(data)) {
    for (const key0 in data) {
      if (!(key0 === 'properties' || key0 === 'required' || key0 === 'componentId')) {
        const err0 = {
          instancePath,
          schemaPath: '#/additionalProperties',
          keyword: 'additionalProperties',
          params: { additionalProperty: key0 },
          message: 'must NOT have additional properties',
          schema: false,
          parentSchema: schema20,
          data,
        };
        if (vErrors === null) {
          vErrors = [err0];
        } else {
          vErrors.push(err0);
        }
        errors++;
      }
    }
    if (data.properties !== undefined) {
      let data0 = data.properties;
      if (data0 && typeof data0 == 'object' && !Array.isArray(data0)) {
        for (const key1 in data0) {
          const _errs4 = errors;
          if (typeof key1 !== 'string') {
            const err1 = {
              instancePath: instancePath + '/properties',
              schemaPath: '#/properties/properties/propertyNames/type',
              keyword: 'type',
              params: { type: 'string' },
              message: 'must be string',
              schema: schema20.properties.properties.propertyNames.type,
              parentSchema: schema20.properties.properties.propertyNames,
              data: key1,
              propertyName: key1,
            };
            if (vErrors === null) {
              vErrors = [err1];
            } else {
              vErrors.push(err1);
            }
            errors++;
          }
          var valid1 = _errs4 === errors;
          if (!valid1) {
            const err2 = {
              instancePath: instancePath + '/properties',
              schemaPath: '#/properties/properties/propertyNames',
              keyword: 'propertyNames',
              params: { propertyName: key1 },
              message: 'property name must be valid',
              schema: schema20.properties.properties.propertyNames,
              parentSchema: schema20.properties.properties,
              data: data0,
            };
            if (vErrors === null) {
              vErrors = [err2];
            } else {
              vErrors.push(err2);
            }
            errors++;
          }
        }
        for (const key2 in data0) {
          let data1 = data0[key2];
          if (data1 && typeof data1 == 'object' && !Array.isArray(data1)) {
            const tag0 = data1.type;
            if (typeof tag0 == 'string') {
              if (tag0 === 'string') {
                if (data1 && typeof data1 == 'object' && !Array.isArray(data1)) {
                  if (data1.type === undefined) {
                    const err3 = {
                      instancePath: instancePath + '/properties/' + key2.replace(/~/g, '~0').replace(/\//g, '~1'),
                      schemaPath: '#/properties/properties/additionalProperties/oneOf/0/required',
                      keyword: 'required',
                      params: { missingProperty: 'type' },
                      message: "must have required property '" + 'type' + "'",
                      schema: schema20.properties.properties.additionalProperties.oneOf[0].required,
                      parentSchema: schema20.properties.properties.additionalProperties.oneOf[0],
                      data: data1,
                    };
                    if (vErrors === null) {
                      vErrors = [err3];
                    } else {
                      vErrors.push(err3);
                    }
                    errors++;
                  }
                  if (data1.title === undefined) {
                    const err4 = {
                      instancePath: instancePath + '/properties/' + key2.replace(/~/g, '~0').replace(/\//g, '~1'),
                      schemaPath: '#/properties/properties/additionalProperties/oneOf/0/required',
                      keyword: 'required',
                      params: { missingProperty: 'title' },
                      message: "must have required property '" + 'title' + "'",
                      schema: schema20.properties.properties.additionalProperties.oneOf[0].required,
                      parentSchema: schema20.properties.properties.additionalProperties.oneOf[0],
                      data: data1,
                    };
                    if (vErrors === null) {
                      vErrors = [err4];
                    } else {
                      vErrors.push(err4);
                    }
                    errors++;
                  }
                  if (data1.description === undefined) {
                    const err5 = {
                      instancePath: instancePath + '/properties/' + key2.replace(/~/g, '~0').replace(/\//g, '~1'),
                      schemaPath: '#/properties/properties/additionalProperties/oneOf/0/required',
                      keyword: 'required',
                      params: { missingProperty: 'description' },
                      message: "must have required property '" + 'description' + "'",
                      schema: schema20.properties.properties.additionalProperties.oneOf[0].required,
                      parentSchema: schema20.properties.properties.additionalProperties.oneOf[0],
                      data: data1,
                    };
                    if (vErrors === null) {
                      vErrors = [err5];
                    } else {
                      vErrors.push(err5);
                    }
                    errors++;
                  }
                  for (const key3 in data1) {
                    if (!(
                      key3 === 'type' ||
                      key3 === 'title' ||
                      key3 === 'description' ||
                      key3 === 'default' ||
                      key3 === 'enum' ||
                      key3 === 'completion_url'
                    )) {
                      const err6 = {
                        instancePath: instancePath + '/properties/' + key2.replace(/~/g, '~0').replace(/\//g, '~1'),
                        schemaPath: '#/properties/properties/additionalProperties/oneOf/0/additionalProperties',
                        keyword: 'additionalProperties',
                        params: { additionalProperty: key3 },
                        message: 'must NOT have additional properties',
                        schema: false,
                        parentSchema: schema20.properties.properties.additionalProperties.oneOf[0],
                        data: data1,
                      };
                      if (vErrors === null) {
                        vErrors = [err6];
                      } else {
                        vErrors.push(err6);
                      }
                      errors++;
                    }
                  }
                  if (data1.type !== undefined) {
                    let data2 = data1.type;
                    if (typeof data2 !== 'string') {
                      const err7 = {
                        instancePath: instancePath + '/properties/' + key2.replace(/~/g, '~0').replace(/\//g, '~1') + '/type',
                        schemaPath: '#/properties/properties/additionalProperties/oneOf/0/properties/type/type',
                        keyword: 'type',
                        params: { type: 'string' },
                        message: 'must be string',
                        schema: schema20.properties.properties.additionalProperties.oneOf[0].properties.type.type,
                        parentSchema: schema20.properties.properties.additionalProperties.oneOf[0].properties.type,
                        data: data2,
                      };
                      if (vErrors === null) {
                        vErrors = [err7];
                      } else {
                        vErrors.push(err7);
                      }
                      errors++;
                    }
                    if ('string' !== data2) {
                      const err8 = {
                        instancePath: instancePath + '/properties/' + key2.replace(/~/g, '~0').replace(/\//g, '~1') + '/type',
                        schemaPath: '#/properties/properties/additionalProperties/oneOf/0/properties/type/const',
                        keyword: 'const',
                        params: { allowedValue: 'string' },
                        message: 'must be equal to constant',
                        schema: 'string',
                        parentSchema: schema20.properties.properties.additionalProperties.oneOf[0].properties.type,
                        data: data2,
                      };
                      if (vErrors === null) {
                        vErrors = [err8];
                      } else {
                        vErrors.push(err8);
                      }
                      errors++;
                    }
                  }
                  if (data1.title !== undefined) {
                    let data3 = data1.title;
                    if (typeof data3 === 'string') {
                      if (func2(data3) > 30) {
                        const err9 = {
                          instancePath: instancePath + '/properties/' + key2.replace(/~/g, '~0').replace(/\//g, '~1') + '/title',
                          schemaPath: '#/properties/properties/additionalProperties/oneOf/0/properties/title/maxLength',
                          keyword: 'maxLength',
                          params: { limit: 30 },
                          message: 'must NOT have more than 30 characters',
                          schema: 30,
                          parentSchema: schema20.properties.properties.additionalProperties.oneOf[0].properties.title,
                          data: data3,
                        };
                        if (vErrors === null) {
                          vErrors = [err9];
                        } else {
                          vErrors.push(err9);
                        }
                        errors++;
                      }
                      if (func2(data3) < 1) {
                        const err10 = {
                          instancePath: instancePath + '/properties/' + key2.replace(/~/g, '~0').replace(/\//g, '~1') + '/title',
                          schemaPath: '#/properties/properties/additionalProperties/oneOf/0/properties/title/minLength',
                          keyword: 'minLength',
                          params: { limit: 1 },
                          message: 'must NOT have fewer than 1 characters',
                          schema: 1,
                          parentSchema: schema20.properties.properties.additionalProperties.oneOf[0].properties.title,
                          data: data3,
                        };
                        if (vErrors === null) {
                          vErrors = [err10];
                        } else {
                          vErrors.push(err10);
                        }
                        errors++;
                      }
                    } else {
                      const err11 = {
                        instancePath: instancePath + '/properties/' + key2.replace(/~/g, '~0').replace(/\//g, '~1') + '/title',
                        schemaPath: '#/properties/properties/additionalProperties/oneOf/0/properties/title/type',
                        keyword: 'type',
                        params: { type: 'string' },
                        message: 'must be string',
                        schema: schema20.properties.properties.additionalProperties.oneOf[0].properties.title.type,
                        parentSchema: schema20.properties.properties.additionalProperties.oneOf[0].properties.title,
                        data: data3,
                      };
                      if (vErrors === null) {
                        vErrors = [err11];
                      } else {
                        vErrors.push(err11);
                      }
                      errors++;
                    }
                  }
                  if (data1.description !== undefined) {
                    let data4 = data1.description;
                    if (typeof data4 === 'string') {
                      if (func2(data4) > 100) {
                        const err12 = {
                          instancePath: instancePath + '/properties/' + key2.replace(/~/g, '~0').replace(/\//g, '~1') + '/description',
                          schemaPath: '#/properties/properties/additionalProperties/oneOf/0/properties/description/maxLength',
                          keyword: 'maxLength',
                          params: { limit: 100 },
                          message: 'must NOT have more than 100 characters',
                          schema: 100,
                          parentSchema: schema20.properties.properties.additionalProperties.oneOf[0].properties.description,
                          data: data4,
                        };
                        if (vErrors === null) {
                          vErrors = [err12];
                        } else {
                          vErrors.push(err12);
                        }
                        errors++;
                      }
                    } else {
                      const err13 = {
                        instancePath: instancePath + '/properties/' + key2.replace(/~/g, '~0').replace(/\//g, '~1') + '/description',
                        schemaPath: '#/properties/properties/additionalProperties/oneOf/0/properties/description/type',
                        keyword: 'type',
                        params: { type: 'string' },
                        message: 'must be string',
                        schema: schema20.properties.properties.additionalProperties.oneOf[0].properties.description.type,
                        parentSchema: schema20.properties.properties.additionalProperties.oneOf[0].properties.description,
                        data: data4,
                      };
                      if (vErrors === null) {
                        vErrors = [err13];
                      } else {
                        vErrors.push(err13);
                      }
                      errors++;
                    }
                  }
                  if (data1.default !== undefined) {
                    let data5 = data1.default;
                    if (typeof data5 !== 'string') {
                      const err14 = {
                        instancePath: instancePath + '/properties/' + key2.replace(/~/g, '~0').replace(/\//g, '~1') + '/default',
                        schemaPath: '#/properties/properties/additionalProperties/oneOf/0/properties/default/type',
                        keyword: 'type',
                        params: { type: 'string' },
                        message: 'must be string',
                        schema: schema20.properties.properties.additionalProperties.oneOf[0].properties.default.type,
                        parentSchema: schema20.properties.properties.additionalProperties.oneOf[0].properties.default,
                        data: data5,
                      };
                      if (vErrors === null) {
                        vErrors = [err14];
                      } else {
                        vErrors.push(err14);
                      }
                      errors++;
                    }
                  }
                  if (data1.enum !== undefined) {
                    let data6 = data1.enum;
                    if (Array.isArray(data6)) {
                      if (data6.length < 1) {
                        const err15 = {
                          instancePath: instancePath + '/properties/' + key2.replace(/~/g, '~0').replace(/\//g, '~1') + '/enum',
                          schemaPath: '#/properties/properties/additionalProperties/oneOf/0/properties/enum/minItems',
                          keyword: 'minItems',
                          params: { limit: 1 },
                          message: 'must NOT have fewer than 1 items',
                          schema: 1,
                          parentSchema: schema20.properties.properties.additionalProperties.oneOf[0].properties.enum,
                          data: data6,
                        };
                        if (vErrors === null) {
                          vErrors = [err15];
                        } else {
                          vErrors.push(err15);
                        }
                        errors++;
                      }
                      const len0 = data6.length;
                      for (let i0 = 0; i0 < len0; i0++) {
                        let data7 = data6[i0];
                        if (typeof data7 !== 'string') {
                          const err16 = {
                            instancePath: instancePath + '/properties/' + key2.replace(/~/g, '~0').replace(/\//g, '~1') + '/enum/' + i0,
                            schemaPath: '#/properties/properties/additionalProperties/oneOf/0/properties/enum/items/type',
                            keyword: 'type',
                            params: { type: 'string' },
                            message: 'must be string',
                            schema: schema20.properties.properties.additionalProperties.oneOf[0].properties.enum.items.type,
                            parentSchema: schema20.properties.properties.additionalProperties.oneOf[0].properties.enum.items,
                            data: data7,
                          };
                          if (vErrors === null) {
                            vErrors = [err16];
                          } else {
                            vErrors.push(err16);
                          }
                          errors++;
                        }
                      }
                    } else {
                      const err17 = {
                        instancePath: instancePath + '/properties/' + key2.replace(/~/g, '~0').replace(/\//g, '~1') + '/enum',
                        schemaPath: '#/properties/properties/additionalProperties/oneOf/0/properties/enum/type',
                        keyword: 'type',
                        params: { type: 'array' },
                        message: 'must be array',
                        schema: schema20.properties.properties.additionalProperties.oneOf[0].properties.enum.type,
                        parentSchema: schema20.properties.properties.additionalProperties.oneOf[0].properties.enum,
                        data: data6,
                      };
                      if (vErrors === null) {
                        vErrors = [err17];
                      } else {
                        vErrors.push(err17);
                      }
                      errors++;
                    }
                  }
                  if (data1.completion_url !== undefined) {
                    let data8 = data1.completion_url;
                    if (typeof data8 !== 'string') {
                      const err18 = {
                        instancePath: instancePath + '/properties/' + key2.replace(/~/g, '~0').replace(/\//g, '~1') + '/completion_url',
                        schemaPath: '#/properties/properties/additionalProperties/oneOf/0/properties/completion_url/type',
                        keyword: 'type',
                        params: { type: 'string' },
                        message: 'must be string',
                        schema: schema20.properties.properties.additionalProperties.oneOf[0].properties.completion_url.type,
                        parentSchema: schema20.properties.properties.additionalProperties.oneOf[0].properties.completion_url,
                        data: data8,
                      };
                      if (vErrors === null) {
                        vErrors = [err18];
                      } else {
                        vErrors.push(err18);
                      }
                      errors++;
                    }
                  }
                } else {
                  const err19 = {
                    instancePath: instancePath + '/properties/' + key2.replace(/~/g, '~0').replace(/\//g, '~1'),
                    schemaPath: '#/properties/properties/additionalProperties/oneOf/0/type',
                    keyword: 'type',
                    params: { type: 'object' },
                    message: 'must be object',
                    schema: schema20.properties.properties.additionalProperties.oneOf[0].type,
                    parentSchema: schema20.properties.properties.additionalProperties.oneOf[0],
                    data: data1,
                  };
                  if (vErrors === null) {
                    vErrors = [err19];
                  } else {
                    vErrors.push(err19);
                  }
                  errors++;
                }
                var props0 = true;
              } else if (tag0 === 'number') {
                if (data1 && typeof data1 == 'object' && !Array.isArray(data1)) {
                  if (data1.type === undefined) {
                    const err20 = {
                      instancePath: instancePath + '/properties/' + key2.replace(/~/g, '~0').replace(/\//g, '~1'),
                      schemaPath: '#/properties/properties/additionalProperties/oneOf/1/required',
                      keyword: 'required',
                      params: { missingProperty: 'type' },
                      message: "must have required property '" + 'type' + "'",
                      schema: schema20.properties.properties.additionalProperties.oneOf[1].required,
                      parentSchema: schema20.properties.properties.additionalProperties.oneOf[1],
                      data: data1,
                    };
                    if (vErrors === null) {
                      vErrors = [err20];
                    } else {
                      vErrors.push(err20);
                    }
                    errors++;
                  }
                  if (data1.title === undefined) {
                    const err21 = {
                      instancePath: instancePath + '/properties/' + key2.replace(/~/g, '~0').replace(/\//g, '~1'),
                      schemaPath: '#/properties/properties/additionalProperties/oneOf/1/required',
                      keyword: 'required',
                      params: { missingProperty: 'title' },
                      message: "must have required property '" + 'title' + "'",
                      schema: schema20.properties.properties.additionalProperties.oneOf[1].required,
                      parentSchema: schema20.properties.properties.additionalProperties.oneOf[1],
                      data: data1,
                    };
                    if (vErrors === null) {
                      vErrors = [err21];
                    } else {
                      vErrors.push(err21);
                    }
                    errors++;
                  }
                  if (data1.description === undefined) {
                    const err22 = {
                      instancePath: instancePath + '/properties/' + key2.replace(/~/g, '~0').replace(/\//g, '~1'),
                      schemaPath: '#/properties/properties/additionalProperties/oneOf/1/required',
                      keyword: 'required',
                      params: { missingProperty: 'description' },
                      message: "must have required property '" + 'description' + "'",
                      schema: schema20.properties.properties.additionalProperties.oneOf[1].required,
                      parentSchema: schema20.properties.properties.additionalProperties.oneOf[1],
                      data: data1,
                    };
                    if (vErrors === null) {
                      vErrors = [err22];
                    } else {
                      vErrors.push(err22);
                    }
                    errors++;
                  }
                  for (const key4 in data1) {
                    if (!(key4 === 'type' || key4 === 'title' || key4 === 'description' || key4 === 'default')) {
                      const err23 = {
                        instancePath: instancePath + '/properties/' + key2.replace(/~/g, '~0').replace(/\//g, '~1'),
                        schemaPath: '#/properties/properties/additionalProperties/oneOf/1/additionalProperties',
                        keyword: 'additionalProperties',
                        params: { additionalProperty: key4 },
                        message: 'must NOT have additional properties',
                        schema: false,
                        parentSchema: schema20.properties.properties.additionalProperties.oneOf[1],
                        data: data1,
                      };
                      if (vErrors === null) {
                        vErrors = [err23];
                      } else {
                        vErrors.push(err23);
                      }
                      errors++;
                    }
                  }
                  if (data1.type !== undefined) {
                    let data9 = data1.type;
                    if (typeof data9 !== 'string') {
                      const err24 = {
                        instancePath: instancePath + '/properties/' + key2.replace(/~/g, '~0').replace(/\//g, '~1') + '/type',
                        schemaPath: '#/properties/properties/additionalProperties/oneOf/1/properties/type/type',
                        keyword: 'type',
                        params: { type: 'string' },
                        message: 'must be string',
                        schema: schema20.properties.properties.additionalProperties.oneOf[1].properties.type.type,
                        parentSchema: schema20.properties.properties.additionalProperties.oneOf[1].properties.type,
                        data: data9,
                      };
                      if (vErrors === null) {
                        vErrors = [err24];
                      } else {
                        vErrors.push(err24);
                      }
                      errors++;
                    }
                    if ('number' !== data9) {
                      const err25 = {
                        instancePath: instancePath + '/properties/' + key2.replace(/~/g, '~0').replace(/\//g, '~1') + '/type',
                        schemaPath: '#/properties/properties/additionalProperties/oneOf/1/properties/type/const',
                        keyword: 'const',
                        params: { allowedValue: 'number' },
                        message: 'must be equal to constant',
                        schema: 'number',
                        parentSchema: schema20.properties.properties.additionalProperties.oneOf[1].properties.type,
                        data: data9,
                      };
                      if (vErrors === null) {
                        vErrors = [err25];
                      } else {
                        vErrors.push(err25);
                      }
                      errors++;
                    }
                  }
                  if (data1.title !== undefined) {
                    let data10 = data1.title;
                    if (typeof data10 === 'string') {
                      if (func2(data10) > 30) {
                        const err26 = {
                          instancePath: instancePath + '/properties/' + key2.replace(/~/g, '~0').replace(/\//g, '~1') + '/title',
                          schemaPath: '#/properties/properties/additionalProperties/oneOf/1/properties/title/maxLength',
                          keyword: 'maxLength',
                          params: { limit: 30 },
                          message: 'must NOT have more than 30 characters',
                          schema: 30,
                          parentSchema: schema20.properties.properties.additionalProperties.oneOf[1].properties.title,
                          data: data10,
                        };
                        if (vErrors === null) {
                          vErrors = [err26];
                        } else {
                          vErrors.push(err26);
                        }
                        errors++;
                      }
                      if (func2(data10) < 1) {
                        const err27 = {
                          instancePath: instancePath + '/properties/' + key2.replace(/~/g, '~0').replace(/\//g, '~1') + '/title',
                          schemaPath: '#/properties/properties/additionalProperties/oneOf/1/properties/title/minLength',
                          keyword: 'minLength',
                          params: { limit: 1 },
                          message: 'must NOT have fewer than 1 characters',
                          schema: 1,
                          parentSchema: schema20.properties.properties.additionalProperties.oneOf[1].properties.title,
                          data: data10,
                        };
                        if (vErrors === null) {
                          vErrors = [err27];
                        } else {
                          vErrors.push(err27);
                        }
                        errors++;
                      }
                    } else {
                      const err28 = {
                        instancePath: instancePath + '/properties/' + key2.replace(/~/g, '~0').replace(/\//g, '~1') + '/title',
                        schemaPath: '#/properties/properties/additionalProperties/oneOf/1/properties/title/type',
                        keyword: 'type',
                        params: { type: 'string' },
                        message: 'must be string',
                        schema: schema20.properties.properties.additionalProperties.oneOf[1].properties.title.type,
                        parentSchema: schema20.properties.properties.additionalProperties.oneOf[1].properties.title,
                        data: data10,
                      };
                      if (vErrors === null) {
                        vErrors = [err28];
                      } else {
                        vErrors.push(err28);
                      }
                      errors++;
                    }
                  }
                  if (data1.description !== undefined) {
                    let data11 = data1.description;
                    if (typeof data11 === 'string') {
                      if (func2(data11) > 100) {
                        const err29 = {
                          instancePath: instancePath + '/properties/' + key2.replace(/~/g, '~0').replace(/\//g, '~1') + '/description',
                          schemaPath: '#/properties/properties/additionalProperties/oneOf/1/properties/description/maxLength',
                          keyword: 'maxLength',
                          params: { limit: 100 },
                          message: 'must NOT have more than 100 characters',
                          schema: 100,
                          parentSchema: schema20.properties.properties.additionalProperties.oneOf[1].properties.description,
                          data: data11,
                        };
                        if (vErrors === null) {
                          vErrors = [err29];
                        } else {
                          vErrors.push(err29);
                        }
                        errors++;
                      }
                    } else {
                      const err30 = {
                        instancePath: instancePath + '/properties/' + key2.replace(/~/g, '~0').replace(/\//g, '~1') + '/description',
                        schemaPath: '#/properties/properties/additionalProperties/oneOf/1/properties/description/type',
                        keyword: 'type',
                        params: { type: 'string' },
                        message: 'must be string',
                        schema: schema20.properties.properties.additionalProperties.oneOf[1].properties.description.type,
                        parentSchema: schema20.properties.properties.additionalProperties.oneOf[1].properties.description,
                        data: data11,
                      };
                      if (vErrors === null) {
                        vErrors = [err30];
                      } else {
                        vErrors.push(err30);
                      }
                      errors++;
                    }
                  }
                  if (data1.default !== undefined) {
                    let data12 = data1.default;
                    if (!(typeof data12 == 'number')) {
                      const err31 = {
                        instancePath: instancePath + '/properties/' + key2.replace(/~/g, '~0').replace(/\//g, '~1') + '/default',
                        schemaPath: '#/properties/properties/additionalProperties/oneOf/1/properties/default/type',
                        keyword: 'type',
                        params: { type: 'number' },
                        message: 'must be number',
                        schema: schema20.properties.properties.additionalProperties.oneOf[1].properties.default.type,
                        parentSchema: schema20.properties.properties.additionalProperties.oneOf[1].properties.default,
                        data: data12,
                      };
                      if (vErrors === null) {
                        vErrors = [err31];
                      } else {
                        vErrors.push(err31);
                      }
                      errors++;
                    }
                  }
                } else {
                  const err32 = {
                    instancePath: instancePath + '/properties/' + key2.replace(/~/g, '~0').replace(/\//g, '~1'),
                    schemaPath: '#/properties/properties/additionalProperties/oneOf/1/type',
                    keyword: 'type',
                    params: { type: 'object' },
                    message: 'must be object',
                    schema: schema20.properties.properties.additionalProperties.oneOf[1].type,
                    parentSchema: schema20.properties.properties.additionalProperties.oneOf[1],
                    data: data1,
                  };
                  if (vErrors === null) {
                    vErrors = [err32];
                  } else {
                    vErrors.push(err32);
                  }
                  errors++;
                }
                if (props0 !== true) {
                  props0 = true;
                }
              } else if (tag0 === 'boolean') {
                if (data1 && typeof data1 == 'object' && !Array.isArray(data1)) {
                  if (data1.type === undefined) {
                    const err33 = {
                      instancePath: instancePath + '/properties/' + key2.replace(/~/g, '~0').replace(/\//g, '~1'),
                      schemaPath: '#/properties/properties/additionalProperties/oneOf/2/required',
                      keyword: 'required',
                      params: { missingProperty: 'type' },
                      message: "must have required property '" + 'type' + "'",
                      schema: schema20.properties.properties.additionalProperties.oneOf[2].required,
                      parentSchema: schema20.properties.properties.additionalProperties.oneOf[2],
                      data: data1,
                    };
                    if (vErrors === null) {
                      vErrors = [err33];
                    } else {
                      vErrors.push(err33);
                    }
                    errors++;
                  }
                  if (data1.title === undefined) {
                    const err34 = {
                      instancePath: instancePath + '/properties/' + key2.replace(/~/g, '~0').replace(/\//g, '~1'),
                      schemaPath: '#/properties/properties/additionalProperties/oneOf/2/required',
                      keyword: 'required',
                      params: { missingProperty: 'title' },
                      message: "must have required property '" + 'title' + "'",
                      schema: schema20.properties.properties.additionalProperties.oneOf[2].required,
                      parentSchema: schema20.properties.properties.additionalProperties.oneOf[2],
                      data: data1,
                    };
                    if (vErrors === null) {
                      vErrors = [err34];
                    } else {
                      vErrors.push(err34);
                    }
                    errors++;
                  }
                  if (data1.description === undefined) {
                    const err35 = {
                      instancePath: instancePath + '/properties/' + key2.replace(/~/g, '~0').replace(/\//g, '~1'),
                      schemaPath: '#/properties/properties/additionalProperties/oneOf/2/required',
                      keyword: 'required',
                      params: { missingProperty: 'description' },
                      message: "must have required property '" + 'description' + "'",
                      schema: schema20.properties.properties.additionalProperties.oneOf[2].required,
                      parentSchema: schema20.properties.properties.additionalProperties.oneOf[2],
                      data: data1,
                    };
                    if (vErrors === null) {
                      vErrors = [err35];
                    } else {
                      vErrors.push(err35);
                    }
                    errors++;
                  }
                  for (const key5 in data1) {
                    if (!(key5 === 'type' || key5 === 'title' || key5 === 'description' || key5 === 'default')) {
                      const err36 = {
                        instancePath: instancePath + '/properties/' + key2.replace(/~/g, '~0').replace(/\//g, '~1'),
                        schemaPath: '#/properties/properties/additionalProperties/oneOf/2/additionalProperties',
                        keyword: 'additionalProperties',
                        params: { additionalProperty: key5 },
                        message: 'must NOT have additional properties',
                        schema: false,
                        parentSchema: schema20.properties.properties.additionalProperties.oneOf[2],
                        data: data1,
                      };
                      if (vErrors === null) {
                        vErrors = [err36];
                      } else {
                        vErrors.push(err36);
                      }
                      errors++;
                    }
                  }
                  if (data1.type !== undefined) {
                    let data13 = data1.type;
                    if (typeof data13 !== 'string') {
                      const err37 = {
                        instancePath: instancePath + '/properties/' + key2.replace(/~/g, '~0').replace(/\//g, '~1') + '/type',
                        schemaPath: '#/properties/properties/additionalProperties/oneOf/2/properties/type/type',
                        keyword: 'type',
                        params: { type: 'string' },
                        message: 'must be string',
                        schema: schema20.properties.properties.additionalProperties.oneOf[2].properties.type.type,
                        parentSchema: schema20.properties.properties.additionalProperties.oneOf[2].properties.type,
                        data: data13,
                      };
                      if (vErrors === null) {
                        vErrors = [err37];
                      } else {
                        vErrors.push(err37);
                      }
                      errors++;
                    }
                    if ('boolean' !== data13) {
                      const err38 = {
                        instancePath: instancePath + '/properties/' + key2.replace(/~/g, '~0').replace(/\//g, '~1') + '/type',
                        schemaPath: '#/properties/properties/additionalProperties/oneOf/2/properties/type/const',
                        keyword: 'const',
                        params: { allowedValue: 'boolean' },
                        message: 'must be equal to constant',
                        schema: 'boolean',
                        parentSchema: schema20.properties.properties.additionalProperties.oneOf[2].properties.type,
                        data: data13,
                      };
                      if (vErrors === null) {
                        vErrors = [err38];
                      } else {
                        vErrors.push(err38);
                      }
                      errors++;
                    }
                  }
                  if (data1.title !== undefined) {
                    let data14 = data1.title;
                    if (typeof data14 === 'string') {
                      if (func2(data14) > 30) {
                        const err39 = {
                          instancePath: instancePath + '/properties/' + key2.replace(/~/g, '~0').replace(/\//g, '~1') + '/title',
                          schemaPath: '#/properties/properties/additionalProperties/oneOf/2/properties/title/maxLength',
                          keyword: 'maxLength',
                          params: { limit: 30 },
                          message: 'must NOT have more than 30 characters',
                          schema: 30,
                          parentSchema: schema20.properties.properties.additionalProperties.oneOf[2].properties.title,
                          data: data14,
                        };
                        if (vErrors === null) {
                          vErrors = [err39];
                        } else {
                          vErrors.push(err39);
                        }
                        errors++;
                      }
                      if (func2(data14) < 1) {
                        const err40 = {
                          instancePath: instancePath + '/properties/' + key2.replace(/~/g, '~0').replace(/\//g, '~1') + '/title',
                          schemaPath: '#/properties/properties/additionalProperties/oneOf/2/properties/title/minLength',
                          keyword: 'minLength',
                          params: { limit: 1 },
                          message: 'must NOT have fewer than 1 characters',
                          schema: 1,
                          parentSchema: schema20.properties.properties.additionalProperties.oneOf[2].properties.title,
                          data: data14,
                        };
                        if (vErrors === null) {
                          vErrors = [err40];
                        } else {
                          vErrors.push(err40);
                        }
                        errors++;
                      }
                    } else {
                      const err41 = {
                        instancePath: instancePath + '/properties/' + key2.replace(/~/g, '~0').replace(/\//g, '~1') + '/title',
                        schemaPath: '#/properties/properties/additionalProperties/oneOf/2/properties/title/type',
                        keyword: 'type',
                        params: { type: 'string' },
                        message: 'must be string',
                        schema: schema20.properties.properties.additionalProperties.oneOf[2].properties.title.type,
                        parentSchema: schema20.properties.properties.additionalProperties.oneOf[2].properties.title,
                        data: data14,
                      };
                      if (vErrors === null) {
                        vErrors = [err41];
                      } else {
                        vErrors.push(err41);
                      }
                      errors++;
                    }
                  }
                  if (data1.description !== undefined) {
                    let data15 = data1.description;
                    if (typeof data15 === 'string') {
                      if (func2(data15) > 100) {
                        const err42 = {
                          instancePath: instancePath + '/properties/' + key2.replace(/~/g, '~0').replace(/\//g, '~1') + '/description',
                          schemaPath: '#/properties/properties/additionalProperties/oneOf/2/properties/description/maxLength',
                          keyword: 'maxLength',
                          params: { limit: 100 },
                          message: 'must NOT have more than 100 characters',
                          schema: 100,
                          parentSchema: schema20.properties.properties.additionalProperties.oneOf[2].properties.description,
                          data: data15,
                        };
                        if (vErrors === null) {
                          vErrors = [err42];
                        } else {
                          vErrors.push(err42);
                        }
                        errors++;
                      }
                    } else {
                      const err43 = {
                        instancePath: instancePath + '/properties/' + key2.replace(/~/g, '~0').replace(/\//g, '~1') + '/description',
                        schemaPath: '#/properties/properties/additionalProperties/oneOf/2/properties/description/type',
                        keyword: 'type',
                        params: { type: 'string' },
                        message: 'must be string',
                        schema: schema20.properties.properties.additionalProperties.oneOf[2].properties.description.type,
                        parentSchema: schema20.properties.properties.additionalProperties.oneOf[2].properties.description,
                        data: data15,
                      };
                      if (vErrors === null) {
                        vErrors = [err43];
                      } else {
                        vErrors.push(err43);
                      }
                      errors++;
                    }
                  }
                  if (data1.default !== undefined) {
                    let data16 = data1.default;
                    if (typeof data16 !== 'boolean') {
                      const err44 = {
                        instancePath: instancePath + '/properties/' + key2.replace(/~/g, '~0').replace(/\//g, '~1') + '/default',
                        schemaPath: '#/properties/properties/additionalProperties/oneOf/2/properties/default/type',
                        keyword: 'type',
                        params: { type: 'boolean' },
                        message: 'must be boolean',
                        schema: schema20.properties.properties.additionalProperties.oneOf[2].properties.default.type,
                        parentSchema: schema20.properties.properties.additionalProperties.oneOf[2].properties.default,
                        data: data16,
                      };
                      if (vErrors === null) {
                        vErrors = [err44];
                      } else {
                        vErrors.push(err44);
                      }
                      errors++;
                    }
                  }
                } else {
                  const err45 = {
                    instancePath: instancePath + '/properties/' + key2.replace(/~/g, '~0').replace(/\//g, '~1'),
                    schemaPath: '#/properties/properties/additionalProperties/oneOf/2/type',
                    keyword: 'type',
                    params: { type: 'object' },
                    message: 'must be object',
                    schema: schema20.properties.properties.additionalProperties.oneOf[2].type,
                    parentSchema: schema20.properties.properties.additionalProperties.oneOf[2],
                    data: data1,
                  };
                  if (vErrors === null) {
                    vErrors = [err45];
                  } else {
                    vErrors.push(err45);
                  }
                  errors++;
                }
                if (props0 !== true) {
                  props0 = true;
                }
              } else if (tag0 === 'button') {
                if (data1 && typeof data1 == 'object' && !Array.isArray(data1)) {
                  if (data1.type === undefined) {
                    const err46 = {
                      instancePath: instancePath + '/properties/' + key2.replace(/~/g, '~0').replace(/\//g, '~1'),
                      schemaPath: '#/properties/properties/additionalProperties/oneOf/3/required',
                      keyword: 'required',
                      params: { missingProperty: 'type' },
                      message: "must have required property '" + 'type' + "'",
                      schema: schema20.properties.properties.additionalProperties.oneOf[3].required,
                      parentSchema: schema20.properties.properties.additionalProperties.oneOf[3],
                      data: data1,
                    };
                    if (vErrors === null) {
                      vErrors = [err46];
                    } else {
                      vErrors.push(err46);
                    }
                    errors++;
                  }
                  if (data1.title === undefined) {
                    const err47 = {
                      instancePath: instancePath + '/properties/' + key2.replace(/~/g, '~0').replace(/\//g, '~1'),
                      schemaPath: '#/properties/properties/additionalProperties/oneOf/3/required',
                      keyword: 'required',
                      params: { missingProperty: 'title' },
                      message: "must have required property '" + 'title' + "'",
                      schema: schema20.properties.properties.additionalProperties.oneOf[3].required,
                      parentSchema: schema20.properties.properties.additionalProperties.oneOf[3],
                      data: data1,
                    };
                    if (vErrors === null) {
                      vErrors = [err47];
                    } else {
                      vErrors.push(err47);
                    }
                    errors++;
                  }
                  if (data1.description === undefined) {
                    const err48 = {
                      instancePath: instancePath + '/properties/' + key2.replace(/~/g, '~0').replace(/\//g, '~1'),
                      schemaPath: '#/properties/properties/additionalProperties/oneOf/3/required',
                      keyword: 'required',
                      params: { missingProperty: 'description' },
                      message: "must have required property '" + 'description' + "'",
                      schema: schema20.properties.properties.additionalProperties.oneOf[3].required,
                      parentSchema: schema20.properties.properties.additionalProperties.oneOf[3],
                      data: data1,
                    };
                    if (vErrors === null) {
                      vErrors = [err48];
                    } else {
                      vErrors.push(err48);
                    }
                    errors++;
                  }
                  if (data1.button_text === undefined) {
                    const err49 = {
                      instancePath: instancePath + '/properties/' + key2.replace(/~/g, '~0').replace(/\//g, '~1'),
                      schemaPath: '#/properties/properties/additionalProperties/oneOf/3/required',
                      keyword: 'required',
                      params: { missingProperty: 'button_text' },
                      message: "must have required property '" + 'button_text' + "'",
                      schema: schema20.properties.properties.additionalProperties.oneOf[3].required,
                      parentSchema: schema20.properties.properties.additionalProperties.oneOf[3],
                      data: data1,
                    };
                    if (vErrors === null) {
                      vErrors = [err49];
                    } else {
                      vErrors.push(err49);
                    }
                    errors++;
                  }
                  if (data1.callback_url === undefined) {
                    const err50 = {
                      instancePath: instancePath + '/properties/' + key2.replace(/~/g, '~0').replace(/\//g, '~1'),
                      schemaPath: '#/properties/properties/additionalProperties/oneOf/3/required',
                      keyword: 'required',
                      params: { missingProperty: 'callback_url' },
                      message: "must have required property '" + 'callback_url' + "'",
                      schema: schema20.properties.properties.additionalProperties.oneOf[3].required,
                      parentSchema: schema20.properties.properties.additionalProperties.oneOf[3],
                      data: data1,
                    };
                    if (vErrors === null) {
                      vErrors = [err50];
                    } else {
                      vErrors.push(err50);
                    }
                    errors++;
                  }
                  for (const key6 in data1) {
                    if (!(
                      key6 === 'type' ||
                      key6 === 'title' ||
                      key6 === 'description' ||
                      key6 === 'button_text' ||
                      key6 === 'callback_url'
                    )) {
                      const err51 = {
                        instancePath: instancePath + '/properties/' + key2.replace(/~/g, '~0').replace(/\//g, '~1'),
                        schemaPath: '#/properties/properties/additionalProperties/oneOf/3/additionalProperties',
                        keyword: 'additionalProperties',
                        params: { additionalProperty: key6 },
                        message: 'must NOT have additional properties',
                        schema: false,
                        parentSchema: schema20.properties.properties.additionalProperties.oneOf[3],
                        data: data1,
                      };
                      if (vErrors === null) {
                        vErrors = [err51];
                      } else {
                        vErrors.push(err51);
                      }
                      errors++;
                    }
                  }
                  if (data1.type !== undefined) {
                    let data17 = data1.type;
                    if (typeof data17 !== 'string') {
                      const err52 = {
                        instancePath: instancePath + '/properties/' + key2.replace(/~/g, '~0').replace(/\//g, '~1') + '/type',
                        schemaPath: '#/properties/properties/additionalProperties/oneOf/3/properties/type/type',
                        keyword: 'type',
                        params: { type: 'string' },
                        message: 'must be string',
                        schema: schema20.properties.properties.additionalProperties.oneOf[3].properties.type.type,
                        parentSchema: schema20.properties.properties.additionalProperties.oneOf[3].properties.type,
                        data: data17,
                      };
                      if (vErrors === null) {
                        vErrors = [err52];
                      } else {
                        vErrors.push(err52);
                      }
                      errors++;
                    }
                    if ('button' !== data17) {
                      const err53 = {
                        instancePath: instancePath + '/properties/' + key2.replace(/~/g, '~0').replace(/\//g, '~1') + '/type',
                        schemaPath: '#/properties/properties/additionalProperties/oneOf/3/properties/type/const',
                        keyword: 'const',
                        params: { allowedValue: 'button' },
                        message: 'must be equal to constant',
                        schema: 'button',
                        parentSchema: schema20.properties.properties.additionalProperties.oneOf[3].properties.type,
                        data: data17,
                      };
                      if (vErrors === null) {
                        vErrors = [err53];
                      } else {
                        vErrors.push(err53);
                      }
                      errors++;
                    }
                  }
                  if (data1.title !== undefined) {
                    let data18 = data1.title;
                    if (typeof data18 === 'string') {
                      if (func2(data18) > 30) {
                        const err54 = {
                          instancePath: instancePath + '/properties/' + key2.replace(/~/g, '~0').replace(/\//g, '~1') + '/title',
                          schemaPath: '#/properties/properties/additionalProperties/oneOf/3/properties/title/maxLength',
                          keyword: 'maxLength',
                          params: { limit: 30 },
                          message: 'must NOT have more than 30 characters',
                          schema: 30,
                          parentSchema: schema20.properties.properties.additionalProperties.oneOf[3].properties.title,
                          data: data18,
                        };
                        if (vErrors === null) {
                          vErrors = [err54];
                        } else {
                          vErrors.push(err54);
                        }
                        errors++;
                      }
                      if (func2(data18) < 1) {
                        const err55 = {
                          instancePath: instancePath + '/properties/' + key2.replace(/~/g, '~0').replace(/\//g, '~1') + '/title',
                          schemaPath: '#/properties/properties/additionalProperties/oneOf/3/properties/title/minLength',
                          keyword: 'minLength',
                          params: { limit: 1 },
                          message: 'must NOT have fewer than 1 characters',
                          schema: 1,
                          parentSchema: schema20.properties.properties.additionalProperties.oneOf[3].properties.title,
                          data: data18,
                        };
                        if (vErrors === null) {
                          vErrors = [err55];
                        } else {
                          vErrors.push(err55);
                        }
                        errors++;
                      }
                    } else {
                      const err56 = {
                        instancePath: instancePath + '/properties/' + key2.replace(/~/g, '~0').replace(/\//g, '~1') + '/title',
                        schemaPath: '#/properties/properties/additionalProperties/oneOf/3/properties/title/type',
                        keyword: 'type',
                        params: { type: 'string' },
                        message: 'must be string',
                        schema: schema20.properties.properties.additionalProperties.oneOf[3].properties.title.type,
                        parentSchema: schema20.properties.properties.additionalProperties.oneOf[3].properties.title,
                        data: data18,
                      };
                      if (vErrors === null) {
                        vErrors = [err56];
                      } else {
                        vErrors.push(err56);
                      }
                      errors++;
                    }
                  }
                  if (data1.description !== undefined) {
                    let data19 = data1.description;
                    if (typeof data19 === 'string') {
                      if (func2(data19) > 100) {
                        const err57 = {
                          instancePath: instancePath + '/properties/' + key2.replace(/~/g, '~0').replace(/\//g, '~1') + '/description',
                          schemaPath: '#/properties/properties/additionalProperties/oneOf/3/properties/description/maxLength',
                          keyword: 'maxLength',
                          params: { limit: 100 },
                          message: 'must NOT have more than 100 characters',
                          schema: 100,
                          parentSchema: schema20.properties.properties.additionalProperties.oneOf[3].properties.description,
                          data: data19,
                        };
                        if (vErrors === null) {
                          vErrors = [err57];
                        } else {
                          vErrors.push(err57);
                        }
                        errors++;
                      }
                    } else {
                      const err58 = {
                        instancePath: instancePath + '/properties/' + key2.replace(/~/g, '~0').replace(/\//g, '~1') + '/description',
                        schemaPath: '#/properties/properties/additionalProperties/oneOf/3/properties/description/type',
                        keyword: 'type',
                        params: { type: 'string' },
                        message: 'must be string',
                        schema: schema20.properties.properties.additionalProperties.oneOf[3].properties.description.type,
                        parentSchema: schema20.properties.properties.additionalProperties.oneOf[3].properties.description,
                        data: data19,
                      };
                      if (vErrors === null) {
                        vErrors = [err58];
                      } else {
                        vErrors.push(err58);
                      }
                      errors++;
                    }
                  }
                  if (data1.button_text !== undefined) {
                    let data20 = data1.button_text;
                    if (typeof data20 === 'string') {
                      if (func2(data20) < 1) {
                        const err59 = {
                          instancePath: instancePath + '/properties/' + key2.replace(/~/g, '~0').replace(/\//g, '~1') + '/button_text',
                          schemaPath: '#/properties/properties/additionalProperties/oneOf/3/properties/button_text/minLength',
                          keyword: 'minLength',
                          params: { limit: 1 },
                          message: 'must NOT have fewer than 1 characters',
                          schema: 1,
                          parentSchema: schema20.properties.properties.additionalProperties.oneOf[3].properties.button_text,
                          data: data20,
                        };
                        if (vErrors === null) {
                          vErrors = [err59];
                        } else {
                          vErrors.push(err59);
                        }
                        errors++;
                      }
                    } else {
                      const err60 = {
                        instancePath: instancePath + '/properties/' + key2.replace(/~/g, '~0').replace(/\//g, '~1') + '/button_text',
                        schemaPath: '#/properties/properties/additionalProperties/oneOf/3/properties/button_text/type',
                        keyword: 'type',
                        params: { type: 'string' },
                        message: 'must be string',
                        schema: schema20.properties.properties.additionalProperties.oneOf[3].properties.button_text.type,
                        parentSchema: schema20.properties.properties.additionalProperties.oneOf[3].properties.button_text,
                        data: data20,
                      };
                      if (vErrors === null) {
                        vErrors = [err60];
                      } else {
                        vErrors.push(err60);
                      }
                      errors++;
                    }
                  }
                  if (data1.callback_url !== undefined) {
                    let data21 = data1.callback_url;
                    if (typeof data21 === 'string') {
                      if (func2(data21) < 1) {
                        const err61 = {
                          instancePath: instancePath + '/properties/' + key2.replace(/~/g, '~0').replace(/\//g, '~1') + '/callback_url',
                          schemaPath: '#/properties/properties/additionalProperties/oneOf/3/properties/callback_url/minLength',
                          keyword: 'minLength',
                          params: { limit: 1 },
                          message: 'must NOT have fewer than 1 characters',
                          schema: 1,
                          parentSchema: schema20.properties.properties.additionalProperties.oneOf[3].properties.callback_url,
                          data: data21,
                        };
                        if (vErrors === null) {
                          vErrors = [err61];
                        } else {
                          vErrors.push(err61);
                        }
                        errors++;
                      }
                    } else {
                      const err62 = {
                        instancePath: instancePath + '/properties/' + key2.replace(/~/g, '~0').replace(/\//g, '~1') + '/callback_url',
                        schemaPath: '#/properties/properties/additionalProperties/oneOf/3/properties/callback_url/type',
                        keyword: 'type',
                        params: { type: 'string' },
                        message: 'must be string',
                        schema: schema20.properties.properties.additionalProperties.oneOf[3].properties.callback_url.type,
                        parentSchema: schema20.properties.properties.additionalProperties.oneOf[3].properties.callback_url,
                        data: data21,
                      };
                      if (vErrors === null) {
                        vErrors = [err62];
                      } else {
                        vErrors.push(err62);
                      }
                      errors++;
                    }
                  }
                } else {
                  const err63 = {
                    instancePath: instancePath + '/properties/' + key2.replace(/~/g, '~0').replace(/\//g, '~1'),
                    schemaPath: '#/properties/properties/additionalProperties/oneOf/3/type',
                    keyword: 'type',
                    params: { type: 'object' },
                    message: 'must be object',
                    schema: schema20.properties.properties.additionalProperties.oneOf[3].type,
                    parentSchema: schema20.properties.properties.additionalProperties.oneOf[3],
                    data: data1,
                  };
                  if (vErrors === null) {
                    vErrors = [err63];
                  } else {
                    vErrors.push(err63);
                  }
                  errors++;
                }
                if (props0 !== true) {
                  props0 = true;
                }
              } else {
                const err64 = {
                  instancePath: instancePath + '/properties/' + key2.replace(/~/g, '~0').replace(/\//g, '~1'),
                  schemaPath: '#/properties/properties/additionalProperties/discriminator',
                  keyword: 'discriminator',
                  params: { error: 'mapping', tag: 'type', tagValue: tag0 },
                  message: 'value of tag "type" must be in oneOf',
                  schema: schema20.properties.properties.additionalProperties.discriminator,
                  parentSchema: schema20.properties.properties.additionalProperties,
                  data: data1,
                };
                if (vErrors === null) {
                  vErrors = [err64];
                } else {
                  vErrors.push(err64);
                }
                errors++;
              }
            } else {
              const err65 = {
                instancePath: instancePath + '/properties/' + key2.replace(/~/g, '~0').replace(/\//g, '~1'),
                schemaPath: '#/properties/properties/additionalProperties/discriminator',
                keyword: 'discriminator',
                params: { error: 'tag', tag: 'type', tagValue: tag0 },
                message: 'tag "type" must be string',
                schema: schema20.properties.properties.additionalProperties.discriminator,
                parentSchema: schema20.properties.properties.additionalProperties,
                data: data1,
              };
              if (vErrors === null) {
                vErrors = [err65];
              } else {
                vErrors.push(err65);
              }
              errors++;
            }
          }
        }
      } else {
        const err66 = {
          instancePath: instancePath + '/properties',
          schemaPath: '#/properties/properties/type',
          keyword: 'type',
          params: { type: 'object' },
          message: 'must be object',
          schema: schema20.properties.properties.type,
          parentSchema: schema20.properties.properties,
          data: data0,
        };
        if (vErrors === null) {
          vErrors = [err66];
        } else {
          vErrors.push(err66);
        }
        errors++;
      }
    }
    if (data.required !== undefined) {
      let data22 = data.required;
      if (Array.isArray(data22)) {
        const len1 = data22.length;
        for (let i1 = 0; i1 < len1; i1++) {
          let data23 = data22[i1];
          if (typeof data23 !== 'string') {
            const err67 = {
              instancePath: instancePath + '/required/' + i1,
              schemaPath: '#/properties/required/items/type',
              keyword: 'type',
              params: { type: 'string' },
              message: 'must be string',
              schema: schema20.properties.required.items.type,
              parentSchema: schema20.properties.required.items,
              data: data23,
            };
            if (vErrors === null) {
              vErrors = [err67];
            } else {
              vErrors.push(err67);
            }
            errors++;
          }
        }
      } else {
        const err68 = {
          instancePath: instancePath + '/required',
          schemaPath: '#/properties/required/type',
          keyword: 'type',
          params: { type: 'array' },
          message: 'must be array',
          schema: schema20.properties.required.type,
          parentSchema: schema20.properties.required,
          data: data22,
        };
        if (vErrors === null) {
          vErrors = [err68];
        } else {
          vErrors.push(err68);
        }
        errors++;
      }
    }
    if (data.componentId !== undefined) {
      let data24 = data.componentId;
      if (typeof data24 === 'string') {
        if (func2(data24) < 1) {
          const err69 = {
            instancePath: instancePath + '/componentId',
            schemaPath: '#/properties/componentId/minLength',
            keyword: 'minLength',
            params: { limit: 1 },
            message: 'must NOT have fewer than 1 characters',
            schema: 1,
            parentSchema: schema20.properties.componentId,
            data: data24,
          };
          if (vErrors === null) {
            vErrors = [err69];
          } else {
            vErrors.push(err69);
          }
          errors++;
        }
      } else {
        const err70 = {
          instancePath: instancePath + '/componentId',
          schemaPath: '#/properties/componentId/type',
          keyword: 'type',
          params: { type: 'string' },
          message: 'must be string',
          schema: schema20.properties.componentId.type,
          parentSchema: schema20.properties.componentId,
          data: data24,
        };
        if (vErrors === null) {
          vErrors = [err70];
        } else {
          vErrors.push(err70);
        }
        errors++;
      }
    }
  } else {
    const err71 = {
      instancePath,
      schemaPath: '#/type',
      keyword: 'type',
      params: { type: 'object' },
      message: 'must be object',
      schema: schema20.type,
      parentSchema: schema20,
      data,
    };
    if (vErrors === null) {
      vErrors = [err71];
    } else {
      vErrors.push(err71);
    }
    errors++;
  }
  validate53.errors = vErrors;
  return errors === 0;
}
validate53.evaluated = { props: true, dynamicProps: false, dynamicItems: false };

function validate52(data, { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {}) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate52.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = undefined;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = undefined;
  }
  if (data && typeof data == 'object' && !Array.isArray(data)) {
    if (data.name === undefined) {
      const err0 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'name' },
        message: "must have required property '" + 'name' + "'",
        schema: schema19.required,
        parentSchema: schema19,
        data,
      };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.title === undefined) {
      const err1 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'title' },
        message: "must have required property '" + 'title' + "'",
        schema: schema19.required,
        parentSchema: schema19,
        data,
      };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    if (data.description === undefined) {
      const err2 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'description' },
        message: "must have required property '" + 'description' + "'",
        schema: schema19.required,
        parentSchema: schema19,
        data,
      };
      if (vErrors === null) {
        vErrors = [err2];
      } else {
        vErrors.push(err2);
      }
      errors++;
    }
    if (data.organization === undefined) {
      const err3 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'organization' },
        message: "must have required property '" + 'organization' + "'",
        schema: schema19.required,
        parentSchema: schema19,
        data,
      };
      if (vErrors === null) {
        vErrors = [err3];
      } else {
        vErrors.push(err3);
      }
      errors++;
    }
    if (data.scopes === undefined) {
      const err4 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'scopes' },
        message: "must have required property '" + 'scopes' + "'",
        schema: schema19.required,
        parentSchema: schema19,
        data,
      };
      if (vErrors === null) {
        vErrors = [err4];
      } else {
        vErrors.push(err4);
      }
      errors++;
    }
    for (const key0 in data) {
      if (!func1.call(schema19.properties, key0)) {
        const err5 = {
          instancePath,
          schemaPath: '#/additionalProperties',
          keyword: 'additionalProperties',
          params: { additionalProperty: key0 },
          message: 'must NOT have additional properties',
          schema: false,
          parentSchema: schema19,
          data,
        };
        if (vErrors === null) {
          vErrors = [err5];
        } else {
          vErrors.push(err5);
        }
        errors++;
      }
    }
    if (data.name !== undefined) {
      let data0 = data.name;
      if (typeof data0 === 'string') {
        if (!pattern3.test(data0)) {
          const err6 = {
            instancePath: instancePath + '/name',
            schemaPath: '#/properties/name/pattern',
            keyword: 'pattern',
            params: { pattern: '^[A-Za-z0-9]+(-[A-Za-z0-9]+)*$' },
            message: 'must match pattern "' + '^[A-Za-z0-9]+(-[A-Za-z0-9]+)*$' + '"',
            schema: '^[A-Za-z0-9]+(-[A-Za-z0-9]+)*$',
            parentSchema: schema19.properties.name,
            data: data0,
          };
          if (vErrors === null) {
            vErrors = [err6];
          } else {
            vErrors.push(err6);
          }
          errors++;
        }
      } else {
        const err7 = {
          instancePath: instancePath + '/name',
          schemaPath: '#/properties/name/type',
          keyword: 'type',
          params: { type: 'string' },
          message: 'must be string',
          schema: schema19.properties.name.type,
          parentSchema: schema19.properties.name,
          data: data0,
        };
        if (vErrors === null) {
          vErrors = [err7];
        } else {
          vErrors.push(err7);
        }
        errors++;
      }
    }
    if (data.title !== undefined) {
      let data1 = data.title;
      if (typeof data1 === 'string') {
        if (func2(data1) < 1) {
          const err8 = {
            instancePath: instancePath + '/title',
            schemaPath: '#/properties/title/minLength',
            keyword: 'minLength',
            params: { limit: 1 },
            message: 'must NOT have fewer than 1 characters',
            schema: 1,
            parentSchema: schema19.properties.title,
            data: data1,
          };
          if (vErrors === null) {
            vErrors = [err8];
          } else {
            vErrors.push(err8);
          }
          errors++;
        }
      } else {
        const err9 = {
          instancePath: instancePath + '/title',
          schemaPath: '#/properties/title/type',
          keyword: 'type',
          params: { type: 'string' },
          message: 'must be string',
          schema: schema19.properties.title.type,
          parentSchema: schema19.properties.title,
          data: data1,
        };
        if (vErrors === null) {
          vErrors = [err9];
        } else {
          vErrors.push(err9);
        }
        errors++;
      }
    }
    if (data.description !== undefined) {
      let data2 = data.description;
      if (typeof data2 === 'string') {
        if (func2(data2) < 1) {
          const err10 = {
            instancePath: instancePath + '/description',
            schemaPath: '#/properties/description/minLength',
            keyword: 'minLength',
            params: { limit: 1 },
            message: 'must NOT have fewer than 1 characters',
            schema: 1,
            parentSchema: schema19.properties.description,
            data: data2,
          };
          if (vErrors === null) {
            vErrors = [err10];
          } else {
            vErrors.push(err10);
          }
          errors++;
        }
      } else {
        const err11 = {
          instancePath: instancePath + '/description',
          schemaPath: '#/properties/description/type',
          keyword: 'type',
          params: { type: 'string' },
          message: 'must be string',
          schema: schema19.properties.description.type,
          parentSchema: schema19.properties.description,
          data: data2,
        };
        if (vErrors === null) {
          vErrors = [err11];
        } else {
          vErrors.push(err11);
        }
        errors++;
      }
    }
    if (data.summary !== undefined) {
      let data3 = data.summary;
      if (typeof data3 === 'string') {
        if (func2(data3) > 2048) {
          const err12 = {
            instancePath: instancePath + '/summary',
            schemaPath: '#/properties/summary/maxLength',
            keyword: 'maxLength',
            params: { limit: 2048 },
            message: 'must NOT have more than 2048 characters',
            schema: 2048,
            parentSchema: schema19.properties.summary,
            data: data3,
          };
          if (vErrors === null) {
            vErrors = [err12];
          } else {
            vErrors.push(err12);
          }
          errors++;
        }
      } else {
        const err13 = {
          instancePath: instancePath + '/summary',
          schemaPath: '#/properties/summary/type',
          keyword: 'type',
          params: { type: 'string' },
          message: 'must be string',
          schema: schema19.properties.summary.type,
          parentSchema: schema19.properties.summary,
          data: data3,
        };
        if (vErrors === null) {
          vErrors = [err13];
        } else {
          vErrors.push(err13);
        }
        errors++;
      }
    }
    if (data.organization !== undefined) {
      let data4 = data.organization;
      if (typeof data4 === 'string') {
        if (func2(data4) < 1) {
          const err14 = {
            instancePath: instancePath + '/organization',
            schemaPath: '#/properties/organization/minLength',
            keyword: 'minLength',
            params: { limit: 1 },
            message: 'must NOT have fewer than 1 characters',
            schema: 1,
            parentSchema: schema19.properties.organization,
            data: data4,
          };
          if (vErrors === null) {
            vErrors = [err14];
          } else {
            vErrors.push(err14);
          }
          errors++;
        }
      } else {
        const err15 = {
          instancePath: instancePath + '/organization',
          schemaPath: '#/properties/organization/type',
          keyword: 'type',
          params: { type: 'string' },
          message: 'must be string',
          schema: schema19.properties.organization.type,
          parentSchema: schema19.properties.organization,
          data: data4,
        };
        if (vErrors === null) {
          vErrors = [err15];
        } else {
          vErrors.push(err15);
        }
        errors++;
      }
    }
    if (data.visibility !== undefined) {
      let data5 = data.visibility;
      if (typeof data5 !== 'string') {
        const err16 = {
          instancePath: instancePath + '/visibility',
          schemaPath: '#/properties/visibility/type',
          keyword: 'type',
          params: { type: 'string' },
          message: 'must be string',
          schema: schema19.properties.visibility.type,
          parentSchema: schema19.properties.visibility,
          data: data5,
        };
        if (vErrors === null) {
          vErrors = [err16];
        } else {
          vErrors.push(err16);
        }
        errors++;
      }
      if (!(data5 === 'private' || data5 === 'unlisted' || data5 === 'public')) {
        const err17 = {
          instancePath: instancePath + '/visibility',
          schemaPath: '#/properties/visibility/enum',
          keyword: 'enum',
          params: { allowedValues: schema19.properties.visibility.enum },
          message: 'must be equal to one of the allowed values',
          schema: schema19.properties.visibility.enum,
          parentSchema: schema19.properties.visibility,
          data: data5,
        };
        if (vErrors === null) {
          vErrors = [err17];
        } else {
          vErrors.push(err17);
        }
        errors++;
      }
    }
    if (data.target !== undefined) {
      let data6 = data.target;
      if (typeof data6 !== 'string') {
        const err18 = {
          instancePath: instancePath + '/target',
          schemaPath: '#/properties/target/type',
          keyword: 'type',
          params: { type: 'string' },
          message: 'must be string',
          schema: schema19.properties.target.type,
          parentSchema: schema19.properties.target,
          data: data6,
        };
        if (vErrors === null) {
          vErrors = [err18];
        } else {
          vErrors.push(err18);
        }
        errors++;
      }
      if (!(data6 === 'all' || data6 === 'site' || data6 === 'space' || data6 === 'organization')) {
        const err19 = {
          instancePath: instancePath + '/target',
          schemaPath: '#/properties/target/enum',
          keyword: 'enum',
          params: { allowedValues: schema19.properties.target.enum },
          message: 'must be equal to one of the allowed values',
          schema: schema19.properties.target.enum,
          parentSchema: schema19.properties.target,
          data: data6,
        };
        if (vErrors === null) {
          vErrors = [err19];
        } else {
          vErrors.push(err19);
        }
        errors++;
      }
    }
    if (data.scopes !== undefined) {
      let data7 = data.scopes;
      if (Array.isArray(data7)) {
        const len0 = data7.length;
        for (let i0 = 0; i0 < len0; i0++) {
          let data8 = data7[i0];
          if (typeof data8 !== 'string') {
            const err20 = {
              instancePath: instancePath + '/scopes/' + i0,
              schemaPath: '#/properties/scopes/items/type',
              keyword: 'type',
              params: { type: 'string' },
              message: 'must be string',
              schema: schema19.properties.scopes.items.type,
              parentSchema: schema19.properties.scopes.items,
              data: data8,
            };
            if (vErrors === null) {
              vErrors = [err20];
            } else {
              vErrors.push(err20);
            }
            errors++;
          }
          if (!(
            data8 === 'space:content:read' ||
            data8 === 'space:content:write' ||
            data8 === 'space:metadata:read' ||
            data8 === 'space:metadata:write' ||
            data8 === 'space:git:sync' ||
            data8 === 'site:metadata:read' ||
            data8 === 'site:views:read' ||
            data8 === 'site:script:inject' ||
            data8 === 'site:script:cookies' ||
            data8 === 'site:visitor:auth' ||
            data8 === 'site:visitor:claims' ||
            data8 === 'site:adaptive:read' ||
            data8 === 'site:adaptive:write' ||
            data8 === 'openapi:read' ||
            data8 === 'openapi:write' ||
            data8 === 'conversations:ingest' ||
            data8 === 'page:feedback:read'
          )) {
            const err21 = {
              instancePath: instancePath + '/scopes/' + i0,
              schemaPath: '#/properties/scopes/items/enum',
              keyword: 'enum',
              params: { allowedValues: schema19.properties.scopes.items.enum },
              message: 'must be equal to one of the allowed values',
              schema: schema19.properties.scopes.items.enum,
              parentSchema: schema19.properties.scopes.items,
              data: data8,
            };
            if (vErrors === null) {
              vErrors = [err21];
            } else {
              vErrors.push(err21);
            }
            errors++;
          }
        }
      } else {
        const err22 = {
          instancePath: instancePath + '/scopes',
          schemaPath: '#/properties/scopes/type',
          keyword: 'type',
          params: { type: 'array' },
          message: 'must be array',
          schema: schema19.properties.scopes.type,
          parentSchema: schema19.properties.scopes,
          data: data7,
        };
        if (vErrors === null) {
          vErrors = [err22];
        } else {
          vErrors.push(err22);
        }
        errors++;
      }
    }
    if (data.script !== undefined) {
      let data9 = data.script;
      if (typeof data9 === 'string') {
        if (func2(data9) < 1) {
          const err23 = {
            instancePath: instancePath + '/script',
            schemaPath: '#/properties/script/minLength',
            keyword: 'minLength',
            params: { limit: 1 },
            message: 'must NOT have fewer than 1 characters',
            schema: 1,
            parentSchema: schema19.properties.script,
            data: data9,
          };
          if (vErrors === null) {
            vErrors = [err23];
          } else {
            vErrors.push(err23);
          }
          errors++;
        }
      } else {
        const err24 = {
          instancePath: instancePath + '/script',
          schemaPath: '#/properties/script/type',
          keyword: 'type',
          params: { type: 'string' },
          message: 'must be string',
          schema: schema19.properties.script.type,
          parentSchema: schema19.properties.script,
          data: data9,
        };
        if (vErrors === null) {
          vErrors = [err24];
        } else {
          vErrors.push(err24);
        }
        errors++;
      }
    }
    if (data.blocks !== undefined) {
      let data10 = data.blocks;
      if (Array.isArray(data10)) {
        const len1 = data10.length;
        for (let i1 = 0; i1 < len1; i1++) {
          let data11 = data10[i1];
          if (data11 && typeof data11 == 'object' && !Array.isArray(data11)) {
            if (data11.id === undefined) {
              const err25 = {
                instancePath: instancePath + '/blocks/' + i1,
                schemaPath: '#/properties/blocks/items/required',
                keyword: 'required',
                params: { missingProperty: 'id' },
                message: "must have required property '" + 'id' + "'",
                schema: schema19.properties.blocks.items.required,
                parentSchema: schema19.properties.blocks.items,
                data: data11,
              };
              if (vErrors === null) {
                vErrors = [err25];
              } else {
                vErrors.push(err25);
              }
              errors++;
            }
            if (data11.title === undefined) {
              const err26 = {
                instancePath: instancePath + '/blocks/' + i1,
                schemaPath: '#/properties/blocks/items/required',
                keyword: 'required',
                params: { missingProperty: 'title' },
                message: "must have required property '" + 'title' + "'",
                schema: schema19.properties.blocks.items.required,
                parentSchema: schema19.properties.blocks.items,
                data: data11,
              };
              if (vErrors === null) {
                vErrors = [err26];
              } else {
                vErrors.push(err26);
              }
              errors++;
            }
            for (const key1 in data11) {
              if (!(
                key1 === 'id' ||
                key1 === 'title' ||
                key1 === 'description' ||
                key1 === 'icon' ||
                key1 === 'urlUnfurl' ||
                key1 === 'markdown'
              )) {
                const err27 = {
                  instancePath: instancePath + '/blocks/' + i1,
                  schemaPath: '#/properties/blocks/items/additionalProperties',
                  keyword: 'additionalProperties',
                  params: { additionalProperty: key1 },
                  message: 'must NOT have additional properties',
                  schema: false,
                  parentSchema: schema19.properties.blocks.items,
                  data: data11,
                };
                if (vErrors === null) {
                  vErrors = [err27];
                } else {
                  vErrors.push(err27);
                }
                errors++;
              }
            }
            if (data11.id !== undefined) {
              let data12 = data11.id;
              if (typeof data12 === 'string') {
                if (func2(data12) < 1) {
                  const err28 = {
                    instancePath: instancePath + '/blocks/' + i1 + '/id',
                    schemaPath: '#/properties/blocks/items/properties/id/minLength',
                    keyword: 'minLength',
                    params: { limit: 1 },
                    message: 'must NOT have fewer than 1 characters',
                    schema: 1,
                    parentSchema: schema19.properties.blocks.items.properties.id,
                    data: data12,
                  };
                  if (vErrors === null) {
                    vErrors = [err28];
                  } else {
                    vErrors.push(err28);
                  }
                  errors++;
                }
              } else {
                const err29 = {
                  instancePath: instancePath + '/blocks/' + i1 + '/id',
                  schemaPath: '#/properties/blocks/items/properties/id/type',
                  keyword: 'type',
                  params: { type: 'string' },
                  message: 'must be string',
                  schema: schema19.properties.blocks.items.properties.id.type,
                  parentSchema: schema19.properties.blocks.items.properties.id,
                  data: data12,
                };
                if (vErrors === null) {
                  vErrors = [err29];
                } else {
                  vErrors.push(err29);
                }
                errors++;
              }
            }
            if (data11.title !== undefined) {
              let data13 = data11.title;
              if (typeof data13 === 'string') {
                if (func2(data13) > 40) {
                  const err30 = {
                    instancePath: instancePath + '/blocks/' + i1 + '/title',
                    schemaPath: '#/properties/blocks/items/properties/title/maxLength',
                    keyword: 'maxLength',
                    params: { limit: 40 },
                    message: 'must NOT have more than 40 characters',
                    schema: 40,
                    parentSchema: schema19.properties.blocks.items.properties.title,
                    data: data13,
                  };
                  if (vErrors === null) {
                    vErrors = [err30];
                  } else {
                    vErrors.push(err30);
                  }
                  errors++;
                }
                if (func2(data13) < 2) {
                  const err31 = {
                    instancePath: instancePath + '/blocks/' + i1 + '/title',
                    schemaPath: '#/properties/blocks/items/properties/title/minLength',
                    keyword: 'minLength',
                    params: { limit: 2 },
                    message: 'must NOT have fewer than 2 characters',
                    schema: 2,
                    parentSchema: schema19.properties.blocks.items.properties.title,
                    data: data13,
                  };
                  if (vErrors === null) {
                    vErrors = [err31];
                  } else {
                    vErrors.push(err31);
                  }
                  errors++;
                }
              } else {
                const err32 = {
                  instancePath: instancePath + '/blocks/' + i1 + '/title',
                  schemaPath: '#/properties/blocks/items/properties/title/type',
                  keyword: 'type',
                  params: { type: 'string' },
                  message: 'must be string',
                  schema: schema19.properties.blocks.items.properties.title.type,
                  parentSchema: schema19.properties.blocks.items.properties.title,
                  data: data13,
                };
                if (vErrors === null) {
                  vErrors = [err32];
                } else {
                  vErrors.push(err32);
                }
                errors++;
              }
            }
            if (data11.description !== undefined) {
              let data14 = data11.description;
              if (typeof data14 === 'string') {
                if (func2(data14) > 150) {
                  const err33 = {
                    instancePath: instancePath + '/blocks/' + i1 + '/description',
                    schemaPath: '#/properties/blocks/items/properties/description/maxLength',
                    keyword: 'maxLength',
                    params: { limit: 150 },
                    message: 'must NOT have more than 150 characters',
                    schema: 150,
                    parentSchema: schema19.properties.blocks.items.properties.description,
                    data: data14,
                  };
                  if (vErrors === null) {
                    vErrors = [err33];
                  } else {
                    vErrors.push(err33);
                  }
                  errors++;
                }
              } else {
                const err34 = {
                  instancePath: instancePath + '/blocks/' + i1 + '/description',
                  schemaPath: '#/properties/blocks/items/properties/description/type',
                  keyword: 'type',
                  params: { type: 'string' },
                  message: 'must be string',
                  schema: schema19.properties.blocks.items.properties.description.type,
                  parentSchema: schema19.properties.blocks.items.properties.description,
                  data: data14,
                };
                if (vErrors === null) {
                  vErrors = [err34];
                } else {
                  vErrors.push(err34);
                }
                errors++;
              }
            }
            if (data11.icon !== undefined) {
              let data15 = data11.icon;
              if (typeof data15 !== 'string') {
                const err35 = {
                  instancePath: instancePath + '/blocks/' + i1 + '/icon',
                  schemaPath: '#/properties/blocks/items/properties/icon/type',
                  keyword: 'type',
                  params: { type: 'string' },
                  message: 'must be string',
                  schema: schema19.properties.blocks.items.properties.icon.type,
                  parentSchema: schema19.properties.blocks.items.properties.icon,
                  data: data15,
                };
                if (vErrors === null) {
                  vErrors = [err35];
                } else {
                  vErrors.push(err35);
                }
                errors++;
              }
            }
            if (data11.urlUnfurl !== undefined) {
              let data16 = data11.urlUnfurl;
              if (Array.isArray(data16)) {
                const len2 = data16.length;
                for (let i2 = 0; i2 < len2; i2++) {
                  let data17 = data16[i2];
                  if (typeof data17 !== 'string') {
                    const err36 = {
                      instancePath: instancePath + '/blocks/' + i1 + '/urlUnfurl/' + i2,
                      schemaPath: '#/properties/blocks/items/properties/urlUnfurl/items/type',
                      keyword: 'type',
                      params: { type: 'string' },
                      message: 'must be string',
                      schema: schema19.properties.blocks.items.properties.urlUnfurl.items.type,
                      parentSchema: schema19.properties.blocks.items.properties.urlUnfurl.items,
                      data: data17,
                    };
                    if (vErrors === null) {
                      vErrors = [err36];
                    } else {
                      vErrors.push(err36);
                    }
                    errors++;
                  }
                }
              } else {
                const err37 = {
                  instancePath: instancePath + '/blocks/' + i1 + '/urlUnfurl',
                  schemaPath: '#/properties/blocks/items/properties/urlUnfurl/type',
                  keyword: 'type',
                  params: { type: 'array' },
                  message: 'must be array',
                  schema: schema19.properties.blocks.items.properties.urlUnfurl.type,
                  parentSchema: schema19.properties.blocks.items.properties.urlUnfurl,
                  data: data16,
                };
                if (vErrors === null) {
                  vErrors = [err37];
                } else {
                  vErrors.push(err37);
                }
                errors++;
              }
            }
            if (data11.markdown !== undefined) {
              let data18 = data11.markdown;
              if (data18 && typeof data18 == 'object' && !Array.isArray(data18)) {
                if (data18.codeblock === undefined) {
                  const err38 = {
                    instancePath: instancePath + '/blocks/' + i1 + '/markdown',
                    schemaPath: '#/properties/blocks/items/properties/markdown/required',
                    keyword: 'required',
                    params: { missingProperty: 'codeblock' },
                    message: "must have required property '" + 'codeblock' + "'",
                    schema: schema19.properties.blocks.items.properties.markdown.required,
                    parentSchema: schema19.properties.blocks.items.properties.markdown,
                    data: data18,
                  };
                  if (vErrors === null) {
                    vErrors = [err38];
                  } else {
                    vErrors.push(err38);
                  }
                  errors++;
                }
                if (data18.body === undefined) {
                  const err39 = {
                    instancePath: instancePath + '/blocks/' + i1 + '/markdown',
                    schemaPath: '#/properties/blocks/items/properties/markdown/required',
                    keyword: 'required',
                    params: { missingProperty: 'body' },
                    message: "must have required property '" + 'body' + "'",
                    schema: schema19.properties.blocks.items.properties.markdown.required,
                    parentSchema: schema19.properties.blocks.items.properties.markdown,
                    data: data18,
                  };
                  if (vErrors === null) {
                    vErrors = [err39];
                  } else {
                    vErrors.push(err39);
                  }
                  errors++;
                }
                for (const key2 in data18) {
                  if (!(key2 === 'codeblock' || key2 === 'body')) {
                    const err40 = {
                      instancePath: instancePath + '/blocks/' + i1 + '/markdown',
                      schemaPath: '#/properties/blocks/items/properties/markdown/additionalProperties',
                      keyword: 'additionalProperties',
                      params: { additionalProperty: key2 },
                      message: 'must NOT have additional properties',
                      schema: false,
                      parentSchema: schema19.properties.blocks.items.properties.markdown,
                      data: data18,
                    };
                    if (vErrors === null) {
                      vErrors = [err40];
                    } else {
                      vErrors.push(err40);
                    }
                    errors++;
                  }
                }
                if (data18.codeblock !== undefined) {
                  let data19 = data18.codeblock;
                  if (typeof data19 === 'string') {
                    if (func2(data19) < 1) {
                      const err41 = {
                        instancePath: instancePath + '/blocks/' + i1 + '/markdown/codeblock',
                        schemaPath: '#/properties/blocks/items/properties/markdown/properties/codeblock/minLength',
                        keyword: 'minLength',
                        params: { limit: 1 },
                        message: 'must NOT have fewer than 1 characters',
                        schema: 1,
                        parentSchema: schema19.properties.blocks.items.properties.markdown.properties.codeblock,
                        data: data19,
                      };
                      if (vErrors === null) {
                        vErrors = [err41];
                      } else {
                        vErrors.push(err41);
                      }
                      errors++;
                    }
                  } else {
                    const err42 = {
                      instancePath: instancePath + '/blocks/' + i1 + '/markdown/codeblock',
                      schemaPath: '#/properties/blocks/items/properties/markdown/properties/codeblock/type',
                      keyword: 'type',
                      params: { type: 'string' },
                      message: 'must be string',
                      schema: schema19.properties.blocks.items.properties.markdown.properties.codeblock.type,
                      parentSchema: schema19.properties.blocks.items.properties.markdown.properties.codeblock,
                      data: data19,
                    };
                    if (vErrors === null) {
                      vErrors = [err42];
                    } else {
                      vErrors.push(err42);
                    }
                    errors++;
                  }
                }
                if (data18.body !== undefined) {
                  let data20 = data18.body;
                  if (typeof data20 === 'string') {
                    if (func2(data20) < 1) {
                      const err43 = {
                        instancePath: instancePath + '/blocks/' + i1 + '/markdown/body',
                        schemaPath: '#/properties/blocks/items/properties/markdown/properties/body/minLength',
                        keyword: 'minLength',
                        params: { limit: 1 },
                        message: 'must NOT have fewer than 1 characters',
                        schema: 1,
                        parentSchema: schema19.properties.blocks.items.properties.markdown.properties.body,
                        data: data20,
                      };
                      if (vErrors === null) {
                        vErrors = [err43];
                      } else {
                        vErrors.push(err43);
                      }
                      errors++;
                    }
                  } else {
                    const err44 = {
                      instancePath: instancePath + '/blocks/' + i1 + '/markdown/body',
                      schemaPath: '#/properties/blocks/items/properties/markdown/properties/body/type',
                      keyword: 'type',
                      params: { type: 'string' },
                      message: 'must be string',
                      schema: schema19.properties.blocks.items.properties.markdown.properties.body.type,
                      parentSchema: schema19.properties.blocks.items.properties.markdown.properties.body,
                      data: data20,
                    };
                    if (vErrors === null) {
                      vErrors = [err44];
                    } else {
                      vErrors.push(err44);
                    }
                    errors++;
                  }
                }
              } else {
                const err45 = {
                  instancePath: instancePath + '/blocks/' + i1 + '/markdown',
                  schemaPath: '#/properties/blocks/items/properties/markdown/type',
                  keyword: 'type',
                  params: { type: 'object' },
                  message: 'must be object',
                  schema: schema19.properties.blocks.items.properties.markdown.type,
                  parentSchema: schema19.properties.blocks.items.properties.markdown,
                  data: data18,
                };
                if (vErrors === null) {
                  vErrors = [err45];
                } else {
                  vErrors.push(err45);
                }
                errors++;
              }
            }
          } else {
            const err46 = {
              instancePath: instancePath + '/blocks/' + i1,
              schemaPath: '#/properties/blocks/items/type',
              keyword: 'type',
              params: { type: 'object' },
              message: 'must be object',
              schema: schema19.properties.blocks.items.type,
              parentSchema: schema19.properties.blocks.items,
              data: data11,
            };
            if (vErrors === null) {
              vErrors = [err46];
            } else {
              vErrors.push(err46);
            }
            errors++;
          }
        }
      } else {
        const err47 = {
          instancePath: instancePath + '/blocks',
          schemaPath: '#/properties/blocks/type',
          keyword: 'type',
          params: { type: 'array' },
          message: 'must be array',
          schema: schema19.properties.blocks.type,
          parentSchema: schema19.properties.blocks,
          data: data10,
        };
        if (vErrors === null) {
          vErrors = [err47];
        } else {
          vErrors.push(err47);
        }
        errors++;
      }
    }
    if (data.contentSources !== undefined) {
      let data21 = data.contentSources;
      if (Array.isArray(data21)) {
        const len3 = data21.length;
        for (let i3 = 0; i3 < len3; i3++) {
          let data22 = data21[i3];
          if (data22 && typeof data22 == 'object' && !Array.isArray(data22)) {
            if (data22.id === undefined) {
              const err48 = {
                instancePath: instancePath + '/contentSources/' + i3,
                schemaPath: '#/properties/contentSources/items/required',
                keyword: 'required',
                params: { missingProperty: 'id' },
                message: "must have required property '" + 'id' + "'",
                schema: schema19.properties.contentSources.items.required,
                parentSchema: schema19.properties.contentSources.items,
                data: data22,
              };
              if (vErrors === null) {
                vErrors = [err48];
              } else {
                vErrors.push(err48);
              }
              errors++;
            }
            if (data22.title === undefined) {
              const err49 = {
                instancePath: instancePath + '/contentSources/' + i3,
                schemaPath: '#/properties/contentSources/items/required',
                keyword: 'required',
                params: { missingProperty: 'title' },
                message: "must have required property '" + 'title' + "'",
                schema: schema19.properties.contentSources.items.required,
                parentSchema: schema19.properties.contentSources.items,
                data: data22,
              };
              if (vErrors === null) {
                vErrors = [err49];
              } else {
                vErrors.push(err49);
              }
              errors++;
            }
            if (data22.configuration === undefined) {
              const err50 = {
                instancePath: instancePath + '/contentSources/' + i3,
                schemaPath: '#/properties/contentSources/items/required',
                keyword: 'required',
                params: { missingProperty: 'configuration' },
                message: "must have required property '" + 'configuration' + "'",
                schema: schema19.properties.contentSources.items.required,
                parentSchema: schema19.properties.contentSources.items,
                data: data22,
              };
              if (vErrors === null) {
                vErrors = [err50];
              } else {
                vErrors.push(err50);
              }
              errors++;
            }
            for (const key3 in data22) {
              if (!(key3 === 'id' || key3 === 'title' || key3 === 'description' || key3 === 'icon' || key3 === 'configuration')) {
                const err51 = {
                  instancePath: instancePath + '/contentSources/' + i3,
                  schemaPath: '#/properties/contentSources/items/additionalProperties',
                  keyword: 'additionalProperties',
                  params: { additionalProperty: key3 },
                  message: 'must NOT have additional properties',
                  schema: false,
                  parentSchema: schema19.properties.contentSources.items,
                  data: data22,
                };
                if (vErrors === null) {
                  vErrors = [err51];
                } else {
                  vErrors.push(err51);
                }
                errors++;
              }
            }
            if (data22.id !== undefined) {
              let data23 = data22.id;
              if (typeof data23 === 'string') {
                if (func2(data23) < 1) {
                  const err52 = {
                    instancePath: instancePath + '/contentSources/' + i3 + '/id',
                    schemaPath: '#/properties/contentSources/items/properties/id/minLength',
                    keyword: 'minLength',
                    params: { limit: 1 },
                    message: 'must NOT have fewer than 1 characters',
                    schema: 1,
                    parentSchema: schema19.properties.contentSources.items.properties.id,
                    data: data23,
                  };
                  if (vErrors === null) {
                    vErrors = [err52];
                  } else {
                    vErrors.push(err52);
                  }
                  errors++;
                }
              } else {
                const err53 = {
                  instancePath: instancePath + '/contentSources/' + i3 + '/id',
                  schemaPath: '#/properties/contentSources/items/properties/id/type',
                  keyword: 'type',
                  params: { type: 'string' },
                  message: 'must be string',
                  schema: schema19.properties.contentSources.items.properties.id.type,
                  parentSchema: schema19.properties.contentSources.items.properties.id,
                  data: data23,
                };
                if (vErrors === null) {
                  vErrors = [err53];
                } else {
                  vErrors.push(err53);
                }
                errors++;
              }
            }
            if (data22.title !== undefined) {
              let data24 = data22.title;
              if (typeof data24 === 'string') {
                if (func2(data24) > 40) {
                  const err54 = {
                    instancePath: instancePath + '/contentSources/' + i3 + '/title',
                    schemaPath: '#/properties/contentSources/items/properties/title/maxLength',
                    keyword: 'maxLength',
                    params: { limit: 40 },
                    message: 'must NOT have more than 40 characters',
                    schema: 40,
                    parentSchema: schema19.properties.contentSources.items.properties.title,
                    data: data24,
                  };
                  if (vErrors === null) {
                    vErrors = [err54];
                  } else {
                    vErrors.push(err54);
                  }
                  errors++;
                }
                if (func2(data24) < 2) {
                  const err55 = {
                    instancePath: instancePath + '/contentSources/' + i3 + '/title',
                    schemaPath: '#/properties/contentSources/items/properties/title/minLength',
                    keyword: 'minLength',
                    params: { limit: 2 },
                    message: 'must NOT have fewer than 2 characters',
                    schema: 2,
                    parentSchema: schema19.properties.contentSources.items.properties.title,
                    data: data24,
                  };
                  if (vErrors === null) {
                    vErrors = [err55];
                  } else {
                    vErrors.push(err55);
                  }
                  errors++;
                }
              } else {
                const err56 = {
                  instancePath: instancePath + '/contentSources/' + i3 + '/title',
                  schemaPath: '#/properties/contentSources/items/properties/title/type',
                  keyword: 'type',
                  params: { type: 'string' },
                  message: 'must be string',
                  schema: schema19.properties.contentSources.items.properties.title.type,
                  parentSchema: schema19.properties.contentSources.items.properties.title,
                  data: data24,
                };
                if (vErrors === null) {
                  vErrors = [err56];
                } else {
                  vErrors.push(err56);
                }
                errors++;
              }
            }
            if (data22.description !== undefined) {
              let data25 = data22.description;
              if (typeof data25 === 'string') {
                if (func2(data25) > 150) {
                  const err57 = {
                    instancePath: instancePath + '/contentSources/' + i3 + '/description',
                    schemaPath: '#/properties/contentSources/items/properties/description/maxLength',
                    keyword: 'maxLength',
                    params: { limit: 150 },
                    message: 'must NOT have more than 150 characters',
                    schema: 150,
                    parentSchema: schema19.properties.contentSources.items.properties.description,
                    data: data25,
                  };
                  if (vErrors === null) {
                    vErrors = [err57];
                  } else {
                    vErrors.push(err57);
                  }
                  errors++;
                }
              } else {
                const err58 = {
                  instancePath: instancePath + '/contentSources/' + i3 + '/description',
                  schemaPath: '#/properties/contentSources/items/properties/description/type',
                  keyword: 'type',
                  params: { type: 'string' },
                  message: 'must be string',
                  schema: schema19.properties.contentSources.items.properties.description.type,
                  parentSchema: schema19.properties.contentSources.items.properties.description,
                  data: data25,
                };
                if (vErrors === null) {
                  vErrors = [err58];
                } else {
                  vErrors.push(err58);
                }
                errors++;
              }
            }
            if (data22.icon !== undefined) {
              let data26 = data22.icon;
              if (typeof data26 !== 'string') {
                const err59 = {
                  instancePath: instancePath + '/contentSources/' + i3 + '/icon',
                  schemaPath: '#/properties/contentSources/items/properties/icon/type',
                  keyword: 'type',
                  params: { type: 'string' },
                  message: 'must be string',
                  schema: schema19.properties.contentSources.items.properties.icon.type,
                  parentSchema: schema19.properties.contentSources.items.properties.icon,
                  data: data26,
                };
                if (vErrors === null) {
                  vErrors = [err59];
                } else {
                  vErrors.push(err59);
                }
                errors++;
              }
            }
            if (data22.configuration !== undefined) {
              let data27 = data22.configuration;
              if (data27 && typeof data27 == 'object' && !Array.isArray(data27)) {
                if (data27.componentId === undefined) {
                  const err60 = {
                    instancePath: instancePath + '/contentSources/' + i3 + '/configuration',
                    schemaPath: '#/properties/contentSources/items/properties/configuration/required',
                    keyword: 'required',
                    params: { missingProperty: 'componentId' },
                    message: "must have required property '" + 'componentId' + "'",
                    schema: schema19.properties.contentSources.items.properties.configuration.required,
                    parentSchema: schema19.properties.contentSources.items.properties.configuration,
                    data: data27,
                  };
                  if (vErrors === null) {
                    vErrors = [err60];
                  } else {
                    vErrors.push(err60);
                  }
                  errors++;
                }
                for (const key4 in data27) {
                  if (!(key4 === 'componentId')) {
                    const err61 = {
                      instancePath: instancePath + '/contentSources/' + i3 + '/configuration',
                      schemaPath: '#/properties/contentSources/items/properties/configuration/additionalProperties',
                      keyword: 'additionalProperties',
                      params: { additionalProperty: key4 },
                      message: 'must NOT have additional properties',
                      schema: false,
                      parentSchema: schema19.properties.contentSources.items.properties.configuration,
                      data: data27,
                    };
                    if (vErrors === null) {
                      vErrors = [err61];
                    } else {
                      vErrors.push(err61);
                    }
                    errors++;
                  }
                }
                if (data27.componentId !== undefined) {
                  let data28 = data27.componentId;
                  if (typeof data28 === 'string') {
                    if (func2(data28) < 1) {
                      const err62 = {
                        instancePath: instancePath + '/contentSources/' + i3 + '/configuration/componentId',
                        schemaPath: '#/properties/contentSources/items/properties/configuration/properties/componentId/minLength',
                        keyword: 'minLength',
                        params: { limit: 1 },
                        message: 'must NOT have fewer than 1 characters',
                        schema: 1,
                        parentSchema: schema19.properties.contentSources.items.properties.configuration.properties.componentId,
                        data: data28,
                      };
                      if (vErrors === null) {
                        vErrors = [err62];
                      } else {
                        vErrors.push(err62);
                      }
                      errors++;
                    }
                  } else {
                    const err63 = {
                      instancePath: instancePath + '/contentSources/' + i3 + '/configuration/componentId',
                      schemaPath: '#/properties/contentSources/items/properties/configuration/properties/componentId/type',
                      keyword: 'type',
                      params: { type: 'string' },
                      message: 'must be string',
                      schema: schema19.properties.contentSources.items.properties.configuration.properties.componentId.type,
                      parentSchema: schema19.properties.contentSources.items.properties.configuration.properties.componentId,
                      data: data28,
                    };
                    if (vErrors === null) {
                      vErrors = [err63];
                    } else {
                      vErrors.push(err63);
                    }
                    errors++;
                  }
                }
              } else {
                const err64 = {
                  instancePath: instancePath + '/contentSources/' + i3 + '/configuration',
                  schemaPath: '#/properties/contentSources/items/properties/configuration/type',
                  keyword: 'type',
                  params: { type: 'object' },
                  message: 'must be object',
                  schema: schema19.properties.contentSources.items.properties.configuration.type,
                  parentSchema: schema19.properties.contentSources.items.properties.configuration,
                  data: data27,
                };
                if (vErrors === null) {
                  vErrors = [err64];
                } else {
                  vErrors.push(err64);
                }
                errors++;
              }
            }
          } else {
            const err65 = {
              instancePath: instancePath + '/contentSources/' + i3,
              schemaPath: '#/properties/contentSources/items/type',
              keyword: 'type',
              params: { type: 'object' },
              message: 'must be object',
              schema: schema19.properties.contentSources.items.type,
              parentSchema: schema19.properties.contentSources.items,
              data: data22,
            };
            if (vErrors === null) {
              vErrors = [err65];
            } else {
              vErrors.push(err65);
            }
            errors++;
          }
        }
      } else {
        const err66 = {
          instancePath: instancePath + '/contentSources',
          schemaPath: '#/properties/contentSources/type',
          keyword: 'type',
          params: { type: 'array' },
          message: 'must be array',
          schema: schema19.properties.contentSources.type,
          parentSchema: schema19.properties.contentSources,
          data: data21,
        };
        if (vErrors === null) {
          vErrors = [err66];
        } else {
          vErrors.push(err66);
        }
        errors++;
      }
    }
    if (data.categories !== undefined) {
      let data29 = data.categories;
      if (Array.isArray(data29)) {
        const len4 = data29.length;
        for (let i4 = 0; i4 < len4; i4++) {
          let data30 = data29[i4];
          if (typeof data30 !== 'string') {
            const err67 = {
              instancePath: instancePath + '/categories/' + i4,
              schemaPath: '#/properties/categories/items/type',
              keyword: 'type',
              params: { type: 'string' },
              message: 'must be string',
              schema: schema19.properties.categories.items.type,
              parentSchema: schema19.properties.categories.items,
              data: data30,
            };
            if (vErrors === null) {
              vErrors = [err67];
            } else {
              vErrors.push(err67);
            }
            errors++;
          }
          if (!(
            data30 === 'analytics' ||
            data30 === 'collaboration' ||
            data30 === 'content' ||
            data30 === 'marketing' ||
            data30 === 'authenticated-access' ||
            data30 === 'visitor-auth' ||
            data30 === 'other'
          )) {
            const err68 = {
              instancePath: instancePath + '/categories/' + i4,
              schemaPath: '#/properties/categories/items/enum',
              keyword: 'enum',
              params: { allowedValues: schema19.properties.categories.items.enum },
              message: 'must be equal to one of the allowed values',
              schema: schema19.properties.categories.items.enum,
              parentSchema: schema19.properties.categories.items,
              data: data30,
            };
            if (vErrors === null) {
              vErrors = [err68];
            } else {
              vErrors.push(err68);
            }
            errors++;
          }
        }
      } else {
        const err69 = {
          instancePath: instancePath + '/categories',
          schemaPath: '#/properties/categories/type',
          keyword: 'type',
          params: { type: 'array' },
          message: 'must be array',
          schema: schema19.properties.categories.type,
          parentSchema: schema19.properties.categories,
          data: data29,
        };
        if (vErrors === null) {
          vErrors = [err69];
        } else {
          vErrors.push(err69);
        }
        errors++;
      }
    }
    if (data.icon !== undefined) {
      let data31 = data.icon;
      if (typeof data31 !== 'string') {
        const err70 = {
          instancePath: instancePath + '/icon',
          schemaPath: '#/properties/icon/type',
          keyword: 'type',
          params: { type: 'string' },
          message: 'must be string',
          schema: schema19.properties.icon.type,
          parentSchema: schema19.properties.icon,
          data: data31,
        };
        if (vErrors === null) {
          vErrors = [err70];
        } else {
          vErrors.push(err70);
        }
        errors++;
      }
    }
    if (data.previewImages !== undefined) {
      let data32 = data.previewImages;
      if (Array.isArray(data32)) {
        if (data32.length > 3) {
          const err71 = {
            instancePath: instancePath + '/previewImages',
            schemaPath: '#/properties/previewImages/maxItems',
            keyword: 'maxItems',
            params: { limit: 3 },
            message: 'must NOT have more than 3 items',
            schema: 3,
            parentSchema: schema19.properties.previewImages,
            data: data32,
          };
          if (vErrors === null) {
            vErrors = [err71];
          } else {
            vErrors.push(err71);
          }
          errors++;
        }
        const len5 = data32.length;
        for (let i5 = 0; i5 < len5; i5++) {
          let data33 = data32[i5];
          if (typeof data33 !== 'string') {
            const err72 = {
              instancePath: instancePath + '/previewImages/' + i5,
              schemaPath: '#/properties/previewImages/items/type',
              keyword: 'type',
              params: { type: 'string' },
              message: 'must be string',
              schema: schema19.properties.previewImages.items.type,
              parentSchema: schema19.properties.previewImages.items,
              data: data33,
            };
            if (vErrors === null) {
              vErrors = [err72];
            } else {
              vErrors.push(err72);
            }
            errors++;
          }
        }
      } else {
        const err73 = {
          instancePath: instancePath + '/previewImages',
          schemaPath: '#/properties/previewImages/type',
          keyword: 'type',
          params: { type: 'array' },
          message: 'must be array',
          schema: schema19.properties.previewImages.type,
          parentSchema: schema19.properties.previewImages,
          data: data32,
        };
        if (vErrors === null) {
          vErrors = [err73];
        } else {
          vErrors.push(err73);
        }
        errors++;
      }
    }
    if (data.externalLinks !== undefined) {
      let data34 = data.externalLinks;
      if (Array.isArray(data34)) {
        const len6 = data34.length;
        for (let i6 = 0; i6 < len6; i6++) {
          let data35 = data34[i6];
          if (data35 && typeof data35 == 'object' && !Array.isArray(data35)) {
            if (data35.label === undefined) {
              const err74 = {
                instancePath: instancePath + '/externalLinks/' + i6,
                schemaPath: '#/properties/externalLinks/items/required',
                keyword: 'required',
                params: { missingProperty: 'label' },
                message: "must have required property '" + 'label' + "'",
                schema: schema19.properties.externalLinks.items.required,
                parentSchema: schema19.properties.externalLinks.items,
                data: data35,
              };
              if (vErrors === null) {
                vErrors = [err74];
              } else {
                vErrors.push(err74);
              }
              errors++;
            }
            if (data35.url === undefined) {
              const err75 = {
                instancePath: instancePath + '/externalLinks/' + i6,
                schemaPath: '#/properties/externalLinks/items/required',
                keyword: 'required',
                params: { missingProperty: 'url' },
                message: "must have required property '" + 'url' + "'",
                schema: schema19.properties.externalLinks.items.required,
                parentSchema: schema19.properties.externalLinks.items,
                data: data35,
              };
              if (vErrors === null) {
                vErrors = [err75];
              } else {
                vErrors.push(err75);
              }
              errors++;
            }
            for (const key5 in data35) {
              if (!(key5 === 'label' || key5 === 'url')) {
                const err76 = {
                  instancePath: instancePath + '/externalLinks/' + i6,
                  schemaPath: '#/properties/externalLinks/items/additionalProperties',
                  keyword: 'additionalProperties',
                  params: { additionalProperty: key5 },
                  message: 'must NOT have additional properties',
                  schema: false,
                  parentSchema: schema19.properties.externalLinks.items,
                  data: data35,
                };
                if (vErrors === null) {
                  vErrors = [err76];
                } else {
                  vErrors.push(err76);
                }
                errors++;
              }
            }
            if (data35.label !== undefined) {
              let data36 = data35.label;
              if (typeof data36 === 'string') {
                if (func2(data36) < 1) {
                  const err77 = {
                    instancePath: instancePath + '/externalLinks/' + i6 + '/label',
                    schemaPath: '#/properties/externalLinks/items/properties/label/minLength',
                    keyword: 'minLength',
                    params: { limit: 1 },
                    message: 'must NOT have fewer than 1 characters',
                    schema: 1,
                    parentSchema: schema19.properties.externalLinks.items.properties.label,
                    data: data36,
                  };
                  if (vErrors === null) {
                    vErrors = [err77];
                  } else {
                    vErrors.push(err77);
                  }
                  errors++;
                }
              } else {
                const err78 = {
                  instancePath: instancePath + '/externalLinks/' + i6 + '/label',
                  schemaPath: '#/properties/externalLinks/items/properties/label/type',
                  keyword: 'type',
                  params: { type: 'string' },
                  message: 'must be string',
                  schema: schema19.properties.externalLinks.items.properties.label.type,
                  parentSchema: schema19.properties.externalLinks.items.properties.label,
                  data: data36,
                };
                if (vErrors === null) {
                  vErrors = [err78];
                } else {
                  vErrors.push(err78);
                }
                errors++;
              }
            }
            if (data35.url !== undefined) {
              let data37 = data35.url;
              if (typeof data37 === 'string') {
                if (!formats0.validate(data37)) {
                  const err79 = {
                    instancePath: instancePath + '/externalLinks/' + i6 + '/url',
                    schemaPath: '#/properties/externalLinks/items/properties/url/format',
                    keyword: 'format',
                    params: { format: 'uri' },
                    message: 'must match format "' + 'uri' + '"',
                    schema: 'uri',
                    parentSchema: schema19.properties.externalLinks.items.properties.url,
                    data: data37,
                  };
                  if (vErrors === null) {
                    vErrors = [err79];
                  } else {
                    vErrors.push(err79);
                  }
                  errors++;
                }
              } else {
                const err80 = {
                  instancePath: instancePath + '/externalLinks/' + i6 + '/url',
                  schemaPath: '#/properties/externalLinks/items/properties/url/type',
                  keyword: 'type',
                  params: { type: 'string' },
                  message: 'must be string',
                  schema: schema19.properties.externalLinks.items.properties.url.type,
                  parentSchema: schema19.properties.externalLinks.items.properties.url,
                  data: data37,
                };
                if (vErrors === null) {
                  vErrors = [err80];
                } else {
                  vErrors.push(err80);
                }
                errors++;
              }
            }
          } else {
            const err81 = {
              instancePath: instancePath + '/externalLinks/' + i6,
              schemaPath: '#/properties/externalLinks/items/type',
              keyword: 'type',
              params: { type: 'object' },
              message: 'must be object',
              schema: schema19.properties.externalLinks.items.type,
              parentSchema: schema19.properties.externalLinks.items,
              data: data35,
            };
            if (vErrors === null) {
              vErrors = [err81];
            } else {
              vErrors.push(err81);
            }
            errors++;
          }
        }
      } else {
        const err82 = {
          instancePath: instancePath + '/externalLinks',
          schemaPath: '#/properties/externalLinks/type',
          keyword: 'type',
          params: { type: 'array' },
          message: 'must be array',
          schema: schema19.properties.externalLinks.type,
          parentSchema: schema19.properties.externalLinks,
          data: data34,
        };
        if (vErrors === null) {
          vErrors = [err82];
        } else {
          vErrors.push(err82);
        }
        errors++;
      }
    }
    if (data.configurations !== undefined) {
      let data38 = data.configurations;
      if (data38 && typeof data38 == 'object' && !Array.isArray(data38)) {
        for (const key6 in data38) {
          if (!(key6 === 'account' || key6 === 'space' || key6 === 'site')) {
            const err83 = {
              instancePath: instancePath + '/configurations',
              schemaPath: '#/properties/configurations/additionalProperties',
              keyword: 'additionalProperties',
              params: { additionalProperty: key6 },
              message: 'must NOT have additional properties',
              schema: false,
              parentSchema: schema19.properties.configurations,
              data: data38,
            };
            if (vErrors === null) {
              vErrors = [err83];
            } else {
              vErrors.push(err83);
            }
            errors++;
          }
        }
        if (data38.account !== undefined) {
          if (
            !validate53(data38.account, {
              instancePath: instancePath + '/configurations/account',
              parentData: data38,
              parentDataProperty: 'account',
              rootData,
              dynamicAnchors,
            })
          ) {
            vErrors = vErrors === null ? validate53.errors : vErrors.concat(validate53.errors);
            errors = vErrors.length;
          }
        }
        if (data38.space !== undefined) {
          if (
            !validate53(data38.space, {
              instancePath: instancePath + '/configurations/space',
              parentData: data38,
              parentDataProperty: 'space',
              rootData,
              dynamicAnchors,
            })
          ) {
            vErrors = vErrors === null ? validate53.errors : vErrors.concat(validate53.errors);
            errors = vErrors.length;
          }
        }
        if (data38.site !== undefined) {
          if (
            !validate53(data38.site, {
              instancePath: instancePath + '/configurations/site',
              parentData: data38,
              parentDataProperty: 'site',
              rootData,
              dynamicAnchors,
            })
          ) {
            vErrors = vErrors === null ? validate53.errors : vErrors.concat(validate53.errors);
            errors = vErrors.length;
          }
        }
      } else {
        const err84 = {
          instancePath: instancePath + '/configurations',
          schemaPath: '#/properties/configurations/type',
          keyword: 'type',
          params: { type: 'object' },
          message: 'must be object',
          schema: schema19.properties.configurations.type,
          parentSchema: schema19.properties.configurations,
          data: data38,
        };
        if (vErrors === null) {
          vErrors = [err84];
        } else {
          vErrors.push(err84);
        }
        errors++;
      }
    }
    if (data.secrets !== undefined) {
      let data42 = data.secrets;
      if (data42 && typeof data42 == 'object' && !Array.isArray(data42)) {
        for (const key7 in data42) {
          const _errs91 = errors;
          if (typeof key7 !== 'string') {
            const err85 = {
              instancePath: instancePath + '/secrets',
              schemaPath: '#/properties/secrets/propertyNames/type',
              keyword: 'type',
              params: { type: 'string' },
              message: 'must be string',
              schema: schema19.properties.secrets.propertyNames.type,
              parentSchema: schema19.properties.secrets.propertyNames,
              data: key7,
              propertyName: key7,
            };
            if (vErrors === null) {
              vErrors = [err85];
            } else {
              vErrors.push(err85);
            }
            errors++;
          }
          var valid21 = _errs91 === errors;
          if (!valid21) {
            const err86 = {
              instancePath: instancePath + '/secrets',
              schemaPath: '#/properties/secrets/propertyNames',
              keyword: 'propertyNames',
              params: { propertyName: key7 },
              message: 'property name must be valid',
              schema: schema19.properties.secrets.propertyNames,
              parentSchema: schema19.properties.secrets,
              data: data42,
            };
            if (vErrors === null) {
              vErrors = [err86];
            } else {
              vErrors.push(err86);
            }
            errors++;
          }
        }
        for (const key8 in data42) {
          let data43 = data42[key8];
          if (typeof data43 === 'string') {
            if (!pattern4.test(data43)) {
              const err87 = {
                instancePath: instancePath + '/secrets/' + key8.replace(/~/g, '~0').replace(/\//g, '~1'),
                schemaPath: '#/properties/secrets/additionalProperties/pattern',
                keyword: 'pattern',
                params: { pattern: '^\\$\\{\\{\\s*(env\\.[A-Za-z_][A-Za-z0-9_]*|"[^"]*"|op:\\/\\/[^\\s"}]+)\\s*\\}\\}$' },
                message:
                  'must match pattern "' + '^\\$\\{\\{\\s*(env\\.[A-Za-z_][A-Za-z0-9_]*|"[^"]*"|op:\\/\\/[^\\s"}]+)\\s*\\}\\}$' + '"',
                schema: '^\\$\\{\\{\\s*(env\\.[A-Za-z_][A-Za-z0-9_]*|"[^"]*"|op:\\/\\/[^\\s"}]+)\\s*\\}\\}$',
                parentSchema: schema19.properties.secrets.additionalProperties,
                data: data43,
              };
              if (vErrors === null) {
                vErrors = [err87];
              } else {
                vErrors.push(err87);
              }
              errors++;
            }
          } else {
            const err88 = {
              instancePath: instancePath + '/secrets/' + key8.replace(/~/g, '~0').replace(/\//g, '~1'),
              schemaPath: '#/properties/secrets/additionalProperties/type',
              keyword: 'type',
              params: { type: 'string' },
              message: 'must be string',
              schema: schema19.properties.secrets.additionalProperties.type,
              parentSchema: schema19.properties.secrets.additionalProperties,
              data: data43,
            };
            if (vErrors === null) {
              vErrors = [err88];
            } else {
              vErrors.push(err88);
            }
            errors++;
          }
        }
      } else {
        const err89 = {
          instancePath: instancePath + '/secrets',
          schemaPath: '#/properties/secrets/type',
          keyword: 'type',
          params: { type: 'object' },
          message: 'must be object',
          schema: schema19.properties.secrets.type,
          parentSchema: schema19.properties.secrets,
          data: data42,
        };
        if (vErrors === null) {
          vErrors = [err89];
        } else {
          vErrors.push(err89);
        }
        errors++;
      }
    }
    if (data.contentSecurityPolicy !== undefined) {
      let data44 = data.contentSecurityPolicy;
      const _errs97 = errors;
      let valid23 = false;
      const _errs98 = errors;
      if (typeof data44 !== 'string') {
        const err90 = {
          instancePath: instancePath + '/contentSecurityPolicy',
          schemaPath: '#/properties/contentSecurityPolicy/anyOf/0/type',
          keyword: 'type',
          params: { type: 'string' },
          message: 'must be string',
          schema: schema19.properties.contentSecurityPolicy.anyOf[0].type,
          parentSchema: schema19.properties.contentSecurityPolicy.anyOf[0],
          data: data44,
        };
        if (vErrors === null) {
          vErrors = [err90];
        } else {
          vErrors.push(err90);
        }
        errors++;
      }
      var _valid0 = _errs98 === errors;
      valid23 = valid23 || _valid0;
      const _errs100 = errors;
      if (data44 && typeof data44 == 'object' && !Array.isArray(data44)) {
        for (const key9 in data44) {
          const _errs102 = errors;
          if (typeof key9 !== 'string') {
            const err91 = {
              instancePath: instancePath + '/contentSecurityPolicy',
              schemaPath: '#/properties/contentSecurityPolicy/anyOf/1/propertyNames/type',
              keyword: 'type',
              params: { type: 'string' },
              message: 'must be string',
              schema: schema19.properties.contentSecurityPolicy.anyOf[1].propertyNames.type,
              parentSchema: schema19.properties.contentSecurityPolicy.anyOf[1].propertyNames,
              data: key9,
              propertyName: key9,
            };
            if (vErrors === null) {
              vErrors = [err91];
            } else {
              vErrors.push(err91);
            }
            errors++;
          }
          var valid24 = _errs102 === errors;
          if (!valid24) {
            const err92 = {
              instancePath: instancePath + '/contentSecurityPolicy',
              schemaPath: '#/properties/contentSecurityPolicy/anyOf/1/propertyNames',
              keyword: 'propertyNames',
              params: { propertyName: key9 },
              message: 'property name must be valid',
              schema: schema19.properties.contentSecurityPolicy.anyOf[1].propertyNames,
              parentSchema: schema19.properties.contentSecurityPolicy.anyOf[1],
              data: data44,
            };
            if (vErrors === null) {
              vErrors = [err92];
            } else {
              vErrors.push(err92);
            }
            errors++;
          }
        }
        for (const key10 in data44) {
          let data45 = data44[key10];
          if (typeof data45 !== 'string') {
            const err93 = {
              instancePath: instancePath + '/contentSecurityPolicy/' + key10.replace(/~/g, '~0').replace(/\//g, '~1'),
              schemaPath: '#/properties/contentSecurityPolicy/anyOf/1/additionalProperties/type',
              keyword: 'type',
              params: { type: 'string' },
              message: 'must be string',
              schema: schema19.properties.contentSecurityPolicy.anyOf[1].additionalProperties.type,
              parentSchema: schema19.properties.contentSecurityPolicy.anyOf[1].additionalProperties,
              data: data45,
            };
            if (vErrors === null) {
              vErrors = [err93];
            } else {
              vErrors.push(err93);
            }
            errors++;
          }
        }
      } else {
        const err94 = {
          instancePath: instancePath + '/contentSecurityPolicy',
          schemaPath: '#/properties/contentSecurityPolicy/anyOf/1/type',
          keyword: 'type',
          params: { type: 'object' },
          message: 'must be object',
          schema: schema19.properties.contentSecurityPolicy.anyOf[1].type,
          parentSchema: schema19.properties.contentSecurityPolicy.anyOf[1],
          data: data44,
        };
        if (vErrors === null) {
          vErrors = [err94];
        } else {
          vErrors.push(err94);
        }
        errors++;
      }
      var _valid0 = _errs100 === errors;
      valid23 = valid23 || _valid0;
      if (!valid23) {
        const err95 = {
          instancePath: instancePath + '/contentSecurityPolicy',
          schemaPath: '#/properties/contentSecurityPolicy/anyOf',
          keyword: 'anyOf',
          params: {},
          message: 'must match a schema in anyOf',
          schema: schema19.properties.contentSecurityPolicy.anyOf,
          parentSchema: schema19.properties.contentSecurityPolicy,
          data: data44,
        };
        if (vErrors === null) {
          vErrors = [err95];
        } else {
          vErrors.push(err95);
        }
        errors++;
      } else {
        errors = _errs97;
        if (vErrors !== null) {
          if (_errs97) {
            vErrors.length = _errs97;
          } else {
            vErrors = null;
          }
        }
      }
    }
    if (data.envs !== undefined) {
      let data46 = data.envs;
      if (data46 && typeof data46 == 'object' && !Array.isArray(data46)) {
        for (const key11 in data46) {
          const _errs109 = errors;
          if (typeof key11 !== 'string') {
            const err96 = {
              instancePath: instancePath + '/envs',
              schemaPath: '#/properties/envs/propertyNames/type',
              keyword: 'type',
              params: { type: 'string' },
              message: 'must be string',
              schema: schema19.properties.envs.propertyNames.type,
              parentSchema: schema19.properties.envs.propertyNames,
              data: key11,
              propertyName: key11,
            };
            if (vErrors === null) {
              vErrors = [err96];
            } else {
              vErrors.push(err96);
            }
            errors++;
          }
          var valid26 = _errs109 === errors;
          if (!valid26) {
            const err97 = {
              instancePath: instancePath + '/envs',
              schemaPath: '#/properties/envs/propertyNames',
              keyword: 'propertyNames',
              params: { propertyName: key11 },
              message: 'property name must be valid',
              schema: schema19.properties.envs.propertyNames,
              parentSchema: schema19.properties.envs,
              data: data46,
            };
            if (vErrors === null) {
              vErrors = [err97];
            } else {
              vErrors.push(err97);
            }
            errors++;
          }
        }
        for (const key12 in data46) {
          let data47 = data46[key12];
          if (data47 && typeof data47 == 'object' && !Array.isArray(data47)) {
            for (const key13 in data47) {
              if (!(key13 === 'organization' || key13 === 'visibility' || key13 === 'secrets')) {
                const err98 = {
                  instancePath: instancePath + '/envs/' + key12.replace(/~/g, '~0').replace(/\//g, '~1'),
                  schemaPath: '#/properties/envs/additionalProperties/additionalProperties',
                  keyword: 'additionalProperties',
                  params: { additionalProperty: key13 },
                  message: 'must NOT have additional properties',
                  schema: false,
                  parentSchema: schema19.properties.envs.additionalProperties,
                  data: data47,
                };
                if (vErrors === null) {
                  vErrors = [err98];
                } else {
                  vErrors.push(err98);
                }
                errors++;
              }
            }
            if (data47.organization !== undefined) {
              let data48 = data47.organization;
              if (typeof data48 === 'string') {
                if (func2(data48) < 1) {
                  const err99 = {
                    instancePath: instancePath + '/envs/' + key12.replace(/~/g, '~0').replace(/\//g, '~1') + '/organization',
                    schemaPath: '#/properties/envs/additionalProperties/properties/organization/minLength',
                    keyword: 'minLength',
                    params: { limit: 1 },
                    message: 'must NOT have fewer than 1 characters',
                    schema: 1,
                    parentSchema: schema19.properties.envs.additionalProperties.properties.organization,
                    data: data48,
                  };
                  if (vErrors === null) {
                    vErrors = [err99];
                  } else {
                    vErrors.push(err99);
                  }
                  errors++;
                }
              } else {
                const err100 = {
                  instancePath: instancePath + '/envs/' + key12.replace(/~/g, '~0').replace(/\//g, '~1') + '/organization',
                  schemaPath: '#/properties/envs/additionalProperties/properties/organization/type',
                  keyword: 'type',
                  params: { type: 'string' },
                  message: 'must be string',
                  schema: schema19.properties.envs.additionalProperties.properties.organization.type,
                  parentSchema: schema19.properties.envs.additionalProperties.properties.organization,
                  data: data48,
                };
                if (vErrors === null) {
                  vErrors = [err100];
                } else {
                  vErrors.push(err100);
                }
                errors++;
              }
            }
            if (data47.visibility !== undefined) {
              let data49 = data47.visibility;
              if (typeof data49 !== 'string') {
                const err101 = {
                  instancePath: instancePath + '/envs/' + key12.replace(/~/g, '~0').replace(/\//g, '~1') + '/visibility',
                  schemaPath: '#/properties/envs/additionalProperties/properties/visibility/type',
                  keyword: 'type',
                  params: { type: 'string' },
                  message: 'must be string',
                  schema: schema19.properties.envs.additionalProperties.properties.visibility.type,
                  parentSchema: schema19.properties.envs.additionalProperties.properties.visibility,
                  data: data49,
                };
                if (vErrors === null) {
                  vErrors = [err101];
                } else {
                  vErrors.push(err101);
                }
                errors++;
              }
              if (!(data49 === 'private' || data49 === 'unlisted' || data49 === 'public')) {
                const err102 = {
                  instancePath: instancePath + '/envs/' + key12.replace(/~/g, '~0').replace(/\//g, '~1') + '/visibility',
                  schemaPath: '#/properties/envs/additionalProperties/properties/visibility/enum',
                  keyword: 'enum',
                  params: { allowedValues: schema19.properties.envs.additionalProperties.properties.visibility.enum },
                  message: 'must be equal to one of the allowed values',
                  schema: schema19.properties.envs.additionalProperties.properties.visibility.enum,
                  parentSchema: schema19.properties.envs.additionalProperties.properties.visibility,
                  data: data49,
                };
                if (vErrors === null) {
                  vErrors = [err102];
                } else {
                  vErrors.push(err102);
                }
                errors++;
              }
            }
            if (data47.secrets !== undefined) {
              let data50 = data47.secrets;
              if (data50 && typeof data50 == 'object' && !Array.isArray(data50)) {
                for (const key14 in data50) {
                  const _errs121 = errors;
                  if (typeof key14 !== 'string') {
                    const err103 = {
                      instancePath: instancePath + '/envs/' + key12.replace(/~/g, '~0').replace(/\//g, '~1') + '/secrets',
                      schemaPath: '#/properties/envs/additionalProperties/properties/secrets/propertyNames/type',
                      keyword: 'type',
                      params: { type: 'string' },
                      message: 'must be string',
                      schema: schema19.properties.envs.additionalProperties.properties.secrets.propertyNames.type,
                      parentSchema: schema19.properties.envs.additionalProperties.properties.secrets.propertyNames,
                      data: key14,
                      propertyName: key14,
                    };
                    if (vErrors === null) {
                      vErrors = [err103];
                    } else {
                      vErrors.push(err103);
                    }
                    errors++;
                  }
                  var valid29 = _errs121 === errors;
                  if (!valid29) {
                    const err104 = {
                      instancePath: instancePath + '/envs/' + key12.replace(/~/g, '~0').replace(/\//g, '~1') + '/secrets',
                      schemaPath: '#/properties/envs/additionalProperties/properties/secrets/propertyNames',
                      keyword: 'propertyNames',
                      params: { propertyName: key14 },
                      message: 'property name must be valid',
                      schema: schema19.properties.envs.additionalProperties.properties.secrets.propertyNames,
                      parentSchema: schema19.properties.envs.additionalProperties.properties.secrets,
                      data: data50,
                    };
                    if (vErrors === null) {
                      vErrors = [err104];
                    } else {
                      vErrors.push(err104);
                    }
                    errors++;
                  }
                }
                for (const key15 in data50) {
                  let data51 = data50[key15];
                  if (typeof data51 === 'string') {
                    if (!pattern4.test(data51)) {
                      const err105 = {
                        instancePath:
                          instancePath +
                          '/envs/' +
                          key12.replace(/~/g, '~0').replace(/\//g, '~1') +
                          '/secrets/' +
                          key15.replace(/~/g, '~0').replace(/\//g, '~1'),
                        schemaPath: '#/properties/envs/additionalProperties/properties/secrets/additionalProperties/pattern',
                        keyword: 'pattern',
                        params: { pattern: '^\\$\\{\\{\\s*(env\\.[A-Za-z_][A-Za-z0-9_]*|"[^"]*"|op:\\/\\/[^\\s"}]+)\\s*\\}\\}$' },
                        message:
                          'must match pattern "' +
                          '^\\$\\{\\{\\s*(env\\.[A-Za-z_][A-Za-z0-9_]*|"[^"]*"|op:\\/\\/[^\\s"}]+)\\s*\\}\\}$' +
                          '"',
                        schema: '^\\$\\{\\{\\s*(env\\.[A-Za-z_][A-Za-z0-9_]*|"[^"]*"|op:\\/\\/[^\\s"}]+)\\s*\\}\\}$',
                        parentSchema: schema19.properties.envs.additionalProperties.properties.secrets.additionalProperties,
                        data: data51,
                      };
                      if (vErrors === null) {
                        vErrors = [err105];
                      } else {
                        vErrors.push(err105);
                      }
                      errors++;
                    }
                  } else {
                    const err106 = {
                      instancePath:
                        instancePath +
                        '/envs/' +
                        key12.replace(/~/g, '~0').replace(/\//g, '~1') +
                        '/secrets/' +
                        key15.replace(/~/g, '~0').replace(/\//g, '~1'),
                      schemaPath: '#/properties/envs/additionalProperties/properties/secrets/additionalProperties/type',
                      keyword: 'type',
                      params: { type: 'string' },
                      message: 'must be string',
                      schema: schema19.properties.envs.additionalProperties.properties.secrets.additionalProperties.type,
                      parentSchema: schema19.properties.envs.additionalProperties.properties.secrets.additionalProperties,
                      data: data51,
                    };
                    if (vErrors === null) {
                      vErrors = [err106];
                    } else {
                      vErrors.push(err106);
                    }
                    errors++;
                  }
                }
              } else {
                const err107 = {
                  instancePath: instancePath + '/envs/' + key12.replace(/~/g, '~0').replace(/\//g, '~1') + '/secrets',
                  schemaPath: '#/properties/envs/additionalProperties/properties/secrets/type',
                  keyword: 'type',
                  params: { type: 'object' },
                  message: 'must be object',
                  schema: schema19.properties.envs.additionalProperties.properties.secrets.type,
                  parentSchema: schema19.properties.envs.additionalProperties.properties.secrets,
                  data: data50,
                };
                if (vErrors === null) {
                  vErrors = [err107];
                } else {
                  vErrors.push(err107);
                }
                errors++;
              }
            }
          } else {
            const err108 = {
              instancePath: instancePath + '/envs/' + key12.replace(/~/g, '~0').replace(/\//g, '~1'),
              schemaPath: '#/properties/envs/additionalProperties/type',
              keyword: 'type',
              params: { type: 'object' },
              message: 'must be object',
              schema: schema19.properties.envs.additionalProperties.type,
              parentSchema: schema19.properties.envs.additionalProperties,
              data: data47,
            };
            if (vErrors === null) {
              vErrors = [err108];
            } else {
              vErrors.push(err108);
            }
            errors++;
          }
        }
      } else {
        const err109 = {
          instancePath: instancePath + '/envs',
          schemaPath: '#/properties/envs/type',
          keyword: 'type',
          params: { type: 'object' },
          message: 'must be object',
          schema: schema19.properties.envs.type,
          parentSchema: schema19.properties.envs,
          data: data46,
        };
        if (vErrors === null) {
          vErrors = [err109];
        } else {
          vErrors.push(err109);
        }
        errors++;
      }
    }
  } else {
    const err110 = {
      instancePath,
      schemaPath: '#/type',
      keyword: 'type',
      params: { type: 'object' },
      message: 'must be object',
      schema: schema19.type,
      parentSchema: schema19,
      data,
    };
    if (vErrors === null) {
      vErrors = [err110];
    } else {
      vErrors.push(err110);
    }
    errors++;
  }
  validate52.errors = vErrors;
  return errors === 0;
}
validate52.evaluated = { props: true, dynamicProps: false, dynamicItems: false };
