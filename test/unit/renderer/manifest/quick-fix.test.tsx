import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { validateManifestText } from '../../../../shared/manifest/validate.ts';
import { ProblemsList } from '../../../../renderer/src/features/manifest/ProblemsList.tsx';
import { applyQuickFix, quickFixOf } from '../../../../renderer/src/features/manifest/quick-fix.ts';

const TEXT = `name: x
titel: X
description: d
visibility: publik
organization: o
scopes:
  - space:content:red
`;

function fixAll(text: string): string {
  for (;;) {
    const fixable = validateManifestText(text)
      .diagnostics.map(quickFixOf)
      .find((fix) => fix !== null);
    if (!fixable) return text;
    text = applyQuickFix(text, fixable);
  }
}

describe("quick fixes: the validator's did-you-mean becomes an edit", () => {
  it('titel → title, publik → public, space:content:red → space:content:read; the rest of the text is untouched', () => {
    const diagnostics = validateManifestText(TEXT).diagnostics;
    expect(
      diagnostics
        .map(quickFixOf)
        .filter(Boolean)
        .map((fix) => fix!.title),
    ).toEqual(['Change to `title`', 'Change to `public`', 'Change to `space:content:read`']);
    expect(fixAll(TEXT)).toBe(TEXT.replace('titel', 'title').replace('publik', 'public').replace('content:red', 'content:read'));
    expect(validateManifestText(fixAll(TEXT)).diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
  });

  it('name-not-lowercase offers the lowercase name as its fix (Ctrl+. and the Fix button), and the fixed manifest has no warning', () => {
    const text = TEXT.replace('name: x', 'name: VA-Auth0');
    const warning = validateManifestText(text).diagnostics.find((d) => d.code === 'name-not-lowercase')!;
    expect(quickFixOf(warning)).toMatchObject({ title: 'Change to `va-auth0`', replacement: 'va-auth0' });
    const fixed = applyQuickFix(text, quickFixOf(warning)!);
    expect(fixed.split('\n')[0]).toBe('name: va-auth0');
    expect(validateManifestText(fixed).diagnostics.map((d) => d.code)).not.toContain('name-not-lowercase');
  });

  it('a finding without a suggestion has no fix', () => {
    const missing = validateManifestText('name: x\n').diagnostics.find((d) => d.code === 'missing-required')!;
    expect(quickFixOf(missing)).toBeNull();
  });

  it('Problems shows a Fix button on a fixable finding; it applies the fix without moving the selection', () => {
    const diagnostics = validateManifestText(TEXT).diagnostics;
    const onFix = vi.fn();
    const onSelect = vi.fn();
    render(<ProblemsList diagnostics={diagnostics} validatorError={null} selected={null} onSelect={onSelect} onFix={onFix} />);
    const buttons = screen.getAllByRole('button', { name: /^Fix:/ });
    expect(buttons.map((b) => b.textContent)).toEqual(['Fix: title', 'Fix: public', 'Fix: space:content:read']);
    fireEvent.click(buttons[1]!);
    expect(onFix).toHaveBeenCalledWith(diagnostics.find((d) => d.path === '/visibility'));
    expect(onSelect).not.toHaveBeenCalled();
  });
});

// Monaco's clipboard contribution asks the document at import time; jsdom has no such method.
document.queryCommandSupported ??= () => false;

// The first import of Monaco transforms hundreds of modules: seconds on a busy two-core machine, not a failure.
describe(
  'the manifest editor offers the fix as a code action, and keeps word suggestions and ambiguous-character boxes out of prose',
  { timeout: 90_000 },
  () => {
    it('codeActionsFor turns a studio marker with a did-you-mean into a preferred quickfix edit of its range', async () => {
      const { codeActionsFor } = await import('../../../../renderer/src/features/manifest/YamlEditor.tsx');
      const model = { uri: { toString: () => 'file:///platform-manifest.yaml' }, getVersionId: () => 3 } as never;
      const d = validateManifestText(TEXT).diagnostics.find((x) => x.code === 'unknown-key')!;
      const [action] = codeActionsFor(model, [
        {
          severity: 8,
          code: d.code,
          message: d.message,
          startLineNumber: d.line,
          startColumn: d.column,
          endLineNumber: d.endLine!,
          endColumn: d.endColumn!,
        },
      ]);
      expect(action).toMatchObject({ title: 'Change to `title`', kind: 'quickfix', isPreferred: true });
      const edit = (
        action!.edit!.edits[0] as { textEdit: { text: string; range: { startLineNumber: number; startColumn: number; endColumn: number } } }
      ).textEdit;
      expect(edit).toMatchObject({ text: 'title', range: { startLineNumber: 2, startColumn: 1, endColumn: 6 } });
    });

    it('word-based suggestions are off and typographic characters are not boxed', async () => {
      const { EDITOR_OPTIONS } = await import('../../../../renderer/src/features/manifest/YamlEditor.tsx');
      expect(EDITOR_OPTIONS.wordBasedSuggestions).toBe('off');
      expect(EDITOR_OPTIONS.unicodeHighlight).toEqual({ ambiguousCharacters: false });
    });
  },
);
