import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toApiError } from '../../../electron/app/errors.ts';
import { PublicServerError } from '../../../electron/services/public/errors.ts';
import { createPrefixRoutes } from '../../../electron/services/public/prefix-routes.ts';

const routes = createPrefixRoutes('public', (path) => `Nothing is served at ${path}.`);
let server: Server;
let origin: string;

beforeAll(async () => {
  server = createServer((request, response) => void routes.handle(request, response));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const get = async (path: string) => {
  const response = await fetch(`${origin}${path}`);
  return { status: response.status, text: await response.text() };
};

describe("the public server's prefix routes", () => {
  it('the longest registered prefix serves a path, told what follows it', async () => {
    const offA = routes.route('/i/', (_req, res, rest) => void res.end(`installations ${rest}`));
    const offB = routes.route('/i/abc/', (_req, res, rest) => void res.end(`abc ${rest}`));
    expect(await get('/i/abc/x')).toEqual({ status: 200, text: 'abc x' });
    expect(await get('/i/other/y')).toEqual({ status: 200, text: 'installations other/y' });
    offA();
    offB();
  });

  it('a path nobody serves answers 404 saying so; a handler that throws answers 500 naming the path', async () => {
    const off = routes.route('/boom/', () => {
      throw new Error('broken handler');
    });
    expect(await get('/nowhere')).toEqual({ status: 404, text: JSON.stringify({ error: 'Nothing is served at /nowhere.' }) });
    expect(await get('/boom/1')).toEqual({
      status: 500,
      text: JSON.stringify({ error: 'The studio failed to handle /boom/1: broken handler' }),
    });
    off();
  });

  it('a prefix already served is refused as a conflict until its owner lets it go', () => {
    const off = routes.route('/webhooks/', () => {});
    let refused: unknown;
    try {
      routes.route('/webhooks/', () => {});
    } catch (error) {
      refused = error;
    }
    expect(refused).toBeInstanceOf(PublicServerError);
    expect(toApiError(refused)).toEqual({ code: 'conflict', message: 'The public path /webhooks/ is already served.' });
    off();
    expect(() => routes.route('/webhooks/', () => {})()).not.toThrow();
  });
});
