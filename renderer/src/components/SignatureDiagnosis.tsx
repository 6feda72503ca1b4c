import type { VerdictView } from '../../../shared/api/webhooks.ts';

export type Diagnosis = NonNullable<VerdictView['diagnosis']>;

const PART: Record<Diagnosis['differs'], string> = {
  header: 'the X-Platform-Signature header (missing or not t=…,v1=…)',
  timestamp: 't, the timestamp',
  signature: 'v1, the signature (wrong secret, or the body changed after signing)',
};

/**
 * Why a received request was rejected, without the signature the receiver expected: the receiver
 * answers anyone, and showing that signature would sign their forgeries for them.
 */
export function SignatureDiagnosis({ diagnosis }: { diagnosis: Diagnosis }) {
  return (
    <dl className="sig-diagnosis" data-testid="signature-diagnosis">
      <dt>Layout</dt>
      <dd>
        <code>{diagnosis.layout}</code>
      </dd>
      <dt>Differs</dt>
      <dd>{PART[diagnosis.differs]}</dd>
      <dt>Timestamp skew</dt>
      <dd>
        {diagnosis.skewSeconds === null
          ? '—'
          : `${diagnosis.skewSeconds > 0 ? `${diagnosis.skewSeconds} s old` : `${-diagnosis.skewSeconds} s ahead`} (tolerance ±${diagnosis.toleranceSeconds} s)`}
      </dd>
      {diagnosis.hints.length > 0 && (
        <>
          <dt>{diagnosis.hints.length === 1 ? 'Hint' : 'Hints'}</dt>
          {diagnosis.hints.map((hint) => (
            <dd key={hint}>{hint}</dd>
          ))}
        </>
      )}
    </dl>
  );
}
