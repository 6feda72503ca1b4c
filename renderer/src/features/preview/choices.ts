import { z } from 'zod';

/** What the Preview had open for a folder: the component, its installation, props and the root's state. */
const PreviewChoice = z.object({
  component: z.string(),
  installationId: z.string(),
  props: z.record(z.string(), z.unknown()),
  /** The component's state as last rendered (or edited); entries kept before state was kept read as none. */
  state: z.record(z.string(), z.unknown()).default({}),
});
export type PreviewChoice = z.infer<typeof PreviewChoice>;

/**
 * Kept per integration folder (the workspace id changes on every open, the folder does not), in the
 * page's own storage: a reload puts the same component back with its installation and props.
 */
const keyOf = (folder: string) => `studio.preview.choice:${folder}`;

export function readChoice(folder: string, storage: Storage = localStorage): PreviewChoice | null {
  try {
    const parsed = PreviewChoice.safeParse(JSON.parse(storage.getItem(keyOf(folder)) ?? 'null'));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function keepChoice(folder: string, choice: PreviewChoice, storage: Storage = localStorage) {
  try {
    storage.setItem(keyOf(folder), JSON.stringify(choice));
  } catch {
    // A full storage (or props too large to keep): the Preview works on, only a reload forgets.
  }
}
