import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { StudioClient } from '../../../../shared/api/client.ts';
import type { ManifestEnvironment } from '../../../../shared/api/manifest.ts';
import { EnvironmentPicker } from '../../../../renderer/src/features/manifest/EnvironmentPicker.tsx';
import { StudioProvider } from '../../../../renderer/src/lib/studio.tsx';

const NONE: ManifestEnvironment = { name: null, available: ['dev', 'production'], overrides: [], problem: null };

function show(initial: ManifestEnvironment, onSet: (name: string | null) => ManifestEnvironment) {
  const calls: { method: string; input: unknown }[] = [];
  const client = {
    async call(method: string, input: { name: string | null }) {
      calls.push({ method, input });
      return method === 'manifest.setEnvironment' ? onSet(input.name) : initial;
    },
    subscribe: () => () => {},
  } as unknown as StudioClient;
  render(
    <StudioProvider value={{ client, transport: 'browser', connection: 'open' }}>
      <EnvironmentPicker />
    </StudioProvider>,
  );
  return calls;
}

describe('the environment picker selects the envs entry and shows what it overrides', () => {
  it('lists the manifest’s environments; choosing one selects it and names the fields it overrides', async () => {
    const calls = show(NONE, (name) => ({ ...NONE, name, overrides: ['organization', 'secrets'] }));
    const select = await screen.findByLabelText('Environment');
    expect([...(select as HTMLSelectElement).options].map((o) => o.value)).toEqual(['', 'dev', 'production']);
    fireEvent.change(select, { target: { value: 'dev' } });
    expect(await screen.findByTestId('environment-overrides')).toHaveTextContent('overrides organization, secrets');
    expect(calls.at(-1)).toEqual({ method: 'manifest.setEnvironment', input: { name: 'dev' } });
    fireEvent.change(select, { target: { value: '' } });
    expect(calls.at(-1)).toEqual({ method: 'manifest.setEnvironment', input: { name: null } });
  });

  it('a selected name envs does not define is shown with the reason; a manifest without envs shows no picker', async () => {
    show({ name: 'staging', available: ['dev'], overrides: [], problem: 'The manifest\'s envs has no "staging".' }, () => NONE);
    expect(await screen.findByRole('alert')).toHaveTextContent('has no "staging"');
    expect(screen.getByRole('option', { name: 'staging' })).toBeInTheDocument();
  });

  it('without envs and nothing selected the toolbar shows nothing', async () => {
    show({ name: null, available: [], overrides: [], problem: null }, () => NONE);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(screen.queryByTestId('environment-picker')).toBeNull();
  });
});
