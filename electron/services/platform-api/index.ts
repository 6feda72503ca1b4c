export { createPlatformApiEmulator, type ApiCallInfo, type ApiRequest, type PlatformApiEmulator } from './emulator.ts';
export { composeDirectories, createDevDirectory, type DevDirectory } from './dev-directory.ts';
export type { Directory, DirectoryInstallation, InstallationPatch } from './directory.ts';
