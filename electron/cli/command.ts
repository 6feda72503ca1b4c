import { parseArgs, type ParseArgsConfig } from 'node:util';

/** Exit codes of every command: 0 success, 1 failure, 2 usage (bad flags, unreadable path). */
export const EXIT = { ok: 0, failure: 1, usage: 2 } as const;

export class UsageError extends Error {}

type ParseOption = NonNullable<ParseArgsConfig['options']>[string];
/** parseArgs' option spec plus the line `--help` prints for it. */
export type Options = Record<string, ParseOption & { description: string; valueName?: string }>;

export interface Command<O extends Options = Options> {
  name: string;
  /** e.g. `serve [DIR] [--port N] [--no-open]` */
  usage: string;
  summary: string;
  /** Extra lines for `--help`: what each option does, examples. */
  details?: string;
  options: O;
  run(
    args: { values: Record<string, string | boolean | string[] | boolean[] | undefined>; positionals: string[] },
    io: IO,
  ): Promise<number>;
}

/** Where a command writes; tests pass their own. */
export interface IO {
  out(line: string): void;
  err(line: string): void;
}

export function defineCommand<O extends Options>(command: Command<O>): Command {
  return command as unknown as Command;
}

export function helpText(command: Command): string {
  const flags = Object.entries(command.options).map(([name, spec]) => {
    const short = spec.short ? `-${spec.short}, ` : '    ';
    const value = spec.type === 'string' ? ` ${spec.valueName ?? 'VALUE'}` : '';
    return `  ${`${short}--${name}${value}`.padEnd(28)} ${spec.description}`;
  });
  return [
    `Usage: integration-studio ${command.usage}`,
    '',
    command.summary,
    ...(command.details ? ['', command.details] : []),
    '',
    'Options:',
    ...flags,
    `  ${'-h, --help'.padEnd(28)} show this help`,
  ].join('\n');
}

export function parseCommandArgs(command: Command, argv: string[]) {
  try {
    return parseArgs({
      args: argv,
      options: {
        ...Object.fromEntries(Object.entries(command.options).map(([name, { description: _d, valueName: _v, ...spec }]) => [name, spec])),
        help: { type: 'boolean', short: 'h' },
      },
      allowPositionals: true,
      strict: true,
    });
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
}

export function intOption(value: unknown, name: string, { min = 0, max = Number.MAX_SAFE_INTEGER } = {}): number | undefined {
  if (value === undefined) return undefined;
  const number = Number(value);
  if (!Number.isInteger(number) || number < min || number > max) {
    throw new UsageError(`--${name} must be a whole number from ${min} to ${max}, got ${JSON.stringify(value)}.`);
  }
  return number;
}
