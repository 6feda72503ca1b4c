import { useState } from 'react';
import type { HttpExchange } from '../../../../shared/journal/records.ts';
import { bodyText, header } from '../../../../shared/inspector/exchange.ts';
import { judgeSignature, parseSignatureHeader } from '../../../../shared/inspector/signature.ts';
import { SIGNATURE_HEADER_LOWER, signedText } from '../../../../shared/webhooks/signature.ts';
import { SignatureDiagnosis, type Diagnosis } from '../../components/SignatureDiagnosis.tsx';

/** Signed strings longer than this are cut with an expand button: a whole body rarely helps. */
export const SIGNED_PREVIEW = 160;

export interface ReceiverVerdict {
  verdict: string;
  reason: string | null;
}

/**
 * The signature of one signed request: the header split into t and v1, the exact string the HMAC
 * covers, the signature the studio computed for the event with the configured secret, the verdict
 * with its reason, and what the studio's receiver concluded when it was the one receiving.
 */
export function SignaturePanel({
  request,
  expected,
  expectedFrom,
  receiver,
  diagnosis = null,
}: {
  request: HttpExchange['request'];
  expected: string | null;
  expectedFrom: 'receiver' | 'webhook';
  receiver: ReceiverVerdict | null;
  diagnosis?: Diagnosis | null;
}) {
  const [open, setOpen] = useState(false);
  const value = header(request.headers, SIGNATURE_HEADER_LOWER);
  const parts = parseSignatureHeader(value);
  const expectedParts = expected ? parseSignatureHeader(expected) : null;
  // A reception is judged by the receiver (the only one that held its secret); the studio's own sends by their stored signature.
  const verdict =
    expectedFrom === 'receiver' && receiver
      ? {
          valid: receiver.verdict === 'genuine',
          reason: receiver.verdict === 'genuine' ? 'the receiver verified it' : (receiver.reason ?? 'rejected'),
        }
      : judgeSignature(parts, expectedParts);
  const body = bodyText(request).text;
  const signed = parts.t === null ? null : signedText(parts.t, body);
  return (
    <section className="insp-signature" aria-label="Signature">
      <h3>Signature</h3>
      <dl className="insp-facts">
        <dt>Header</dt>
        <dd>
          <code className="insp-wrap">{value ?? '(none)'}</code>
        </dd>
        <dt>t</dt>
        <dd>{parts.t === null ? '—' : `${parts.t} (${new Date(parts.t * 1000).toISOString()})`}</dd>
        <dt>v1</dt>
        <dd>
          <code className="insp-wrap">{parts.v1.join(', ') || '—'}</code>
        </dd>
        <dt>Signed string</dt>
        <dd>
          {signed === null ? (
            '—'
          ) : (
            <>
              <code className="insp-wrap" data-testid="signed-string">
                {open || signed.length <= SIGNED_PREVIEW ? signed : `${signed.slice(0, SIGNED_PREVIEW)}…`}
              </code>
              {signed.length > SIGNED_PREVIEW && (
                <button type="button" className="insp-link" onClick={() => setOpen((o) => !o)}>
                  {open ? 'Collapse' : `Expand (${signed.length} characters)`}
                </button>
              )}
            </>
          )}
        </dd>
        <dt>Expected v1 ({expectedFrom === 'receiver' ? "receiver's secret" : "webhook's secret"})</dt>
        <dd>
          {expectedFrom === 'receiver' ? (
            <span className="muted">
              not kept: a receiver never stores the signature it expected, so a rejected request teaches nobody a valid one
            </span>
          ) : (
            <code className="insp-wrap">{expectedParts?.v1[0] ?? 'unknown: not an event this studio signed'}</code>
          )}
        </dd>
        <dt>Verdict</dt>
        <dd className={verdict.valid ? 'outcome-ok' : 'outcome-error'} data-testid="signature-verdict">
          <strong>{verdict.valid ? 'valid' : 'invalid'}</strong> — {verdict.reason}
        </dd>
        {receiver && (
          <>
            <dt>Receiver said</dt>
            <dd
              className={receiver.verdict === 'genuine' || receiver.verdict === 'valid' ? 'outcome-ok' : 'outcome-error'}
              data-testid="receiver-verdict"
            >
              <strong>{receiver.verdict}</strong>
              {receiver.reason ? ` — ${receiver.reason}` : ''}
            </dd>
          </>
        )}
      </dl>
      {diagnosis && (
        <>
          <h4>Why it was rejected</h4>
          <SignatureDiagnosis diagnosis={diagnosis} />
        </>
      )}
    </section>
  );
}
