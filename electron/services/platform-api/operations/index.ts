import { accountOperations } from './account.ts';
import { askOperations } from './ask.ts';
import { contentOperations } from './content.ts';
import { installationOperations } from './installations.ts';
import type { OperationHandlers } from './types.ts';

/** Every operation the emulator answers, by operationId; the rest of the description answers 501. */
export const emulatedOperations: OperationHandlers = {
  ...accountOperations,
  ...installationOperations,
  ...contentOperations,
  ...askOperations,
};
