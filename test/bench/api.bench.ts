// Studio API calls over the browser-mode WebSocket (auth, zod validation, dispatch) against a bare
// `ws` echo server on the same loopback, same message sizes, same sequential pattern.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { WebSocket, WebSocketServer } from 'ws';
import { EXAMPLE_DIR, RENDERER_OUT } from '../../electron/lib/paths.ts';
import { startBrowserServer } from '../../electron/server/server.ts';
import { createStudio } from '../../electron/app/studio.ts';
import { report } from './report.ts';

const CALLS = 5_000;

async function roundTrips(url: string, headers: Record<string, string>, message: (id: number) => string): Promise<number> {
  const socket = new WebSocket(url, { headers });
  await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
  let done = 0;
  const start = performance.now();
  await new Promise<void>((resolve) => {
    socket.on('message', () => {
      if (++done === CALLS) resolve();
      else socket.send(message(done));
    });
    socket.send(message(0));
  });
  const seconds = (performance.now() - start) / 1000;
  socket.close();
  return CALLS / seconds;
}

const studio = await createStudio({ dir: EXAMPLE_DIR, transport: 'browser' });
const server = await startBrowserServer({ studio, rendererDir: RENDERER_OUT, token: 'bench', session: 'bench' });
const echoHttp = createServer();
const echo = new WebSocketServer({ server: echoHttp });
echo.on('connection', (socket) => socket.on('message', (data) => socket.send(data)));
await new Promise<void>((resolve) => echoHttp.listen(0, '127.0.0.1', resolve));
const echoPort = (echoHttp.address() as AddressInfo).port;

const call = (id: number) => JSON.stringify({ type: 'call', id, method: 'app.info', input: {} });
// Warm-up, then measure.
await roundTrips(
  `ws://127.0.0.1:${server.port}/api/ws`,
  { Cookie: `studio_token_${server.port}=bench`, Host: `127.0.0.1:${server.port}` },
  call,
);
const bare = await roundTrips(`ws://127.0.0.1:${echoPort}/`, {}, call);
const studioRate = await roundTrips(
  `ws://127.0.0.1:${server.port}/api/ws`,
  { Cookie: `studio_token_${server.port}=bench`, Host: `127.0.0.1:${server.port}` },
  call,
);

report({
  name: 'Studio API calls/s over WebSocket (app.info)',
  value: studioRate,
  unit: 'calls/s',
  baselineName: 'bare ws echo',
  baseline: bare,
  better: 'higher',
});

await server.close();
await studio.dispose();
echo.close();
echoHttp.close();
