/**
 * What the host's latest build read about the integration, as the platform world needs it: its
 * name, the manifest's configuration defaults, whether it targets sites, and its resolved secrets.
 * The world owns this record and reads it (the development installation, every envelope); the
 * host's builder writes it after each build, so the world never asks the host.
 */
export interface LoadedIntegration {
  integrationName: string;
  /** Defaults of each configuration section, for the development installation. */
  defaults: { account: Record<string, unknown>; space: Record<string, unknown>; site: Record<string, unknown> };
  /** Whether the development installation has a site installation (the manifest's `target` allows sites). */
  devHasSite: boolean;
  secrets: Record<string, string>;
}

/** The record before any build: the platform's stand-in name, no defaults, no secrets. */
export function notYetBuilt(): LoadedIntegration {
  return { integrationName: 'integration', defaults: { account: {}, space: {}, site: {} }, devHasSite: false, secrets: {} };
}
