import { accountOperations } from './account.ts';
import { askOperations } from './ask.ts';
import { contentOperations } from './content.ts';
import { installationOperations } from './installations.ts';
import type { OperationHandlers } from './types.ts';

/** The emulated operations by module, with where each module takes its answers from (the route list in the docs says it). */
export const operationModules: { name: string; source: string; handlers: OperationHandlers }[] = [
  { name: 'account', source: 'the studio itself (API information, the local developer as the user)', handlers: accountOperations },
  {
    name: 'installations',
    source:
      "the Installations feature (the workspace's installations, their configuration, external ids and tokens) and the host's development installation; writes go through the Installations service",
    handlers: installationOperations,
  },
  {
    name: 'content',
    source:
      'the workspace database (`platform_api_*` tables): spaces and sites of the installations, their revisions (an event announcing a revision makes it current), pages, semantic changes, git imports and exports, adaptive schemas',
    handlers: contentOperations,
  },
  { name: 'ask', source: "a canned answer citing the studio's spaces (the studio has no model)", handlers: askOperations },
];

/** Every operation the emulator answers, by operationId; the rest of the description answers 501. */
export const emulatedOperations: OperationHandlers = Object.assign({}, ...operationModules.map((module) => module.handlers));
