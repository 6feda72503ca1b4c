// Apart from host-options.ts, which loads the engine: `validate` takes --env too and must stay light.
import { flagGroup } from './flags.ts';

/** `--env NAME` on every command that reads the manifest: the platform CLI's environment selection. */
export const ENVIRONMENT_FLAGS = flagGroup('env', {
  env: {
    kind: 'value',
    value: 'NAME',
    help: "apply the manifest's envs.NAME overrides (organization, visibility, secrets), as the platform's CLI --env does",
  },
});

export function environmentArgument(value: unknown): { environment?: string } {
  return typeof value === 'string' ? { environment: value } : {};
}
