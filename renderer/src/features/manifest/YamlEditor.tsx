import { useEffect, useEffectEvent, useImperativeHandle, useRef, type Ref } from 'react';
import type { Diagnostic } from '../../../../shared/api/manifest.ts';
import { MANIFEST_URI, monaco, STUDIO_MARKER_OWNER } from './monaco.ts';
import { quickFixOf } from './quick-fix.ts';

export interface EditorHandle {
  /** Replaces the text as one undoable edit (Ctrl+Z takes a form change back like a typed one). */
  replaceText(next: string): void;
  /** Moves the cursor to a 1-based position, scrolls it into view and focuses the editor. */
  goTo(line: number, column: number): void;
  position(): { line: number; column: number };
}

interface Props {
  initialText: string;
  diagnostics: readonly Diagnostic[];
  theme: 'light' | 'dark';
  onChange(text: string): void;
  /** F8 / Shift+F8 inside the editor: the pane's problem navigation, not Monaco's own marker widget. */
  onStep(direction: 1 | -1): void;
  ref?: Ref<EditorHandle>;
}

/** The smallest replaced range, so cursor, selection and folding outside the change stay put. */
function changedRange(model: monaco.editor.ITextModel, next: string) {
  const current = model.getValue();
  let start = 0;
  const max = Math.min(current.length, next.length);
  while (start < max && current[start] === next[start]) start++;
  let end = 0;
  while (end < max - start && current[current.length - 1 - end] === next[next.length - 1 - end]) end++;
  const from = model.getPositionAt(start);
  const to = model.getPositionAt(current.length - end);
  return { range: new monaco.Range(from.lineNumber, from.column, to.lineNumber, to.column), text: next.slice(start, next.length - end) };
}

/** Where a diagnostic's squiggle ends when the validator gives only its start: the end of that token. */
function markerEnd(model: monaco.editor.ITextModel, line: number, column: number) {
  const content = model.getLineContent(line);
  const token = /^[^\s,\]}#]+/.exec(content.slice(column - 1));
  return token ? column + token[0].length : model.getLineMaxColumn(line);
}

export function toMarkers(model: monaco.editor.ITextModel, diagnostics: readonly Diagnostic[]): monaco.editor.IMarkerData[] {
  const lines = model.getLineCount();
  return diagnostics.map((d) => {
    const line = Math.min(d.line, lines);
    const column = Math.min(d.column, model.getLineMaxColumn(line));
    const endLine = d.endLine ? Math.min(d.endLine, lines) : line;
    let endColumn = d.endColumn && d.endLine ? Math.min(d.endColumn, model.getLineMaxColumn(endLine)) : markerEnd(model, line, column);
    if (endLine === line && endColumn <= column) endColumn = model.getLineMaxColumn(line);
    return {
      severity: d.severity === 'error' ? monaco.MarkerSeverity.Error : monaco.MarkerSeverity.Warning,
      code: d.code,
      message: d.message,
      source: 'studio',
      startLineNumber: line,
      startColumn: column,
      endLineNumber: endLine,
      endColumn,
    };
  });
}

/** Monaco's options for the manifest; exported so the choices below are checked by a test. */
export const EDITOR_OPTIONS = {
  minimap: { enabled: false },
  fontSize: 13,
  tabSize: 2,
  insertSpaces: true,
  scrollBeyondLastLine: false,
  fixedOverflowWidgets: true,
  quickSuggestions: { other: true, strings: true, comments: false },
  // Suggestions come from the schema (keys, enum values); words of the file would pop up in every free-text value.
  wordBasedSuggestions: 'off',
  // Descriptions are prose: a typographic apostrophe or dash is meant, not a look-alike to flag.
  unicodeHighlight: { ambiguousCharacters: false },
  renderWhitespace: 'boundary',
  ariaLabel: 'platform-manifest.yaml',
} satisfies monaco.editor.IStandaloneEditorConstructionOptions;

/** The did-you-mean of the studio's markers in range, as quick fixes (light bulb, Ctrl+.). */
export function codeActionsFor(
  model: monaco.editor.ITextModel,
  markers: readonly monaco.editor.IMarkerData[],
): monaco.languages.CodeAction[] {
  return markers.flatMap((marker) => {
    const fix = quickFixOf({
      severity: 'error',
      code: String(marker.code ?? ''),
      path: '',
      line: marker.startLineNumber,
      column: marker.startColumn,
      endLine: marker.endLineNumber,
      endColumn: marker.endColumn,
      message: marker.message,
    });
    if (!fix) return [];
    return [
      {
        title: fix.title,
        kind: 'quickfix',
        isPreferred: true,
        diagnostics: [marker],
        edit: {
          edits: [
            {
              resource: model.uri,
              versionId: model.getVersionId(),
              textEdit: { range: new monaco.Range(fix.line, fix.column, fix.endLine, fix.endColumn), text: fix.replacement },
            },
          ],
        },
      },
    ];
  });
}

export function YamlEditor({ initialText, diagnostics, theme, onChange, onStep, ref }: Props) {
  const host = useRef<HTMLDivElement>(null);
  const editor = useRef<monaco.editor.IStandaloneCodeEditor | null>(null);
  const changed = useEffectEvent(onChange);
  const step = useEffectEvent(onStep);
  const initial = useRef(initialText);

  useEffect(() => {
    const uri = monaco.Uri.parse(MANIFEST_URI);
    monaco.editor.getModel(uri)?.dispose();
    const model = monaco.editor.createModel(initial.current, 'yaml', uri);
    const instance = monaco.editor.create(host.current!, {
      model,
      automaticLayout: true,
      ...EDITOR_OPTIONS,
    });
    const quickFixes = monaco.languages.registerCodeActionProvider('yaml', {
      provideCodeActions(target, _range, context) {
        const ours = target === model ? context.markers.filter((marker) => marker.source === 'studio') : [];
        return { actions: codeActionsFor(target, ours), dispose() {} };
      },
    });
    editor.current = instance;
    instance.addCommand(monaco.KeyCode.F8, () => step(1));
    instance.addCommand(monaco.KeyMod.Shift | monaco.KeyCode.F8, () => step(-1));
    const subscription = model.onDidChangeContent(() => changed(model.getValue()));
    return () => {
      quickFixes.dispose();
      subscription.dispose();
      instance.dispose();
      model.dispose();
      editor.current = null;
    };
  }, []);

  useEffect(() => {
    monaco.editor.setTheme(theme === 'dark' ? 'studio-dark' : 'studio-light');
  }, [theme]);

  useEffect(() => {
    const model = editor.current?.getModel();
    if (model) monaco.editor.setModelMarkers(model, STUDIO_MARKER_OWNER, toMarkers(model, diagnostics));
  }, [diagnostics]);

  useImperativeHandle(ref, () => ({
    replaceText(next) {
      const instance = editor.current;
      const model = instance?.getModel();
      if (!instance || !model || model.getValue() === next) return;
      const edit = changedRange(model, next);
      instance.pushUndoStop();
      instance.executeEdits('manifest-form', [{ range: edit.range, text: edit.text, forceMoveMarkers: true }]);
      instance.pushUndoStop();
    },
    goTo(line, column) {
      const instance = editor.current;
      if (!instance) return;
      instance.setPosition({ lineNumber: line, column });
      instance.revealPositionInCenterIfOutsideViewport({ lineNumber: line, column });
      instance.focus();
    },
    position() {
      const position = editor.current?.getPosition();
      return position ? { line: position.lineNumber, column: position.column } : { line: 1, column: 1 };
    },
  }));

  return <div ref={host} className="mf-monaco" data-testid="manifest-monaco" />;
}
