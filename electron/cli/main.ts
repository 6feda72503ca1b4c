import pkg from '../../package.json' with { type: 'json' };
import { setProcessOrigin } from '../services/journal/origin.ts';
import { EXIT, helpText, parseCommandArgs, subcommandOf, usageHint, UsageError, type IO } from './command.ts';
import { commands } from './commands/index.ts';

const consoleIO: IO = { out: (line) => process.stdout.write(`${line}\n`), err: (line) => process.stderr.write(`${line}\n`) };

export function overview(): string {
  const width = Math.max(...commands.map((c) => c.name.length));
  return [
    `integration-studio ${pkg.version}: build and debug integrations of the platform, locally.`,
    '',
    'Usage: integration-studio <command> [options]',
    '',
    'Commands:',
    ...commands.map((c) => `  ${c.name.padEnd(width)}  ${c.summary}`),
    '',
    'Options: --help (on every command), --version',
    'Exit codes: 0 success, 1 failure, 2 usage error.',
  ].join('\n');
}

/**
 * A reader that stops early (`| head`) closes the pipe: what the command still prints has nowhere to
 * go, which is no failure of the command, so it ends quietly instead of on an unhandled EPIPE.
 */
function endQuietlyWhenTheReaderStops() {
  process.stdout.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code !== 'EPIPE') throw error;
    process.exit(0);
  });
}

/** Runs one command line and returns its exit code; never throws. */
export async function main(argv: string[], io: IO = consoleIO): Promise<number> {
  if (io === consoleIO) endQuietlyWhenTheReaderStops();
  const [name, ...rest] = argv;
  if (name === undefined || name === '--help' || name === '-h' || name === 'help') {
    io.out(overview());
    return name === undefined ? EXIT.usage : EXIT.ok;
  }
  if (name === '--version' || name === '-v') {
    io.out(pkg.version);
    return EXIT.ok;
  }
  const entry = commands.find((c) => c.name === name);
  if (!entry) {
    io.err(`integration-studio: unknown command ${JSON.stringify(name)}. Run \`integration-studio --help\` for the list.`);
    return EXIT.usage;
  }
  const command = await entry.load();
  const sub = subcommandOf(command, rest);
  // Rows this run adds to the folder's journal say which command wrote them, in an open studio's Inspector.
  setProcessOrigin(sub ? `${command.name} ${sub}` : command.name);
  try {
    const args = parseCommandArgs(command, rest);
    if (args.values.help) {
      io.out(helpText(command, sub));
      return EXIT.ok;
    }
    return await command.run(args, io);
  } catch (error) {
    // Loaded only on a failure: zod (behind the API's errors) and node:sqlite stay out of `--version` and `--help`.
    const [{ toApiError }, { DamagedDatabaseError }] = await Promise.all([
      import('../app/errors.ts'),
      import('../services/journal/errors.ts'),
    ]);
    if (error instanceof UsageError) {
      io.err(`integration-studio ${sub ? `${command.name} ${sub}` : command.name}: ${error.message}\n${usageHint(command, sub)}`);
      return EXIT.usage;
    }
    // A service's own error or the API's (a call through the gate) reads as the code the API gives it.
    const code = toApiError(error)?.code;
    if (code === 'not-found' || code === 'invalid-input') {
      io.err(`integration-studio ${command.name}: ${(error as Error).message}`);
      return EXIT.usage;
    }
    if (error instanceof DamagedDatabaseError) {
      io.err(`integration-studio ${command.name}: ${error.message} ${error.remedy(command.name)}`);
      return EXIT.failure;
    }
    io.err(`integration-studio ${command.name}: ${(error as Error)?.message ?? String(error)}`);
    return EXIT.failure;
  }
}
