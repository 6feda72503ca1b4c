import { useEffect, useState } from 'react';
import { useStudio } from '../lib/studio.tsx';

/** What the page's own server answers while the socket is down: nothing (stopped), 401 (a new run), or it is there. */
type Probe = 'stopped' | 'restarted' | 'reachable' | null;

/** How often the page asks while the studio is away: cheap, and quick enough to notice a restart. */
const PROBE_MS = 2_000;

async function probe(): Promise<Probe> {
  try {
    const response = await fetch('/', { cache: 'no-store', redirect: 'manual' });
    return response.status === 401 ? 'restarted' : 'reachable';
  } catch {
    return 'stopped';
  }
}

/**
 * Browser mode only: the studio's process went away (stopped, crashed, restarted). Says so where the
 * user looks, with what to do, instead of a tab that still reads "host ready" and buttons that do
 * nothing; the socket keeps reconnecting by itself and the banner leaves once it is back.
 */
export function ConnectionLost() {
  const { transport, connection } = useStudio();
  const [seenOpen, setSeenOpen] = useState(false);
  const [state, setState] = useState<Probe>(null);
  // Only a connection that was open can be lost: a tab still making its first one shows nothing.
  if (connection === 'open' && !seenOpen) setSeenOpen(true);
  const lost = transport === 'browser' && seenOpen && connection !== 'open';
  useEffect(() => {
    if (!lost) return;
    let live = true;
    const ask = () => void probe().then((answer) => live && setState(answer));
    ask();
    const timer = setInterval(ask, PROBE_MS);
    return () => {
      live = false;
      clearInterval(timer);
      setState(null);
    };
  }, [lost]);
  if (!lost) return null;
  return (
    <div className="app-banner" role="alert" data-testid="connection-lost">
      {state === 'restarted' ? (
        <p>
          <strong>The studio was restarted.</strong> This tab was signed in to the run before: open the link the new run printed (
          <code>http://127.0.0.1:…/?token=…</code>) to carry on.
        </p>
      ) : (
        <p>
          <strong>The studio stopped</strong> (or this tab lost its connection). Nothing here can run until it is back: start it again with{' '}
          <code>npm start</code> or <code>integration-studio serve</code> in the integration&apos;s folder. This tab reconnects by itself
          while the same run is still up.
        </p>
      )}
    </div>
  );
}
