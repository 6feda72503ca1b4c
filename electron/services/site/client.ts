/**
 * The studio's own code on the site's pages, served as files (the site's policy allows no inline
 * script). `site.js` answers the consent banner; the shim runs before any integration script.
 */

/** The banner's buttons: the choice goes to the site server, which sets the cookie as the platform's site does, then the page reloads. */
export const SITE_JS = `(() => {
  for (const button of document.querySelectorAll('#site-consent [data-consent]')) {
    button.addEventListener('click', async () => {
      await fetch('/_studio/consent', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ consent: button.getAttribute('data-consent') }),
      });
      location.reload();
    });
  }
})();
`;

/** Runs first on every page; what it reports is added in a later step. */
export const SHIM_JS = `(() => {})();
`;
