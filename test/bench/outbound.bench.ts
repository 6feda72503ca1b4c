// The studio's memory while an integration reads a 300 MB outbound response: the host streams it
// through (never holding it whole), so the studio's RSS grows by far less than the body. The figure
// is the peak RSS growth over the studio's idle RSS, measured in the same run. The 300 MB come from
// a server in a child process (its buffers are not the studio's), allowed with allowOutbound as a
// developer would allow a local backend; the cap is raised above 300 MB so the whole body streams.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { createBus } from '../../electron/services/events/bus.ts';
import { openDatabaseFile } from '../../electron/services/journal/database.ts';
import { createJournal } from '../../electron/services/journal/journal.ts';
import { startPublicServer } from '../../electron/services/public/server.ts';
import { createHost } from '../../electron/services/host/host.ts';
import { createPlatformWorld, worldEndpoints } from '../../electron/services/platform/index.ts';
import { report } from './report.ts';

const MiB = 1024 * 1024;
const TOTAL = 300 * 1000 * 1000;
const dir = fileURLToPath(new URL('../fixtures/integrations/hostile-outbound', import.meta.url));

const serverSource = `
const http = require('node:http');
const chunk = Buffer.alloc(1024 * 1024, 97);
const server = http.createServer((request, response) => {
  let sent = 0;
  const pump = () => {
    while (sent < ${TOTAL} && !response.destroyed) {
      const part = chunk.subarray(0, Math.min(chunk.length, ${TOTAL} - sent));
      sent += part.length;
      if (!response.write(part)) return void response.once('drain', pump);
    }
    response.end();
  };
  pump();
});
server.listen(0, '127.0.0.1', () => console.log(server.address().port));
`;
const child = spawn(process.execPath, ['-e', serverSource], { stdio: ['ignore', 'pipe', 'inherit'] });
const port = await new Promise<number>((resolve) => child.stdout.once('data', (data: Buffer) => resolve(Number(data.toString().trim()))));
const origin = `http://127.0.0.1:${port}`;

const bus = createBus();
const db = openDatabaseFile(':memory:');
const journal = createJournal(db, bus);
const server = await startPublicServer();
const host = createHost({
  dir,
  manifestPath: `${dir}/platform-manifest.yaml`,
  journal,
  bus,
  world: createPlatformWorld({ registry: journal, endpoints: worldEndpoints(server.origin) }),
  watch: false,
  env: {},
  deadlineMs: 120_000,
  allowOutbound: [origin],
  outboundCapBytes: 400 * MiB,
});
await host.start();
const event = (path: string) => ({
  type: 'fetch' as const,
  request: { method: 'GET', url: `${host.world.endpoints.publicEndpoint()}${path}`, headers: {} },
});

// Warm up (first dispatch, first outbound connection), then settle and take the idle RSS.
await host.dispatchEvent(event('/'));
globalThis.gc?.();
await new Promise((resolve) => setTimeout(resolve, 500));
const idle = process.memoryUsage().rss;

let peak = idle;
let runtimePeak = 0;
const sampler = setInterval(() => {
  peak = Math.max(peak, process.memoryUsage().rss);
  void host.status().then((status) => (runtimePeak = Math.max(runtimePeak, status.memoryBytes ?? 0)));
}, 20);
const started = performance.now();
const result = await host.dispatchEvent(event(`/drain?to=${encodeURIComponent(`${origin}/big`)}`));
const seconds = (performance.now() - started) / 1000;
clearInterval(sampler);
peak = Math.max(peak, process.memoryUsage().rss);
const answer = JSON.parse(result.body) as { ok: boolean; value?: number; error?: string };
if (!answer.ok || answer.value !== TOTAL) {
  console.error(`The integration did not read the 300 MB: ${result.body}`);
  process.exitCode = 1;
}
console.log(
  `300 MB read by the integration in ${seconds.toFixed(1)} s (${Math.round(TOTAL / MiB / seconds)} MiB/s); workerd peaked at ${Math.round(runtimePeak / MiB)} MiB resident`,
);
const ok = report({
  name: 'studio RSS growth during a 300 MB outbound fetch',
  value: (peak - idle) / MiB,
  unit: 'MiB',
  baselineName: 'studio idle RSS',
  baseline: idle / MiB,
  better: 'lower',
  target: { absolute: 100 },
});
if (!ok) process.exitCode = 1;

await host.dispose();
await server.close();
journal.close();
db.close();
child.kill();
