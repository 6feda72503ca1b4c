import { describe, expect, it } from 'vitest';
import { defineCommand, EXIT, helpText, parseCommandArgs, type Command } from '../../../electron/cli/command.ts';
import { commands } from '../../../electron/cli/commands/index.ts';
import { flagGroup, groupOptions, groupUsage, withGroups, type Flag, type FlagGroup } from '../../../electron/cli/flags.ts';

/** What the parser gave, by flag name. */
const parsed = (command: Command, argv: string[]): Record<string, unknown> => parseCommandArgs(command, argv).values;

const SAMPLE = flagGroup('sample', {
  trust: { kind: 'switch', help: 'trust it' },
  env: { kind: 'value', value: 'NAME', help: 'pick an environment' },
  'env-allow': { kind: 'values', value: 'NAME', help: 'let it read NAME' },
  'deadline-ms': { kind: 'value', value: 'N', default: 10_000, help: 'time to answer, in ms' },
  inspect: { kind: 'optional-value', value: 'PORT', default: 'port 9229', help: 'serve a debugger' },
});

function sampleCommand(usage: string, groups: FlagGroup[]): Command {
  return defineCommand({
    name: 'sample',
    usage,
    summary: 'A command for the test.',
    options: { json: { type: 'boolean', description: 'print JSON' } },
    groups,
    run: async () => EXIT.ok,
  });
}

describe('a flag group declared once gives the parser, the usage line and --help', () => {
  it('parses each kind of flag as its declaration says', () => {
    const command = sampleCommand('sample {sample}', [SAMPLE]);
    const values = parsed(command, [
      '--trust',
      '--env',
      'staging',
      '--env-allow',
      'A',
      '--env-allow',
      'B',
      '--deadline-ms',
      '500',
      '--inspect',
    ]);
    expect(values).toMatchObject({ trust: true, env: 'staging', 'env-allow': ['A', 'B'], 'deadline-ms': '500', inspect: '' });
    expect(parsed(command, ['--inspect=9230']).inspect).toBe('9230');
    // An absent flag stays absent: the default is said in --help, applied by whoever reads the value.
    expect(parsed(command, [])['deadline-ms']).toBeUndefined();
  });

  it('places the group in the usage line where the command puts {name}, each flag in brackets', () => {
    const command = sampleCommand('sample [--json] {sample}', [SAMPLE]);
    expect(command.usage).toBe('sample [--json] [--trust] [--env NAME] [--env-allow NAME]… [--deadline-ms N] [--inspect[=PORT]]');
    expect(groupUsage(flagGroup('either', { a: { kind: 'switch', help: 'a' } }, '[--a | --b]'))).toBe('[--a | --b]');
  });

  it('lists each flag in --help after the command’s own, with its value, default and "repeatable"', () => {
    const help = helpText(sampleCommand('sample {sample}', [SAMPLE]));
    const lines = help.split('\n').filter((line) => line.startsWith('  '));
    expect(lines.map((line) => /--[\w-]+/.exec(line)?.[0])).toEqual([
      '--json',
      '--trust',
      '--env',
      '--env-allow',
      '--deadline-ms',
      '--inspect',
      '--help',
    ]);
    expect(help).toMatch(/--env-allow NAME\s+let it read NAME \(repeatable\)/);
    expect(help).toMatch(/--deadline-ms N\s+time to answer, in ms \(default 10000\)/);
    expect(help).toMatch(/--inspect\[=PORT\]\s+serve a debugger \(default port 9229\)/);
  });

  it('refuses a command that lists a group without placing it, places one it does not list, or declares a flag twice', () => {
    expect(() => sampleCommand('sample', [SAMPLE])).toThrow(/does not place its flag group \{sample\}/);
    expect(() => sampleCommand('sample {other}', [SAMPLE])).toThrow(/\{other\}, which is not one of its flag groups/);
    const clash = flagGroup('clash', { json: { kind: 'switch', help: 'again' } });
    expect(() => withGroups('sample', '{clash}', groupOptions(clash), [clash])).toThrow(/--json is declared twice/);
  });
});

describe("every command's shared flags", () => {
  const flagArgs = (name: string, flag: Flag): string[] =>
    flag.kind === 'switch'
      ? [`--${name}`]
      : flag.kind === 'values'
        ? [`--${name}`, 'X', `--${name}`, 'Y']
        : flag.kind === 'optional-value'
          ? [`--${name}=X`]
          : [`--${name}`, 'X'];

  it('each command that takes a group parses every flag of it and shows it in its usage and --help', async () => {
    let checked = 0;
    for (const entry of commands) {
      const command = await entry.load();
      for (const group of command.groups ?? []) {
        expect(command.usage, `${command.name} {${group.name}}`).toContain(groupUsage(group));
        for (const [name, flag] of Object.entries(group.flags)) {
          expect(parsed(command, flagArgs(name, flag))[name], `${command.name} --${name}`).toEqual(
            flag.kind === 'switch' ? true : flag.kind === 'values' ? ['X', 'Y'] : 'X',
          );
          expect(helpText(command), `${command.name} --help`).toContain(`--${name}`);
          checked++;
        }
      }
    }
    // serve, dev, trigger, render, test, validate and request take shared groups.
    expect(checked).toBeGreaterThan(50);
  }, 60_000);

  it('a group that writes its own usage fragment names each of its flags there', async () => {
    const groups = new Map<string, FlagGroup>();
    for (const entry of commands) for (const group of (await entry.load()).groups ?? []) groups.set(group.name, group);
    expect([...groups.keys()].sort()).toEqual(['allow-outbound', 'env', 'fixture', 'limits', 'studio', 'trust']);
    for (const group of groups.values())
      for (const name of Object.keys(group.flags)) expect(groupUsage(group), group.name).toMatch(new RegExp(`--${name}\\b`));
  }, 60_000);
});
