import { useCallback, useRef } from 'react';
import { useTopic } from '../../lib/studio.tsx';

interface LoggedError {
  ts: number;
  text: string;
}
interface Waiter {
  since: number;
  found(text: string): void;
}

const WAIT_MS = 1500;
const KEEP = 20;

/**
 * The integration's own console.error (its message usually carries the source-mapped stack); the
 * runtime's echo of the same error arrives line by line as `source: 'runtime'` and is skipped.
 */
function logText(data: unknown): string | null {
  if (!data || typeof data !== 'object') return null;
  const { message, stack, source } = data as { message?: unknown; stack?: unknown; source?: unknown };
  if (source === 'runtime' || typeof message !== 'string') return null;
  const frames = typeof stack === 'string' ? stack.split('\n').slice(1).join('\n') : '';
  return frames && !message.includes(frames) ? `${message}\n${frames}` : message;
}

/**
 * A component that throws answers a bare 500; its message and (source-mapped) stack go to the
 * integration's log. This finds the error logged during a render, waiting briefly since the log
 * may arrive just after the answer.
 */
export function useErrorLog() {
  const recent = useRef<LoggedError[]>([]);
  const waiters = useRef(new Set<Waiter>());
  useTopic('journal.appended', (record) => {
    if (record.kind !== 'log' || record.status !== 'error') return;
    const text = logText(record.data);
    if (!text) return;
    recent.current = [...recent.current.slice(-(KEEP - 1)), { ts: record.ts, text }];
    for (const waiter of waiters.current) {
      if (record.ts >= waiter.since) {
        waiters.current.delete(waiter);
        waiter.found(text);
      }
    }
  });
  return useCallback((since: number) => {
    const already = recent.current.find((entry) => entry.ts >= since);
    if (already) return Promise.resolve<string | null>(already.text);
    return new Promise<string | null>((resolve) => {
      const waiter: Waiter = { since, found: resolve };
      waiters.current.add(waiter);
      setTimeout(() => {
        if (waiters.current.delete(waiter)) resolve(null);
      }, WAIT_MS);
    });
  }, []);
}
