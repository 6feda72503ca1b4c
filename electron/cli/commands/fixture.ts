import { relative } from 'node:path';
import { captureFixture, saveCapturedFixture } from '../../services/fixtures/capture.ts';
import { loadFixtures } from '../../services/fixtures/load.ts';
import { openHeadlessJournal } from '../../services/journal/open.ts';
import { saveDispatchAnswersAsMocks } from '../../services/mocks/from-dispatch.ts';
import { locateIntegration } from '../../services/workspace/workspace.ts';
import { defineCommand, EXIT, UsageError, type IO } from '../command.ts';
import { DIR_OPTION } from '../folder-argument.ts';
import { trustedFolder } from '../trust-flags.ts';

/** Saves a journal record of the integration in DIR as a fixture; a running studio may share the database. */
async function save(positionals: string[], values: Record<string, unknown>, io: IO): Promise<number> {
  const [idText, name, ...extra] = positionals;
  if (!idText) throw new UsageError('name the record: fixture save RECORD_ID [NAME] (the id is in the Inspector and in `dev --json`).');
  if (extra.length) throw new UsageError(`fixture save takes RECORD_ID and NAME, got ${positionals.length} arguments.`);
  const id = Number(idText);
  if (!Number.isInteger(id) || id < 1)
    throw new UsageError(`RECORD_ID is a journal record id (a whole number), got ${JSON.stringify(idText)}.`);
  const { dir } = await locateIntegration(typeof values.dir === 'string' ? values.dir : '.');
  const opened = openHeadlessJournal({ dir });
  const { journal, db } = opened;
  try {
    // Where the studio that journaled it last served: those addresses are saved as placeholders.
    const setting = (key: string) =>
      (db.prepare('SELECT value FROM journal_settings WHERE key = ?').get(key) as { value: string } | undefined)?.value;
    const publicOrigin = setting('studio.publicOrigin');
    const captured = await captureFixture(
      journal,
      id,
      publicOrigin ? { publicOrigin, publicContentOrigin: setting('studio.publicContentOrigin') ?? '' } : undefined,
    );
    const saved = values.mocks === true ? await saveDispatchAnswersAsMocks(journal, dir, id) : null;
    if (saved?.names.length) captured.fixture = { ...captured.fixture, mocks: saved.names };
    captured.references.push(...(saved?.references ?? []));
    const { file } = await saveCapturedFixture(dir, captured, name ?? captured.suggestedName, { force: values.force === true });
    const shown = relative(process.cwd(), file) || file;
    if (values.json === true)
      io.out(
        JSON.stringify({
          file,
          name: name ?? captured.suggestedName,
          references: captured.references,
          ...(saved ? { mocks: saved.names, mocksSkipped: saved.skipped } : {}),
        }),
      );
    else {
      io.out(`Saved ${shown}`);
      if (saved)
        io.out(
          saved.names.length ? `Its outbound calls are answered by mocks: ${saved.names.join(', ')}` : 'It made no outbound call to mock.',
        );
      for (const skipped of saved?.skipped ?? []) io.out(`Not mocked: ${skipped}`);
      if (captured.references.length)
        io.out(`Secrets were replaced by references; set ${captured.references.join(', ')} in the environment or .env to run it.`);
      io.out(`Run it: integration-studio test ${relative(process.cwd(), dir) || '.'} --filter ${name ?? captured.suggestedName}`);
    }
    return EXIT.ok;
  } finally {
    await opened.dispose();
  }
}

async function list(values: Record<string, unknown>, io: IO): Promise<number> {
  const { dir } = await locateIntegration(typeof values.dir === 'string' ? values.dir : '.');
  const fixtures = await loadFixtures(dir);
  if (values.json === true) {
    io.out(
      JSON.stringify(
        fixtures.map((f) => ({
          name: f.name,
          file: f.file,
          valid: f.ok,
          ...(f.ok ? { description: f.fixture.description ?? null } : { issues: f.issues }),
        })),
      ),
    );
    return EXIT.ok;
  }
  if (!fixtures.length) io.err(`No fixtures in ${dir}/fixtures.`);
  for (const f of fixtures)
    io.out(`${f.name}  ${f.ok ? (f.fixture.description ?? '') : `INVALID: ${f.issues[0]?.path} ${f.issues[0]?.message}`}`);
  return EXIT.ok;
}

export const fixture = defineCommand({
  name: 'fixture',
  usage: 'fixture save RECORD_ID [NAME] [--dir DIR] [--force] [--mocks] [--trust] [--json] | fixture list [--dir DIR] [--trust] [--json]',
  summary: 'Save a journal record that was an input (event, render, action, request, webhook) as a fixture, or list the fixtures.',
  details: [
    'save: the record (a dispatch, a public-endpoint request, a webhook event, delivery, attempt or reception) becomes',
    'fixtures/NAME.json (default NAME: its type and id) with the installation it ran in and the status it got; a render',
    'also stores its element tree as the snapshot. Secrets and tokens are replaced by ${{ env.NAME }} references.',
    'list: every fixture with its description, or why it is invalid.',
  ].join('\n'),
  options: {
    dir: DIR_OPTION,
    force: { type: 'boolean', description: 'replace a fixture of the same name' },
    mocks: { type: 'boolean', description: 'save: also save the answers its outbound calls got as mocks (mocks/), named by the fixture' },
    trust: {
      type: 'boolean',
      description: 'trust the folder from now on, as serve --trust does (fixtures run there with your environment)',
    },
    json: { type: 'boolean', description: 'print JSON' },
  },
  async run({ values, positionals }, io) {
    const sub = positionals[0];
    if (values.trust === true) await trustedFolder(typeof values.dir === 'string' ? values.dir : '.', true);
    if (sub === 'save') return save(positionals.slice(1), values, io);
    if (sub === 'list') return list(values, io);
    throw new UsageError(sub ? `unknown subcommand ${JSON.stringify(sub)}; use save or list.` : 'name a subcommand: save or list.');
  },
});
