import { ExternalLink, RotateCw } from 'lucide-react';
import { useState } from 'react';
import type { SitePage } from '../../../../shared/api/site.ts';

/**
 * What the frame may do. The site runs on an origin of its own, never the studio's, so its scripts get
 * their origin (`allow-same-origin`: cookies, storage, a service worker, as on the real site) without
 * reaching the studio's. It may post its search form and open a window when the reader clicks, but never
 * navigate the studio's window (no `allow-top-navigation*`), escape the sandbox in a popup, or show dialogs.
 */
export const SITE_SANDBOX = 'allow-scripts allow-same-origin allow-forms allow-popups';
/** No powerful feature (camera, geolocation, payment…) for the site's scripts: none is part of a docs page. */
export const SITE_ALLOW = "camera 'none'; microphone 'none'; geolocation 'none'; payment 'none'; usb 'none'; serial 'none'";

/** The site in a frame with its page list above: a page clicked loads in the frame; `reloads` bumps to load it again. */
export function SiteFrame({
  origin,
  pages,
  path,
  reloads,
  onNavigate,
  onReload,
  onLoaded,
}: {
  origin: string;
  pages: readonly SitePage[];
  path: string;
  reloads: number;
  onNavigate(path: string): void;
  onReload(): void;
  /** The frame loaded a page (with the consent the site had then). */
  onLoaded(): void;
}) {
  const [loading, setLoading] = useState(true);
  const src = new URL(path, origin).href;
  const key = `${src}#${reloads}`;
  // A new address or reload shows the progress again until the frame's load event.
  const [loadingKey, setLoadingKey] = useState(key);
  if (loadingKey !== key) {
    setLoadingKey(key);
    setLoading(true);
  }
  return (
    <section className="site-frame" aria-label="Published site">
      <div className="site-pages">
        <nav aria-label="Site pages">
          {pages.map((page) => (
            <button
              key={page.path}
              type="button"
              className="site-page"
              aria-current={page.path === path ? 'page' : undefined}
              onClick={() => onNavigate(page.path)}
              title={page.path}
            >
              {page.title}
            </button>
          ))}
        </nav>
        <button type="button" className="btn site-icon" onClick={onReload} title="Reload the page (R)" aria-label="Reload the page">
          <RotateCw size={14} aria-hidden />
        </button>
        {/* In a frame the site is a third party to the studio's page: a browser that blocks third-party
            cookies gives it neither its cookies nor its service worker. In a tab of its own it is first-party. */}
        <a
          className="btn site-icon"
          href={src}
          target="_blank"
          rel="noopener noreferrer"
          aria-label="Open in a tab"
          title="Open the page in a tab of its own: where the browser blocks third-party cookies, the scripts run only there"
        >
          <ExternalLink size={14} aria-hidden />
        </a>
      </div>
      <div className="site-frame-body">
        {loading && (
          <div className="site-progress" role="progressbar" aria-label={`Loading ${path}`}>
            <span />
          </div>
        )}
        <iframe
          key={key}
          title="Published site"
          src={src}
          sandbox={SITE_SANDBOX}
          allow={SITE_ALLOW}
          referrerPolicy="no-referrer"
          onLoad={() => {
            setLoading(false);
            onLoaded();
          }}
        />
      </div>
    </section>
  );
}
