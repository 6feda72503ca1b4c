import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createBus } from '../../../electron/services/events/bus.ts';
import { openDatabaseFile } from '../../../electron/services/journal/database.ts';
import { createJournal } from '../../../electron/services/journal/journal.ts';
import { createWebhookService } from '../../../electron/services/webhooks/service.ts';
import { generatePayload } from '../../../shared/webhooks/payloads.ts';

describe('closing a session while a receiver hangs', () => {
  const dir = mkdtempSync(join(tmpdir(), 'webhook-shutdown-'));
  let requests = 0;
  const hanging = createServer(() => requests++);
  afterAll(() => {
    hanging.closeAllConnections();
    hanging.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('dispose returns within the grace period; on reopen the cut attempt is interrupted, not resent, and the next retry is planned', async () => {
    await new Promise<void>((resolve) => hanging.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(hanging.address() as AddressInfo).port}/`;
    const file = join(dir, 'studio.db');
    const open = () => {
      const db = openDatabaseFile(file);
      const journal = createJournal(db, createBus());
      return { db, journal, service: createWebhookService({ db, journal }) };
    };
    const first = open();
    const delivery = await first.service.sendTo({ url, secret: 'shutdown-secret', bodyText: JSON.stringify(generatePayload('site_view')) });
    await expect.poll(() => requests).toBe(1);
    const started = performance.now();
    await first.service.dispose();
    first.journal.close();
    first.db.close();
    expect(performance.now() - started).toBeLessThan(4000);

    const third = open();
    await new Promise((resolve) => setTimeout(resolve, 100));
    const attempts = third.service.delivery(delivery.id).attempts;
    expect(attempts.map((a) => [a.attempt, a.state])).toEqual([
      [1, 'interrupted'],
      [2, 'planned'],
    ]);
    expect(requests).toBe(1);
    await third.service.dispose();
    third.journal.close();
    third.db.close();
  });
});
