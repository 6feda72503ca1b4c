// Journal throughput and query latency, each next to bare node:sqlite doing the same work in the
// same run: appends (with and without registered secrets) against a bare prepared INSERT of the
// same rows, and a text-filtered page over 100 000 records against a bare unfiltered page.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createBus } from '../../electron/services/events/bus.ts';
import { openDatabaseFile } from '../../electron/services/journal/database.ts';
import { createJournal, type NewRecord } from '../../electron/services/journal/journal.ts';
import { percentile, report } from './report.ts';

const APPENDS = 20_000;
const LOADED = 100_000;
const folder = mkdtempSync(join(tmpdir(), 'journal-bench-'));
let n = 0;
const db = (name: string) => openDatabaseFile(join(folder, `${name}-${n++}.db`));

/** A realistic record: an HTTP exchange of about 1 KB with a JSON body. */
function record(i: number): NewRecord {
  const body = JSON.stringify({ type: 'space_view', spaceId: `space_${i % 97}`, visitor: { anonymousId: `anon_${i}`, userAgent: 'Mozilla/5.0 (X11; Linux x86_64)' }, revision: `r${(i * 7919) % 100_003}` });
  return {
    kind: i % 5 === 0 ? 'webhook.attempt' : 'dispatch',
    status: i % 11 === 0 ? 'error' : 'ok',
    summary: `POST /v1 space_view ${i % 11 === 0 ? 500 : 200}`,
    installationId: `inst_${i % 7}`,
    data: {
      request: { method: 'POST', url: `http://127.0.0.1:4000/i/inst_${i % 7}/v1`, headers: { 'content-type': 'application/json', 'user-agent': 'PlatformWebhooks/1.0' }, body, bodyEncoding: 'utf8', bodySize: body.length, truncated: false },
      response: { status: i % 11 === 0 ? 500 : 200, headers: { 'content-type': 'application/json' }, body: '{"ok":true}', bodyEncoding: 'utf8', bodySize: 11, truncated: false },
      durationMs: 3 + (i % 17),
      error: null,
      eventType: 'space_view',
    },
  };
}

/** Bare node:sqlite: the same table shape, one prepared INSERT per row, autocommit, as the journal does. */
function bareInsertRate(): number {
  const bare = db('bare');
  bare.exec('CREATE TABLE records (id INTEGER PRIMARY KEY AUTOINCREMENT, ts REAL, kind TEXT, status TEXT, summary TEXT, installation_id TEXT, parent_id INTEGER, data TEXT)');
  const insert = bare.prepare('INSERT INTO records (ts, kind, status, summary, installation_id, parent_id, data) VALUES (?, ?, ?, ?, ?, ?, ?)');
  const rows = Array.from({ length: APPENDS }, (_, i) => record(i));
  const start = performance.now();
  for (const r of rows) insert.run(Date.now(), r.kind, r.status, r.summary, r.installationId ?? null, null, JSON.stringify(r.data));
  const rate = APPENDS / ((performance.now() - start) / 1000);
  bare.close();
  return rate;
}

/** Records/s until stored, and until also searchable (the trigram index is built after the rows). */
async function journalAppendRate(secrets: number): Promise<{ stored: number; searchable: number }> {
  const handle = db('journal');
  const journal = createJournal(handle, createBus());
  for (let s = 0; s < secrets; s++) journal.registerSecret(`SECRET_${s}`, `sk_live_${s}_abcdefghijklmnop`);
  const rows = Array.from({ length: APPENDS }, (_, i) => record(i));
  const start = performance.now();
  for (const r of rows) journal.append(r);
  // Rows are stored after the tick; the index follows in idle turns (a text query waits for it).
  await new Promise((resolve) => setImmediate(resolve));
  const stored = APPENDS / ((performance.now() - start) / 1000);
  journal.query({ text: 'no-such-text', limit: 1 });
  const searchable = APPENDS / ((performance.now() - start) / 1000);
  journal.close();
  handle.close();
  return { stored, searchable };
}

// Warm-up, then measure alternately so drift hits both.
bareInsertRate();
const bare = bareInsertRate();
const plain = await journalAppendRate(0);
const redacting = await journalAppendRate(5);
let ok = true;
ok = report({ name: 'journal.append rec/s stored (no secrets)', value: plain.stored, unit: 'rec/s', baselineName: 'bare sqlite INSERT', baseline: bare, better: 'higher', target: { absolute: 20_000 } }) && ok;
ok = report({ name: 'journal.append rec/s stored (5 secrets)', value: redacting.stored, unit: 'rec/s', baselineName: 'bare sqlite INSERT', baseline: bare, better: 'higher', target: { absolute: 20_000 } }) && ok;
report({ name: 'journal.append rec/s stored + indexed (no secrets)', value: plain.searchable, unit: 'rec/s', baselineName: 'bare sqlite INSERT', baseline: bare, better: 'higher' });
report({ name: 'journal.append rec/s stored + indexed (5 secrets)', value: redacting.searchable, unit: 'rec/s', baselineName: 'bare sqlite INSERT', baseline: bare, better: 'higher' });

// 100 000 records, then a text filter and a kind+status filter, each a first page with its count.
const handle = db('loaded');
const journal = createJournal(handle, createBus());
const batch: Parameters<typeof journal.importRecords>[0] = [];
for (let i = 0; i < LOADED; i++) batch.push({ id: i + 1, ts: Date.now(), installationId: null, parentId: null, ...record(i), data: record(i).data });
journal.importRecords(batch);
const page = handle.prepare('SELECT id, ts, kind, status, summary FROM records ORDER BY id DESC LIMIT 200');
const time = (run: () => unknown) => {
  const samples: number[] = [];
  for (let i = 0; i < 30; i++) {
    const start = performance.now();
    run();
    samples.push(performance.now() - start);
  }
  return percentile(samples, 50);
};
const baseline = time(() => page.all());
const text = time(() => journal.query({ text: 'r4242', limit: 200, count: true }));
const common = time(() => journal.query({ text: 'space_13', limit: 200, count: true }));
const filtered = time(() => journal.query({ kinds: ['webhook.attempt'], statuses: ['error'], limit: 200, count: true }));
ok = report({ name: `text filter, rare match, ${LOADED / 1000}k records (median)`, value: text, unit: 'ms', baselineName: 'bare page SELECT', baseline, better: 'lower', target: { absolute: 100 } }) && ok;
ok = report({ name: `text filter, 1% match + count (median)`, value: common, unit: 'ms', baselineName: 'bare page SELECT', baseline, better: 'lower', target: { absolute: 100 } }) && ok;
ok = report({ name: `kind+status filter + count (median)`, value: filtered, unit: 'ms', baselineName: 'bare page SELECT', baseline, better: 'lower', target: { absolute: 100 } }) && ok;
journal.close();
handle.close();
rmSync(folder, { recursive: true, force: true });
process.exit(ok ? 0 : 1);
