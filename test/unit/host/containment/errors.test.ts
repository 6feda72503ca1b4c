import { describe, expect, it } from 'vitest';
import { toApiError } from '../../../../electron/app/errors.ts';
import { SandboxError, StudioFetchError } from '../../../../electron/services/host/containment/errors.ts';

describe("containment's errors reach the API with the code a caller acts on", () => {
  it("the sandbox's too-large is too-large, its message kept", () => {
    expect(toApiError(new SandboxError('too-large', 'nested past 128 levels'))).toEqual({
      code: 'too-large',
      message: 'nested past 128 levels',
    });
  });

  it.each([
    ['refused', 'forbidden'],
    ['redirects', 'unavailable'],
    ['too-large', 'too-large'],
    ['timeout', 'timeout'],
    ['network', 'unavailable'],
  ] as const)('a studio fetch %s is %s, naming the URL', (code, wire) => {
    const error = new StudioFetchError(code, 'https://example.com/options', 'Fetching https://example.com/options failed.');
    expect(error.url).toBe('https://example.com/options');
    expect(toApiError(error)).toEqual({ code: wire, message: 'Fetching https://example.com/options failed.' });
  });
});
