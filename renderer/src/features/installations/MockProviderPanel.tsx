import { useEffect, useState } from 'react';
import type { MockProviderSettings } from '../../../../shared/api/installations.ts';
import { useStudio } from '../../lib/studio.tsx';

const FAILURES: { value: MockProviderSettings['failure']; label: string }[] = [
  { value: 'none', label: 'Issue tokens' },
  { value: 'invalid_grant', label: 'Fail: invalid_grant' },
  { value: 'invalid_client', label: 'Fail: invalid_client' },
  { value: 'server_error', label: 'Fail: server_error (500)' },
];

/** The built-in OAuth provider: the URLs and client to put in the integration's secrets, and what its token endpoint answers. */
export function MockProviderPanel() {
  const { client } = useStudio();
  const [settings, setSettings] = useState<MockProviderSettings | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    client.call('installations.mockProvider').then(setSettings, (failure: Error) => setError(failure.message));
  }, [client]);

  if (error) return <div className="in-muted">Mock OAuth provider unavailable: {error}</div>;
  if (!settings) return null;
  return (
    <details className="in-mock">
      <summary>Mock OAuth provider</summary>
      <dl>
        <dt>authorizeURL</dt>
        <dd>
          <code>{settings.authorizeURL}</code>
        </dd>
        <dt>accessTokenURL</dt>
        <dd>
          <code>{settings.accessTokenURL}</code>
        </dd>
        <dt>clientId</dt>
        <dd>
          <code>{settings.clientId}</code>
        </dd>
        <dt>clientSecret</dt>
        <dd>
          <code>{settings.clientSecret}</code> <span className="in-muted">(a fixed local value, not a credential)</span>
        </dd>
      </dl>
      <p className="in-muted">
        It lives on the public server, next to the public endpoints: in code,{' '}
        <code>new URL('/oauth-mock/authorize', environment.integration.urls.publicEndpoint)</code>.
      </p>
      <p className="in-muted">
        It also stands in for real providers (Slack, GitHub, Linear…) unless the outbound mode is live: their authorize step shows its
        consent page and their token URL gets a token shaped as theirs, with the failure chosen below.
      </p>
      <label className="in-field">
        <span className="in-label">Token endpoint answers</span>
        <select
          value={settings.failure}
          onChange={(event) =>
            client
              .call('installations.setMockProvider', { failure: event.target.value as MockProviderSettings['failure'] })
              .then(setSettings, (failure: Error) => setError(failure.message))
          }
        >
          {FAILURES.map((failure) => (
            <option key={failure.value} value={failure.value}>
              {failure.label}
            </option>
          ))}
        </select>
      </label>
    </details>
  );
}
