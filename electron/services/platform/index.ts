/**
 * The platform world of one session: who the integration is installed for (the directory port,
 * `directory.ts`), the credentials it is given, the environment its envelopes carry, and the API
 * emulator that answers its calls. Host, Installations and the fixture engine take these; none
 * mints or builds its own.
 */
export * from './ids.ts';
export * from './credentials.ts';
export * from './environment.ts';
export type { Directory, DirectoryInstallation, InstallationPatch } from './directory.ts';
export { createPlatformApiEmulator, type ApiCallInfo, type ApiRequest, type PlatformApiEmulator } from './emulator.ts';
export { composeDirectories, createDevDirectory, type DevDirectory } from './dev-directory.ts';
