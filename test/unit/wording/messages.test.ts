import { describe, expect, it } from 'vitest';
import { main } from '../../../electron/cli/main.ts';
import { classify, count, DEFAULT_POLICY, nextAttempt } from '../../../shared/webhooks/policy.ts';
import { sign } from '../../../shared/webhooks/signature.ts';
import { createOAuthHandler } from '../../../sdk/runtime/oauth.ts';

async function run(argv: string[]) {
  const out: string[] = [];
  const code = await main(argv, { out: (line: string) => out.push(line), err: (line: string) => out.push(line) } as never);
  return { code, out };
}

describe('messages read as sentences', () => {
  it('counts take the singular for one: 1 retry, 1 attempt', () => {
    expect(count(1, 'retry', 'retries')).toBe('1 retry');
    expect(count(0, 'retry', 'retries')).toBe('0 retries');
    const gaveUp = nextAttempt({ ...DEFAULT_POLICY, maxRetries: 1 }, 2, 0, classify({ status: 500 }));
    expect(gaveUp).toMatchObject({ next: null, why: expect.stringMatching(/^gave up after 2 attempts \(1 retry\): /) });
  });

  it('webhook verify says genuine once: "genuine: the signature matches…"', async () => {
    const body = '{"type":"site_view"}';
    const { header } = await sign('whsec_wording', body);
    const { code, out } = await run(['webhook', 'verify', '--secret', 'whsec_wording', '--header', header, '--body', body]);
    expect(code).toBe(0);
    expect(out).toEqual(['genuine: the signature matches and the timestamp is within tolerance.']);
  });

  it("a provider's refusal ends with one period, whatever its description ends with", async () => {
    const handler = createOAuthHandler({
      clientId: 'c',
      clientSecret: 's',
      authorizeURL: 'https://idp.invalid/a',
      accessTokenURL: 'https://idp.invalid/t',
    });
    const context = { environment: { apiEndpoint: 'http://127.0.0.1:9', apiTokens: {}, integration: { name: 'x' } } } as never;
    const page = await handler(
      new Request('https://x.invalid/oauth?error=access_denied&error_description=The+user+denied+the+authorization.'),
      context,
    );
    const html = await page.text();
    expect(html).toContain('The provider answered access_denied: The user denied the authorization.</p>');
    expect(html).not.toContain('authorization..');
  });
});
