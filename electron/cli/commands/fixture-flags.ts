import type { InputKind } from '../../../shared/fixtures/schema.ts';
import { UnknownEnvironmentError, type Observation } from '../../services/fixtures/engine.ts';
import { FixtureNotFoundError } from '../../services/fixtures/load.ts';
import { environmentArgument } from '../environment-flags.ts';
import { flagGroup } from '../flags.ts';
import { allowOutboundArgument, hostLimitsArgument } from '../host-options.ts';
import { replayFixture } from '../../services/fixtures/replay.ts';
import { UsageError } from '../command.ts';
import { envAllowFor } from '../trust-flags.ts';

/** The flags `trigger` and `render` share to run a fixture instead of flags; `--fixture` leads that form of the command. */
export const FIXTURE_FLAGS = flagGroup(
  'fixture',
  {
    fixture: { kind: 'value', value: 'NAME', help: 'run the input of fixtures/NAME.json|yaml (overrides with --override)' },
    override: {
      kind: 'values',
      value: 'PATH=VALUE',
      help: 'with --fixture: set a field of its input, e.g. props.name=Ada, JSON values allowed',
    },
  },
  '--fixture NAME [--override PATH=VALUE]…',
);

/** Runs `--fixture NAME` with its `--override`s; other input flags make no sense with it and are refused. */
export async function replayFromFlags(
  command: 'trigger' | 'render',
  kinds: readonly InputKind[],
  values: Record<string, unknown>,
  positionals: string[],
  dir: string,
): Promise<Observation> {
  const clashing = ['payload', 'props', 'state', 'action', 'context', 'installation'].filter((flag) => values[flag] !== undefined);
  if (positionals.length || clashing.length)
    throw new UsageError(
      `--fixture takes the input from the fixture; drop ${[...positionals, ...clashing.map((flag) => `--${flag}`)].join(', ')} (change fields with --override path=value).`,
    );
  const name = String(values.fixture);
  const overrides = (values.override as string[] | undefined) ?? [];
  const allowOutbound = allowOutboundArgument(values['allow-outbound']);
  const envAllow = await envAllowFor(dir, values);
  try {
    return (
      await replayFixture(dir, name, {
        ...hostLimitsArgument(values),
        ...environmentArgument(values.env),
        overrides,
        allowOutbound,
        envAllow,
        kinds,
      })
    ).observation;
  } catch (error) {
    if (error instanceof FixtureNotFoundError) throw new UsageError(`--fixture: ${error.message}`);
    if (error instanceof UnknownEnvironmentError) throw new UsageError(`--env ${String(values.env)}: ${error.message}`);
    throw error;
  }
}
