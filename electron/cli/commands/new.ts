import { relative } from 'node:path';
import { scaffoldIntegration } from '../../services/manifest/scaffold.ts';
import { createTrustStore } from '../../services/workspace/trust.ts';
import { defineCommand, EXIT, UsageError } from '../command.ts';
import { DIR_OPTION, folderArgument } from '../folder-argument.ts';

export const newIntegration = defineCommand({
  name: 'new',
  usage: 'new (DIR | --dir DIR) [--name NAME] [--title TITLE]',
  summary: 'Create a new integration: manifest, code with a block, an HTTP handler and an event handler, tsconfig.',
  details: 'DIR must not exist or be empty. NAME defaults to the folder name in lowercase with hyphens; TITLE to NAME in words.',
  options: {
    dir: { ...DIR_OPTION, description: 'the folder to create' },
    name: { type: 'string', valueName: 'NAME', description: 'the integration name (lowercase letters, digits, hyphens)' },
    title: { type: 'string', valueName: 'TITLE', description: 'the title users see' },
  },
  async run({ values, positionals }, io) {
    if (positionals.length > 1) throw new UsageError(`new takes one DIR, got ${positionals.length}.`);
    const dir = folderArgument(positionals[0], values.dir);
    if (dir === undefined) throw new UsageError('name the folder to create: new DIR.');
    const created = await scaffoldIntegration(dir, {
      name: typeof values.name === 'string' ? values.name : undefined,
      title: typeof values.title === 'string' ? values.title : undefined,
    });
    // The user just wrote it: opening it is no different from opening their own work.
    await createTrustStore().trust(created.dir);
    const near = relative(process.cwd(), created.dir);
    const shown = !near ? '.' : near.startsWith('..') ? created.dir : near;
    io.out(`Created ${created.name} in ${shown}:`);
    for (const file of created.files) io.out(`  ${file}`);
    io.out(`Next: integration-studio validate ${shown} && integration-studio serve ${shown}`);
    return EXIT.ok;
  },
});
