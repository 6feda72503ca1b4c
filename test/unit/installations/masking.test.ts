import { describe, expect, it } from 'vitest';
import { maskSecrets, secretStrings } from '../../../electron/services/installations/masking.ts';

describe('secrets in configurations', () => {
  it('token-named values are masked at any depth, keeping only the last 4 characters', () => {
    const masked = maskSecrets({ provider: { access_token: 'mock_at_0123456789abcdef', scope: 'read' }, channel: 'C1' });
    expect(masked).toEqual({ provider: { access_token: '••••••••cdef', scope: 'read' }, channel: 'C1' });
  });
  it('every secret-named string is found for the journal redactor', () => {
    expect(secretStrings({ a: { refresh_token: 'r1', list: [{ api_key: 'k1' }] }, b: 'plain' })).toEqual(['r1', 'k1']);
  });
  it('oauth_credentials is secret whole: a plain string is masked and found for the redactor', () => {
    const stored = { oauth_credentials: 'xoxb-plain-string-credential', channel: 'C1' };
    expect(maskSecrets(stored)).toEqual({ oauth_credentials: '••••••••tial', channel: 'C1' });
    expect(secretStrings(stored)).toEqual(['xoxb-plain-string-credential']);
  });
  it('oauth_credentials is secret whole: fields with innocent names inside it are masked too', () => {
    expect(maskSecrets({ oauth_credentials: { code: 'abcdefghijkl', scopes: ['read'] } })).toEqual({
      oauth_credentials: { code: '••••••••ijkl', scopes: ['••••••••'] },
    });
  });

  it('a token-named field that holds an address (access_token_endpoint, token_url) stays readable: the journal shows which URL was called', () => {
    const configuration = {
      access_token_endpoint: 'https://idp.example.com/oauth2/token',
      token_url: 'https://x.example/token',
      client_secret: 's3cret-value',
    };
    expect(secretStrings(configuration)).toEqual(['s3cret-value']);
    expect(maskSecrets(configuration)).toMatchObject({
      access_token_endpoint: 'https://idp.example.com/oauth2/token',
      token_url: 'https://x.example/token',
    });
  });
});
