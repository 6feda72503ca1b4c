import { Layers } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import type { ManifestEnvironment } from '../../../../shared/api/manifest.ts';
import { useStudio, useTopic } from '../../lib/studio.tsx';

/**
 * Which `envs` entry the studio runs with (the platform CLI's `--env`): the host, installations and
 * validation see its overrides. Says which top-level fields it replaces; hidden when `envs` is empty
 * and none is selected.
 */
export function EnvironmentPicker() {
  const { client } = useStudio();
  const id = useId();
  const [environment, setEnvironment] = useState<ManifestEnvironment | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    client
      .call('manifest.environment')
      .then((value) => live && setEnvironment(value))
      .catch((failure: Error) => live && setError(failure.message));
    return () => {
      live = false;
    };
  }, [client]);
  useTopic('manifest.environment', setEnvironment);
  // The list of names follows the file: re-read after every change of it.
  useTopic('manifest.changed', () => void client.call('manifest.environment').then(setEnvironment, () => {}));
  if (error) return <span className="mf-notice-error">Environments: {error}</span>;
  if (!environment || (environment.available.length === 0 && environment.name === null)) return null;
  const choose = (name: string) =>
    client
      .call('manifest.setEnvironment', { name: name === '' ? null : name })
      .then(setEnvironment, (failure: Error) => setError(failure.message));
  const names =
    environment.name !== null && !environment.available.includes(environment.name)
      ? [...environment.available, environment.name]
      : environment.available;
  return (
    <span className="mf-env" data-testid="environment-picker">
      <Layers size={14} aria-hidden />
      <label htmlFor={id}>Environment</label>
      <select id={id} value={environment.name ?? ''} onChange={(event) => void choose(event.target.value)}>
        <option value="">none (top-level fields)</option>
        {names.map((name) => (
          <option key={name} value={name}>
            {name}
          </option>
        ))}
      </select>
      {environment.problem ? (
        <span className="mf-notice-error" role="alert">
          {environment.problem}
        </span>
      ) : environment.name !== null ? (
        <span className="muted" data-testid="environment-overrides">
          {environment.overrides.length ? `overrides ${environment.overrides.join(', ')}` : 'overrides nothing'}
        </span>
      ) : null}
    </span>
  );
}
