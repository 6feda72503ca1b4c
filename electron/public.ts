/**
 * The engine's public entry: what code outside `electron/` (the `sdk/` testing library) may use.
 * Everything else in `electron/` can change shape without notice; lint keeps `sdk/` to this file.
 */
export {
  startFixtureEngine,
  type EngineOptions,
  type FixtureEngine,
  type FixtureInstallation,
  type Observation,
  type ObservedCall,
} from './services/fixtures/engine.ts';
export type { LogEntry } from './services/host/logs.ts';
export { findFixture, describeIssues } from './services/fixtures/load.ts';
export { runFixture, type FixtureReport, type RunOptions } from './services/fixtures/run.ts';
