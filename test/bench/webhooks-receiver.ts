// A receiver in its own process for the webhooks bench: it reads the body and answers 200 after the
// latency given as argv[2] (ms), as a real receiver does. Its own process, because a receiver in the
// sender's process shares its event loop: the sender's bookkeeping would delay the receiver's
// answers too, which no real receiver suffers. Prints its port on the IPC channel.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

const latencyMs = Number(process.argv[2] ?? 0);
const server = createServer((req, res) => {
  req.resume();
  req.on('end', () => (latencyMs > 0 ? setTimeout(() => res.end('ok'), latencyMs) : res.end('ok')));
});
server.keepAliveTimeout = 30_000;
server.listen(0, '127.0.0.1', () => process.send!((server.address() as AddressInfo).port));
process.on('disconnect', () => process.exit(0));
