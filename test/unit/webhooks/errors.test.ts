import { describe, expect, it } from 'vitest';
import { toApiError } from '../../../electron/app/errors.ts';
import { WebhookError } from '../../../electron/services/webhooks/errors.ts';

describe("the webhooks service's errors reach the API with the code a caller acts on", () => {
  it.each([
    ['bad-url', 'invalid-input'],
    ['bad-payload', 'invalid-input'],
    ['unknown-installation', 'not-found'],
    ['unknown-receiver', 'not-found'],
    ['event-body-changed', 'conflict'],
    ['receiver-exists', 'conflict'],
  ] as const)('%s is %s, its message kept', (code, wire) => {
    expect(toApiError(new WebhookError(code, 'what happened, and what to do'))).toEqual({
      code: wire,
      message: 'what happened, and what to do',
    });
  });
});
