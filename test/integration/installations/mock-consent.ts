/**
 * The browser's part at the studio's consent page (the mock provider, or the stand-in for a real
 * one): open the page, keep its cookie, press Approve or Deny. The page's HTML (what it said), and
 * the provider's answer to the decision: a redirect back to the integration's callback.
 */
export async function decideAtConsent(
  consentUrl: string,
  decision: 'approve' | 'deny',
): Promise<{ status: number; html: string; decided: Response }> {
  const page = await fetch(consentUrl, { redirect: 'manual' });
  const html = await page.text();
  const field = (name: string) => new RegExp(`name="${name}" value="([^"]+)"`).exec(html)?.[1] ?? '';
  const decided = await fetch(new URL('/oauth-mock/decide', consentUrl), {
    method: 'POST',
    redirect: 'manual',
    headers: { cookie: (page.headers.get('set-cookie') ?? '').split(';')[0]!, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ request: field('request'), binding: field('binding'), decision }),
  });
  return { status: page.status, html, decided };
}
