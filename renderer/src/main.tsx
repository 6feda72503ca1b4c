import { StrictMode, useMemo, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { connectStudio } from './lib/transport.ts';
import { StudioProvider } from './lib/studio.tsx';
import { App } from './shell/App.tsx';
import './styles.css';

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
