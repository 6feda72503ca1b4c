import { describe, expect, it } from 'vitest';
import { DEFAULT_POLICY } from '../../../shared/webhooks/policy.ts';
import { openDatabaseFile } from '../../../electron/services/journal/database.ts';
import { createSettingsStore } from '../../../electron/services/webhooks/settings-store.ts';
import { createWebhookTables } from '../../../electron/services/webhooks/store-schema.ts';
import type { WebhookInstallation } from '../../../electron/services/webhooks/types.ts';

const sealer = { protection: 'os-keychain' as const, seal: (s: string) => `sealed:${s}`, open: (s: string) => s.replace(/^sealed:/, '') };

function setup() {
  const db = openDatabaseFile(':memory:');
  createWebhookTables(db);
  return { db, settings: createSettingsStore(db, sealer) };
}

const installation = (over: Partial<WebhookInstallation> = {}): WebhookInstallation => ({
  id: 'wh_1',
  name: 'Webhook 1',
  target: 'site',
  targetId: null,
  url: 'https://example.com/hook',
  events: ['site_view'],
  secret: 'whsec_abc',
  policy: DEFAULT_POLICY,
  createdAt: 1,
  updatedAt: 1,
  ...over,
});

describe('webhook settings store', () => {
  it('keeps an installation secret sealed at rest and opens it on read', () => {
    const { db, settings } = setup();
    settings.saveInstallation(installation());
    expect(db.prepare('SELECT secret FROM webhook_installations').get()).toEqual({ secret: 'sealed:whsec_abc' });
    expect(settings.installation('wh_1')?.secret).toBe('whsec_abc');
    db.close();
  });

  it('saving an installation again edits it in place: its creation time stays', () => {
    const { db, settings } = setup();
    settings.saveInstallation(installation());
    settings.saveInstallation(installation({ name: 'Renamed', createdAt: 99, updatedAt: 5 }));
    expect(settings.installations()).toEqual([installation({ name: 'Renamed', updatedAt: 5 })]);
    db.close();
  });

  it('deleting says whether there was something to delete', () => {
    const { db, settings } = setup();
    settings.saveInstallation(installation());
    expect(settings.deleteInstallation('wh_1')).toBe(true);
    expect(settings.deleteInstallation('wh_1')).toBe(false);
    expect(settings.installation('wh_1')).toBeNull();
    db.close();
  });

  it('receivers are kept oldest first, an edit keeping the creation time', () => {
    const { db, settings } = setup();
    const receiver = {
      name: 'local-2',
      secret: 's',
      toleranceSeconds: 300,
      respond: '500,200',
      latencyMs: 0,
      retryAfterSeconds: 0,
      createdAt: 2,
    };
    settings.saveReceiver(receiver);
    settings.saveReceiver({ ...receiver, name: 'local-1', createdAt: 1 });
    settings.saveReceiver({ ...receiver, respond: '200', createdAt: 50 });
    expect(settings.receivers().map((r) => [r.name, r.respond, r.createdAt])).toEqual([
      ['local-1', '500,200', 1],
      ['local-2', '200', 2],
    ]);
    expect(settings.deleteReceiver('local-1')).toBe(true);
    expect(settings.deleteReceiver('local-1')).toBe(false);
    db.close();
  });
});
