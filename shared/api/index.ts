import type { z } from 'zod';
import { appMethods } from './app.ts';
import { fixturesMethods } from './fixtures.ts';
import { hostMethods, hostTopics } from './host.ts';
import { inspectorMethods, inspectorTopics } from './inspector.ts';
import { installationsMethods, installationsTopics } from './installations.ts';
import { journalTopics } from './journal.ts';
import { manifestMethods, manifestTopics } from './manifest.ts';
import { mocksMethods } from './mocks.ts';
import { previewMethods, previewTopics } from './preview.ts';
import { requestsMethods } from './requests.ts';
import { siteMethods, siteTopics } from './site.ts';
import { webhooksMethods, webhooksTopics } from './webhooks.ts';
import { workspaceMethods, workspaceTopics } from './workspace.ts';

/**
 * The Studio API: every method and push topic is named exactly once, here, with its zod schemas.
 * Each feature keeps its own part in `shared/api/<feature>.ts`.
 */
export const methods = {
  ...appMethods,
  ...workspaceMethods,
  ...manifestMethods,
  ...hostMethods,
  ...webhooksMethods,
  ...installationsMethods,
  ...previewMethods,
  ...inspectorMethods,
  ...fixturesMethods,
  ...mocksMethods,
  ...requestsMethods,
  ...siteMethods,
};

export const topics = {
  ...journalTopics,
  ...workspaceTopics,
  ...manifestTopics,
  ...hostTopics,
  ...webhooksTopics,
  ...installationsTopics,
  ...previewTopics,
  ...inspectorTopics,
  ...siteTopics,
};

export type Methods = typeof methods;
export type MethodName = keyof Methods;
export type Input<M extends MethodName> = z.input<Methods[M]['input']>;
export type Output<M extends MethodName> = z.output<Methods[M]['output']>;

export type Topics = typeof topics;
export type TopicName = keyof Topics;
export type Payload<T extends TopicName> = z.output<Topics[T]>;

/** What a service layer must provide: one async function per method, given parsed input. */
export type Handlers = { [M in MethodName]: (input: z.output<Methods[M]['input']>) => Promise<Output<M>> };

export function isMethodName(name: unknown): name is MethodName {
  return typeof name === 'string' && Object.hasOwn(methods, name);
}
export function isTopicName(name: unknown): name is TopicName {
  return typeof name === 'string' && Object.hasOwn(topics, name);
}

export * from './errors.ts';
export * from './app.ts';
export * from './workspace.ts';
export * from './journal.ts';
export * from './fixtures.ts';
