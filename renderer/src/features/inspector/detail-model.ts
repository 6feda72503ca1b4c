import type { JournalLinks, JournalRecord } from '../../../../shared/api/journal.ts';
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

const obj = (v: unknown) => (v && typeof v === 'object' ? (v as Record<string, unknown>) : {});

function signatureOf(data: unknown): string | null {
  const signature = obj(data).signature;
  if (typeof signature === 'string') return signature;
  const headerValue = obj(signature).header;
  return typeof headerValue === 'string' ? headerValue : null;
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
  const delivery = unique.find((r) => r.id === deliveryId) ?? null;
  const attemptRecords = unique.filter((r) => r.kind === 'webhook.attempt' && r.parentId === deliveryId);
  const own = exchangeOf(record);
  const lastAttempt = attemptRecords.at(-1) ?? null;
  const exchangeFrom = own ? record : lastAttempt;
  const exchange = own ?? (lastAttempt ? exchangeOf(lastAttempt) : null);
  const event = unique.find((r) => r.kind === 'webhook.event');
  const received = record.kind === 'webhook.received' ? record : unique.find((r) => r.kind === 'webhook.received');
  const receivedData = obj(received?.data);
  const signatureHeader = exchange ? header(exchange.request.headers, SIGNATURE_HEADER_LOWER) : undefined;
  // A reception keeps the receiver's verdict and diagnosis only: the signature its secret gives is
  // never stored, or anyone who can post to the receiver and read an export could sign forgeries.
  const expectedSignature = record.kind !== 'webhook.received' && event ? signatureOf(event.data) : null;
  const diagnosis =
    record.kind === 'webhook.received' && receivedData.diagnosis && typeof receivedData.diagnosis === 'object'
      ? (receivedData.diagnosis as Diagnosis)
      : null;
  const deliveryData = obj(delivery?.data);
  const policy = obj(deliveryData.policy).maxRetries === undefined ? undefined : (deliveryData.policy as RetryPolicy);
  const attempts = attemptsOf(attemptRecords);
  const eventId = [record, delivery, event].map((r) => obj(r?.data).eventId).find((v): v is string => typeof v === 'string') ?? null;
  return {
    record,
    exchange,
    exchangeFrom,
    expectedSignature,
    diagnosis,
    expectedFrom: record.kind === 'webhook.received' ? 'receiver' : 'webhook',
    signed: signatureHeader !== undefined || record.kind.startsWith('webhook.'),
    receiver:
      typeof receivedData.verdict === 'string'
        ? { verdict: receivedData.verdict, reason: typeof receivedData.reason === 'string' ? receivedData.reason : null }
        : null,
    attempts,
    finished: isFinished(attempts, policy),
    policy,
    eventId,
    webhookId: typeof deliveryData.webhookId === 'string' ? deliveryData.webhookId : null,
  };
}
