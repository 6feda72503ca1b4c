import type { siteMethods, SiteState } from '../../../shared/api/site.ts';
import type { FeatureHandlers } from '../context.ts';

// Placeholder until the site engine (electron/services/site) lands: it says the site is not there,
// in the words the Site pane shows. Issue 39 replaces this file.
const notYet: SiteState = {
  available: false,
  reason: 'The published site is not emulated yet.',
  origin: null,
  siteId: null,
  title: '',
  pages: [],
  consent: 'unset',
  policy: '',
  visitorAuth: false,
  scripts: [],
};

export function handlers(): FeatureHandlers<typeof siteMethods> {
  return {
    'site.state': async () => notYet,
    'site.setConsent': async () => notYet,
    'site.refresh': async () => notYet,
  };
}
