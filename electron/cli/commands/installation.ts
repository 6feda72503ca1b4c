import type { StudioClient } from '../../../shared/api/client.ts';
import { InstallationKind, type Installation } from '../../../shared/api/installations.ts';
import { defineCommand, EXIT, UsageError, type IO, type Subcommand } from '../command.ts';
import { DIR_OPTION } from '../folder-argument.ts';
import { integrationDirArgument, jsonObjectArgument, openHeadless } from '../host-options.ts';
import {
  ConfigurationEditError,
  configurationVerdict,
  configureInstallation,
  deleteInstallation,
  createInstallation,
  installationRow,
  refusalText,
  targetLabel,
  type ConfigurationEdit,
  type EditOutcome,
  type SetupEvent,
} from '../installation-edit.ts';
import { attachStudio, oneShotStudio, STUDIO_FLAGS } from '../remote-studio.ts';
import { openStoredInstallations, type RecordVerbs } from '../stored-installations.ts';
import { TRUST_FLAGS, trustArgument, trustedFolder } from '../trust-flags.ts';

const WHERE = ['dir', 'json', 'studio', 'no-studio', 'trust'];
/** The verbs that run the integration (its events) also let its secrets read an allowed variable. */
const RUNS = [...WHERE, 'env-allow'];
const EDIT = ['set', 'config'];

const VERBS: Record<'list' | 'create' | 'configure' | 'pause' | 'resume' | 'delete', Subcommand> = {
  list: {
    usage: 'installation list [--dir DIR] [--json] [--trust] [--studio URL | --no-studio]',
    summary: 'Every installation: id, target, status, and whether its configuration passes (else the fields to fix).',
    options: WHERE,
  },
  create: {
    usage:
      'installation create --target organization|space|site [--space ID] [--site ID] [--set NAME=VALUE]… [--config JSON|@file] [--dir DIR] [--json] [--trust] [--env-allow NAME]… [--studio URL | --no-studio]',
    summary: "Install the integration on the organization, a space or a site (as the manifest's target allows); prints the new id.",
    details:
      "The configuration starts from the section's defaults; --set/--config fields go on top and are checked first, as for configure.",
    options: ['target', 'space', 'site', ...EDIT, ...RUNS],
  },
  configure: {
    usage:
      'installation configure ID (--set NAME=VALUE… | --config JSON|@file) [--dir DIR] [--json] [--trust] [--env-allow NAME]… [--studio URL | --no-studio]',
    summary: "Save an installation's configuration as the Installations pane's form does: same checks, same setup events.",
    details: [
      '--config is the whole configuration (as the form saves it); --set changes one field of it, or of the current one',
      '(typed as the manifest says: numbers, true/false; NAME= leaves the field out). A configuration the manifest section',
      "refuses is not saved: each field is named with the form's message (exit 1). Saved, the status follows (active when it",
      'passes, paused stays paused) and the setup events fire, as after Save. Secrets are printed masked.',
    ].join('\n'),
    options: [...EDIT, ...RUNS],
  },
  pause: {
    usage: 'installation pause ID [--dir DIR] [--json] [--trust] [--studio URL | --no-studio]',
    summary: 'Pause an installation: no event, webhook or public-endpoint request reaches it until resumed.',
    options: WHERE,
  },
  resume: {
    usage: 'installation resume ID [--dir DIR] [--json] [--trust] [--studio URL | --no-studio]',
    summary: 'Resume a paused installation: active again, or pending while its configuration does not pass.',
    options: WHERE,
  },
  delete: {
    usage: 'installation delete ID [--dir DIR] [--json] [--trust] [--env-allow NAME]… [--studio URL | --no-studio]',
    summary: 'Uninstall (an organization installation takes those under it along), sending each its uninstall event.',
    options: RUNS,
  },
};

/** `--set NAME=VALUE` pairs; a malformed one is a usage error that never repeats the value (it may be a secret). */
function setArgument(values: unknown): Record<string, string> | undefined {
  if (values === undefined) return undefined;
  const pairs: Record<string, string> = {};
  for (const value of values as string[]) {
    const at = value.indexOf('=');
    if (at < 1) throw new UsageError('--set takes NAME=VALUE, NAME a property of the configuration (NAME= leaves it out).');
    pairs[value.slice(0, at)] = value.slice(at + 1);
  }
  return pairs;
}

async function editArgument(values: Record<string, unknown>): Promise<ConfigurationEdit | undefined> {
  const set = setArgument(values.set);
  const replace = await jsonObjectArgument(values.config, 'config');
  return set || replace ? { ...(set && { set }), ...(replace && { replace }) } : undefined;
}

function idArgument(positionals: string[], verb: string): string {
  const id = positionals[1];
  if (!id) throw new UsageError(`name the installation: installation ${verb} ID (\`installation list\` shows the ids).`);
  if (positionals.length > 2) throw new UsageError(`installation ${verb} takes one ID, got ${positionals.length - 1}.`);
  return id;
}

function printInstallation(installation: Installation, io: IO, json: boolean, headline: string, setupEvents?: SetupEvent[]) {
  const row = installationRow(installation);
  if (json) {
    io.out(JSON.stringify(setupEvents ? { ...row, setupEvents } : row));
    return;
  }
  io.out(`${headline} ${row.id} (${targetLabel(row)}): ${row.status}, ${configurationVerdict(row)}`);
  for (const [name, value] of Object.entries(row.configuration)) io.out(`  ${name}: ${JSON.stringify(value)}`);
  for (const error of row.configurationErrors) io.out(`  ! ${error.field || '(configuration)'}: ${error.message}`);
  for (const event of setupEvents ?? []) io.out(`  sent ${event.summary} (journal record ${event.recordId})`);
}

/** A saved edit printed; a refused one on stderr with exit 1. */
function reportEdit(outcome: EditOutcome, io: IO, json: boolean, what: string, headline: string): number {
  for (const warning of outcome.warnings) io.err(`warning: ${warning}`);
  if (!outcome.saved) {
    if (json) io.out(JSON.stringify({ saved: false, errors: outcome.errors }));
    io.err(`${refusalText(outcome, what)}\nFix those fields (--set NAME=VALUE) and run it again.`);
    return EXIT.failure;
  }
  printInstallation(outcome.installation, io, json, headline, outcome.setupEvents);
  return EXIT.ok;
}

/** The verbs that only read or change stored records: the platform sends the integration nothing for them. */
type RecordVerb = 'list' | 'pause' | 'resume';
const RECORD_VERBS: readonly string[] = ['list', 'pause', 'resume'] satisfies RecordVerb[];

/** The record verbs through a running studio's API, so its Installations pane shows the change at once. */
function throughStudio(client: StudioClient): RecordVerbs {
  return {
    list: () => client.call('installations.list'),
    pause: (id) => client.call('installations.pause', { installationId: id }),
    resume: (id) => client.call('installations.resume', { installationId: id }),
  };
}

/**
 * list, pause and resume: through the studio serving the folder, else on the folder's own database,
 * without building or starting the integration (nothing is delivered to it for these).
 */
async function recordVerb(verb: RecordVerb, id: string | undefined, dir: string, values: Record<string, unknown>, io: IO): Promise<number> {
  const json = values.json === true;
  const remote = await attachStudio(dir, values, io.err);
  if (!remote && values.trust === true) await trustedFolder(dir, true);
  const stored = remote ? null : await openStoredInstallations(dir, io.err);
  const installations = remote ? throughStudio(remote.client) : stored!;
  try {
    if (verb === 'list') return list(await installations.list(), io, json);
    const changed = await (verb === 'pause' ? installations.pause(id!) : installations.resume(id!));
    printInstallation(changed, io, json, verb === 'pause' ? 'Paused installation' : 'Resumed installation');
    return EXIT.ok;
  } finally {
    remote?.close();
    await stored?.close();
  }
}

function list(installations: Installation[], io: IO, json: boolean): number {
  const rows = installations.map(installationRow);
  if (json) {
    io.out(JSON.stringify(rows));
    return EXIT.ok;
  }
  if (rows.length === 0) io.out('No installation yet: `installation create --target …` makes one.');
  for (const row of rows) io.out(`${row.id}  ${targetLabel(row).padEnd(24)}  ${row.status.padEnd(7)}  ${configurationVerdict(row)}`);
  return EXIT.ok;
}

async function create(client: StudioClient, values: Record<string, unknown>, io: IO, json: boolean): Promise<number> {
  const target = InstallationKind.safeParse(values.target);
  if (!target.success)
    throw new UsageError(
      `create needs --target ${InstallationKind.options.join('|')}${values.target === undefined ? '' : `, got ${JSON.stringify(values.target)}`}.`,
    );
  const kind = target.data;
  if (values.space !== undefined && kind !== 'space') throw new UsageError('--space belongs to --target space.');
  if (values.site !== undefined && kind !== 'site') throw new UsageError('--site belongs to --target site.');
  const edit = await editArgument(values);
  const outcome = await createInstallation(client, {
    kind,
    ...(typeof values.space === 'string' && { spaceId: values.space }),
    ...(typeof values.site === 'string' && { siteId: values.site }),
    ...(edit && { edit }),
  });
  return reportEdit(outcome, io, json, `The configuration of the new ${kind} installation`, 'Created installation');
}

async function configure(client: StudioClient, id: string, values: Record<string, unknown>, io: IO, json: boolean): Promise<number> {
  const edit = await editArgument(values);
  if (!edit) throw new UsageError('configure needs --set NAME=VALUE (repeatable) or --config JSON|@file.');
  return reportEdit(
    await configureInstallation(client, id, edit),
    io,
    json,
    `The configuration of installation ${id}`,
    'Configured installation',
  );
}

export const installation = defineCommand({
  name: 'installation',
  usage: 'installation list|create|configure|pause|resume|delete [ID] [options] {trust} {studio}',
  summary: "List, create, configure, pause, resume or delete the integration's installations, as the Installations pane does.",
  details: [
    ...Object.values(VERBS).flatMap((verb) => [verb.usage, `    ${verb.summary}`]),
    'With a studio serving the folder (`serve`, found by itself, or --studio URL) the change goes through it and its',
    "Installations pane shows it at once; otherwise the command opens the folder's own database (a later `trigger",
    '--installation ID` or studio sees it). Exit 1 when a configuration is refused, 2 on a usage error or an unknown ID.',
  ].join('\n'),
  subcommands: VERBS,
  options: {
    dir: DIR_OPTION,
    target: { type: 'string', valueName: 'LEVEL', description: 'create: organization, space or site' },
    space: { type: 'string', valueName: 'ID', description: 'create --target space: the space id (default: a new one)' },
    site: { type: 'string', valueName: 'ID', description: 'create --target site: the site id (default: a new one)' },
    set: {
      type: 'string',
      multiple: true,
      valueName: 'NAME=VALUE',
      description: 'create/configure: a configuration field, typed as the manifest says; NAME= leaves it out (repeatable)',
    },
    config: { type: 'string', valueName: 'JSON', description: 'create/configure: the whole configuration (JSON or @file)' },
    json: { type: 'boolean', description: 'print JSON' },
  },
  // The studio's notice for an untrusted folder says "run again with --trust": this command takes it too.
  groups: [TRUST_FLAGS, STUDIO_FLAGS],
  async run({ values, positionals }, io) {
    const verb = positionals[0];
    if (verb === undefined || !(verb in VERBS))
      throw new UsageError(
        `${verb === undefined ? 'name a verb' : `unknown verb ${JSON.stringify(verb)}`}: ${Object.keys(VERBS).join(', ')}.`,
      );
    const id = verb === 'list' || verb === 'create' ? undefined : idArgument(positionals, verb);
    if ((verb === 'list' || verb === 'create') && positionals.length > 1) throw new UsageError(`installation ${verb} takes no ID.`);
    const dir = await integrationDirArgument(values.dir);
    if (RECORD_VERBS.includes(verb)) return await recordVerb(verb as RecordVerb, id, dir, values, io);
    const json = values.json === true;
    // create, configure and delete fire the events the platform sends (installation_setup…, space_installation_deleted…),
    // so the integration runs; a folder whose code does not build can still be configured (its events fail in the journal).
    const studio = await oneShotStudio(dir, values, io.err, () =>
      openHeadless(dir, { onNotice: io.err, keepWhenBroken: true, ...trustArgument(values) }),
    );
    try {
      const { client } = studio;
      if (verb === 'create') return await create(client, values, io, json);
      if (verb === 'delete') {
        const { deleted, events } = await deleteInstallation(client, id!);
        if (json) io.out(JSON.stringify({ deleted, uninstallEvents: events }));
        else {
          io.out(`Deleted installation ${deleted}.`);
          for (const event of events) io.out(`  sent ${event.summary} (journal record ${event.recordId})`);
        }
        return EXIT.ok;
      }
      return await configure(client, id!, values, io, json);
    } catch (error) {
      if (error instanceof ConfigurationEditError) throw new UsageError(error.message);
      throw error;
    } finally {
      await studio.close();
    }
  },
});
