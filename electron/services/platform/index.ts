/**
 * The platform world of one session (`world.ts`): who the integration is installed for (the
 * directory port, `directory.ts`), the credentials it is given, the environment its envelopes
 * carry, and the API emulator that answers its calls. It is built before the host and handed to
 * it; the fixture engine builds its world with the same function.
 */
export * from './ids.ts';
export * from './credentials.ts';
export * from './environment.ts';
export * from './errors.ts';
export type { Directory, DirectoryInstallation, InstallationPatch, WorldDirectory } from './directory.ts';
export { createPlatformApiEmulator, type ApiCallInfo, type ApiRequest, type PlatformApiEmulator } from './emulator.ts';
export { composeDirectories, createDevDirectory, type DevDirectory } from './dev-directory.ts';
export type { LoadedIntegration } from './loaded-integration.ts';
export { createPlatformWorld, worldEndpoints, type PlatformWorld, type PlatformWorldOptions, type WorldEndpoints } from './world.ts';
