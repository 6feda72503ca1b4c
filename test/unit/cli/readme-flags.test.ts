import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../../../electron/lib/paths.ts';
import { commands } from '../../../electron/cli/commands/index.ts';
import { flagNames } from '../../../electron/cli/flags.ts';
import { LIMIT_FLAGS } from '../../../electron/cli/host-options.ts';
import { TRUST_FLAGS } from '../../../electron/cli/trust-flags.ts';
import type { Command } from '../../../electron/cli/command.ts';

/** The README's words for two shared flag groups (their names in capitals), as its paragraphs under the table define them. */
const GROUPS: Record<string, string[]> = Object.fromEntries(
  [TRUST_FLAGS, LIMIT_FLAGS].map((group) => [group.name.toUpperCase(), flagNames(group)]),
);

/** The first cell of each row of the README's command table, `\|` escapes kept out of the split. */
function commandCells(readme: string): string[] {
  const lines = readme.split('\n');
  const start = lines.findIndex((line) => line.startsWith('| command | what it does |'));
  const cells: string[] = [];
  for (const line of lines.slice(start + 2)) {
    if (!line.startsWith('|')) break;
    const end = line.slice(1).search(/(?<!\\)\|/);
    cells.push(line.slice(1, end + 1));
  }
  return cells;
}

/** Flags the README documents per command (`webhook send`, `mock add` … name their verb). */
function readmeFlags(readme: string, known: Map<string, Command>): Map<string, Set<string>> {
  const flags = new Map<string, Set<string>>();
  for (const cell of commandCells(readme)) {
    for (const [, span = ''] of cell.matchAll(/`([^`]+)`/g)) {
      const [name = '', verb] = span.split(/\s+/);
      const command = known.get(name);
      if (!command) continue;
      const key = command.subcommands && verb && verb in command.subcommands ? `${name} ${verb}` : name;
      const set = flags.get(key) ?? new Set<string>();
      for (const [, flag = ''] of span.matchAll(/--([a-z][a-z-]*)/g)) set.add(flag);
      for (const [group, members] of Object.entries(GROUPS))
        if (new RegExp(`\\[${group}\\]`).test(span)) members.forEach((flag) => set.add(flag));
      flags.set(key, set);
    }
  }
  return flags;
}

/** What each command's (and verb's) `--help` lists. */
async function helpFlags(): Promise<{ known: Map<string, Command>; flags: Map<string, Set<string>> }> {
  const known = new Map<string, Command>();
  const flags = new Map<string, Set<string>>();
  for (const entry of commands) {
    const command = await entry.load();
    known.set(command.name, command);
    if (command.subcommands)
      for (const [verb, sub] of Object.entries(command.subcommands)) flags.set(`${command.name} ${verb}`, new Set(sub.options));
    else flags.set(command.name, new Set(Object.keys(command.options)));
  }
  return { known, flags };
}

describe("the README's command table matches every command's --help", () => {
  it('documents every flag each command lists, and lists no flag a command does not take', async () => {
    const readme = readFileSync(join(ROOT, 'README.md'), 'utf8');
    const { known, flags } = await helpFlags();
    const documented = readmeFlags(readme, known);
    const missing: string[] = [];
    const unknown: string[] = [];
    for (const [name, helped] of flags) {
      const written = documented.get(name) ?? new Set<string>();
      for (const flag of helped) if (!written.has(flag)) missing.push(`${name} --${flag}`);
      for (const flag of written) if (!helped.has(flag)) unknown.push(`${name} --${flag}`);
    }
    expect({ missingFromReadme: missing, notInHelp: unknown }).toEqual({ missingFromReadme: [], notInHelp: [] });
  });

  it('has a row for every command and verb', async () => {
    const readme = readFileSync(join(ROOT, 'README.md'), 'utf8');
    const { known, flags } = await helpFlags();
    const documented = readmeFlags(readme, known);
    expect([...flags.keys()].filter((name) => !documented.has(name))).toEqual([]);
  });
});
