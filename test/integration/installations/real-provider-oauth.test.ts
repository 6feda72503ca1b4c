import { cpSync, existsSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { JournalRecord } from '../../../shared/api/index.ts';
import { createStudio, type Studio } from '../../../electron/app/studio.ts';
import { CORPUS_DIR } from '../../corpus/corpus-runner.ts';
import { installDependencies } from '../../corpus/dependencies.ts';

/**
 * Real integrations that connect with `createOAuthHandler` against a real provider (Slack's,
 * GitHub's, Discord's), run offline: the studio stands in for the provider unless the outbound mode
 * is live. Each is a temporary copy of the corpus, with its npm dependencies.
 */
const available = ['slack', 'github-files', 'discord', 'figma', 'jira', 'mailchimp'].every((name) =>
  existsSync(join(CORPUS_DIR, name, 'platform-manifest.yaml')),
);
if (!available) console.warn(`real-provider OAuth: skipped, no corpus at ${CORPUS_DIR} (set CORPUS_DIR to run it)`);

const SLACK_CHANNELS = `request:
  method: GET
  url: https://slack.com/api/conversations.list*
answer:
  json:
    ok: true
    channels:
      - { id: C0GENERAL, name: general }
    response_metadata: { next_cursor: '' }
`;

interface Opened {
  dir: string;
  studio: Studio;
  origin: string;
  close(): Promise<void>;
}

async function open(name: string, env: Record<string, string>, mocks: Record<string, string> = {}): Promise<Opened> {
  const dir = mkdtempSync(join(tmpdir(), `oauth-${name}-`));
  cpSync(join(CORPUS_DIR, name), dir, { recursive: true });
  const { dir: dependencies } = installDependencies(name, join(dir, 'package.json'));
  if (dependencies) symlinkSync(join(dependencies, 'node_modules'), join(dir, 'node_modules'), 'dir');
  writeFileSync(
    join(dir, '.env'),
    Object.entries(env)
      .map(([key, value]) => `${key}=${value}`)
      .join('\n'),
  );
  if (Object.keys(mocks).length) mkdirSync(join(dir, 'mocks'));
  for (const [file, text] of Object.entries(mocks)) writeFileSync(join(dir, 'mocks', file), text);
  const studio = await createStudio({ dir, transport: 'browser' });
  return {
    dir,
    studio,
    origin: studio.publicServer.origin,
    async close() {
      await studio.dispose();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

const get = (url: string) => fetch(url, { redirect: 'manual' });

/** The browser's part: the OAuth button's URL, the integration's redirect, the consent page, Approve, back to the callback. */
async function authorize(opened: Opened, installationId: string) {
  const { url } = await opened.studio.handlers['installations.oauthStart']({ installationId, property: 'oauth_credentials' });
  const state = new URL(url).searchParams.get('state')!;
  const redirect = await get(url);
  expect(redirect.status).toBe(302);
  const consentUrl = new URL(redirect.headers.get('location')!);
  const consent = await get(consentUrl.href);
  const html = await consent.text();
  if (consent.status !== 200) return { consentUrl, html, state, callback: null, page: null };
  const request = /name="request" value="([^"]+)"/.exec(html)![1]!;
  const binding = /name="binding" value="([^"]+)"/.exec(html)![1]!;
  const cookie = consent.headers.get('set-cookie')!.split(';')[0]!;
  const decided = await fetch(`${opened.origin}/oauth-mock/decide`, {
    method: 'POST',
    redirect: 'manual',
    headers: { cookie, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ request, binding, decision: 'approve' }),
  });
  const callback = new URL(decided.headers.get('location')!);
  const page = await get(callback.href);
  return { consentUrl, html, state, callback, page };
}

const outbound = (opened: Opened): JournalRecord[] =>
  opened.studio
    .session()
    .journal.list({ limit: 500 })
    .filter((record) => record.kind === 'outbound.fetch');
const answeredBy = (record: JournalRecord) => (record.data as { mock?: string }).mock;
const stored = (opened: Opened, id: string) => opened.studio.session().installations!.service.stored(id)!;

describe.skipIf(!available)('OAuth against a real provider, offline: the studio stands in for it unless the outbound mode is live', () => {
  let slack: Opened;
  let org: string;
  beforeAll(async () => {
    slack = await open(
      'slack',
      {
        SLACK_CLIENT_ID: 'slack-client-42',
        SLACK_CLIENT_SECRET: 'slack-secret-42',
        SLACK_SIGNING_SECRET: 'signing',
        SLACK_OPENAI_API_KEY: 'openai',
      },
      { 'slack-channels.yaml': SLACK_CHANNELS },
    );
    // Slack installs on a space; its account configuration (the OAuth button) is the organization installation's.
    await slack.studio.handlers['installations.create']({ kind: 'space', spaceId: 'space_docs' });
    org = (await slack.studio.handlers['installations.list']({})).find((installation) => installation.kind === 'organization')!.id;
  }, 300_000);
  afterAll(async () => slack?.close());

  it("slack: install → authorize on the stand-in's consent page → callback → active, with Slack's answer read by its own extractCredentials", async () => {
    const flow = await authorize(slack, org);
    // The browser went to the studio's consent page, not slack.com, carrying the integration's own request.
    expect(flow.consentUrl.origin + flow.consentUrl.pathname).toBe(`${slack.origin}/oauth-mock/authorize`);
    expect(flow.consentUrl.searchParams.get('stands_in_for')).toBe('https://slack.com/oauth/v2/authorize');
    expect(flow.consentUrl.searchParams.get('client_id')).toBe('slack-client-42');
    expect(flow.html).toContain('Slack, stood in for by the studio');
    expect(flow.html).toContain('chat:write');
    // Back at the integration's callback with a code and the same state.
    expect(flow.callback!.href.startsWith(`${slack.origin}/i/${org}/oauth?`)).toBe(true);
    expect(flow.callback!.searchParams.get('state')).toBe(flow.state);
    expect(flow.callback!.searchParams.get('code')).toMatch(/^[0-9a-f]{32}$/);
    expect(flow.page!.status).toBe(200);
    expect(await flow.page!.text()).toContain('The account is connected.');

    // Slack's extractCredentials needs `ok` and `team.id`: the stand-in answered as Slack does.
    const installation = stored(slack, org);
    expect(installation.externalIds).toEqual(['T0STUDIO']);
    const credentials = installation.configuration.oauth_credentials as { access_token: string; requested_scopes: string[] };
    expect(credentials.access_token).toMatch(/^mock_at_[0-9a-f]{32}$/);
    expect(credentials.requested_scopes).toContain('chat:write');

    // Both provider steps are in the journal as mock answers; the token never in clear.
    const records = outbound(slack);
    const authorizeStep = records.find((record) => answeredBy(record) === 'oauth-stand-in:slack/authorize')!;
    expect((authorizeStep.data as { request: { url: string } }).request.url).toMatch(/^https:\/\/slack\.com\/oauth\/v2\/authorize\?/);
    const tokenStep = records.find((record) => answeredBy(record) === 'oauth-stand-in:slack/token')!;
    expect((tokenStep.data as { request: { url: string } }).request.url).toBe('https://slack.com/api/oauth.v2.access');
    expect(tokenStep.summary).toContain('(mock oauth-stand-in:slack/token)');
    expect(JSON.stringify(slack.studio.session().journal.list({ limit: 500 }))).not.toContain(credentials.access_token);

    // Its channel picker loads from a mock with the stored token; the chosen channel makes it active.
    const completions = await slack.studio.handlers['installations.completions']({ installationId: org, property: 'default_channel' });
    expect(completions).toEqual([expect.objectContaining({ label: 'general', value: 'C0GENERAL' })]);
    const configured = await slack.studio.handlers['installations.configure']({
      installationId: org,
      configuration: { default_channel: 'C0GENERAL' },
    });
    expect(configured.status).toBe('active');
  });

  it('a mock in mocks/ of the provider’s token URL answers instead of the stand-in', async () => {
    writeFileSync(
      join(slack.dir, 'mocks', 'slack-token.yaml'),
      `request:\n  method: POST\n  url: https://slack.com/api/oauth.v2.access\nanswer:\n  json: { ok: true, access_token: xoxb-custom, team: { id: T0CUSTOM } }\n`,
    );
    try {
      const flow = await authorize(slack, org);
      expect(flow.page!.status).toBe(200);
      expect(stored(slack, org).externalIds).toEqual(['T0CUSTOM']);
      expect(outbound(slack).some((record) => answeredBy(record) === 'slack-token')).toBe(true);
    } finally {
      rmSync(join(slack.dir, 'mocks', 'slack-token.yaml'));
    }
  });

  it("the mock provider's chosen failure applies to the stood-in token endpoint: Slack's extractCredentials reports it and nothing is stored", async () => {
    const before = stored(slack, org).configuration.oauth_credentials;
    await slack.studio.handlers['installations.setMockProvider']({ failure: 'invalid_grant' });
    try {
      const flow = await authorize(slack, org);
      expect(flow.page!.status).toBe(502);
      expect(await flow.page!.text()).toContain('Failed to exchange code for access token');
      expect(stored(slack, org).configuration.oauth_credentials).toEqual(before);
    } finally {
      await slack.studio.handlers['installations.setMockProvider']({ failure: 'none' });
    }
  });

  it('lockdown: the stand-in answers too, so nothing leaves the machine', async () => {
    await slack.studio.handlers['mocks.setMode']({ mode: 'lockdown' });
    try {
      const flow = await authorize(slack, org);
      expect(flow.consentUrl.pathname).toBe('/oauth-mock/authorize');
      expect(flow.page!.status).toBe(200);
      expect(stored(slack, org).externalIds).toEqual(['T0STUDIO']);
    } finally {
      await slack.studio.handlers['mocks.setMode']({ mode: 'mock' });
    }
  });

  it("live: the browser goes to the real provider, as the integration said, and nothing is journaled as the stand-in's", async () => {
    await slack.studio.handlers['mocks.setMode']({ mode: 'live' });
    try {
      const standIns = () => outbound(slack).filter((record) => answeredBy(record)?.startsWith('oauth-stand-in:')).length;
      const before = standIns();
      const { url } = await slack.studio.handlers['installations.oauthStart']({ installationId: org, property: 'oauth_credentials' });
      const redirect = await get(url);
      expect(redirect.status).toBe(302);
      expect(redirect.headers.get('location')).toMatch(/^https:\/\/slack\.com\/oauth\/v2\/authorize\?/);
      expect(standIns()).toBe(before);
    } finally {
      await slack.studio.handlers['mocks.setMode']({ mode: 'mock' });
    }
  });

  it.each<{
    name: string;
    env: Record<string, string>;
    provider: string;
    mocks?: Record<string, string>;
    check(credentials: Record<string, unknown>): void;
  }>([
    {
      name: 'github-files',
      env: { UNFURL_GITHUB_CLIENT_ID: 'gh-client', UNFURL_GITHUB_CLIENT_SECRET: 'gh-secret' },
      provider: 'github',
      // Its extractCredentials stores GitHub's expiry and refresh token.
      check: (credentials: Record<string, unknown>) => {
        expect(credentials.refresh_token).toMatch(/^mock_rt_/);
        expect(credentials.expires_at).toBeGreaterThan(Date.now());
      },
    },
    {
      name: 'discord',
      env: { DISCORD_CLIENT_ID: 'discord-client', DISCORD_CLIENT_SECRET: 'discord-secret', DISCORD_BOT_TOKEN: 'bot' },
      provider: 'discord',
      // Its extractCredentials keeps the incoming webhook Discord answers with its scope.
      check: (credentials: Record<string, unknown>) => {
        expect(credentials.webhook).toMatchObject({ url: expect.stringMatching(/^https:\/\/discord\.com\/api\/webhooks\//) });
      },
    },
    {
      name: 'figma',
      // Its secrets come from 1Password only (`op://`): the integration sends whatever client id it has.
      env: {},
      provider: 'figma',
      check: (credentials: Record<string, unknown>) => expect(credentials.access_token).toMatch(/^mock_at_/),
    },
    {
      name: 'jira',
      env: { JIRA_CLIENT_ID: 'jira-client', JIRA_CLIENT_SECRET: 'jira-secret' },
      provider: 'atlassian',
      // Its extractCredentials asks Atlassian which sites the token reaches: a mock of the folder answers.
      mocks: {
        'atlassian-sites.yaml':
          'request:\n  url: https://api.atlassian.com/oauth/token/accessible-resources\nanswer:\n  json: [{ id: site-1, url: https://docs.atlassian.net, name: docs, scopes: [read:jira-work], avatarUrl: https://x.example/a.png }]\n',
      },
      check: (credentials: Record<string, unknown>) => {
        expect(credentials.refresh_token).toMatch(/^mock_rt_/);
        expect(credentials.expires_at).toBeGreaterThan(Date.now());
      },
    },
    {
      name: 'mailchimp',
      env: { MAILCHIMP_CLIENT_ID: 'mc-client', MAILCHIMP_CLIENT_SECRET: 'mc-secret' },
      provider: 'mailchimp',
      // Its extractCredentials asks Mailchimp where the account's API lives: a mock of the folder answers.
      mocks: {
        'mailchimp-metadata.yaml':
          'request:\n  url: https://login.mailchimp.com/oauth2/metadata\nanswer:\n  json: { dc: us1, api_endpoint: https://us1.api.mailchimp.com }\n',
      },
      check: (credentials: Record<string, unknown>) => expect(credentials.access_token).toMatch(/^mock_at_/),
    },
  ])(
    '$name: authorized offline with $provider’s token answer, and active',
    async ({ name, env, provider, check, mocks }) => {
      const opened = await open(name, env, mocks);
      try {
        const id = (await opened.studio.handlers['installations.create']({ kind: 'organization' })).id;
        const flow = await authorize(opened, id);
        expect(flow.html).toContain('stood in for by the studio');
        expect(flow.page!.status).toBe(200);
        const credentials = stored(opened, id).configuration.oauth_credentials as Record<string, unknown>;
        expect(credentials.access_token).toMatch(/^mock_at_/);
        check(credentials);
        expect((await opened.studio.handlers['installations.get']({ installationId: id })).status).toBe('active');
        expect(outbound(opened).some((record) => answeredBy(record) === `oauth-stand-in:${provider}/token`)).toBe(true);
      } finally {
        await opened.close();
      }
    },
    300_000,
  );
});
