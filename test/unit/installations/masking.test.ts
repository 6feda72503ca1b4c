import { describe, expect, it } from 'vitest';
import { maskSecrets, secretStrings } from '../../../electron/services/installations/masking.ts';

describe('secrets in configurations', () => {
  it('token-named values are masked at any depth, keeping only the last 4 characters', () => {
    const masked = maskSecrets({ oauth_credentials: { access_token: 'mock_at_0123456789abcdef', scope: 'read' }, channel: 'C1' });
    expect(masked).toEqual({ oauth_credentials: { access_token: '••••••••cdef', scope: 'read' }, channel: 'C1' });
  });
  it('every secret-named string is found for the journal redactor', () => {
    expect(secretStrings({ a: { refresh_token: 'r1', list: [{ api_key: 'k1' }] }, b: 'plain' })).toEqual(['r1', 'k1']);
  });
});
