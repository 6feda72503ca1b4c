// The receive bench's baseline: a bare node:http receiver that verifies each request with the
// studio's own verify and prints one JSON line per request, as a hand-written receiver would.
// Prints its URL as its first line.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { nodeHmac } from '../../electron/services/webhooks/hmac.ts';
import { verifySignature } from '../../shared/webhooks/verify.ts';

const secret = process.argv[2]!;
const server = createServer((req, res) => {
  const chunks: Buffer[] = [];
  req.on('data', (chunk: Buffer) => chunks.push(chunk));
  req.on('end', async () => {
    const body = Buffer.concat(chunks);
    const verdict = await verifySignature({ header: String(req.headers['x-platform-signature'] ?? ''), body, secret, hmac: nodeHmac });
    res.statusCode = verdict.ok ? 200 : 401;
    res.end(verdict.ok ? 'ok' : verdict.reason);
    process.stdout.write(`${JSON.stringify({ at: new Date().toISOString(), verdict: verdict.ok ? 'genuine' : 'rejected' })}\n`);
  });
});
server.keepAliveTimeout = 30_000;
server.listen(Number(process.env.PORT ?? 0), '127.0.0.1', () =>
  process.stdout.write(`${JSON.stringify({ listening: `http://127.0.0.1:${(server.address() as AddressInfo).port}` })}\n`),
);
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => server.close(() => process.exit(0)));
