import type { siteMethods, SiteState } from '../../../shared/api/site.ts';
import type { FeatureHandlers } from '../context.ts';
import type { SessionSlot } from '../session-slot.ts';
import type { WorkspaceSession } from '../session.ts';

export interface SiteDeps {
  session: SessionSlot<Pick<WorkspaceSession, 'site'>>;
}

/** What the Site pane shows while no integration is open: no site, and what to do about it. */
const closed: SiteState = {
  available: false,
  reason: 'No integration is open: open its folder to publish its site.',
  origin: null,
  siteId: null,
  title: '',
  pages: [],
  consent: 'unset',
  policy: '',
  reportOnlyPolicy: null,
  visitorAuth: false,
  injects: false,
  scripts: [],
};

export function handlers(deps: SiteDeps): FeatureHandlers<typeof siteMethods> {
  const engine = () => deps.session.current()?.site?.engine ?? null;
  return {
    'site.state': async () => (await engine()?.state()) ?? closed,
    'site.setConsent': async ({ consent }) => (await engine()?.setConsent(consent)) ?? closed,
    'site.refresh': async () => (await engine()?.refresh()) ?? closed,
  };
}
