import { z } from 'zod';
import { CATEGORY_NAMES, SCOPE_NAMES } from './scopes.ts';

// One source of truth: the editor's completion and hover docs, ajv's structural checks and the
// form all come from this schema (through `manifestJsonSchema`). Every field carries `.describe()`.

/**
 * Letters, digits and single hyphens. The platform wants lowercase, yet some published integrations
 * carry uppercase (`VA-Auth0`), so uppercase is a warning (`name-not-lowercase`), not a schema error.
 */
export const NAME_PATTERN = '^[A-Za-z0-9]+(-[A-Za-z0-9]+)*$';
/**
 * `${{ env.NAME }}` (read from the environment), `${{ "literal" }}` (e.g. a 1Password reference,
 * `${{ "op://vault/item/field" }}`) or, as the platform's CLI also accepts, `${{ op://vault/item/field }}`.
 */
export const SECRET_PATTERN = '^\\$\\{\\{\\s*(env\\.[A-Za-z_][A-Za-z0-9_]*|"[^"]*"|op://[^\\s"}]+)\\s*\\}\\}$';
export const SUMMARY_MAX = 2048;

/**
 * Limits of the platform's CLI schema (`packages/cli/src/manifest.ts`): a manifest past one of them
 * validates in a studio that ignores them and is refused at publish. The form shows each beside its field.
 */
export const LIMITS = {
  blockTitle: { min: 2, max: 40 },
  blockDescription: { max: 150 },
  contentSourceTitle: { min: 2, max: 40 },
  contentSourceDescription: { max: 150 },
  propertyTitle: { max: 30 },
  propertyDescription: { max: 100 },
  previewImages: { max: 3 },
} as const;

const common = {
  title: z
    .string()
    .min(1)
    .max(LIMITS.propertyTitle.max)
    .describe(`Label shown above the field in the configuration form, at most ${LIMITS.propertyTitle.max} characters.`),
  description: z
    .string()
    .max(LIMITS.propertyDescription.max)
    .describe(`Help text shown under the label, at most ${LIMITS.propertyDescription.max} characters.`),
};

export const StringProperty = z
  .object({
    type: z.literal('string').describe('A text field (or a dropdown with `enum` or `completion_url`).'),
    ...common,
    default: z.string().optional().describe('Value used until the user sets one; must be a string (and one of `enum` when present).'),
    enum: z.array(z.string()).min(1).optional().describe('Fixed list of allowed values, shown as a dropdown.'),
    completion_url: z.string().optional().describe('Path of your integration (e.g. `/channels`) that answers the dropdown entries.'),
  })
  .strict()
  .describe('A string property.');

export const NumberProperty = z
  .object({
    type: z.literal('number').describe('A number field.'),
    ...common,
    default: z.number().optional().describe('Value used until the user sets one; must be a number.'),
  })
  .strict()
  .describe('A number property.');

export const BooleanProperty = z
  .object({
    type: z.literal('boolean').describe('A checkbox.'),
    ...common,
    default: z.boolean().optional().describe('Value used until the user sets one; must be true or false.'),
  })
  .strict()
  .describe('A boolean property.');

export const ButtonProperty = z
  .object({
    type: z.literal('button').describe('A button that starts an OAuth connection (see `createOAuthHandler`).'),
    ...common,
    button_text: z.string().min(1).describe('Text on the button, e.g. `Authorize`.'),
    callback_url: z.string().min(1).describe('Path of your integration the button opens, e.g. `/oauth`.'),
  })
  .strict()
  .describe('An OAuth button property.');

export const PROPERTY_TYPES = ['string', 'number', 'boolean', 'button'] as const;
export type PropertyType = (typeof PROPERTY_TYPES)[number];

export const ConfigurationProperty = z
  .discriminatedUnion('type', [StringProperty, NumberProperty, BooleanProperty, ButtonProperty])
  .describe('One configuration step; `type` is `string`, `number`, `boolean` or `button`.')
  // ajv's discriminator keyword reports only the branch that `type` names, not all four.
  .meta({ discriminator: { propertyName: 'type' } });
export type ConfigurationProperty = z.infer<typeof ConfigurationProperty>;

export const ConfigurationSection = z
  .object({
    properties: z
      .record(z.string(), ConfigurationProperty)
      .optional()
      .describe('Named configuration steps, in the order the form shows them; exposed at runtime in `environment`.'),
    required: z.array(z.string()).optional().describe('Names of `properties` the user must fill before the installation is active.'),
    componentId: z
      .string()
      .min(1)
      .optional()
      .describe('A component of your integration that renders the whole configuration form instead of `properties`.'),
  })
  .strict()
  .describe('Either `properties` (with an optional `required` list) or `componentId`.')
  // One definition shared by account, space and site keeps the schema (and its compiled validator) small.
  .meta({ id: 'ConfigurationSection' });
export type ConfigurationSection = z.infer<typeof ConfigurationSection>;

export const CONFIGURATION_SECTIONS = ['account', 'space', 'site'] as const;
export type ConfigurationSectionName = (typeof CONFIGURATION_SECTIONS)[number];

export const Block = z
  .object({
    id: z
      .string()
      .min(1)
      .describe('Identifier of the block: the `componentId` of the component that renders it. Unique within the manifest.'),
    title: z
      .string()
      .min(LIMITS.blockTitle.min)
      .max(LIMITS.blockTitle.max)
      .describe(`Name of the block in the insert menu, ${LIMITS.blockTitle.min} to ${LIMITS.blockTitle.max} characters.`),
    description: z
      .string()
      .max(LIMITS.blockDescription.max)
      .optional()
      .describe(`One line shown under the title in the insert menu, at most ${LIMITS.blockDescription.max} characters.`),
    icon: z.string().optional().describe('Path of an icon for the block, relative to the manifest.'),
    urlUnfurl: z
      .array(z.string())
      .optional()
      .describe('URL patterns (`*` one segment, `**` any) that turn into this block when pasted in the editor.'),
    markdown: z
      .object({
        codeblock: z.string().min(1).describe('Language of the Markdown code block this block converts to and from, e.g. `mermaid`.'),
        body: z.string().min(1).describe('Name of the prop that holds the code block body.'),
      })
      .strict()
      .optional()
      .describe('Lets the block round-trip through a Markdown code block (Git Sync).'),
  })
  .strict()
  .describe('A component block users can insert in documents.');

export const ContentSource = z
  .object({
    id: z.string().min(1).describe('Identifier of the content source: the id passed to `createContentSource`. Unique within the manifest.'),
    title: z
      .string()
      .min(LIMITS.contentSourceTitle.min)
      .max(LIMITS.contentSourceTitle.max)
      .describe(`Name of the content source, ${LIMITS.contentSourceTitle.min} to ${LIMITS.contentSourceTitle.max} characters.`),
    description: z
      .string()
      .max(LIMITS.contentSourceDescription.max)
      .optional()
      .describe(`What the content source imports, at most ${LIMITS.contentSourceDescription.max} characters.`),
    icon: z.string().optional().describe('Path of an icon for the content source, relative to the manifest.'),
    configuration: z
      .object({
        componentId: z
          .string()
          .min(1)
          .describe(
            "A component of your integration that renders the content source's configuration (context `configuration_contentsource`).",
          ),
      })
      .strict()
      .describe('The component that configures the content source.'),
  })
  .strict()
  .describe('A source that generates pages of a space (`content_compute_revision`, `content_compute_document`).');

export const ExternalLink = z
  .object({
    label: z.string().min(1).describe('Text of the link.'),
    url: z.url().describe('Absolute URL the link opens.'),
  })
  .strict()
  .describe('A link shown on the installation page.');

const secretReference = z
  .string()
  .regex(new RegExp(SECRET_PATTERN))
  .describe('`${{ env.NAME }}` reads NAME from the environment (or the `.env` file) when the integration runs.');

export const Manifest = z
  .object({
    name: z
      .string()
      .regex(new RegExp(NAME_PATTERN))
      .describe('Unique identifier of the integration: lowercase letters, digits and single hyphens, e.g. `my-integration`.'),
    title: z.string().min(1).describe('Name shown to users in the marketplace and settings.'),
    description: z.string().min(1).describe('One or two sentences shown in listings.'),
    summary: z.string().max(SUMMARY_MAX).optional().describe(`Markdown shown on the installation page, at most ${SUMMARY_MAX} characters.`),
    organization: z.string().min(1).describe('Id or subdomain of the organization that owns the integration.'),
    visibility: z
      .enum(['private', 'unlisted', 'public'])
      .default('private')
      .describe(
        '`private` (default): only members of `organization` may install it; `unlisted`: anyone with the link; `public`: everyone, and listed in the marketplace.',
      ),
    target: z
      .enum(['all', 'site', 'space', 'organization'])
      .optional()
      .describe('Where the integration can be installed: `all`, `site`, `space` or `organization`.'),
    scopes: z.array(z.enum(SCOPE_NAMES)).describe('Permissions the integration requests; users see them before installing. `[]` for none.'),
    script: z
      .string()
      .min(1)
      .optional()
      .describe('Entry file of the integration code (the one calling `createIntegration()`), relative to the manifest.'),
    blocks: z.array(Block).optional().describe('Component blocks users can insert in documents.'),
    contentSources: z.array(ContentSource).optional().describe('Content sources that generate pages of a space from another system.'),
    categories: z.array(z.enum(CATEGORY_NAMES)).optional().describe('Marketplace categories the integration is listed under.'),
    icon: z.string().optional().describe('Path of the integration icon, relative to the manifest.'),
    previewImages: z
      .array(z.string())
      .max(LIMITS.previewImages.max)
      .optional()
      .describe(`Paths of images shown on the installation page, at most ${LIMITS.previewImages.max}; 2:1, recommended 1600×800 pixels.`),
    externalLinks: z.array(ExternalLink).optional().describe('Links shown on the installation page (documentation, homepage…).'),
    configurations: z
      .object({
        account: ConfigurationSection.optional().describe('Configuration of the installation on an organization.'),
        space: ConfigurationSection.optional().describe('Configuration of each space the integration is installed on.'),
        site: ConfigurationSection.optional().describe('Configuration of each site the integration is installed on.'),
      })
      .strict()
      .optional()
      .describe('The configuration forms users fill when installing, per level: `account`, `space`, `site`.'),
    secrets: z
      .record(z.string(), secretReference)
      .optional()
      .describe('Secrets the code reads from `environment.secrets`, each `${{ env.NAME }}` so no value sits in the file.'),
    contentSecurityPolicy: z
      .union([z.string(), z.record(z.string(), z.string())])
      .optional()
      .describe(
        'Content-Security-Policy sources the integration needs on sites: a policy string or a map of directive (`script-src`, …) to sources.',
      ),
    envs: z
      .record(
        z.string(),
        z
          .object({
            organization: z.string().min(1).optional().describe('Organization that owns the integration in this environment.'),
            visibility: z.enum(['private', 'unlisted', 'public']).optional().describe('Visibility of the integration in this environment.'),
            secrets: z
              .record(z.string(), secretReference)
              .optional()
              .describe("Secrets for this environment; they replace the top-level `secrets` as a whole, as the platform's CLI does."),
          })
          .strict()
          .describe('Overrides for one deployment environment, selected with `--env NAME`.'),
      )
      .optional()
      .describe(
        'Per-environment overrides (e.g. `staging`, `production`) of `organization`, `visibility` and `secrets`, selected with `--env NAME` or the environment picker.',
      ),
  })
  .strict()
  .describe('The manifest of an integration of the platform (platform-manifest.yaml).');
export type Manifest = z.infer<typeof Manifest>;
