import type { SitePage } from '../../../shared/api/site.ts';

/** Where the studio's own files and endpoints live on the site origin: no page of the site starts with it. */
export const STUDIO_PATH = '/_studio/';
export const SCRIPT_PATH = `${STUDIO_PATH}scripts/`;

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A page of the site: its content is a few paragraphs, as the emulated platform's pages are. */
export interface SiteContentPage extends SitePage {
  paragraphs: string[];
}

/**
 * The site's pages: the platform world's two pages of every space (Introduction, Getting started)
 * under the site's title, and a third to navigate to, so a script sees page changes as on a real site.
 */
export function sitePages(title: string): SiteContentPage[] {
  return [
    {
      path: '/',
      title: 'Introduction',
      paragraphs: [`Introduction of ${title}.`, 'This page is served by the studio, as the platform would publish it.'],
    },
    { path: '/getting-started', title: 'Getting started', paragraphs: [`Getting started of ${title}.`, 'Install, configure, publish.'] },
    { path: '/reference', title: 'Reference', paragraphs: [`Reference of ${title}.`, 'Every option, one by one.'] },
  ];
}

export interface PageView {
  siteTitle: string;
  pages: SiteContentPage[];
  /** The page shown, or null for search results and missing pages. */
  page: SiteContentPage | null;
  heading: string;
  body: string[];
  query: string;
  /** The consent cookie's value the page writes before its scripts run (consent.ts consentValue). */
  consent: string;
  /** The banner is shown: consent unset and a script uses cookies. */
  banner: boolean;
  /** Installation ids whose script is injected, in order. */
  scripts: string[];
  /** The page says, when no service worker controls it, that it registers the studio's and reloads (scripts run only then). */
  workerNotice: boolean;
}

const STYLE = `body{margin:0;font:15px/1.6 system-ui,sans-serif;color:#1d2330;background:#fff}
header{display:flex;gap:16px;align-items:center;padding:10px 24px;border-bottom:1px solid #e3e6ee}
header h1{font-size:17px;margin:0;flex:1}header form{margin:0}header input{padding:5px 8px;border:1px solid #c9cfdb;border-radius:6px;width:220px}
.layout{display:flex}nav{width:200px;padding:16px 24px;border-right:1px solid #e3e6ee;min-height:70vh}nav a{display:block;padding:4px 0;color:#3451b2;text-decoration:none}
nav a[aria-current=page]{font-weight:600;color:#1d2330}main{padding:16px 32px;max-width:720px}
.starting{margin:0;padding:6px 24px;background:#fff6d6;color:#5c4500;font-size:13px}
#site-consent{position:fixed;left:16px;right:16px;bottom:16px;background:#1d2330;color:#fff;padding:12px 16px;border-radius:8px;display:flex;gap:12px;align-items:center}
#site-consent p{margin:0;flex:1}#site-consent button{padding:6px 12px;border-radius:6px;border:0;cursor:pointer}
@media (prefers-color-scheme:dark){body{background:#14171f;color:#e3e7ef}header,nav{border-color:#2a303c}nav a{color:#8fa8ff}nav a[aria-current=page]{color:#e3e7ef}header input{background:#1f2430;color:inherit;border-color:#39404f}}`;

/** The HTML of a page: header with the site's title and search box, the page list, the content, the banner, the scripts. */
export function renderPage(view: PageView): string {
  const nav = view.pages
    .map((p) => `<a href="${escapeHtml(p.path)}"${p === view.page ? ' aria-current="page"' : ''}>${escapeHtml(p.title)}</a>`)
    .join('');
  const banner = view.banner
    ? `<div id="site-consent" role="dialog" aria-label="Cookies"><p>This site uses cookies to deliver its service and to analyse traffic.</p><button type="button" data-consent="granted">Accept</button><button type="button" data-consent="denied">Reject</button></div>`
    : '';
  // Like the platform, each script is loaded by URL, asynchronously; the studio's shim runs before them.
  const scripts = view.scripts
    .map((id) => `<script async src="${SCRIPT_PATH}${encodeURIComponent(id)}.js" data-installation="${escapeHtml(id)}"></script>`)
    .join('');
  return `<!doctype html><html lang="en" data-consent="${escapeHtml(view.consent)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(view.heading)} | ${escapeHtml(view.siteTitle)}</title><style>${STYLE}</style>
<script src="${STUDIO_PATH}shim.js"></script><script defer src="${STUDIO_PATH}site.js"></script>${scripts}</head>
<body><header><h1><a href="/" style="color:inherit;text-decoration:none">${escapeHtml(view.siteTitle)}</a></h1>
<form action="/search" method="get" role="search"><input type="search" name="q" placeholder="Search…" aria-label="Search" value="${escapeHtml(view.query)}"></form></header>
${view.workerNotice ? `<p id="site-worker" class="starting" hidden>Starting the studio's service worker: the page reloads with the integrations' scripts once it runs.</p>` : ''}<div class="layout"><nav aria-label="Pages">${nav}</nav><main><h2>${escapeHtml(view.heading)}</h2>${view.body.map((p) => `<p>${escapeHtml(p)}</p>`).join('')}</main></div>${banner}</body></html>`;
}
