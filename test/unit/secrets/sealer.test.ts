import { DatabaseSync } from 'node:sqlite';
import { describe, expect, it } from 'vitest';
import { createBus } from '../../../electron/services/events/bus.ts';
import { createInstallationStore } from '../../../electron/services/installations/store.ts';
import { createJournal } from '../../../electron/services/journal/journal.ts';
import { createSealer, FILE_MODE_SEALER, type SecretCipher } from '../../../electron/services/secrets/sealer.ts';
import { createWebhookService } from '../../../electron/services/webhooks/service.ts';

/** Stands in for Electron's safeStorage: reversible, and nothing of the plain text survives in the output. */
const fakeSafeStorage: SecretCipher = {
  isEncryptionAvailable: () => true,
  encryptString: (plain) => Buffer.from(Buffer.from(plain, 'utf8').map((byte) => byte ^ 0x5a)),
  decryptString: (sealed) => Buffer.from(sealed.map((byte) => byte ^ 0x5a)).toString('utf8'),
};

function dump(db: DatabaseSync, table: string): string {
  return JSON.stringify(db.prepare(`SELECT * FROM ${table}`).all());
}

describe('secrets at rest', () => {
  it('with the OS keychain, webhook secrets are stored encrypted and read back in clear', async () => {
    const db = new DatabaseSync(':memory:');
    const journal = createJournal(db, createBus());
    const webhooks = createWebhookService({ db, journal, sealer: createSealer(fakeSafeStorage) });
    const created = webhooks.createInstallation({ target: 'space', url: 'http://127.0.0.1:9/hook', events: ['space_content_updated'] });
    expect(dump(db, 'webhook_installations')).not.toContain(created.secret);
    expect(dump(db, 'webhook_installations')).toContain('sealed:v1:');
    expect(webhooks.installation(created.id).secret).toBe(created.secret);
    await webhooks.dispose();
    journal.close();
  });

  it('with the OS keychain, OAuth tokens in an installation configuration and its API token are stored encrypted', () => {
    const db = new DatabaseSync(':memory:');
    const store = createInstallationStore(db, createSealer(fakeSafeStorage));
    const installation = {
      id: 'inst_1',
      kind: 'space' as const,
      parentId: null,
      spaceId: 'space_1',
      siteId: null,
      status: 'active' as const,
      configuration: { oauth_credentials: { access_token: 'oauth-access-token-123' } },
      configurationErrors: [],
      externalIds: [],
      token: 'pit_installation_token_456',
      createdAt: 1,
      updatedAt: 1,
    };
    store.save(installation);
    const raw = dump(db, 'installations');
    expect(raw).not.toContain('oauth-access-token-123');
    expect(raw).not.toContain('pit_installation_token_456');
    expect(store.get('inst_1')).toEqual(installation);
  });

  it('headless (no keychain) stores values as given, reads older plain rows, and names the fix for a value sealed by the desktop app', () => {
    expect(createSealer({ ...fakeSafeStorage, isEncryptionAvailable: () => false }).protection).toBe('file-modes');
    expect(FILE_MODE_SEALER.seal('s3cret')).toBe('s3cret');
    expect(createSealer(fakeSafeStorage).open('plain-from-an-older-studio')).toBe('plain-from-an-older-studio');
    const sealed = createSealer(fakeSafeStorage).seal('s3cret');
    expect(() => FILE_MODE_SEALER.open(sealed)).toThrow(
      /encrypted with the desktop app's OS keychain.*open the workspace in the desktop app/,
    );
  });
});
