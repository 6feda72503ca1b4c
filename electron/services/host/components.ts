import { z } from 'zod';
import type { HostComponents } from '../../../shared/api/host.ts';
import { COMPONENTS_REQUEST, DISPATCH_HEADER } from './entry.ts';
import type { RuntimeAnswer } from './runtime-answer.ts';
import type { Runtime } from './runtime.ts';

/** What the entry answers to `COMPONENTS_REQUEST`. */
const EntryAnswer = z.object({ known: z.boolean(), ids: z.array(z.string()) });

/** How long the list may wait on a runtime busy with another event before saying it does not know. */
export const COMPONENTS_TIMEOUT_MS = 3_000;

export const NOT_FROM_SDK = "The integration's default export was not made by @platform/runtime's createIntegration.";

const unknown = (reason: string): HostComponents => ({ known: false, ids: [], reason });

/**
 * Asks the running entry for the ids it read from the bundle. `cacheable` is false when the
 * answer says nothing about the code (the runtime was down or busy), so the next call asks again.
 */
export async function readComponentIds(
  runtime: Runtime,
  timeoutMs = COMPONENTS_TIMEOUT_MS,
): Promise<{ components: HostComponents; cacheable: boolean }> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), timeoutMs);
  });
  let answer: RuntimeAnswer | null;
  try {
    answer = await Promise.race([
      runtime.dispatch('http://studio.internal/components', { method: 'GET', headers: { [DISPATCH_HEADER]: COMPONENTS_REQUEST } }),
      timeout,
    ]);
  } catch (error) {
    return { components: unknown(`The integration's runtime could not be asked: ${(error as Error).message}`), cacheable: false };
  } finally {
    clearTimeout(timer);
  }
  if (answer === null) {
    return {
      components: unknown(`The integration's runtime did not answer within ${timeoutMs / 1000} s (busy with another event?).`),
      cacheable: false,
    };
  }
  if (answer.failure) return { components: unknown(answer.failure), cacheable: false };
  let parsed: z.infer<typeof EntryAnswer>;
  try {
    parsed = EntryAnswer.parse(JSON.parse(new TextDecoder().decode(answer.body)));
  } catch (error) {
    return { components: unknown(`The runtime's list of components was unreadable (${(error as Error).message}).`), cacheable: false };
  }
  if (!parsed.known) return { components: unknown(NOT_FROM_SDK), cacheable: true };
  return { components: { known: true, ids: [...new Set(parsed.ids.filter((id) => id.length > 0))], reason: null }, cacheable: true };
}
