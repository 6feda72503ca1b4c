import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { main } from '../../../electron/cli/main.ts';
import { createManifestService } from '../../../electron/services/manifest/service.ts';
import { createBus } from '../../../electron/services/events/bus.ts';
import { fixture } from '../host/support.ts';

const KEYS = { TOP_KEY: 'top-1111111111', DEV_KEY: 'dev-2222222222', PROD_KEY: 'prod-3333333333' };
beforeAll(() => Object.assign(process.env, KEYS));
afterAll(() => {
  for (const name of Object.keys(KEYS)) delete process.env[name];
});

function capture() {
  const out: string[] = [];
  const err: string[] = [];
  return { io: { out: (line: string) => out.push(line), err: (line: string) => err.push(line) }, out, err };
}

const ALLOW = Object.keys(KEYS).flatMap((name) => ['--env-allow', name]);

async function keyPrefix(...env: string[]): Promise<string> {
  const { io, out } = capture();
  expect(await main(['trigger', 'installation_setup', '--dir', fixture('envs-probe'), '--json', ...ALLOW, ...env], io)).toBe(0);
  return JSON.parse(out[0]!)
    .logs.map((log: { message: string }) => log.message)
    .join('\n');
}

describe('envs and --env: the effective manifest is what the host runs with', () => {
  it('--env picks the overrides: the secrets differ between two environments and the top-level ones apply without --env', async () => {
    expect(await keyPrefix()).toBe('API_KEY starts with top-');
    expect(await keyPrefix('--env', 'dev')).toBe('API_KEY starts with dev-');
    expect(await keyPrefix('--env', 'production')).toBe('API_KEY starts with prod');
  });

  it('--env with a name envs does not define is a usage error naming the ones it has', async () => {
    const { io, err } = capture();
    expect(await main(['trigger', 'installation_setup', '--dir', fixture('envs-probe'), ...ALLOW, '--env', 'staging'], io)).toBe(2);
    expect(err.join('\n')).toContain('--env staging: The manifest\'s envs has no "staging" (it has "dev", "production").');
  });

  it("the snapshot applies an environment's organization, visibility and secrets (replacing the map whole) and names what it overrides", async () => {
    const service = createManifestService({
      manifestPath: `${fixture('envs-probe')}/platform-manifest.yaml`,
      bus: createBus(),
      workspaceId: 'envs',
    });
    try {
      expect(service.snapshot()).toMatchObject({
        organization: 'org-top',
        visibility: 'private',
        environment: { name: null, available: ['dev', 'production'], overrides: [] },
      });
      const dev = service.setEnvironment('dev');
      expect(dev).toMatchObject({ organization: 'org-dev-env', secrets: { API_KEY: '${{ env.DEV_KEY }}' } });
      expect(dev.environment).toEqual({
        name: 'dev',
        available: ['dev', 'production'],
        overrides: ['organization', 'secrets'],
        problem: null,
      });
      const production = service.setEnvironment('production');
      expect(production).toMatchObject({ organization: 'org-top', visibility: 'unlisted' });
      expect(production.environment.overrides).toEqual(['visibility', 'secrets']);
    } finally {
      await service.dispose();
    }
  });

  it('validate --env checks the selected environment: its secrets must be set, and an unknown name is an error at envs', async () => {
    const { io, out } = capture();
    delete process.env.DEV_KEY;
    try {
      expect(await main(['validate', fixture('envs-probe'), '--env', 'dev', '--json'], io)).toBe(0);
      const { diagnostics } = JSON.parse(out.join('\n'));
      expect(diagnostics).toContainEqual(
        expect.objectContaining({ code: 'secret-not-set', path: '/envs/dev/secrets/API_KEY', line: 14, severity: 'warning' }),
      );
    } finally {
      process.env.DEV_KEY = KEYS.DEV_KEY;
    }
    const unknown = capture();
    expect(await main(['validate', fixture('envs-probe'), '--env', 'staging', '--json'], unknown.io)).toBe(1);
    expect(JSON.parse(unknown.out.join('\n')).diagnostics).toContainEqual(
      expect.objectContaining({ code: 'unknown-environment', path: '/envs', line: 10 }),
    );
  });
});
