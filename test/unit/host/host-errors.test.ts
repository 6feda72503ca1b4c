import { describe, expect, it } from 'vitest';
import { toApiError } from '../../../electron/app/errors.ts';
import { BodyTooLargeError, HostError, LoadLimitError } from '../../../electron/services/host/errors.ts';
import { readLimited } from '../../../electron/services/host/http-message.ts';

describe("the host's own errors", () => {
  it('a body past its limit fails with BodyTooLargeError, a HostError the API answers as too-large', async () => {
    const stream = (async function* () {
      yield new Uint8Array(8);
      yield new Uint8Array(8);
    })();
    const error = await readLimited(stream, 10).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(BodyTooLargeError);
    expect(error).toMatchObject({ code: 'body-too-large', limit: 10, message: 'The body is larger than 10 bytes.' });
    expect(toApiError(error)).toEqual({ code: 'too-large', message: 'The body is larger than 10 bytes.' });
  });

  it.each([
    ['a module past a load limit is unavailable', new LoadLimitError('the module did not finish evaluating'), 'unavailable'],
    ["the debugger's port taken is a conflict", new HostError('debugger-port-in-use', 'port 9229 is in use'), 'conflict'],
    ["workerd's inspector without the integration is unavailable", new HostError('debugger-unavailable', 'no target'), 'unavailable'],
  ])('%s, with its message as it is', (_rule, error, code) => {
    expect(toApiError(error)).toEqual({ code, message: error.message });
  });
});
