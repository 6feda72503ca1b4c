import { describe, expect, it } from 'vitest';
import { judgeSignature, parseSignatureHeader } from '../../../shared/inspector/signature.ts';
import { SAMPLE_SECRET, sign } from './sample-records.ts';

describe('signature panel logic', () => {
  it('splits the header into t and v1', () => {
    const header = sign(SAMPLE_SECRET, 1_700_000_000, '{}');
    const parts = parseSignatureHeader(header);
    expect(parts.t).toBe(1_700_000_000);
    expect(parts.v1).toEqual([header.split('v1=')[1]]);
    expect(parts.problems).toEqual([]);
  });

  it('names what is wrong with a malformed header', () => {
    expect(parseSignatureHeader(undefined).problems).toEqual(['the request has no X-Platform-Signature header']);
    expect(parseSignatureHeader('t=abc,v1=XYZ').problems).toEqual([
      't is not a whole number of seconds: "abc"',
      'v1 is not 64 lowercase hex characters: "XYZ"',
    ]);
    expect(parseSignatureHeader('v1=' + 'a'.repeat(64)).problems).toEqual(['the header has no t= part']);
  });

  it('a matching signature is valid; another secret, or another t, says why it is not', () => {
    const expected = parseSignatureHeader(sign(SAMPLE_SECRET, 100, 'body'));
    expect(judgeSignature(parseSignatureHeader(sign(SAMPLE_SECRET, 100, 'body')), expected).valid).toBe(true);
    expect(judgeSignature(parseSignatureHeader(sign('other', 100, 'body')), expected)).toEqual({
      valid: false,
      reason: expect.stringMatching(/^v1 does not match/),
    });
    expect(judgeSignature(parseSignatureHeader(sign(SAMPLE_SECRET, 101, 'body')), expected).reason).toBe(
      'timestamp t=101 differs from the signed t=100',
    );
    expect(judgeSignature(parseSignatureHeader(sign(SAMPLE_SECRET, 100, 'body')), null).valid).toBe(false);
  });
});
