import { StrictMode, useMemo, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { connectStudio } from './lib/transport.ts';
import { StudioProvider } from './lib/studio.tsx';
import { App } from './shell/App.tsx';
import './styles.css';

// Monaco rejects its pending work with a plain `Canceled` error when an editor or model is disposed
// (leaving the page, reopening a folder). That is its way of stopping, not a failure: keep it out of
// the page's errors so real ones stand out.
window.addEventListener('unhandledrejection', (event) => {
  const reason = event.reason as { name?: unknown; message?: unknown } | null;
  if (reason && reason.name === 'Canceled' && reason.message === 'Canceled') event.preventDefault();
});

function Root() {
  const [connection, setConnection] = useState<'connecting' | 'open' | 'closed'>('connecting');
  const { client, transport } = useMemo(() => connectStudio(setConnection), []);
  return (
    <StudioProvider value={{ client, transport, connection: transport === 'electron' ? 'open' : connection }}>
      <App />
    </StudioProvider>
  );
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Root />
  </StrictMode>,
);
