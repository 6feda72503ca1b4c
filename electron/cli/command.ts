import { parseArgs } from 'node:util';
import { withGroups, type FlagGroup, type Options } from './flags.ts';

export type { Options } from './flags.ts';

/** Exit codes of every command: 0 success, 1 failure, 2 usage (bad flags, unreadable path). */
export const EXIT = { ok: 0, failure: 1, usage: 2 } as const;

export class UsageError extends Error {}

export interface Command<O extends Options = Options> {
  name: string;
  /** e.g. `serve [DIR] [--port N] [--no-open]` */
  usage: string;
  summary: string;
  /** Extra lines for `--help`: what each option does, examples. */
  details?: string;
  options: O;
  /** The shared flag groups it takes (their flags are in `options` too, merged by defineCommand). */
  groups?: readonly FlagGroup[];
  /** Commands with verbs (`webhook send`): each verb's usage, summary and the options it takes, for its own `--help` and usage errors. */
  subcommands?: Record<string, Subcommand>;
  run(
    args: { values: Record<string, string | boolean | string[] | boolean[] | undefined>; positionals: string[] },
    io: IO,
  ): Promise<number>;
}

export interface Subcommand {
  usage: string;
  summary: string;
  details?: string;
  options: string[];
}

/** Where a command writes; tests pass their own. */
export interface IO {
  out(line: string): void;
  err(line: string): void;
}

/**
 * A command as its module declares it: its own options, and the shared flag groups it takes, each
 * placed in `usage` as `{name}` (see flags.ts); the command defined has them merged into both.
 */
export function defineCommand<O extends Options>(command: Command<O>): Command {
  return { ...command, ...withGroups(command.name, command.usage, command.options, command.groups ?? []) } as unknown as Command;
}

/** The verb of a command with subcommands, when the arguments name a known one. */
export function subcommandOf(command: Command, argv: string[]): string | undefined {
  const first = argv.find((a) => !a.startsWith('-'));
  return first !== undefined && command.subcommands && first in command.subcommands ? first : undefined;
}

export function helpText(command: Command, sub?: string): string {
  const verb = sub ? command.subcommands?.[sub] : undefined;
  const options = Object.entries(command.options).filter(([name]) => !verb || verb.options.includes(name));
  const flags = options.map(([name, spec]) => {
    const short = spec.short ? `-${spec.short}, ` : '    ';
    const value = spec.type === 'string' ? `${spec.optionalValue ? '' : ' '}${spec.valueName ?? 'VALUE'}` : '';
    return `  ${`${short}--${name}${value}`.padEnd(28)} ${spec.description.replace(/^[a-z/]+: /, verb ? '' : '$&')}`;
  });
  const details = verb ? verb.details : command.details;
  return [
    `Usage: integration-studio ${verb?.usage ?? command.usage}`,
    '',
    verb?.summary ?? command.summary,
    ...(details ? ['', details] : []),
    '',
    'Options:',
    ...flags,
    `  ${'-h, --help'.padEnd(28)} show this help`,
  ].join('\n');
}

/** What a usage error prints under its reason: the command's (or verb's) usage line and where the full help is. */
export function usageHint(command: Command, sub?: string): string {
  const verb = sub ? command.subcommands?.[sub] : undefined;
  const name = sub ? `${command.name} ${sub}` : command.name;
  return `Usage: integration-studio ${verb?.usage ?? command.usage}\nRun \`integration-studio ${name} --help\` for every option.`;
}

function editDistance(a: string, b: string): number {
  let row = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const next = [i];
    for (let j = 1; j <= b.length; j++) next[j] = Math.min(row[j]! + 1, next[j - 1]! + 1, row[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    row = next;
  }
  return row[b.length]!;
}

/** parseArgs' own wording ("Option '-d, --dir <value>' argument missing") rewritten to name the flag and what it needs. */
function usageMessage(command: Command, error: Error & { code?: string }): string {
  const quoted = /'([^']+)'/.exec(error.message)?.[1] ?? '';
  const flag = /--[\w-]+/.exec(quoted)?.[0] ?? quoted;
  const spec = command.options[flag.replace(/^--/, '')];
  if (error.code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION') {
    const names = Object.keys(command.options);
    const bare = flag.replace(/^-+/, '');
    const near = names.find((n) => n.startsWith(bare) || bare.startsWith(n) || editDistance(n, bare) <= 2);
    return `unknown option ${flag}${near ? ` (did you mean --${near}?)` : ''}.`;
  }
  if (error.code === 'ERR_PARSE_ARGS_INVALID_OPTION_VALUE') {
    if (/argument missing/.test(error.message)) return `${flag} needs a value (${flag} ${spec?.valueName ?? 'VALUE'}).`;
    if (/does not take an argument/.test(error.message)) return `${flag} takes no value.`;
  }
  return error.message;
}

export function parseCommandArgs(command: Command, argv: string[]) {
  let parsed;
  try {
    const alone = new Set(Object.entries(command.options).flatMap(([name, spec]) => (spec.optionalValue ? [`--${name}`] : [])));
    parsed = parseArgs({
      args: argv.map((arg) => (alone.has(arg) ? `${arg}=` : arg)),
      options: {
        ...Object.fromEntries(
          Object.entries(command.options).map(([name, { description: _d, valueName: _v, optionalValue: _o, ...spec }]) => [name, spec]),
        ),
        help: { type: 'boolean', short: 'h' },
      },
      allowPositionals: true,
      strict: true,
    });
  } catch (error) {
    throw new UsageError(usageMessage(command, error as Error));
  }
  const sub = subcommandOf(command, argv);
  const verb = sub ? command.subcommands?.[sub] : undefined;
  const foreign = verb ? Object.keys(parsed.values).find((name) => name !== 'help' && !verb.options.includes(name)) : undefined;
  if (foreign) throw new UsageError(`--${foreign} does not apply to ${command.name} ${sub}.`);
  return parsed;
}

export function intOption(value: unknown, name: string, { min = 0, max = Number.MAX_SAFE_INTEGER } = {}): number | undefined {
  if (value === undefined) return undefined;
  const number = Number(value);
  if (!Number.isInteger(number) || number < min || number > max) {
    throw new UsageError(`--${name} must be a whole number from ${min} to ${max}, got ${JSON.stringify(value)}.`);
  }
  return number;
}
