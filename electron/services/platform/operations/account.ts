import { ok } from '../answers.ts';
import { userShape } from '../shapes.ts';
import type { OperationHandlers } from './types.ts';

export const accountOperations: OperationHandlers = {
  getApiInformation: () => ok({ version: 'studio', build: 'local' }),
  getAuthenticatedUser: () => ok(userShape()),
};
