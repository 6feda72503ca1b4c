import { z } from 'zod';
import { method } from './contract.ts';

/**
 * The mock published site (issue 39): a site of the emulated platform on an origin of its own, into
 * whose pages each active site installation's published script is injected as the platform does.
 * The engine lives in electron/services/site; the Site pane and `integration-studio site` read it
 * through these methods and the `site.*` journal records.
 */

/** The reader's cookie choice as the platform's site records it: `unset` until the banner is answered. */
export const SiteConsent = z.enum(['granted', 'denied', 'unset']);
export type SiteConsent = z.infer<typeof SiteConsent>;

export const SitePage = z.object({ path: z.string(), title: z.string() });
export type SitePage = z.infer<typeof SitePage>;

/** One site installation's published script, as last fetched through `fetch_published_script`. */
export const SiteScript = z.object({
  installationId: z.string(),
  /** `injected`: the script is on the pages; `failed`: the dispatch failed or answered badly; `none`: no script (an empty answer). */
  outcome: z.enum(['injected', 'failed', 'none']),
  /** Why it failed, for the pane to show where the user looks. */
  error: z.string().nullable(),
  /** The `dispatch` journal record that produced it: site records of this script are its children. */
  recordId: z.number().int().nullable(),
  /** The integration's `contentSecurityPolicy` as its manifest declares it (reported, not enforced; null when it declares none). */
  csp: z.string().nullable(),
  /** Whether the integration holds `site:script:cookies`. */
  cookies: z.boolean(),
  /** Until when the script is kept, as the platform's caching headers allow (ms since epoch), or null when it is fetched on every page. */
  cachedUntil: z.number().nullable(),
});
export type SiteScript = z.infer<typeof SiteScript>;

export const SiteState = z.object({
  /** False when there is no site to show (no open integration, no site installation, a scope missing): `reason` says what to do next. */
  available: z.boolean(),
  reason: z.string().nullable(),
  /** The site's own origin, e.g. `http://site-3f9a1c0d2e.localhost:43125`, or null when not listening. */
  origin: z.string().nullable(),
  /** The site installation the pages belong to. */
  siteId: z.string().nullable(),
  title: z.string(),
  pages: z.array(SitePage),
  consent: SiteConsent,
  /** The Content-Security-Policy the pages are sent with (enforced): the platform's where the site's worker sees the requests, strict where it does not. */
  policy: z.string(),
  /** The manifest's own contentSecurityPolicy as the pages carry it, report-only: what it would block is reported, not blocked (null: none declared or no script). */
  reportOnlyPolicy: z.string().nullable(),
  /** Whether the pages are guarded by visitor authentication (a site installation declares it). */
  visitorAuth: z.boolean(),
  /** Whether the manifest's scopes hold site:script:inject: without it the site runs no script of this integration. */
  injects: z.boolean().default(true),
  scripts: z.array(SiteScript),
});
export type SiteState = z.infer<typeof SiteState>;

export const siteMethods = {
  'site.state': method(
    z.object({}).strict(),
    SiteState,
    'The mock published site: its origin, pages, consent, policy and the scripts injected.',
  ),
  'site.setConsent': method(
    z.object({ consent: SiteConsent }).strict(),
    SiteState,
    "Set the reader's cookie consent as the platform's site records it; pages loaded after it see the new choice.",
  ),
  'site.refresh': method(
    z.object({}).strict(),
    SiteState,
    "Drop the kept scripts and fetch each site installation's script again through fetch_published_script.",
  ),
};

export const siteTopics = {
  /** The site's state changed (a script fetched, consent set, an installation added or removed). */
  'site.changed': SiteState,
};
