import { TriangleAlert } from 'lucide-react';
import type { NodeIssue } from '../../../../shared/contentkit/index.ts';

/** Stands in for a node that failed validation; names element, attribute and path so it can be fixed. */
export function NodeError({ issues }: { issues: NodeIssue[] }) {
  return (
    <div className="ck-node-error" role="alert" data-testid="ck-node-error">
      {issues.map((issue, index) => (
        <div key={index} className="ck-node-error-row">
          <TriangleAlert size={14} aria-hidden />
          <span>
            <strong>{issue.element ?? 'node'}</strong>
            {issue.attribute ? (
              <>
                {' '}
                attribute <code>{issue.attribute}</code>
              </>
            ) : null}{' '}
            at <code>{issue.path || '(root)'}</code>: {issue.message}
          </span>
        </div>
      ))}
    </div>
  );
}
