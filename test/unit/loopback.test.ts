import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { listenOnLoopback } from '../../electron/lib/loopback.ts';

const servers: Server[] = [];
const server = () => {
  const s = createServer((_req, res) => res.end());
  servers.push(s);
  return s;
};
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => new Promise((resolve) => s.close(resolve))));
});

describe('every studio server listens on loopback only', () => {
  it('binds 127.0.0.1 (never all interfaces) on a free port when none is given', async () => {
    const s = server();
    const port = await listenOnLoopback(s);
    expect(port).toBeGreaterThan(0);
    expect(s.address()).toMatchObject({ address: '127.0.0.1', family: 'IPv4', port });
  });

  it('takes the port asked for, and a port in use rejects with EADDRINUSE instead of hanging', async () => {
    const first = server();
    const port = await listenOnLoopback(first);
    await expect(listenOnLoopback(server(), port)).rejects.toMatchObject({ code: 'EADDRINUSE' });
    expect((first.address() as AddressInfo).port).toBe(port);
  });
});
