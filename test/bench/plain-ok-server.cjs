// The idle-memory baseline of the receiver bench: the plainest node:http server, answering "ok" to
// everything. CommonJS, as `node server.js` in a folder without "type": "module" runs it: an ES module
// importing node:http builds its namespace and, through its WebSocket getters, loads Node's own undici
// (about 10 MiB more), which would flatter the receiver beside it. Prints its URL as its first line.
// eslint-disable-next-line @typescript-eslint/no-require-imports -- CommonJS on purpose, as said above
const { createServer } = require('node:http');

const server = createServer((req, res) => res.end('ok'));
server.listen(0, '127.0.0.1', () =>
  process.stdout.write(`${JSON.stringify({ listening: `http://127.0.0.1:${server.address().port}` })}\n`),
);
for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, () => server.close(() => process.exit(0)));
