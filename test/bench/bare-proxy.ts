// The least a studio in front of workerd can do, in its own process as the studio is: a node:http
// server that answers each request by sending one fixed envelope to a worker over kept-alive undici
// connections and returning its answer. No envelope built, no journal, no limits: the public-endpoint
// bench prints the studio against it to separate the cost of the extra hop from the studio's own.
// argv: target origin, envelope content type, envelope file. Prints its port on the IPC channel.
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Pool } from 'undici';

const [target, contentType, envelopeFile] = process.argv.slice(2) as [string, string, string];
const envelope = readFileSync(envelopeFile);
const pool = new Pool(target, { connections: 16 });
const server = createServer((req, res) => {
  req.resume();
  req.on('end', async () => {
    const answer = await pool.request({
      method: 'POST',
      path: '/v1',
      headers: { 'content-type': contentType, 'content-length': String(envelope.byteLength) },
      body: envelope,
    });
    const body = Buffer.from(await answer.body.arrayBuffer());
    res.writeHead(answer.statusCode, { 'content-type': 'application/json', 'content-length': body.byteLength });
    res.end(body);
  });
});
server.keepAliveTimeout = 30_000;
server.listen(0, '127.0.0.1', () => process.send!((server.address() as AddressInfo).port));
process.on('disconnect', () => process.exit(0));
