import type { ParseArgsConfig } from 'node:util';

type ParseOption = NonNullable<ParseArgsConfig['options']>[string];
/**
 * parseArgs' option spec plus the line `--help` prints for it. `optionalValue` marks a string option
 * that may also stand alone, as Node's `--inspect[=PORT]`: alone it parses as ''.
 */
export type Options = Record<string, ParseOption & { description: string; valueName?: string; optionalValue?: boolean }>;

/**
 * How a flag takes its value: `switch` none (`--trust`), `value` one (`--env NAME`), `values` one per
 * occurrence (`--env-allow NAME`, repeatable), `optional-value` one or none, as Node's `--inspect[=PORT]`.
 */
export type FlagKind = 'switch' | 'value' | 'values' | 'optional-value';

/** One row of a flag group: what the parser, the usage line and `--help` all read. */
export interface Flag {
  kind: FlagKind;
  /** The value's name in usage and help (`NAME`, `N`); none for a switch. */
  value?: string;
  /** What applies when the flag is not given, as `--help` says it. */
  default?: string | number;
  /** The help line, without the default and "repeatable", which are added from the fields above. */
  help: string;
}

/**
 * Flags several commands share, declared once: a command lists the group in `groups` and places it
 * in its usage as `{name}`; its parser options and help lines are derived (see defineCommand).
 */
export interface FlagGroup {
  /** The placeholder in usage lines; in capitals, the README's word for the group (TRUST, LIMITS). */
  name: string;
  flags: Readonly<Record<string, Flag>>;
  /** The usage fragment when brackets per flag would not say it (alternatives, a flag that leads a form). */
  usage?: string;
}

export function flagGroup(name: string, flags: Record<string, Flag>, usage?: string): FlagGroup {
  return { name, flags, ...(usage === undefined ? {} : { usage }) };
}

/** The flags of the groups, as `--help` and the host-shaping checks name them (without `--`). */
export function flagNames(...groups: FlagGroup[]): string[] {
  return groups.flatMap((group) => Object.keys(group.flags));
}

function helpLine(flag: Flag): string {
  const notes = [flag.kind === 'values' ? 'repeatable' : null, flag.default === undefined ? null : `default ${flag.default}`].filter(
    (note) => note !== null,
  );
  return notes.length ? `${flag.help} (${notes.join('; ')})` : flag.help;
}

/** The parser options (node:util parseArgs' spec plus the help line) of a group's flags. */
export function groupOptions(group: FlagGroup): Options {
  return Object.fromEntries(
    Object.entries(group.flags).map(([name, flag]) => {
      const description = helpLine(flag);
      if (flag.kind === 'switch') return [name, { type: 'boolean', description }];
      if (flag.kind === 'optional-value')
        return [name, { type: 'string', optionalValue: true, valueName: `[=${flag.value ?? 'VALUE'}]`, description }];
      return [name, { type: 'string', valueName: flag.value, description, ...(flag.kind === 'values' ? { multiple: true } : {}) }];
    }),
  );
}

/** The group in a usage line: its own fragment, else each flag in brackets (`[--env-allow NAME]…` for a repeatable one). */
export function groupUsage(group: FlagGroup): string {
  if (group.usage !== undefined) return group.usage;
  return Object.entries(group.flags)
    .map(([name, flag]) => {
      if (flag.kind === 'switch') return `[--${name}]`;
      if (flag.kind === 'optional-value') return `[--${name}[=${flag.value ?? 'VALUE'}]]`;
      return `[--${name} ${flag.value ?? 'VALUE'}]${flag.kind === 'values' ? '…' : ''}`;
    })
    .join(' ');
}

/**
 * A command's usage with each `{name}` replaced by its group's usage and its options followed by the
 * groups' flags. A group listed but not placed, a placeholder naming no listed group, or a flag
 * declared twice is a mistake in the command's definition, thrown when its module loads.
 */
export function withGroups(command: string, usage: string, options: Options, groups: readonly FlagGroup[]) {
  const placed = new Set<string>();
  const resolved = usage.replace(/\{([a-z-]+)\}/g, (_, name: string) => {
    const group = groups.find((candidate) => candidate.name === name);
    if (!group) throw new Error(`${command}: its usage places {${name}}, which is not one of its flag groups.`);
    placed.add(name);
    return groupUsage(group);
  });
  const merged: Options = { ...options };
  for (const group of groups) {
    if (!placed.has(group.name)) throw new Error(`${command}: its usage does not place its flag group {${group.name}}.`);
    for (const [name, spec] of Object.entries(groupOptions(group))) {
      if (name in merged) throw new Error(`${command}: --${name} is declared twice (its own and by the group ${group.name}).`);
      merged[name] = spec;
    }
  }
  return { usage: resolved, options: merged };
}
