import { SecretError } from './errors.ts';

/**
 * How secrets (webhook secrets, OAuth tokens in an installation's configuration, installation API
 * tokens) are kept in the workspace database. In Electron, electron/main hands in a cipher backed by
 * `safeStorage` (the OS keychain: Keychain, DPAPI, libsecret/kwallet); services never import
 * electron, they only see this interface. Headless (CLI, `serve`) there is no keychain: values are
 * stored as they are, protected by the file modes of `.studio/` (0700) and `studio.db` (0600).
 */
export interface SecretSealer {
  /** What protects sealed values: the OS keychain, or only the file modes. */
  readonly protection: 'os-keychain' | 'file-modes';
  seal(plain: string): string;
  /** A sealed value back in clear; a value stored in clear (headless, older studios) as it is. */
  open(stored: string): string;
}

/** The part of Electron's `safeStorage` the sealer uses. */
export interface SecretCipher {
  isEncryptionAvailable(): boolean;
  encryptString(plain: string): Buffer;
  decryptString(sealed: Buffer): string;
}

const PREFIX = 'sealed:v1:';

function refuseSealed(): never {
  throw new SecretError(
    'sealed-elsewhere',
    "A secret in this workspace's database was encrypted with the desktop app's OS keychain and cannot be read here: open the workspace in the desktop app, or move .studio/studio.db aside to start this workspace over (its installations, webhook installations and journal start over; --reset-db only acts on a damaged file).",
  );
}

/** Headless: values stored as given (see the README's Security section). */
export const FILE_MODE_SEALER: SecretSealer = {
  protection: 'file-modes',
  seal: (plain) => plain,
  open: (stored) => (stored.startsWith(PREFIX) ? refuseSealed() : stored),
};

export function createSealer(cipher: SecretCipher): SecretSealer {
  // Linux without a keyring reports no encryption: fall back to file modes rather than fail to start.
  if (!cipher.isEncryptionAvailable()) return FILE_MODE_SEALER;
  return {
    protection: 'os-keychain',
    seal: (plain) => PREFIX + cipher.encryptString(plain).toString('base64'),
    open: (stored) => (stored.startsWith(PREFIX) ? cipher.decryptString(Buffer.from(stored.slice(PREFIX.length), 'base64')) : stored),
  };
}
