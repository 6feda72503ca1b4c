import { cpSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readAnswer } from '../../../shared/contentkit/index.ts';
import { renderComponent } from '../../../electron/services/host/render.ts';
import { generateEvent } from '../../../shared/platform/index.ts';
import { fetchEvent, fixture, startTestHost, type TestHost } from './support.ts';

/**
 * An integration that bundles its own runtime package (as one written for the platform does with
 * the platform's package) instead of the studio's SDK. The package sits in `vendor/` of the fixture
 * and is copied into `node_modules` of a temporary copy, as npm would install it.
 */
let dir: string;
let t: TestHost;
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'studio-own-runtime-'));
  cpSync(fixture('own-runtime'), dir, { recursive: true });
  mkdirSync(join(dir, 'node_modules', '@vendor'), { recursive: true });
  cpSync(join(dir, 'vendor', 'integration-runtime'), join(dir, 'node_modules', '@vendor', 'integration-runtime'), { recursive: true });
  t = await startTestHost(dir);
});
afterAll(async () => {
  await t?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('an integration that brings its own runtime package', () => {
  it('builds and starts with it, and its runtime parses the envelope and reads MODE as "development"', async () => {
    expect((await t.host.status()).state).toBe('ready');
    const result = await t.host.dispatchEvent(fetchEvent(t.host, '/hello'));
    expect(result.status).toBe(200);
    expect(JSON.parse(result.body)).toEqual({
      mode: 'development',
      nodeEnv: 'development',
      path: '/i/dev/hello',
      integration: 'own-runtime',
      authToken: 'string',
    });
  });

  it("its render answer without `type` is read as an element answer, as the platform's runtime answers", async () => {
    const result = await renderComponent(t.host, { componentId: 'hello' });
    expect(result.status).toBe(200);
    const read = readAnswer(result.status, result.body);
    expect(read).toMatchObject({ kind: 'answer', answer: { type: 'element', element: { type: 'block' } } });
  });

  it('its event handlers answer OK and unhandled events 406', async () => {
    expect((await t.host.dispatchEvent(generateEvent('installation_setup'))).body).toBe('OK');
    expect((await t.host.dispatchEvent(generateEvent('site_view'))).status).toBe(406);
  });
});
