import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Diagnostic } from '../../../../shared/api/manifest.ts';
import { nextDiagnostic, sortDiagnostics } from '../../../../renderer/src/features/manifest/diagnostics.ts';
import { ProblemsList } from '../../../../renderer/src/features/manifest/ProblemsList.tsx';

const d = (line: number, column: number, severity: Diagnostic['severity'] = 'error', code = 'unknown-scope'): Diagnostic => ({
  severity,
  code,
  path: '/scopes/0',
  line,
  column,
  message: `${code} at ${line}:${column}`,
});

describe('problems list', () => {
  it('lists each problem with its severity, code, message and line:col, and a click selects it', async () => {
    const onSelect = vi.fn();
    const problems = sortDiagnostics([d(9, 3, 'warning', 'internal-scope'), d(2, 7, 'error', 'duplicate-name')]);
    render(<ProblemsList diagnostics={problems} validatorError={null} selected={null} onSelect={onSelect} />);
    const options = screen.getAllByRole('option');
    expect(options[0]).toHaveTextContent('duplicate-name');
    expect(options[0]).toHaveTextContent('2:7');
    expect(screen.getByLabelText('error')).toBeInTheDocument();
    expect(options[1]).toHaveTextContent('internal-scope');
    expect(screen.getByLabelText('warning')).toBeInTheDocument();
    expect(screen.getByTestId('manifest-problem-count')).toHaveTextContent('1 error, 1 warning');
    await userEvent.setup().click(options[1]!);
    expect(onSelect).toHaveBeenCalledWith(problems[1]);
  });

  it('says so when there is nothing to fix, and when the validator did not answer', () => {
    render(<ProblemsList diagnostics={[]} validatorError="The manifest service is not built yet." selected={null} onSelect={() => {}} />);
    expect(screen.getByText('No problems in the manifest.')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('The validator did not answer: The manifest service is not built yet.');
  });
});

describe('F8 order', () => {
  const sorted = sortDiagnostics([d(10, 1), d(3, 5), d(3, 2, 'warning'), d(3, 2, 'error')]);

  it('problems are in reading order, errors first on the same spot', () => {
    expect(sorted.map((x) => `${x.line}:${x.column}:${x.severity}`)).toEqual(['3:2:error', '3:2:warning', '3:5:error', '10:1:error']);
  });

  it('F8 goes to the first problem after the cursor and wraps to the top', () => {
    expect(nextDiagnostic(sorted, 3, 2)).toBe(sorted[2]);
    expect(nextDiagnostic(sorted, 4, 1)).toBe(sorted[3]);
    expect(nextDiagnostic(sorted, 10, 1)).toBe(sorted[0]);
  });

  it('Shift+F8 goes to the last problem before the cursor and wraps to the bottom', () => {
    expect(nextDiagnostic(sorted, 10, 1, -1)).toBe(sorted[2]);
    expect(nextDiagnostic(sorted, 1, 1, -1)).toBe(sorted[3]);
  });

  it('no problems: nowhere to go', () => {
    expect(nextDiagnostic([], 1, 1)).toBeNull();
  });
});
