/**
 * `@platform/api-client`: every type and enum of the platform's API description (with the studio's
 * event and environment shapes over the generated ones, see platform-types/), the `PlatformAPI`
 * client and `PlatformAPIError`. The types live one layer down, in `platform-types/`, so `shared/`
 * reads them without importing the SDK.
 */
export * from '../../platform-types/index.ts';
export { PlatformAPI, PLATFORM_DEFAULT_ENDPOINT, type PlatformAPIOptions } from './platform-api.ts';
export { PlatformAPIError } from './platform-api-error.ts';
