import { useCallback, useEffect, useState } from 'react';
import { z } from 'zod';
import {
  checkPayload,
  EVENT_SCHEMAS,
  type Installation,
  type Preset,
  type RuntimeEventType,
} from '../../../../shared/api/installations.ts';
import { useStudio } from '../../lib/studio.tsx';
import { useWorkspace } from '../../lib/useWorkspace.ts';
import { keepFirings, readFirings, type Firing } from './history.ts';

export type Parsed =
  { ok: true; payload: Record<string, unknown>; problems: { path: string; message: string }[] } | { ok: false; error: string };

/** The editor text read as a payload of `type`: JSON first, then the event's shape. */
export function parsePayload(type: RuntimeEventType, text: string): Parsed {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    return { ok: false, error: `Not JSON: ${(error as Error).message}` };
  }
  if (!value || typeof value !== 'object' || Array.isArray(value)) return { ok: false, error: 'The payload must be a JSON object.' };
  const payload = value as Record<string, unknown>;
  return { ok: true, payload, problems: checkPayload(type, payload) };
}

/** Why Fire is disabled, in a sentence; null when it is enabled. */
export function firingBlockedBy(parsed: Parsed, target: Pick<Installation, 'status'> | null): string | null {
  if (!target) return 'No installation to fire at.';
  if (target.status === 'paused') return 'The installation is paused: resume it to fire.';
  if (!parsed.ok) return `Fix the payload: ${parsed.error}`;
  if (parsed.problems.length) {
    const [first] = parsed.problems;
    const more = parsed.problems.length > 1 ? ` (and ${parsed.problems.length - 1} more)` : '';
    return `Fix the payload: ${first!.path}: ${first!.message}${more}`;
  }
  return null;
}

/** The event's shape as JSON Schema, for the editor's completion and markers (the same zod schema Fire checks). */
export function eventJsonSchema(type: RuntimeEventType): Record<string, unknown> | null {
  try {
    return z.toJSONSchema(EVENT_SCHEMAS[type], { unrepresentable: 'any' }) as Record<string, unknown>;
  } catch {
    return null;
  }
}

/** Presets of the workspace, the generated template, and firing with its history. */
export function useEventRunner() {
  const { client } = useStudio();
  const [presets, setPresets] = useState<Preset[]>([]);
  const [firings, setFirings] = useState<Firing[]>([]);
  const [firing, setFiring] = useState(false);
  // The results are a history of the open folder: read back once its folder is known, kept on each change.
  const folder = useWorkspace()?.dir ?? null;
  const [historyOf, setHistoryOf] = useState<string | null>(null);
  if (folder !== historyOf) {
    setHistoryOf(folder);
    setFirings(folder ? readFirings(folder) : []);
  }
  useEffect(() => {
    if (folder && historyOf === folder) keepFirings(folder, firings);
  }, [folder, historyOf, firings]);

  const loadPresets = useCallback(() => client.call('installations.presets').then(setPresets, () => setPresets([])), [client]);
  useEffect(() => {
    void loadPresets();
  }, [loadPresets]);

  const template = useCallback(
    (installationId: string, eventType: RuntimeEventType) =>
      client.call('installations.eventTemplate', { installationId, eventType }).then((answer) => answer.payload),
    [client],
  );

  const fire = useCallback(
    async (installationId: string, eventType: RuntimeEventType, payload: Record<string, unknown>) => {
      setFiring(true);
      try {
        const outcome = await client.call('installations.fire', { installationId, eventType, payload });
        setFirings((list) => [{ at: Date.now(), outcome, error: null }, ...list].slice(0, 50));
      } catch (error) {
        setFirings((list) => [{ at: Date.now(), outcome: null, error: (error as Error).message }, ...list].slice(0, 50));
      } finally {
        setFiring(false);
      }
    },
    [client],
  );

  const savePreset = useCallback(
    async (name: string, eventType: RuntimeEventType, payload: Record<string, unknown>) => {
      await client.call('installations.savePreset', { name, eventType, payload });
      await loadPresets();
    },
    [client, loadPresets],
  );
  const deletePreset = useCallback(
    async (name: string) => {
      await client.call('installations.deletePreset', { name });
      await loadPresets();
    },
    [client, loadPresets],
  );

  return { presets, firings, firing, template, fire, savePreset, deletePreset };
}
