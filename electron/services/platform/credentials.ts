import { randomBytes } from 'node:crypto';

/** Where minted tokens are registered so the journal (Inspector, exports) shows them redacted. */
export interface SecretRegistry {
  registerSecret(name: string, value: string): void;
}

/** The tokens of one session's platform world: the integration's own, and the development installation's. */
export interface PlatformCredentials {
  /** `environment.apiTokens.integration` in every envelope, whichever installation it is for. */
  readonly integrationToken: string;
  /** `environment.apiTokens.installation` of the development installation. */
  readonly devInstallationToken: string;
}

/**
 * Mints the session's credentials and registers each with the redactor, once: the host and
 * Installations both take these, so one name never holds two tokens.
 */
export function mintCredentials(registry: SecretRegistry): PlatformCredentials {
  const integrationToken = `pit_${randomBytes(18).toString('hex')}`;
  const devInstallationToken = `studio-installation-${randomBytes(6).toString('hex')}`;
  registry.registerSecret('integration-token', integrationToken);
  registry.registerSecret('installation-token:dev', devInstallationToken);
  return { integrationToken, devInstallationToken };
}
