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
          title: { type: 'string', minLength: 1, description: 'Name of the block in the insert menu.' },
          description: { description: 'One line shown under the title in the insert menu.', type: 'string' },
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
      description: 'Paths of images shown on the installation page; 2:1, recommended 1600×800 pixels.',
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
        pattern: '^\\$\\{\\{\\s*(env\\.[A-Za-z_][A-Za-z0-9_]*|"[^"]*")\\s*\\}\\}$',
        description: '`${{ env.NAME }}` reads NAME from the environment (or the `.env` file) when the integration runs.',
      },
    },
    contentSecurityPolicy: {
      description:
        'Content-Security-Policy sources the integration needs on sites: a policy string or a map of directive (`script-src`, …) to sources.',
      anyOf: [{ type: 'string' }, { type: 'object', propertyNames: { type: 'string' }, additionalProperties: { type: 'string' } }],
    },
    envs: {
      description: 'Per-environment overrides (e.g. `staging`, `production`) of top-level fields.',
      type: 'object',
      propertyNames: { type: 'string' },
      additionalProperties: {
        type: 'object',
        properties: {
          organization: { description: 'Organization that owns the integration in this environment.', type: 'string' },
          secrets: {
            description: 'Secrets for this environment, overriding the top-level ones.',
            type: 'object',
            propertyNames: { type: 'string' },
            additionalProperties: {
              type: 'string',
              pattern: '^\\$\\{\\{\\s*(env\\.[A-Za-z_][A-Za-z0-9_]*|"[^"]*")\\s*\\}\\}$',
              description: '`${{ env.NAME }}` reads NAME from the environment (or the `.env` file) when the integration runs.',
            },
          },
        },
        additionalProperties: {},
        description: 'Overrides for one deployment environment.',
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
                  title: { type: 'string', minLength: 1, description: 'Label shown above the field in the configuration form.' },
                  description: { type: 'string', description: 'Help text shown under the label.' },
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
                  title: { type: 'string', minLength: 1, description: 'Label shown above the field in the configuration form.' },
                  description: { type: 'string', description: 'Help text shown under the label.' },
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
                  title: { type: 'string', minLength: 1, description: 'Label shown above the field in the configuration form.' },
                  description: { type: 'string', description: 'Help text shown under the label.' },
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
                  title: { type: 'string', minLength: 1, description: 'Label shown above the field in the configuration form.' },
                  description: { type: 'string', description: 'Help text shown under the label.' },
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
const pattern4 = new RegExp('^\\$\\{\\{\\s*(env\\.[A-Za-z_][A-Za-z0-9_]*|"[^"]*")\\s*\\}\\}$', 'u');
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
              title: { type: 'string', minLength: 1, description: 'Label shown above the field in the configuration form.' },
              description: { type: 'string', description: 'Help text shown under the label.' },
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
              title: { type: 'string', minLength: 1, description: 'Label shown above the field in the configuration form.' },
              description: { type: 'string', description: 'Help text shown under the label.' },
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
              title: { type: 'string', minLength: 1, description: 'Label shown above the field in the configuration form.' },
              description: { type: 'string', description: 'Help text shown under the label.' },
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
              title: { type: 'string', minLength: 1, description: 'Label shown above the field in the configuration form.' },
              description: { type: 'string', description: 'Help text shown under the label.' },
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
                      if (func2(data3) < 1) {
                        const err9 = {
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
                          vErrors = [err9];
                        } else {
                          vErrors.push(err9);
                        }
                        errors++;
                      }
                    } else {
                      const err10 = {
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
                        vErrors = [err10];
                      } else {
                        vErrors.push(err10);
                      }
                      errors++;
                    }
                  }
                  if (data1.description !== undefined) {
                    let data4 = data1.description;
                    if (typeof data4 !== 'string') {
                      const err11 = {
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
                        vErrors = [err11];
                      } else {
                        vErrors.push(err11);
                      }
                      errors++;
                    }
                  }
                  if (data1.default !== undefined) {
                    let data5 = data1.default;
                    if (typeof data5 !== 'string') {
                      const err12 = {
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
                        vErrors = [err12];
                      } else {
                        vErrors.push(err12);
                      }
                      errors++;
                    }
                  }
                  if (data1.enum !== undefined) {
                    let data6 = data1.enum;
                    if (Array.isArray(data6)) {
                      if (data6.length < 1) {
                        const err13 = {
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
                          vErrors = [err13];
                        } else {
                          vErrors.push(err13);
                        }
                        errors++;
                      }
                      const len0 = data6.length;
                      for (let i0 = 0; i0 < len0; i0++) {
                        let data7 = data6[i0];
                        if (typeof data7 !== 'string') {
                          const err14 = {
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
                            vErrors = [err14];
                          } else {
                            vErrors.push(err14);
                          }
                          errors++;
                        }
                      }
                    } else {
                      const err15 = {
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
                        vErrors = [err15];
                      } else {
                        vErrors.push(err15);
                      }
                      errors++;
                    }
                  }
                  if (data1.completion_url !== undefined) {
                    let data8 = data1.completion_url;
                    if (typeof data8 !== 'string') {
                      const err16 = {
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
                        vErrors = [err16];
                      } else {
                        vErrors.push(err16);
                      }
                      errors++;
                    }
                  }
                } else {
                  const err17 = {
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
                    vErrors = [err17];
                  } else {
                    vErrors.push(err17);
                  }
                  errors++;
                }
                var props0 = true;
              } else if (tag0 === 'number') {
                if (data1 && typeof data1 == 'object' && !Array.isArray(data1)) {
                  if (data1.type === undefined) {
                    const err18 = {
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
                      vErrors = [err18];
                    } else {
                      vErrors.push(err18);
                    }
                    errors++;
                  }
                  if (data1.title === undefined) {
                    const err19 = {
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
                      vErrors = [err19];
                    } else {
                      vErrors.push(err19);
                    }
                    errors++;
                  }
                  if (data1.description === undefined) {
                    const err20 = {
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
                      vErrors = [err20];
                    } else {
                      vErrors.push(err20);
                    }
                    errors++;
                  }
                  for (const key4 in data1) {
                    if (!(key4 === 'type' || key4 === 'title' || key4 === 'description' || key4 === 'default')) {
                      const err21 = {
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
                        vErrors = [err21];
                      } else {
                        vErrors.push(err21);
                      }
                      errors++;
                    }
                  }
                  if (data1.type !== undefined) {
                    let data9 = data1.type;
                    if (typeof data9 !== 'string') {
                      const err22 = {
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
                        vErrors = [err22];
                      } else {
                        vErrors.push(err22);
                      }
                      errors++;
                    }
                    if ('number' !== data9) {
                      const err23 = {
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
                        vErrors = [err23];
                      } else {
                        vErrors.push(err23);
                      }
                      errors++;
                    }
                  }
                  if (data1.title !== undefined) {
                    let data10 = data1.title;
                    if (typeof data10 === 'string') {
                      if (func2(data10) < 1) {
                        const err24 = {
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
                          vErrors = [err24];
                        } else {
                          vErrors.push(err24);
                        }
                        errors++;
                      }
                    } else {
                      const err25 = {
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
                        vErrors = [err25];
                      } else {
                        vErrors.push(err25);
                      }
                      errors++;
                    }
                  }
                  if (data1.description !== undefined) {
                    let data11 = data1.description;
                    if (typeof data11 !== 'string') {
                      const err26 = {
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
                        vErrors = [err26];
                      } else {
                        vErrors.push(err26);
                      }
                      errors++;
                    }
                  }
                  if (data1.default !== undefined) {
                    let data12 = data1.default;
                    if (!(typeof data12 == 'number')) {
                      const err27 = {
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
                        vErrors = [err27];
                      } else {
                        vErrors.push(err27);
                      }
                      errors++;
                    }
                  }
                } else {
                  const err28 = {
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
                    vErrors = [err28];
                  } else {
                    vErrors.push(err28);
                  }
                  errors++;
                }
                if (props0 !== true) {
                  props0 = true;
                }
              } else if (tag0 === 'boolean') {
                if (data1 && typeof data1 == 'object' && !Array.isArray(data1)) {
                  if (data1.type === undefined) {
                    const err29 = {
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
                      vErrors = [err29];
                    } else {
                      vErrors.push(err29);
                    }
                    errors++;
                  }
                  if (data1.title === undefined) {
                    const err30 = {
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
                      vErrors = [err30];
                    } else {
                      vErrors.push(err30);
                    }
                    errors++;
                  }
                  if (data1.description === undefined) {
                    const err31 = {
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
                      vErrors = [err31];
                    } else {
                      vErrors.push(err31);
                    }
                    errors++;
                  }
                  for (const key5 in data1) {
                    if (!(key5 === 'type' || key5 === 'title' || key5 === 'description' || key5 === 'default')) {
                      const err32 = {
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
                        vErrors = [err32];
                      } else {
                        vErrors.push(err32);
                      }
                      errors++;
                    }
                  }
                  if (data1.type !== undefined) {
                    let data13 = data1.type;
                    if (typeof data13 !== 'string') {
                      const err33 = {
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
                        vErrors = [err33];
                      } else {
                        vErrors.push(err33);
                      }
                      errors++;
                    }
                    if ('boolean' !== data13) {
                      const err34 = {
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
                        vErrors = [err34];
                      } else {
                        vErrors.push(err34);
                      }
                      errors++;
                    }
                  }
                  if (data1.title !== undefined) {
                    let data14 = data1.title;
                    if (typeof data14 === 'string') {
                      if (func2(data14) < 1) {
                        const err35 = {
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
                          vErrors = [err35];
                        } else {
                          vErrors.push(err35);
                        }
                        errors++;
                      }
                    } else {
                      const err36 = {
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
                        vErrors = [err36];
                      } else {
                        vErrors.push(err36);
                      }
                      errors++;
                    }
                  }
                  if (data1.description !== undefined) {
                    let data15 = data1.description;
                    if (typeof data15 !== 'string') {
                      const err37 = {
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
                        vErrors = [err37];
                      } else {
                        vErrors.push(err37);
                      }
                      errors++;
                    }
                  }
                  if (data1.default !== undefined) {
                    let data16 = data1.default;
                    if (typeof data16 !== 'boolean') {
                      const err38 = {
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
                        vErrors = [err38];
                      } else {
                        vErrors.push(err38);
                      }
                      errors++;
                    }
                  }
                } else {
                  const err39 = {
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
                    vErrors = [err39];
                  } else {
                    vErrors.push(err39);
                  }
                  errors++;
                }
                if (props0 !== true) {
                  props0 = true;
                }
              } else if (tag0 === 'button') {
                if (data1 && typeof data1 == 'object' && !Array.isArray(data1)) {
                  if (data1.type === undefined) {
                    const err40 = {
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
                      vErrors = [err40];
                    } else {
                      vErrors.push(err40);
                    }
                    errors++;
                  }
                  if (data1.title === undefined) {
                    const err41 = {
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
                      vErrors = [err41];
                    } else {
                      vErrors.push(err41);
                    }
                    errors++;
                  }
                  if (data1.description === undefined) {
                    const err42 = {
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
                      vErrors = [err42];
                    } else {
                      vErrors.push(err42);
                    }
                    errors++;
                  }
                  if (data1.button_text === undefined) {
                    const err43 = {
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
                      vErrors = [err43];
                    } else {
                      vErrors.push(err43);
                    }
                    errors++;
                  }
                  if (data1.callback_url === undefined) {
                    const err44 = {
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
                      vErrors = [err44];
                    } else {
                      vErrors.push(err44);
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
                      const err45 = {
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
                        vErrors = [err45];
                      } else {
                        vErrors.push(err45);
                      }
                      errors++;
                    }
                  }
                  if (data1.type !== undefined) {
                    let data17 = data1.type;
                    if (typeof data17 !== 'string') {
                      const err46 = {
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
                        vErrors = [err46];
                      } else {
                        vErrors.push(err46);
                      }
                      errors++;
                    }
                    if ('button' !== data17) {
                      const err47 = {
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
                        vErrors = [err47];
                      } else {
                        vErrors.push(err47);
                      }
                      errors++;
                    }
                  }
                  if (data1.title !== undefined) {
                    let data18 = data1.title;
                    if (typeof data18 === 'string') {
                      if (func2(data18) < 1) {
                        const err48 = {
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
                          vErrors = [err48];
                        } else {
                          vErrors.push(err48);
                        }
                        errors++;
                      }
                    } else {
                      const err49 = {
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
                        vErrors = [err49];
                      } else {
                        vErrors.push(err49);
                      }
                      errors++;
                    }
                  }
                  if (data1.description !== undefined) {
                    let data19 = data1.description;
                    if (typeof data19 !== 'string') {
                      const err50 = {
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
                        vErrors = [err50];
                      } else {
                        vErrors.push(err50);
                      }
                      errors++;
                    }
                  }
                  if (data1.button_text !== undefined) {
                    let data20 = data1.button_text;
                    if (typeof data20 === 'string') {
                      if (func2(data20) < 1) {
                        const err51 = {
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
                          vErrors = [err51];
                        } else {
                          vErrors.push(err51);
                        }
                        errors++;
                      }
                    } else {
                      const err52 = {
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
                        vErrors = [err52];
                      } else {
                        vErrors.push(err52);
                      }
                      errors++;
                    }
                  }
                  if (data1.callback_url !== undefined) {
                    let data21 = data1.callback_url;
                    if (typeof data21 === 'string') {
                      if (func2(data21) < 1) {
                        const err53 = {
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
                          vErrors = [err53];
                        } else {
                          vErrors.push(err53);
                        }
                        errors++;
                      }
                    } else {
                      const err54 = {
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
                        vErrors = [err54];
                      } else {
                        vErrors.push(err54);
                      }
                      errors++;
                    }
                  }
                } else {
                  const err55 = {
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
                    vErrors = [err55];
                  } else {
                    vErrors.push(err55);
                  }
                  errors++;
                }
                if (props0 !== true) {
                  props0 = true;
                }
              } else {
                const err56 = {
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
                  vErrors = [err56];
                } else {
                  vErrors.push(err56);
                }
                errors++;
              }
            } else {
              const err57 = {
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
                vErrors = [err57];
              } else {
                vErrors.push(err57);
              }
              errors++;
            }
          }
        }
      } else {
        const err58 = {
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
          vErrors = [err58];
        } else {
          vErrors.push(err58);
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
            const err59 = {
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
              vErrors = [err59];
            } else {
              vErrors.push(err59);
            }
            errors++;
          }
        }
      } else {
        const err60 = {
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
          vErrors = [err60];
        } else {
          vErrors.push(err60);
        }
        errors++;
      }
    }
    if (data.componentId !== undefined) {
      let data24 = data.componentId;
      if (typeof data24 === 'string') {
        if (func2(data24) < 1) {
          const err61 = {
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
            vErrors = [err61];
          } else {
            vErrors.push(err61);
          }
          errors++;
        }
      } else {
        const err62 = {
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
          vErrors = [err62];
        } else {
          vErrors.push(err62);
        }
        errors++;
      }
    }
  } else {
    const err63 = {
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
      vErrors = [err63];
    } else {
      vErrors.push(err63);
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
                if (func2(data13) < 1) {
                  const err30 = {
                    instancePath: instancePath + '/blocks/' + i1 + '/title',
                    schemaPath: '#/properties/blocks/items/properties/title/minLength',
                    keyword: 'minLength',
                    params: { limit: 1 },
                    message: 'must NOT have fewer than 1 characters',
                    schema: 1,
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
              } else {
                const err31 = {
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
                  vErrors = [err31];
                } else {
                  vErrors.push(err31);
                }
                errors++;
              }
            }
            if (data11.description !== undefined) {
              let data14 = data11.description;
              if (typeof data14 !== 'string') {
                const err32 = {
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
                  vErrors = [err32];
                } else {
                  vErrors.push(err32);
                }
                errors++;
              }
            }
            if (data11.icon !== undefined) {
              let data15 = data11.icon;
              if (typeof data15 !== 'string') {
                const err33 = {
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
                  vErrors = [err33];
                } else {
                  vErrors.push(err33);
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
                    const err34 = {
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
                      vErrors = [err34];
                    } else {
                      vErrors.push(err34);
                    }
                    errors++;
                  }
                }
              } else {
                const err35 = {
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
                  vErrors = [err35];
                } else {
                  vErrors.push(err35);
                }
                errors++;
              }
            }
            if (data11.markdown !== undefined) {
              let data18 = data11.markdown;
              if (data18 && typeof data18 == 'object' && !Array.isArray(data18)) {
                if (data18.codeblock === undefined) {
                  const err36 = {
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
                    vErrors = [err36];
                  } else {
                    vErrors.push(err36);
                  }
                  errors++;
                }
                if (data18.body === undefined) {
                  const err37 = {
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
                    vErrors = [err37];
                  } else {
                    vErrors.push(err37);
                  }
                  errors++;
                }
                for (const key2 in data18) {
                  if (!(key2 === 'codeblock' || key2 === 'body')) {
                    const err38 = {
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
                      vErrors = [err38];
                    } else {
                      vErrors.push(err38);
                    }
                    errors++;
                  }
                }
                if (data18.codeblock !== undefined) {
                  let data19 = data18.codeblock;
                  if (typeof data19 === 'string') {
                    if (func2(data19) < 1) {
                      const err39 = {
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
                        vErrors = [err39];
                      } else {
                        vErrors.push(err39);
                      }
                      errors++;
                    }
                  } else {
                    const err40 = {
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
                      vErrors = [err40];
                    } else {
                      vErrors.push(err40);
                    }
                    errors++;
                  }
                }
                if (data18.body !== undefined) {
                  let data20 = data18.body;
                  if (typeof data20 === 'string') {
                    if (func2(data20) < 1) {
                      const err41 = {
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
                        vErrors = [err41];
                      } else {
                        vErrors.push(err41);
                      }
                      errors++;
                    }
                  } else {
                    const err42 = {
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
                      vErrors = [err42];
                    } else {
                      vErrors.push(err42);
                    }
                    errors++;
                  }
                }
              } else {
                const err43 = {
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
                  vErrors = [err43];
                } else {
                  vErrors.push(err43);
                }
                errors++;
              }
            }
          } else {
            const err44 = {
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
              vErrors = [err44];
            } else {
              vErrors.push(err44);
            }
            errors++;
          }
        }
      } else {
        const err45 = {
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
          vErrors = [err45];
        } else {
          vErrors.push(err45);
        }
        errors++;
      }
    }
    if (data.categories !== undefined) {
      let data21 = data.categories;
      if (Array.isArray(data21)) {
        const len3 = data21.length;
        for (let i3 = 0; i3 < len3; i3++) {
          let data22 = data21[i3];
          if (typeof data22 !== 'string') {
            const err46 = {
              instancePath: instancePath + '/categories/' + i3,
              schemaPath: '#/properties/categories/items/type',
              keyword: 'type',
              params: { type: 'string' },
              message: 'must be string',
              schema: schema19.properties.categories.items.type,
              parentSchema: schema19.properties.categories.items,
              data: data22,
            };
            if (vErrors === null) {
              vErrors = [err46];
            } else {
              vErrors.push(err46);
            }
            errors++;
          }
          if (!(
            data22 === 'analytics' ||
            data22 === 'collaboration' ||
            data22 === 'content' ||
            data22 === 'marketing' ||
            data22 === 'authenticated-access' ||
            data22 === 'visitor-auth' ||
            data22 === 'other'
          )) {
            const err47 = {
              instancePath: instancePath + '/categories/' + i3,
              schemaPath: '#/properties/categories/items/enum',
              keyword: 'enum',
              params: { allowedValues: schema19.properties.categories.items.enum },
              message: 'must be equal to one of the allowed values',
              schema: schema19.properties.categories.items.enum,
              parentSchema: schema19.properties.categories.items,
              data: data22,
            };
            if (vErrors === null) {
              vErrors = [err47];
            } else {
              vErrors.push(err47);
            }
            errors++;
          }
        }
      } else {
        const err48 = {
          instancePath: instancePath + '/categories',
          schemaPath: '#/properties/categories/type',
          keyword: 'type',
          params: { type: 'array' },
          message: 'must be array',
          schema: schema19.properties.categories.type,
          parentSchema: schema19.properties.categories,
          data: data21,
        };
        if (vErrors === null) {
          vErrors = [err48];
        } else {
          vErrors.push(err48);
        }
        errors++;
      }
    }
    if (data.icon !== undefined) {
      let data23 = data.icon;
      if (typeof data23 !== 'string') {
        const err49 = {
          instancePath: instancePath + '/icon',
          schemaPath: '#/properties/icon/type',
          keyword: 'type',
          params: { type: 'string' },
          message: 'must be string',
          schema: schema19.properties.icon.type,
          parentSchema: schema19.properties.icon,
          data: data23,
        };
        if (vErrors === null) {
          vErrors = [err49];
        } else {
          vErrors.push(err49);
        }
        errors++;
      }
    }
    if (data.previewImages !== undefined) {
      let data24 = data.previewImages;
      if (Array.isArray(data24)) {
        const len4 = data24.length;
        for (let i4 = 0; i4 < len4; i4++) {
          let data25 = data24[i4];
          if (typeof data25 !== 'string') {
            const err50 = {
              instancePath: instancePath + '/previewImages/' + i4,
              schemaPath: '#/properties/previewImages/items/type',
              keyword: 'type',
              params: { type: 'string' },
              message: 'must be string',
              schema: schema19.properties.previewImages.items.type,
              parentSchema: schema19.properties.previewImages.items,
              data: data25,
            };
            if (vErrors === null) {
              vErrors = [err50];
            } else {
              vErrors.push(err50);
            }
            errors++;
          }
        }
      } else {
        const err51 = {
          instancePath: instancePath + '/previewImages',
          schemaPath: '#/properties/previewImages/type',
          keyword: 'type',
          params: { type: 'array' },
          message: 'must be array',
          schema: schema19.properties.previewImages.type,
          parentSchema: schema19.properties.previewImages,
          data: data24,
        };
        if (vErrors === null) {
          vErrors = [err51];
        } else {
          vErrors.push(err51);
        }
        errors++;
      }
    }
    if (data.externalLinks !== undefined) {
      let data26 = data.externalLinks;
      if (Array.isArray(data26)) {
        const len5 = data26.length;
        for (let i5 = 0; i5 < len5; i5++) {
          let data27 = data26[i5];
          if (data27 && typeof data27 == 'object' && !Array.isArray(data27)) {
            if (data27.label === undefined) {
              const err52 = {
                instancePath: instancePath + '/externalLinks/' + i5,
                schemaPath: '#/properties/externalLinks/items/required',
                keyword: 'required',
                params: { missingProperty: 'label' },
                message: "must have required property '" + 'label' + "'",
                schema: schema19.properties.externalLinks.items.required,
                parentSchema: schema19.properties.externalLinks.items,
                data: data27,
              };
              if (vErrors === null) {
                vErrors = [err52];
              } else {
                vErrors.push(err52);
              }
              errors++;
            }
            if (data27.url === undefined) {
              const err53 = {
                instancePath: instancePath + '/externalLinks/' + i5,
                schemaPath: '#/properties/externalLinks/items/required',
                keyword: 'required',
                params: { missingProperty: 'url' },
                message: "must have required property '" + 'url' + "'",
                schema: schema19.properties.externalLinks.items.required,
                parentSchema: schema19.properties.externalLinks.items,
                data: data27,
              };
              if (vErrors === null) {
                vErrors = [err53];
              } else {
                vErrors.push(err53);
              }
              errors++;
            }
            for (const key3 in data27) {
              if (!(key3 === 'label' || key3 === 'url')) {
                const err54 = {
                  instancePath: instancePath + '/externalLinks/' + i5,
                  schemaPath: '#/properties/externalLinks/items/additionalProperties',
                  keyword: 'additionalProperties',
                  params: { additionalProperty: key3 },
                  message: 'must NOT have additional properties',
                  schema: false,
                  parentSchema: schema19.properties.externalLinks.items,
                  data: data27,
                };
                if (vErrors === null) {
                  vErrors = [err54];
                } else {
                  vErrors.push(err54);
                }
                errors++;
              }
            }
            if (data27.label !== undefined) {
              let data28 = data27.label;
              if (typeof data28 === 'string') {
                if (func2(data28) < 1) {
                  const err55 = {
                    instancePath: instancePath + '/externalLinks/' + i5 + '/label',
                    schemaPath: '#/properties/externalLinks/items/properties/label/minLength',
                    keyword: 'minLength',
                    params: { limit: 1 },
                    message: 'must NOT have fewer than 1 characters',
                    schema: 1,
                    parentSchema: schema19.properties.externalLinks.items.properties.label,
                    data: data28,
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
                  instancePath: instancePath + '/externalLinks/' + i5 + '/label',
                  schemaPath: '#/properties/externalLinks/items/properties/label/type',
                  keyword: 'type',
                  params: { type: 'string' },
                  message: 'must be string',
                  schema: schema19.properties.externalLinks.items.properties.label.type,
                  parentSchema: schema19.properties.externalLinks.items.properties.label,
                  data: data28,
                };
                if (vErrors === null) {
                  vErrors = [err56];
                } else {
                  vErrors.push(err56);
                }
                errors++;
              }
            }
            if (data27.url !== undefined) {
              let data29 = data27.url;
              if (typeof data29 === 'string') {
                if (!formats0.validate(data29)) {
                  const err57 = {
                    instancePath: instancePath + '/externalLinks/' + i5 + '/url',
                    schemaPath: '#/properties/externalLinks/items/properties/url/format',
                    keyword: 'format',
                    params: { format: 'uri' },
                    message: 'must match format "' + 'uri' + '"',
                    schema: 'uri',
                    parentSchema: schema19.properties.externalLinks.items.properties.url,
                    data: data29,
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
                  instancePath: instancePath + '/externalLinks/' + i5 + '/url',
                  schemaPath: '#/properties/externalLinks/items/properties/url/type',
                  keyword: 'type',
                  params: { type: 'string' },
                  message: 'must be string',
                  schema: schema19.properties.externalLinks.items.properties.url.type,
                  parentSchema: schema19.properties.externalLinks.items.properties.url,
                  data: data29,
                };
                if (vErrors === null) {
                  vErrors = [err58];
                } else {
                  vErrors.push(err58);
                }
                errors++;
              }
            }
          } else {
            const err59 = {
              instancePath: instancePath + '/externalLinks/' + i5,
              schemaPath: '#/properties/externalLinks/items/type',
              keyword: 'type',
              params: { type: 'object' },
              message: 'must be object',
              schema: schema19.properties.externalLinks.items.type,
              parentSchema: schema19.properties.externalLinks.items,
              data: data27,
            };
            if (vErrors === null) {
              vErrors = [err59];
            } else {
              vErrors.push(err59);
            }
            errors++;
          }
        }
      } else {
        const err60 = {
          instancePath: instancePath + '/externalLinks',
          schemaPath: '#/properties/externalLinks/type',
          keyword: 'type',
          params: { type: 'array' },
          message: 'must be array',
          schema: schema19.properties.externalLinks.type,
          parentSchema: schema19.properties.externalLinks,
          data: data26,
        };
        if (vErrors === null) {
          vErrors = [err60];
        } else {
          vErrors.push(err60);
        }
        errors++;
      }
    }
    if (data.configurations !== undefined) {
      let data30 = data.configurations;
      if (data30 && typeof data30 == 'object' && !Array.isArray(data30)) {
        for (const key4 in data30) {
          if (!(key4 === 'account' || key4 === 'space' || key4 === 'site')) {
            const err61 = {
              instancePath: instancePath + '/configurations',
              schemaPath: '#/properties/configurations/additionalProperties',
              keyword: 'additionalProperties',
              params: { additionalProperty: key4 },
              message: 'must NOT have additional properties',
              schema: false,
              parentSchema: schema19.properties.configurations,
              data: data30,
            };
            if (vErrors === null) {
              vErrors = [err61];
            } else {
              vErrors.push(err61);
            }
            errors++;
          }
        }
        if (data30.account !== undefined) {
          if (
            !validate53(data30.account, {
              instancePath: instancePath + '/configurations/account',
              parentData: data30,
              parentDataProperty: 'account',
              rootData,
              dynamicAnchors,
            })
          ) {
            vErrors = vErrors === null ? validate53.errors : vErrors.concat(validate53.errors);
            errors = vErrors.length;
          }
        }
        if (data30.space !== undefined) {
          if (
            !validate53(data30.space, {
              instancePath: instancePath + '/configurations/space',
              parentData: data30,
              parentDataProperty: 'space',
              rootData,
              dynamicAnchors,
            })
          ) {
            vErrors = vErrors === null ? validate53.errors : vErrors.concat(validate53.errors);
            errors = vErrors.length;
          }
        }
        if (data30.site !== undefined) {
          if (
            !validate53(data30.site, {
              instancePath: instancePath + '/configurations/site',
              parentData: data30,
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
        const err62 = {
          instancePath: instancePath + '/configurations',
          schemaPath: '#/properties/configurations/type',
          keyword: 'type',
          params: { type: 'object' },
          message: 'must be object',
          schema: schema19.properties.configurations.type,
          parentSchema: schema19.properties.configurations,
          data: data30,
        };
        if (vErrors === null) {
          vErrors = [err62];
        } else {
          vErrors.push(err62);
        }
        errors++;
      }
    }
    if (data.secrets !== undefined) {
      let data34 = data.secrets;
      if (data34 && typeof data34 == 'object' && !Array.isArray(data34)) {
        for (const key5 in data34) {
          const _errs73 = errors;
          if (typeof key5 !== 'string') {
            const err63 = {
              instancePath: instancePath + '/secrets',
              schemaPath: '#/properties/secrets/propertyNames/type',
              keyword: 'type',
              params: { type: 'string' },
              message: 'must be string',
              schema: schema19.properties.secrets.propertyNames.type,
              parentSchema: schema19.properties.secrets.propertyNames,
              data: key5,
              propertyName: key5,
            };
            if (vErrors === null) {
              vErrors = [err63];
            } else {
              vErrors.push(err63);
            }
            errors++;
          }
          var valid17 = _errs73 === errors;
          if (!valid17) {
            const err64 = {
              instancePath: instancePath + '/secrets',
              schemaPath: '#/properties/secrets/propertyNames',
              keyword: 'propertyNames',
              params: { propertyName: key5 },
              message: 'property name must be valid',
              schema: schema19.properties.secrets.propertyNames,
              parentSchema: schema19.properties.secrets,
              data: data34,
            };
            if (vErrors === null) {
              vErrors = [err64];
            } else {
              vErrors.push(err64);
            }
            errors++;
          }
        }
        for (const key6 in data34) {
          let data35 = data34[key6];
          if (typeof data35 === 'string') {
            if (!pattern4.test(data35)) {
              const err65 = {
                instancePath: instancePath + '/secrets/' + key6.replace(/~/g, '~0').replace(/\//g, '~1'),
                schemaPath: '#/properties/secrets/additionalProperties/pattern',
                keyword: 'pattern',
                params: { pattern: '^\\$\\{\\{\\s*(env\\.[A-Za-z_][A-Za-z0-9_]*|"[^"]*")\\s*\\}\\}$' },
                message: 'must match pattern "' + '^\\$\\{\\{\\s*(env\\.[A-Za-z_][A-Za-z0-9_]*|"[^"]*")\\s*\\}\\}$' + '"',
                schema: '^\\$\\{\\{\\s*(env\\.[A-Za-z_][A-Za-z0-9_]*|"[^"]*")\\s*\\}\\}$',
                parentSchema: schema19.properties.secrets.additionalProperties,
                data: data35,
              };
              if (vErrors === null) {
                vErrors = [err65];
              } else {
                vErrors.push(err65);
              }
              errors++;
            }
          } else {
            const err66 = {
              instancePath: instancePath + '/secrets/' + key6.replace(/~/g, '~0').replace(/\//g, '~1'),
              schemaPath: '#/properties/secrets/additionalProperties/type',
              keyword: 'type',
              params: { type: 'string' },
              message: 'must be string',
              schema: schema19.properties.secrets.additionalProperties.type,
              parentSchema: schema19.properties.secrets.additionalProperties,
              data: data35,
            };
            if (vErrors === null) {
              vErrors = [err66];
            } else {
              vErrors.push(err66);
            }
            errors++;
          }
        }
      } else {
        const err67 = {
          instancePath: instancePath + '/secrets',
          schemaPath: '#/properties/secrets/type',
          keyword: 'type',
          params: { type: 'object' },
          message: 'must be object',
          schema: schema19.properties.secrets.type,
          parentSchema: schema19.properties.secrets,
          data: data34,
        };
        if (vErrors === null) {
          vErrors = [err67];
        } else {
          vErrors.push(err67);
        }
        errors++;
      }
    }
    if (data.contentSecurityPolicy !== undefined) {
      let data36 = data.contentSecurityPolicy;
      const _errs79 = errors;
      let valid19 = false;
      const _errs80 = errors;
      if (typeof data36 !== 'string') {
        const err68 = {
          instancePath: instancePath + '/contentSecurityPolicy',
          schemaPath: '#/properties/contentSecurityPolicy/anyOf/0/type',
          keyword: 'type',
          params: { type: 'string' },
          message: 'must be string',
          schema: schema19.properties.contentSecurityPolicy.anyOf[0].type,
          parentSchema: schema19.properties.contentSecurityPolicy.anyOf[0],
          data: data36,
        };
        if (vErrors === null) {
          vErrors = [err68];
        } else {
          vErrors.push(err68);
        }
        errors++;
      }
      var _valid0 = _errs80 === errors;
      valid19 = valid19 || _valid0;
      const _errs82 = errors;
      if (data36 && typeof data36 == 'object' && !Array.isArray(data36)) {
        for (const key7 in data36) {
          const _errs84 = errors;
          if (typeof key7 !== 'string') {
            const err69 = {
              instancePath: instancePath + '/contentSecurityPolicy',
              schemaPath: '#/properties/contentSecurityPolicy/anyOf/1/propertyNames/type',
              keyword: 'type',
              params: { type: 'string' },
              message: 'must be string',
              schema: schema19.properties.contentSecurityPolicy.anyOf[1].propertyNames.type,
              parentSchema: schema19.properties.contentSecurityPolicy.anyOf[1].propertyNames,
              data: key7,
              propertyName: key7,
            };
            if (vErrors === null) {
              vErrors = [err69];
            } else {
              vErrors.push(err69);
            }
            errors++;
          }
          var valid20 = _errs84 === errors;
          if (!valid20) {
            const err70 = {
              instancePath: instancePath + '/contentSecurityPolicy',
              schemaPath: '#/properties/contentSecurityPolicy/anyOf/1/propertyNames',
              keyword: 'propertyNames',
              params: { propertyName: key7 },
              message: 'property name must be valid',
              schema: schema19.properties.contentSecurityPolicy.anyOf[1].propertyNames,
              parentSchema: schema19.properties.contentSecurityPolicy.anyOf[1],
              data: data36,
            };
            if (vErrors === null) {
              vErrors = [err70];
            } else {
              vErrors.push(err70);
            }
            errors++;
          }
        }
        for (const key8 in data36) {
          let data37 = data36[key8];
          if (typeof data37 !== 'string') {
            const err71 = {
              instancePath: instancePath + '/contentSecurityPolicy/' + key8.replace(/~/g, '~0').replace(/\//g, '~1'),
              schemaPath: '#/properties/contentSecurityPolicy/anyOf/1/additionalProperties/type',
              keyword: 'type',
              params: { type: 'string' },
              message: 'must be string',
              schema: schema19.properties.contentSecurityPolicy.anyOf[1].additionalProperties.type,
              parentSchema: schema19.properties.contentSecurityPolicy.anyOf[1].additionalProperties,
              data: data37,
            };
            if (vErrors === null) {
              vErrors = [err71];
            } else {
              vErrors.push(err71);
            }
            errors++;
          }
        }
      } else {
        const err72 = {
          instancePath: instancePath + '/contentSecurityPolicy',
          schemaPath: '#/properties/contentSecurityPolicy/anyOf/1/type',
          keyword: 'type',
          params: { type: 'object' },
          message: 'must be object',
          schema: schema19.properties.contentSecurityPolicy.anyOf[1].type,
          parentSchema: schema19.properties.contentSecurityPolicy.anyOf[1],
          data: data36,
        };
        if (vErrors === null) {
          vErrors = [err72];
        } else {
          vErrors.push(err72);
        }
        errors++;
      }
      var _valid0 = _errs82 === errors;
      valid19 = valid19 || _valid0;
      if (!valid19) {
        const err73 = {
          instancePath: instancePath + '/contentSecurityPolicy',
          schemaPath: '#/properties/contentSecurityPolicy/anyOf',
          keyword: 'anyOf',
          params: {},
          message: 'must match a schema in anyOf',
          schema: schema19.properties.contentSecurityPolicy.anyOf,
          parentSchema: schema19.properties.contentSecurityPolicy,
          data: data36,
        };
        if (vErrors === null) {
          vErrors = [err73];
        } else {
          vErrors.push(err73);
        }
        errors++;
      } else {
        errors = _errs79;
        if (vErrors !== null) {
          if (_errs79) {
            vErrors.length = _errs79;
          } else {
            vErrors = null;
          }
        }
      }
    }
    if (data.envs !== undefined) {
      let data38 = data.envs;
      if (data38 && typeof data38 == 'object' && !Array.isArray(data38)) {
        for (const key9 in data38) {
          const _errs91 = errors;
          if (typeof key9 !== 'string') {
            const err74 = {
              instancePath: instancePath + '/envs',
              schemaPath: '#/properties/envs/propertyNames/type',
              keyword: 'type',
              params: { type: 'string' },
              message: 'must be string',
              schema: schema19.properties.envs.propertyNames.type,
              parentSchema: schema19.properties.envs.propertyNames,
              data: key9,
              propertyName: key9,
            };
            if (vErrors === null) {
              vErrors = [err74];
            } else {
              vErrors.push(err74);
            }
            errors++;
          }
          var valid22 = _errs91 === errors;
          if (!valid22) {
            const err75 = {
              instancePath: instancePath + '/envs',
              schemaPath: '#/properties/envs/propertyNames',
              keyword: 'propertyNames',
              params: { propertyName: key9 },
              message: 'property name must be valid',
              schema: schema19.properties.envs.propertyNames,
              parentSchema: schema19.properties.envs,
              data: data38,
            };
            if (vErrors === null) {
              vErrors = [err75];
            } else {
              vErrors.push(err75);
            }
            errors++;
          }
        }
        for (const key10 in data38) {
          let data39 = data38[key10];
          if (data39 && typeof data39 == 'object' && !Array.isArray(data39)) {
            if (data39.organization !== undefined) {
              let data40 = data39.organization;
              if (typeof data40 !== 'string') {
                const err76 = {
                  instancePath: instancePath + '/envs/' + key10.replace(/~/g, '~0').replace(/\//g, '~1') + '/organization',
                  schemaPath: '#/properties/envs/additionalProperties/properties/organization/type',
                  keyword: 'type',
                  params: { type: 'string' },
                  message: 'must be string',
                  schema: schema19.properties.envs.additionalProperties.properties.organization.type,
                  parentSchema: schema19.properties.envs.additionalProperties.properties.organization,
                  data: data40,
                };
                if (vErrors === null) {
                  vErrors = [err76];
                } else {
                  vErrors.push(err76);
                }
                errors++;
              }
            }
            if (data39.secrets !== undefined) {
              let data41 = data39.secrets;
              if (data41 && typeof data41 == 'object' && !Array.isArray(data41)) {
                for (const key11 in data41) {
                  const _errs101 = errors;
                  if (typeof key11 !== 'string') {
                    const err77 = {
                      instancePath: instancePath + '/envs/' + key10.replace(/~/g, '~0').replace(/\//g, '~1') + '/secrets',
                      schemaPath: '#/properties/envs/additionalProperties/properties/secrets/propertyNames/type',
                      keyword: 'type',
                      params: { type: 'string' },
                      message: 'must be string',
                      schema: schema19.properties.envs.additionalProperties.properties.secrets.propertyNames.type,
                      parentSchema: schema19.properties.envs.additionalProperties.properties.secrets.propertyNames,
                      data: key11,
                      propertyName: key11,
                    };
                    if (vErrors === null) {
                      vErrors = [err77];
                    } else {
                      vErrors.push(err77);
                    }
                    errors++;
                  }
                  var valid25 = _errs101 === errors;
                  if (!valid25) {
                    const err78 = {
                      instancePath: instancePath + '/envs/' + key10.replace(/~/g, '~0').replace(/\//g, '~1') + '/secrets',
                      schemaPath: '#/properties/envs/additionalProperties/properties/secrets/propertyNames',
                      keyword: 'propertyNames',
                      params: { propertyName: key11 },
                      message: 'property name must be valid',
                      schema: schema19.properties.envs.additionalProperties.properties.secrets.propertyNames,
                      parentSchema: schema19.properties.envs.additionalProperties.properties.secrets,
                      data: data41,
                    };
                    if (vErrors === null) {
                      vErrors = [err78];
                    } else {
                      vErrors.push(err78);
                    }
                    errors++;
                  }
                }
                for (const key12 in data41) {
                  let data42 = data41[key12];
                  if (typeof data42 === 'string') {
                    if (!pattern4.test(data42)) {
                      const err79 = {
                        instancePath:
                          instancePath +
                          '/envs/' +
                          key10.replace(/~/g, '~0').replace(/\//g, '~1') +
                          '/secrets/' +
                          key12.replace(/~/g, '~0').replace(/\//g, '~1'),
                        schemaPath: '#/properties/envs/additionalProperties/properties/secrets/additionalProperties/pattern',
                        keyword: 'pattern',
                        params: { pattern: '^\\$\\{\\{\\s*(env\\.[A-Za-z_][A-Za-z0-9_]*|"[^"]*")\\s*\\}\\}$' },
                        message: 'must match pattern "' + '^\\$\\{\\{\\s*(env\\.[A-Za-z_][A-Za-z0-9_]*|"[^"]*")\\s*\\}\\}$' + '"',
                        schema: '^\\$\\{\\{\\s*(env\\.[A-Za-z_][A-Za-z0-9_]*|"[^"]*")\\s*\\}\\}$',
                        parentSchema: schema19.properties.envs.additionalProperties.properties.secrets.additionalProperties,
                        data: data42,
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
                      instancePath:
                        instancePath +
                        '/envs/' +
                        key10.replace(/~/g, '~0').replace(/\//g, '~1') +
                        '/secrets/' +
                        key12.replace(/~/g, '~0').replace(/\//g, '~1'),
                      schemaPath: '#/properties/envs/additionalProperties/properties/secrets/additionalProperties/type',
                      keyword: 'type',
                      params: { type: 'string' },
                      message: 'must be string',
                      schema: schema19.properties.envs.additionalProperties.properties.secrets.additionalProperties.type,
                      parentSchema: schema19.properties.envs.additionalProperties.properties.secrets.additionalProperties,
                      data: data42,
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
                  instancePath: instancePath + '/envs/' + key10.replace(/~/g, '~0').replace(/\//g, '~1') + '/secrets',
                  schemaPath: '#/properties/envs/additionalProperties/properties/secrets/type',
                  keyword: 'type',
                  params: { type: 'object' },
                  message: 'must be object',
                  schema: schema19.properties.envs.additionalProperties.properties.secrets.type,
                  parentSchema: schema19.properties.envs.additionalProperties.properties.secrets,
                  data: data41,
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
              instancePath: instancePath + '/envs/' + key10.replace(/~/g, '~0').replace(/\//g, '~1'),
              schemaPath: '#/properties/envs/additionalProperties/type',
              keyword: 'type',
              params: { type: 'object' },
              message: 'must be object',
              schema: schema19.properties.envs.additionalProperties.type,
              parentSchema: schema19.properties.envs.additionalProperties,
              data: data39,
            };
            if (vErrors === null) {
              vErrors = [err82];
            } else {
              vErrors.push(err82);
            }
            errors++;
          }
        }
      } else {
        const err83 = {
          instancePath: instancePath + '/envs',
          schemaPath: '#/properties/envs/type',
          keyword: 'type',
          params: { type: 'object' },
          message: 'must be object',
          schema: schema19.properties.envs.type,
          parentSchema: schema19.properties.envs,
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
  } else {
    const err84 = {
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
      vErrors = [err84];
    } else {
      vErrors.push(err84);
    }
    errors++;
  }
  validate52.errors = vErrors;
  return errors === 0;
}
validate52.evaluated = { props: true, dynamicProps: false, dynamicItems: false };
