import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../../../electron/lib/paths.ts';
import { signText } from '../../../electron/services/webhooks/hmac.ts';

const SECRET = 'whsec_listen_lines_0123456789';

describe('webhook listen --json', () => {
  it('prints one JSON line per request, in the order answered, with its verdict, event id, duplicate flag and status, the last ones before it exits', async () => {
    const child = spawn(
      process.execPath,
      ['--disable-warning=ExperimentalWarning', join(ROOT, 'bin/integration-studio.js'), 'webhook', 'listen', '--secret', SECRET, '--json'],
      { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    try {
      let stdout = '';
      const lines = () => stdout.split('\n').filter((line) => line.endsWith('}'));
      const waitForLines = (count: number) =>
        new Promise<void>((resolve, reject) => {
          const check = () => {
            if (lines().length >= count) resolve();
            else if (child.exitCode !== null) reject(new Error(`webhook listen exited ${child.exitCode}`));
            else setTimeout(check, 5);
          };
          check();
        });
      child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
      await waitForLines(1);
      const url = (JSON.parse(lines()[0]!) as { listening: string }).listening;

      const started = Date.now();
      const body = JSON.stringify({ eventId: 'evt_lines', type: 'site_view' });
      const post = async (signature: string) => {
        const response = await fetch(url, { method: 'POST', body, headers: { 'x-platform-signature': signature } });
        return { status: response.status, body: (await response.json()) as Record<string, unknown> };
      };
      expect(await post(signText(SECRET, body, Date.now()).header)).toEqual({
        status: 200,
        body: { ok: true, eventId: 'evt_lines', duplicate: false },
      });
      await waitForLines(2);
      expect(await post(signText(SECRET, body, Date.now()).header)).toMatchObject({ status: 200, body: { duplicate: true } });
      expect(await post(signText('not-the-secret', body, Date.now()).header)).toMatchObject({
        status: 401,
        body: { error: 'signature-mismatch' },
      });
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('close', resolve));

      const received = lines()
        .slice(1)
        .map((line) => JSON.parse(line) as Record<string, unknown>);
      const common = { eventId: 'evt_lines', simulated: false, bodySize: Buffer.byteLength(body) };
      expect(received).toEqual([
        { at: expect.any(String), verdict: 'genuine', reason: null, duplicate: false, status: 200, ...common },
        { at: expect.any(String), verdict: 'genuine', reason: null, duplicate: true, status: 200, ...common },
        { at: expect.any(String), verdict: 'rejected', reason: 'signature-mismatch', duplicate: false, status: 401, ...common },
      ]);
      // `at`: the time each request arrived, as ISO text, in order.
      const times = received.map((line) => Date.parse(line.at as string));
      for (const [i, line] of received.entries()) expect(new Date(times[i]!).toISOString()).toBe(line.at);
      expect(times).toEqual([...times].sort((a, b) => a - b));
      expect(times[0]).toBeGreaterThanOrEqual(started - 1);
      expect(times.at(-1)).toBeLessThanOrEqual(Date.now());
    } finally {
      if (child.exitCode === null) child.kill('SIGTERM');
    }
  }, 30_000);
});
