import type { JournalLinks, JournalRecord } from '../../../../shared/api/journal.ts';
import { isKind } from '../../../../shared/journal/record.ts';
import type { HttpExchange } from '../../../../shared/journal/records.ts';
import { exchangeOf, header } from '../../../../shared/inspector/exchange.ts';
import { SIGNATURE_HEADER_LOWER } from '../../../../shared/webhooks/signature.ts';
import type { RetryPolicy } from '../../../../shared/webhooks/policy.ts';
import { attemptsOf, isFinished, type TimelineAttempt } from './timeline.ts';
import type { ReceiverVerdict } from './SignaturePanel.tsx';
import type { Diagnosis } from '../../components/SignatureDiagnosis.tsx';

/** Everything the detail pane shows for one record, worked out from it and its links. */
export interface DetailModel {
  record: JournalRecord;
  /** The HTTP exchange to show: the record's own, else (an event or delivery) its last attempt's. */
  exchange: HttpExchange | null;
  exchangeFrom: JournalRecord | null;
  /** The studio's own signature for the event (`t=…,v1=…`), when it signed it; never a receiver's. */
  expectedSignature: string | null;
  /** Why the studio's receiver rejected the request (a receiver keeps no expected signature). */
  diagnosis: Diagnosis | null;
  /** Whose secret the expected signature comes from, for the label. */
  expectedFrom: 'receiver' | 'webhook';
  signed: boolean;
  receiver: ReceiverVerdict | null;
  attempts: TimelineAttempt[];
  /** The delivery ended (delivered or given up): no countdown. */
  finished: boolean;
  /** The delivery's retry policy as the webhooks service recorded it, for the next retry's window. */
  policy: RetryPolicy | undefined;
  /** The webhook event this record belongs to, and the installation it went to: what Resend needs. */
  eventId: string | null;
  webhookId: string | null;
}

export function detailModel(record: JournalRecord, links: JournalLinks): DetailModel {
  const all = [record, ...links.related, ...links.children, ...(links.parent ? [links.parent] : [])];
  const unique = [...new Map(all.map((r) => [r.id, r])).values()].sort((a, b) => a.id - b.id);
  // One delivery's attempts: the record's own delivery, or an event's latest delivery.
  const deliveryId =
    record.kind === 'webhook.delivery'
      ? record.id
      : record.kind === 'webhook.attempt'
        ? record.parentId
        : (unique.filter((r) => r.kind === 'webhook.delivery').at(-1)?.id ?? null);
  const delivery = unique.find((r) => r.id === deliveryId && isKind(r, 'webhook.delivery')) ?? null;
  const attemptRecords = unique.filter((r) => r.kind === 'webhook.attempt' && r.parentId === deliveryId);
  const own = exchangeOf(record);
  const lastAttempt = attemptRecords.at(-1) ?? null;
  const exchangeFrom = own ? record : lastAttempt;
  const exchange = own ?? (lastAttempt ? exchangeOf(lastAttempt) : null);
  const event = unique.find((r) => isKind(r, 'webhook.event'));
  const received = isKind(record, 'webhook.received') ? record : unique.find((r) => isKind(r, 'webhook.received'));
  const signatureHeader = exchange ? header(exchange.request.headers, SIGNATURE_HEADER_LOWER) : undefined;
  // A reception keeps the receiver's verdict and diagnosis only: the signature its secret gives is
  // never stored, or anyone who can post to the receiver and read an export could sign forgeries.
  const expectedSignature = record.kind !== 'webhook.received' && event ? event.data.signature : null;
  const diagnosis = isKind(record, 'webhook.received') ? (record.data.diagnosis ?? null) : null;
  const deliveryData = delivery && isKind(delivery, 'webhook.delivery') ? delivery.data : null;
  const policy = deliveryData?.policy;
  const attempts = attemptsOf(attemptRecords);
  const eventId = [record, delivery, event].map(eventIdOf).find((id) => id !== null) ?? null;
  return {
    record,
    exchange,
    exchangeFrom,
    expectedSignature,
    diagnosis,
    expectedFrom: record.kind === 'webhook.received' ? 'receiver' : 'webhook',
    signed: signatureHeader !== undefined || record.kind.startsWith('webhook.'),
    receiver: received ? { verdict: received.data.verdict, reason: received.data.reason } : null,
    attempts,
    finished: isFinished(attempts, policy),
    policy,
    eventId,
    webhookId: deliveryData?.webhookId ?? null,
  };
}

/** The webhook event id a record names (an event, a delivery, an attempt, a reception), or null. */
function eventIdOf(record: JournalRecord | null | undefined): string | null {
  if (!record || record.unreadable || !('eventId' in record.data)) return null;
  return record.data.eventId ?? null;
}
