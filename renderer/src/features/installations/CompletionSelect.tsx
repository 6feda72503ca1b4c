import { useEffect, useState } from 'react';
import { useStudio } from '../../lib/studio.tsx';

type Options =
  { state: 'loading' } | { state: 'ready'; options: { label: string; value: string }[] } | { state: 'failed'; message: string };

/** A dropdown whose entries the studio fetches from the property's `completion_url` on the integration. */
export function CompletionSelect(props: {
  id: string;
  installationId: string;
  property: string;
  path: string;
  value: string;
  invalid: boolean;
  onChange(value: string): void;
}) {
  const { client } = useStudio();
  const [options, setOptions] = useState<Options>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let live = true;
    client
      .call('installations.completions', { installationId: props.installationId, property: props.property })
      .then((answer) => live && setOptions({ state: 'ready', options: answer }))
      .catch((error: Error) => live && setOptions({ state: 'failed', message: error.message }));
    return () => {
      live = false;
    };
  }, [client, props.installationId, props.property, attempt]);

  if (options.state === 'loading') {
    return (
      <select id={props.id} disabled aria-busy="true">
        <option>Loading options from {props.path}…</option>
      </select>
    );
  }
  if (options.state === 'failed') {
    return (
      <div className="in-completion-error" role="alert">
        <span>Could not load options: {options.message}</span>
        <button
          type="button"
          className="btn"
          onClick={() => {
            setOptions({ state: 'loading' });
            setAttempt((n) => n + 1);
          }}
        >
          Retry
        </button>
      </div>
    );
  }
  const known = options.options.some((option) => option.value === props.value);
  return (
    <select id={props.id} value={props.value} aria-invalid={props.invalid} onChange={(event) => props.onChange(event.target.value)}>
      <option value="">{options.options.length ? 'Choose…' : `${props.path} answered no options`}</option>
      {!known && props.value ? <option value={props.value}>{props.value} (not offered any more)</option> : null}
      {options.options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </select>
  );
}
