/**
 * The platform world of one session: who the integration is installed for (the directory port,
 * `../platform-api/directory.ts`), the credentials it is given, and the environment its envelopes
 * carry. Host, Installations and the fixture engine take these; none mints or builds its own.
 */
export * from './ids.ts';
export * from './credentials.ts';
export * from './environment.ts';
export type { Directory, DirectoryInstallation, InstallationPatch } from '../platform-api/directory.ts';
