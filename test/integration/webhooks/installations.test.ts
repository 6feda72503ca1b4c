import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createBus } from '../../../electron/services/events/bus.ts';
import { openDatabaseFile } from '../../../electron/services/journal/database.ts';
import { createJournal } from '../../../electron/services/journal/journal.ts';
import { createWebhookService, type WebhookService } from '../../../electron/services/webhooks/service.ts';

let dir: string;
const open: { service: WebhookService; close(): void }[] = [];
/** A service on the same database file each time, as the studio after a restart. */
function start(): WebhookService {
  const db = openDatabaseFile(join(dir, 'studio.db'));
  const service = createWebhookService({ db, journal: createJournal(db, createBus()), paused: true });
  open.push({ service, close: () => db.close() });
  return service;
}
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'webhook-installations-'));
});
afterEach(async () => {
  for (const { service, close } of open.splice(0)) {
    await service.dispose();
    close();
  }
  rmSync(dir, { recursive: true, force: true });
});

describe('webhook installations', () => {
  it('an edit is stored over the same installation: settings change, id and creation time stay, and it survives a restart', async () => {
    const first = start();
    const created = first.createInstallation({ target: 'site', url: 'http://127.0.0.1:9/a', events: ['site_view'] });
    const edited = first.updateInstallation(created.id, {
      url: 'https://example.com/hooks',
      events: ['site_view', 'page_feedback'],
      policy: { maxRetries: 1, jitter: 0 },
    });
    expect(edited).toMatchObject({ id: created.id, createdAt: created.createdAt, secret: created.secret });
    await first.dispose();

    const again = start().installation(created.id);
    expect(again).toMatchObject({
      id: created.id,
      createdAt: created.createdAt,
      url: 'https://example.com/hooks',
      events: ['site_view', 'page_feedback'],
      policy: { maxRetries: 1, baseDelayMs: 1000, jitter: 0, timeoutMs: 10_000 },
    });
    expect(start().installations()).toHaveLength(1);
  });

  it('the secret is 32 random bytes (64 hex characters); regenerating replaces it and the new one is what is stored', () => {
    const service = start();
    const created = service.createInstallation({ target: 'space', url: 'http://127.0.0.1:9/a', events: ['space_content_updated'] });
    expect(created.secret).toMatch(/^[0-9a-f]{64}$/);
    const regenerated = service.regenerateSecret(created.id);
    expect(regenerated.secret).toMatch(/^[0-9a-f]{64}$/);
    expect(regenerated.secret).not.toBe(created.secret);
    expect(start().installation(created.id).secret).toBe(regenerated.secret);
  });
});
