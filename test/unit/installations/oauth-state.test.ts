import { describe, expect, it } from 'vitest';
import { createOAuthStates } from '../../../electron/services/installations/oauth-state.ts';

describe('signed single-use OAuth state', () => {
  it('a state the studio issued is accepted once and names its installation', () => {
    const states = createOAuthStates();
    const state = states.issue('inst_1');
    expect(states.consume(state)).toEqual({ ok: true, installationId: 'inst_1' });
    expect(states.consume(state)).toMatchObject({ ok: false, reason: expect.stringContaining('replay') });
  });

  it('a state signed by another studio (another key) is refused as forged', () => {
    const state = createOAuthStates().issue('inst_1');
    expect(createOAuthStates().consume(state)).toMatchObject({ ok: false, reason: expect.stringContaining('forged') });
  });

  it('changing the installation in the payload breaks the signature', () => {
    const states = createOAuthStates();
    const [, signature] = states.issue('inst_1').split('.');
    const payload = Buffer.from(JSON.stringify({ i: 'inst_2', n: 'x', e: Date.now() + 60_000 })).toString('base64url');
    expect(states.consume(`${payload}.${signature}`)).toMatchObject({ ok: false });
  });

  it('a state older than 10 minutes is refused as expired', () => {
    let now = 1_000_000;
    const states = createOAuthStates({ now: () => now });
    const state = states.issue('inst_1');
    now += 10 * 60_000 + 1;
    expect(states.consume(state)).toMatchObject({ ok: false, reason: expect.stringContaining('expired') });
  });

  it('garbage is refused as malformed', () => {
    expect(createOAuthStates().consume('not-a-state')).toMatchObject({ ok: false, reason: expect.stringContaining('malformed') });
    expect(createOAuthStates().consume('a.b.c')).toMatchObject({ ok: false });
  });
});
