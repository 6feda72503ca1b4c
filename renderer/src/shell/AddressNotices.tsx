import { useEffect, useState } from 'react';
import { useStudio } from '../lib/studio.tsx';

/** Dismissed notices, per tab: each is said once a start, not again on every reload of the page. */
const DISMISSED = 'studio.addressNotices.dismissed';

function dismissed(): string[] {
  try {
    return JSON.parse(sessionStorage.getItem(DISMISSED) ?? '[]') as string[];
  } catch {
    return [];
  }
}

/**
 * A remembered port was taken at start, so a server moved: said once, naming the old and new
 * origin (app.info's addressNotices), until the user dismisses it.
 */
export function AddressNotices() {
  const { client } = useStudio();
  const [notices, setNotices] = useState<string[]>([]);
  useEffect(() => {
    client.call('app.info').then(
      (info) => setNotices(info.addressNotices.filter((line) => !dismissed().includes(line))),
      () => setNotices([]),
    );
  }, [client]);
  if (notices.length === 0) return null;
  return (
    <div className="app-banner" role="status" data-testid="address-notice">
      {notices.map((line) => (
        <p key={line}>{line}</p>
      ))}
      <button
        type="button"
        className="btn"
        onClick={() => {
          sessionStorage.setItem(DISMISSED, JSON.stringify([...dismissed(), ...notices]));
          setNotices([]);
        }}
      >
        Dismiss
      </button>
    </div>
  );
}
