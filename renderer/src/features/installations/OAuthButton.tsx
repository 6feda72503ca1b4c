import { KeyRound, LoaderCircle } from 'lucide-react';
import { useState } from 'react';
import { buttonCredentials } from '../../../../shared/manifest/configuration.ts';
import { useStudio, useTopic } from '../../lib/studio.tsx';

type Flow = { state: 'idle' } | { state: 'waiting' } | { state: 'connected' } | { state: 'failed'; message: string };

/**
 * The flow's window gets no `window.opener` (and no Referer): the provider's pages and the
 * integration's callback page are not the studio's, and with an opener they could navigate the
 * studio's own tab. The outcome comes back as the `installations.oauth` push instead, so the studio
 * never needs the window, and cannot tell when it is closed: the button stays pressable to start again.
 */
const OAUTH_WINDOW_FEATURES = 'popup,width=560,height=700,noopener,noreferrer';

/** Describes what a button property holds (its masked credentials), or null when it is not connected. */
function connection(configuration: Record<string, unknown>, property: string): string | null {
  const value = buttonCredentials(configuration, property);
  if (value === null) return null;
  const token = typeof value === 'object' ? (value as { access_token?: unknown }).access_token : undefined;
  return typeof token === 'string' ? `access_token ${token}` : 'credentials stored';
}

/**
 * A `button` property: opens its callback_url (with the studio's signed state) in a popup with no
 * opener, then follows the flow through `installations.oauth` and shows how it ended.
 */
export function OAuthButton(props: {
  installationId: string;
  property: string;
  label: string;
  /** The installation's stored (masked) configuration: the button reads its own key, or `oauth_credentials`. */
  configuration: Record<string, unknown>;
  disabled: boolean;
}) {
  const { client } = useStudio();
  const [flow, setFlow] = useState<Flow>({ state: 'idle' });

  useTopic('installations.oauth', (outcome) => {
    if (outcome.installationId !== props.installationId) return;
    setFlow(outcome.ok ? { state: 'connected' } : { state: 'failed', message: outcome.error ?? 'The flow failed.' });
  });

  async function start() {
    try {
      const { url } = await client.call('installations.oauthStart', { installationId: props.installationId, property: props.property });
      window.open(url, '_blank', OAUTH_WINDOW_FEATURES);
      setFlow({ state: 'waiting' });
    } catch (error) {
      setFlow({ state: 'failed', message: (error as Error).message });
    }
  }

  const stored = connection(props.configuration, props.property);
  return (
    <div className="in-oauth">
      <div className="in-oauth-row">
        <button type="button" className="btn primary" onClick={start} disabled={props.disabled} data-testid={`oauth-${props.property}`}>
          {flow.state === 'waiting' ? <LoaderCircle size={14} className="in-spin" aria-hidden /> : <KeyRound size={14} aria-hidden />}
          {props.label}
        </button>
        <span className="in-oauth-stored" data-testid={`oauth-stored-${props.property}`}>
          {stored ? (
            <>
              Connected: <code>{stored}</code>
            </>
          ) : (
            'Not connected'
          )}
        </span>
      </div>
      {flow.state === 'waiting' ? (
        <div className="in-oauth-status" role="status">
          Waiting for the provider: finish in the window that opened. Closed it? Press {props.label} to start again.
        </div>
      ) : null}
      {flow.state === 'connected' ? (
        <div className="in-oauth-status in-ok" role="status" data-testid="oauth-result">
          Connected: the integration stored its credentials.
        </div>
      ) : null}
      {flow.state === 'failed' ? (
        <div className="error-box in-oauth-error" role="alert" data-testid="oauth-result">
          <strong>The OAuth flow failed</strong>
          <pre>{flow.message}</pre>
        </div>
      ) : null}
    </div>
  );
}
