import { afterEach, describe, expect, it } from 'vitest';
import { createBus } from '../../../electron/services/events/bus.ts';
import { openDatabaseFile } from '../../../electron/services/journal/database.ts';
import { createJournal, type Journal } from '../../../electron/services/journal/journal.ts';
import { mockHitsFromJournal } from '../../../electron/services/mocks/journal-hits.ts';

const journals: Journal[] = [];
afterEach(() => {
  for (const journal of journals.splice(0)) journal.close();
});

/** Three processes writing to one folder's journal: the studio, a `trigger --no-studio` and the reading CLI. */
function folderJournal() {
  const db = openDatabaseFile(':memory:');
  const bus = createBus();
  const as = (command: string, pid: number) => {
    const journal = createJournal(db, bus, { origin: { command, pid } });
    journals.push(journal);
    return journal;
  };
  return { studio: as('serve', 111), trigger: as('trigger', 222), cli: as('mock', 333) };
}

const message = { headers: {}, body: '', bodySize: 0 };

const answered = (journal: Journal, mock: string | null, url = 'https://a.test/p') =>
  journal.append({
    kind: 'outbound.fetch',
    status: 'ok',
    summary: `GET ${url} → 200${mock ? ` (mock ${mock})` : ''}`,
    data: {
      request: { method: 'GET', url, ...message },
      response: { status: 200, ...message },
      durationMs: 1,
      error: null,
      stub: false,
      refused: null,
      ...(mock ? { mock } : {}),
    },
  });

describe('mock hits from the journal', () => {
  it('counts each mock’s answers in the whole journal and in the studio’s session, the same from the studio and from the CLI', () => {
    const { studio, trigger, cli } = folderJournal();
    answered(studio, 'projects');
    answered(trigger, 'projects');
    answered(trigger, 'projects', 'https://a.test/p?page=2');
    answered(studio, null);
    for (const journal of [studio, trigger, cli]) journal.flush();

    const fromStudio = mockHitsFromJournal(studio);
    const fromCli = mockHitsFromJournal(cli, { pid: 111 });
    for (const counted of [fromStudio, fromCli]) {
      expect(counted.get('projects')).toMatchObject({ session: 1, journal: 3, last: { method: 'GET', url: 'https://a.test/p?page=2' } });
      expect([...counted.keys()]).toEqual(['projects']);
    }
    // No studio has the folder open: nothing is this session's.
    expect(mockHitsFromJournal(cli, null).get('projects')).toMatchObject({ session: 0, journal: 3 });
  });
});
