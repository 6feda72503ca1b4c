import { z } from 'zod';
import { InstallationKind } from '../../../shared/api/installations.ts';
import {
  ConfigurationEditError,
  configureInstallation,
  createInstallation,
  installationRow,
  refusalText,
  type ConfigurationEdit,
  type EditOutcome,
} from '../installation-edit.ts';
import { defineTool, json, toolError, type Tool, type ToolAnswer } from './tool.ts';

const FieldValue = z.union([z.string(), z.number(), z.boolean(), z.null(), z.record(z.string(), z.unknown()), z.array(z.unknown())]);
const editFields = {
  set: z
    .record(z.string(), FieldValue)
    .optional()
    .describe(
      'Fields to change on top of the current configuration (or of `configuration`). Text is typed as the manifest property is ("42" for a number, "true" for a boolean); null or "" leaves the field out.',
    ),
  configuration: z
    .record(z.string(), z.unknown())
    .optional()
    .describe('The whole configuration, as the form saves it (a secret shown masked and sent back unchanged keeps its stored value).'),
};

const editOf = (input: { set?: Record<string, unknown>; configuration?: Record<string, unknown> }): ConfigurationEdit => ({
  ...(input.set && { set: input.set }),
  ...(input.configuration && { replace: input.configuration }),
});

/** A saved edit as the installation's row (warnings beside it); a refused one as a tool error naming each field. */
function answer(outcome: EditOutcome, what: string): ToolAnswer {
  if (!outcome.saved) return toolError([refusalText(outcome, what), ...outcome.warnings].join('\n'));
  return json({ ...installationRow(outcome.installation), setupEvents: outcome.setupEvents, warnings: outcome.warnings });
}

async function edited(run: () => Promise<EditOutcome>, what: string): Promise<ToolAnswer> {
  try {
    return answer(await run(), what);
  } catch (error) {
    if (error instanceof ConfigurationEditError) return toolError(error.message);
    throw error;
  }
}

const listInstallations = defineTool({
  name: 'list_installations',
  title: 'List the installations',
  description:
    "Every installation of the integration, as `integration-studio installation list --json` prints them: id, target (organization, space or site, with its spaceId/siteId), status (pending, active, paused), `configured` and, when not, `configurationErrors` per field (the required ones missing among them), and the configuration with secrets masked. Give an id to fire_event's installationId to run an event with that installation's configuration.",
  input: z.object({}).strict(),
  readOnly: true,
  run: async (_input, { client }) => json((await client.call('installations.list')).map(installationRow)),
});

const configure = defineTool({
  name: 'configure_installation',
  title: 'Configure an installation',
  description:
    "Save an installation's configuration as the studio's Installations form does, as `integration-studio installation configure` does: checked against the manifest's configurations section of its level (types, enum, required); a configuration that does not pass is not saved and the tool error names each field. Saved, the status follows (active when it passes, a paused one stays paused) and the setup events fire (installation_setup, then space_/site_installation_setup). Answers the installation with secrets masked.",
  input: z
    .object({ installationId: z.string().min(1).max(100).describe('The installation (list_installations shows the ids).'), ...editFields })
    .strict(),
  readOnly: false,
  async run(input, { client }) {
    if (!input.set && !input.configuration) return toolError('Give `set` (fields to change) or `configuration` (the whole configuration).');
    return edited(
      () => configureInstallation(client, input.installationId, editOf(input)),
      `The configuration of installation ${input.installationId}`,
    );
  },
});

const create = defineTool({
  name: 'create_installation',
  title: 'Create an installation',
  description:
    "Install the integration on the organization, a space or a site (as the manifest's target allows), as `integration-studio installation create` does: the configuration starts from the section's defaults, `set`/`configuration` on top, checked as configure_installation checks it. Answers the new installation (its id, status and what its configuration still needs).",
  input: z
    .object({
      target: InstallationKind.describe('Where to install it.'),
      spaceId: z.string().min(1).max(100).optional().describe('target space: the space id (default: a new one).'),
      siteId: z.string().min(1).max(100).optional().describe('target site: the site id (default: a new one).'),
      ...editFields,
    })
    .strict(),
  readOnly: false,
  async run(input, { client }) {
    const edit = input.set || input.configuration ? editOf(input) : undefined;
    return edited(
      () =>
        createInstallation(client, {
          kind: input.target,
          ...(input.spaceId && { spaceId: input.spaceId }),
          ...(input.siteId && { siteId: input.siteId }),
          ...(edit && { edit }),
        }),
      `The configuration of the new ${input.target} installation`,
    );
  },
});

/** The installation tools, registered in tools.ts. */
export const installationTools: Tool[] = [listInstallations, create, configure];
