import { z } from 'zod';
import { EventOutcome } from '../../../../shared/api/installations.ts';

/** One firing of an event from the pane: when, and what came of it (an outcome, or why there was none). */
export interface Firing {
  at: number;
  outcome: EventOutcome | null;
  error: string | null;
}

/** How many results a reload finds again; the pane shows more while it stays open. */
export const KEPT_FIRINGS = 20;

const StoredFiring = z.object({ at: z.number(), outcome: EventOutcome.nullable(), error: z.string().nullable() });

/**
 * The Events pane's results, kept per integration folder (the workspace id changes on every open,
 * the folder does not) in the page's own storage: a reload or a reopened folder finds them again.
 */
const keyOf = (folder: string) => `studio.events.results:${folder}`;

export function readFirings(folder: string, storage: Storage = localStorage): Firing[] {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(keyOf(folder)) ?? '[]');
    if (!Array.isArray(parsed)) return [];
    return parsed.flatMap((entry) => {
      const firing = StoredFiring.safeParse(entry);
      return firing.success ? [firing.data] : [];
    });
  } catch {
    return [];
  }
}

export function keepFirings(folder: string, firings: readonly Firing[], storage: Storage = localStorage) {
  try {
    storage.setItem(keyOf(folder), JSON.stringify(firings.slice(0, KEPT_FIRINGS)));
  } catch {
    // A full storage keeps the results of this page only: firing is what matters.
  }
}
