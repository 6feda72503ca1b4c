import { connect, type Socket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { startPublicServer, type PublicServer } from '../../electron/services/public/server.ts';
import { createReceiver, startReceiverServer } from '../../electron/services/webhooks/receiver.ts';

const small = { headersTimeoutMs: 400, requestTimeoutMs: 800, maxConnections: 6 };
let server: PublicServer | null = null;
const sockets: Socket[] = [];
afterEach(async () => {
  for (const socket of sockets.splice(0)) socket.destroy();
  await server?.close();
  server = null;
});

/** A raw loopback connection that sends `data` and collects what comes back until the server closes it (bounded). */
function slowClient(port: number, data: string, waitMs = 5_000): Promise<{ text: string; closedAfterMs: number }> {
  return new Promise((resolve) => {
    const started = Date.now();
    const socket = connect(port, '127.0.0.1', () => socket.write(data));
    sockets.push(socket);
    let text = '';
    socket.on('data', (chunk) => (text += chunk));
    socket.on('error', () => {});
    const timer = setTimeout(() => resolve({ text, closedAfterMs: Number.POSITIVE_INFINITY }), waitMs);
    socket.on('close', () => {
      clearTimeout(timer);
      resolve({ text, closedAfterMs: Date.now() - started });
    });
  });
}

describe('slow and many clients', () => {
  it('headers that do not arrive in time are answered 408 with the reason, and the connection closed', async () => {
    server = await startPublicServer({ limits: small });
    const { text, closedAfterMs } = await slowClient(server.port, 'GET /i/dev/ HTTP/1.1\r\nHost: 127.0.0.1\r\n');
    expect(text).toMatch(/^HTTP\/1\.1 408 Request Timeout/);
    expect(text).toContain('waits 0.4 s for the headers');
    expect(closedAfterMs).toBeLessThan(3_000);
  });

  it('a body that does not arrive in time is answered 408 with the reason', async () => {
    server = await startPublicServer({ limits: small });
    server.route('/slow/', async (request, response) => {
      for await (const _chunk of request);
      response.end('read it all');
    });
    const { text, closedAfterMs } = await slowClient(
      server.port,
      'POST /slow/ HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: 1000\r\n\r\nonly ten b',
    );
    expect(text).toMatch(/^HTTP\/1\.1 408 Request Timeout/);
    expect(text).toContain('0.8 s for the whole request');
    expect(closedAfterMs).toBeLessThan(4_000);
  });

  it('past the connection cap a new connection gets 503 with the reason; the server answers again once slow clients are gone', async () => {
    server = await startPublicServer({ limits: { ...small, headersTimeoutMs: 10_000, requestTimeoutMs: 10_000 } });
    let served = 0;
    server.route('/ok/', (_request, response) => {
      served++;
      response.end('ok');
    });
    const idle: Socket[] = [];
    for (let i = 0; i < small.maxConnections; i++) {
      const socket = connect(server.port, '127.0.0.1');
      socket.on('error', () => {});
      await new Promise((resolve) => socket.once('connect', resolve));
      socket.write('GET /ok/ HTTP/1.1\r\nHost: 127.0.0.1\r\n'); // never finished
      idle.push(socket);
      sockets.push(socket);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
    const refused = await slowClient(server.port, 'GET /ok/ HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n');
    expect(refused.text).toMatch(/^HTTP\/1\.1 503 Service Unavailable/);
    expect(refused.text).toContain('has 6 connections open, its limit');
    expect(served).toBe(0); // the refused request never reached a handler
    for (const socket of idle) socket.destroy();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await (await fetch(`${server.origin}/ok/`)).text()).toBe('ok');
  });

  it('the standalone receiver (webhook listen) has the same limits: slow headers get 408 with the reason', async () => {
    const receiver = createReceiver({ name: 'cli', secret: 'whsec_limits', toleranceSeconds: 300 });
    const standalone = await startReceiverServer(receiver, { limits: small });
    try {
      const { text, closedAfterMs } = await slowClient(standalone.port, 'POST / HTTP/1.1\r\nHost: 127.0.0.1\r\n');
      expect(text).toMatch(/^HTTP\/1\.1 408 Request Timeout/);
      expect(text).toContain('waits 0.4 s for the headers');
      expect(closedAfterMs).toBeLessThan(3_000);
    } finally {
      await standalone.close();
    }
  });
});
