import { randomUUID, timingSafeEqual } from 'node:crypto';
import type { BackgroundWatch } from './containment/background.ts';
import { parseBackgroundReport } from './containment/background.ts';
import { CONTAINMENT_DEFAULTS } from './containment/rules.ts';
import { readLimited } from './http-message.ts';
import type { Ledger } from './ledger.ts';
import { parseLogBatch, type LogEntry } from './logs.ts';
import type { HostCall } from './runtime-options.ts';

/** How many recent dispatches keep their host token (for logs and background work after the answer). */
const LIVE_KEPT = 1_000;
/** Refused host calls journaled per host; past it they are still refused, and counted. */
const REFUSALS_JOURNALED = 10;
/** A background report is a few words; its error text is cut at 2 000 characters by the entry. */
const BACKGROUND_REPORT_BYTES = 64 * 1024;

const textDecoder = new TextDecoder();

/** What the host knows of a recent dispatch for its host calls. */
interface Live {
  /** The value only the entry holds; a host call must carry it. */
  token: string;
  /** Bytes of logs received after the answer, against the console output limit. */
  lateLogBytes: number;
  lateLogsCut: boolean;
}

function sameToken(expected: string, given: string): boolean {
  const a = Buffer.from(expected);
  const b = Buffer.from(given);
  return a.byteLength === b.byteLength && timingSafeEqual(a, b);
}

export interface HostCallsDeps {
  ledger: Pick<Ledger, 'logs' | 'log' | 'isOpen'>;
  background: Pick<BackgroundWatch, 'started' | 'ended'>;
  /** Background work started: memory is watched while it runs. */
  watchBackground(): void;
  /** The loaded build's stack mapper and secrets (they change on each build). */
  mapStack(stack: string): string;
  secrets(): Record<string, string>;
  /** Errors journaled lately, so workerd's stderr copy of one is not journaled again. */
  recentErrors: { note(text: string): void };
}

/**
 * The host tokens of recent dispatches and the calls the entry makes back to the host (logs and
 * background work after the answer): a call counts only with the token of the dispatch it names,
 * so hosted code cannot forge one.
 */
export interface HostCalls {
  /** A new dispatch's token, which only the entry will hold. */
  issue(dispatchId: string): string;
  /** Answers a call from the runtime: null when accepted, else why it was refused. */
  handle(call: HostCall): Promise<string | null>;
  /** Logs of a dispatch, secrets masked, to the ledger. */
  acceptLogs(dispatchId: string, raw: LogEntry[]): void;
  /** Secrets masked: logs also reach callers (CLI, panes) outside the journal. */
  redact(text: string): string;
  /** The runtime restarted: what ran in it is gone; dispatches still waiting for the new one keep their token. */
  forgetFinished(): void;
}

export function createHostCalls(deps: HostCallsDeps): HostCalls {
  const { ledger } = deps;
  /** Dispatch id → its host token and late-log count, while its host calls may still come. Bounded. */
  const live = new Map<string, Live>();
  let refused = 0;

  function redact(text: string): string {
    let out = text;
    for (const [name, value] of Object.entries(deps.secrets())) if (value.length >= 4) out = out.split(value).join(`[redacted:${name}]`);
    return out;
  }

  function acceptLogs(dispatchId: string, raw: LogEntry[]) {
    const logs = raw.map((entry) => ({ ...entry, message: redact(entry.message), ...(entry.stack ? { stack: redact(entry.stack) } : {}) }));
    for (const entry of logs)
      if (entry.level === 'error' && entry.source !== 'runtime') deps.recentErrors.note(entry.stack ?? entry.message);
    ledger.logs(dispatchId, logs);
  }

  /** Journals a host call that did not come from the entry (hosted code forging one) and says why it was refused. */
  function refuse(call: HostCall, why: string): string {
    const message = redact(
      `A forged host call was refused: a call to ${call.path.slice(0, 100)} claiming dispatch "${call.dispatchId.slice(0, 100)}" ${why}. ` +
        'Only the studio can report logs and background work; integration code cannot.',
    );
    refused++;
    if (refused <= REFUSALS_JOURNALED) {
      const more = refused === REFUSALS_JOURNALED ? ` (${REFUSALS_JOURNALED} journaled; further refusals are not.)` : '';
      ledger.log({ level: 'warn', ts: Date.now(), message: message + more, source: 'runtime' }, null);
    }
    return message;
  }

  /**
   * Logs after the answer get the console output limit of an answer, per dispatch, all of them
   * together. They come as concurrent calls: bytes are counted as they arrive, so no two calls both
   * fit in what is left.
   */
  async function acceptLateLogs(dispatchId: string, dispatch: Live, call: HostCall) {
    const limit = CONTAINMENT_DEFAULTS.logBatchBytes;
    const chunks: Buffer[] = [];
    let dropped = false;
    for await (const chunk of call.body as AsyncIterable<Buffer>) {
      if (dispatch.lateLogsCut) {
        dropped = true;
        continue;
      }
      dispatch.lateLogBytes += chunk.byteLength;
      if (dispatch.lateLogBytes <= limit) {
        chunks.push(chunk);
        continue;
      }
      dispatch.lateLogsCut = dropped = true;
      const message = `The integration logged more than ${limit / 1024 / 1024} MiB after its answer for this event, the studio's limit on console output per event; the rest of its logs were dropped.`;
      acceptLogs(dispatchId, [{ level: 'warn', ts: Date.now(), message, source: 'runtime' }]);
    }
    if (!dropped) acceptLogs(dispatchId, parseLogBatch(Buffer.concat(chunks).toString('utf8'), deps.mapStack));
  }

  return {
    issue(dispatchId) {
      // 122 random bits from Node's pooled entropy: one OpenSSL call per 128 tokens rather than one per dispatch.
      const token = randomUUID();
      live.set(dispatchId, { token, lateLogBytes: 0, lateLogsCut: false });
      if (live.size > LIVE_KEPT) live.delete(live.keys().next().value!);
      return token;
    },
    async handle(call) {
      const { dispatchId } = call;
      const dispatch = live.get(dispatchId);
      if (!call.token) return refuse(call, 'carried no host token');
      if (!dispatch) return refuse(call, 'names no running or recent dispatch');
      if (!sameToken(dispatch.token, call.token)) return refuse(call, "carried a host token that is not that dispatch's");
      if (call.path === '/logs') {
        await acceptLateLogs(dispatchId, dispatch, call);
      } else if (call.path === '/background') {
        const report = parseBackgroundReport(textDecoder.decode(await readLimited(call.body, BACKGROUND_REPORT_BYTES)));
        if (report?.phase === 'start') {
          deps.background.started(dispatchId);
          deps.watchBackground();
        } else if (report?.phase === 'end') {
          deps.background.ended(dispatchId, report.outcome, report.error ? redact(deps.mapStack(report.error)) : null);
        }
      } else {
        return refuse(call, 'asked for something the host does not answer');
      }
      return null;
    },
    acceptLogs,
    redact,
    forgetFinished() {
      for (const id of live.keys()) if (!ledger.isOpen(id)) live.delete(id);
    },
  };
}
