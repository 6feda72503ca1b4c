import { DatabaseSync } from 'node:sqlite';
import { describe, expect, it } from 'vitest';
import { createInstallationStore, type StoredInstallation } from '../../../electron/services/installations/store.ts';
import { createSealer, type SecretCipher } from '../../../electron/services/secrets/sealer.ts';

/** A keychain that seals but refuses to open: any read that unseals the configuration or token throws. */
function lockedKeychain(): { cipher: SecretCipher; opened: () => number } {
  let opened = 0;
  return {
    cipher: {
      isEncryptionAvailable: () => true,
      encryptString: (plain) => Buffer.from(Buffer.from(plain, 'utf8').map((byte) => byte ^ 0x5a)),
      decryptString: () => {
        opened++;
        throw new Error('the keychain is locked');
      },
    },
    opened: () => opened,
  };
}

const installation = (id: string, status: StoredInstallation['status']): StoredInstallation => ({
  id,
  kind: 'space',
  parentId: null,
  spaceId: `space_${id}`,
  siteId: null,
  status,
  configuration: { oauth_credentials: { access_token: 'sealed-at-rest' } },
  configurationErrors: [],
  externalIds: [],
  token: `token_${id}`,
  createdAt: 1,
  updatedAt: 1,
});

describe('the public endpoint asks an installation its status on every request', () => {
  it('the status is read without unsealing the configuration or the token, and follows every save', () => {
    const keychain = lockedKeychain();
    const store = createInstallationStore(new DatabaseSync(':memory:'), createSealer(keychain.cipher));
    store.save(installation('inst_a', 'active'));
    store.save(installation('inst_b', 'paused'));

    expect(store.statusOf('inst_a')).toBe('active');
    expect(store.statusOf('inst_b')).toBe('paused');
    expect(store.statusOf('inst_missing')).toBeNull();
    expect(keychain.opened()).toBe(0);

    store.save({ ...installation('inst_a', 'paused'), updatedAt: 2 });
    expect(store.statusOf('inst_a')).toBe('paused');
    store.remove('inst_a');
    expect(store.statusOf('inst_a')).toBeNull();
    // The whole installation still needs the keychain: only the status is spared it.
    expect(() => store.get('inst_b')).toThrow(/locked/);
  });
});
