// Apart from host-options.ts, which loads the engine: `validate` takes --env too and must stay light.

/** `--env NAME` on every command that reads the manifest: the platform CLI's environment selection. */
export const ENVIRONMENT_OPTION = {
  type: 'string',
  valueName: 'NAME',
  description: "apply the manifest's envs.NAME overrides (organization, visibility, secrets), as the platform's CLI --env does",
} as const;

export function environmentArgument(value: unknown): { environment?: string } {
  return typeof value === 'string' ? { environment: value } : {};
}
