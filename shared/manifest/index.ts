// The manifest, everywhere: schema (zod and JSON Schema), the pure validator, configuration checks.
export * from './schema.ts';
export * from './scopes.ts';
export { manifestJsonSchema } from './json-schema.ts';
export {
  parseManifest,
  validateManifestText,
  validateParsed,
  type ParsedManifest,
  type ValidateOptions,
  type ValidationResult,
} from './validate.ts';
export { Locator, pointerSegments, toPointer, type Span } from './positions.ts';
export { configurationDefaults, configurationSchema, validateConfiguration, type ConfigurationError } from './configuration.ts';
