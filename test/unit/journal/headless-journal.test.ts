import { describe, expect, it } from 'vitest';
import { toDisposable } from '../../../electron/lib/lifecycle.ts';
import { openHeadlessJournal } from '../../../electron/services/journal/open.ts';

describe('a headless journal (headless commands, the fixture engine) closes what was built on it before itself', () => {
  it('what the caller adds is disposed first, while the journal and database still work; then both are closed', async () => {
    const opened = openHeadlessJournal('memory');
    const seen: string[] = [];
    opened.store.add(
      toDisposable(() => {
        // A service flushing its last record on the way out still has a journal to write to.
        opened.journal.append({
          kind: 'log',
          status: 'ok',
          summary: 'last words',
          data: { level: 'info', message: 'last words' },
        } as never);
        opened.journal.flush();
        seen.push(`service (database open: ${opened.db.isOpen})`);
      }),
    );
    await opened.dispose();
    expect(seen).toEqual(['service (database open: true)']);
    expect(opened.db.isOpen).toBe(false);
  });
});
