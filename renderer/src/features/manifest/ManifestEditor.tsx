import { Save } from 'lucide-react';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Group, Panel, Separator, useDefaultLayout } from 'react-resizable-panels';
import type { Diagnostic, ManifestDocument, ManifestDraft } from '../../../../shared/api/manifest.ts';
import { StudioError } from '../../../../shared/api/errors.ts';
import { formatKeys, useShortcuts, type Shortcut } from '../../lib/shortcuts.ts';
import { useStudio, useTopic } from '../../lib/studio.tsx';
import { useTheme } from '../../lib/theme.ts';
import { ConflictPrompt } from './ConflictPrompt.tsx';
import { EnvironmentPicker } from './EnvironmentPicker.tsx';
import { diskDraft, draftOf, keepDraft, keepMineBase, openDraft } from './draft.ts';
import { setUnsaved } from '../../lib/unsaved.ts';
import { nextDiagnostic, sortDiagnostics } from './diagnostics.ts';
import { FieldProblems, PendingEdits } from './fields.tsx';
import { ManifestForm } from './ManifestForm.tsx';
import { ProblemsList } from './ProblemsList.tsx';
import { applyQuickFix, quickFixOf } from './quick-fix.ts';
import { YamlEditor, type EditorHandle } from './YamlEditor.tsx';
import { YamlEditError } from './yaml-edit.ts';

/** Typing pauses this long before the text is validated, leaving room for the round trip within 100 ms. */
const VALIDATE_DELAY_MS = 50;
/** Typing pauses this long before unsaved text is written to disk. */
const DRAFT_DELAY_MS = 300;

const draftKey = (text: string, baseText: string) => `${baseText.length}:${baseText}\u0000${text}`;

/** `onReload` loads the open workspace's manifest again (a save was refused because another folder is open). */
export function ManifestEditor({
  document: loaded,
  stored = null,
  onReload,
}: {
  document: ManifestDocument;
  /** Unsaved edits an earlier run of the studio kept on disk for this file. */
  stored?: ManifestDraft | null;
  onReload(): void;
}) {
  const { client } = useStudio();
  const theme = useTheme();
  const editor = useRef<EditorHandle>(null);
  const [opened] = useState(() => openDraft(loaded, draftOf(loaded.path) ?? diskDraft(loaded, stored)));
  const [base, setBase] = useState(opened.base);
  const [text, setText] = useState(opened.text);
  // The latest text for callbacks that outlive a render (validation answers, saves, pushes).
  const textRef = useRef(text);
  const onText = useCallback((next: string) => {
    textRef.current = next;
    setText(next);
  }, []);
  const [diagnostics, setDiagnostics] = useState(() => sortDiagnostics(loaded.diagnostics));
  const [validatorError, setValidatorError] = useState<string | null>(null);
  const [selected, setSelected] = useState<Diagnostic | null>(null);
  const [theirs, setTheirs] = useState<ManifestDocument | null>(opened.theirs);
  const [saving, setSaving] = useState(false);
  const [pending] = useState(() => new Set<() => void>());
  const [notice, setNotice] = useState<{ kind: 'error' | 'info'; text: string; reload?: boolean } | null>(() =>
    opened.restored ? { kind: 'info', text: 'Your unsaved edits from the last time this folder was open are back (not saved).' } : null,
  );
  const dirty = text !== base.text;
  const outer = useDefaultLayout({ id: 'studio.manifest.rows', storage: localStorage });
  const inner = useDefaultLayout({ id: 'studio.manifest.columns', storage: localStorage });

  // Closing or reloading the window with unsaved edits asks first (the browser shows its own prompt).
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  const baseRef = useRef(base);
  useEffect(() => {
    baseRef.current = base;
  }, [base]);
  // Unsaved text is kept on disk (in the user's config folder) until it is saved or discarded, so
  // "Keep them" holds across a restart of the studio; written once typing pauses.
  const onDisk = useRef<string | null>(opened.restored ? draftKey(opened.text, opened.base.text) : null);
  const keepOnDisk = useCallback(
    (draft: { text: string; baseText: string } | null) => {
      const key = draft ? draftKey(draft.text, draft.baseText) : null;
      if (key === onDisk.current) return;
      onDisk.current = key;
      client.call('manifest.keepDraft', { workspaceId: loaded.workspaceId, path: loaded.path, draft }).catch(() => {
        onDisk.current = null;
      });
    },
    [client, loaded.workspaceId, loaded.path],
  );
  const forgetOnDisk = useCallback(() => keepOnDisk(null), [keepOnDisk]);
  useEffect(() => {
    const timer = setTimeout(() => keepOnDisk(text === base.text ? null : { text, baseText: base.text }), DRAFT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [keepOnDisk, text, base.text]);

  // The shell asks before opening another folder over unsaved edits; Discard drops them here, so
  // the new folder's pane does not offer them back.
  useEffect(() => {
    setUnsaved(
      'manifest',
      dirty
        ? {
            label: 'edits to the manifest',
            discard: () => {
              const mine = textRef.current;
              forgetOnDisk();
              textRef.current = baseRef.current.text;
              setText(baseRef.current.text);
              return () => onText(mine);
            },
          }
        : null,
    );
  }, [dirty, onText, forgetOnDisk]);
  useEffect(() => () => setUnsaved('manifest', null), []);

  useEffect(
    () => () => keepDraft(loaded.path, textRef.current === baseRef.current.text ? null : { text: textRef.current, base: baseRef.current }),
    [loaded.path],
  );

  // Validate after typing stops; an answer for text that has since changed is dropped.
  const validated = useRef(loaded.text);
  useEffect(() => {
    if (text === validated.current) return;
    const timer = setTimeout(() => {
      const asked = text;
      client
        .call('manifest.validate', { text: asked })
        .then((result) => {
          if (textRef.current !== asked) return;
          validated.current = asked;
          setDiagnostics(sortDiagnostics(result.diagnostics));
          setValidatorError(null);
        })
        .catch((error: Error) => setValidatorError(error.message));
    }, VALIDATE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [client, text]);

  // The environment decides which secrets must be set (secret-not-set): switching it re-runs Problems.
  useTopic('manifest.environment', () => {
    const asked = textRef.current;
    client
      .call('manifest.validate', { text: asked })
      .then((result) => {
        if (textRef.current !== asked) return;
        validated.current = asked;
        setDiagnostics(sortDiagnostics(result.diagnostics));
        setValidatorError(null);
      })
      .catch((error: Error) => setValidatorError(error.message));
  });

  const replaceWith = useCallback(
    (next: string) => {
      if (editor.current) editor.current.replaceText(next);
      else onText(next);
    },
    [onText],
  );

  const onEdit = useCallback(
    (change: (current: string) => string) => {
      try {
        replaceWith(change(textRef.current));
        setNotice(null);
      } catch (error) {
        if (!(error instanceof YamlEditError)) throw error;
        setNotice({ kind: 'error', text: error.message });
      }
    },
    [replaceWith],
  );

  const adopt = useCallback(
    (doc: ManifestDocument) => {
      setBase(doc);
      setTheirs(null);
      validated.current = doc.text;
      setDiagnostics(sortDiagnostics(doc.diagnostics));
      replaceWith(doc.text);
    },
    [replaceWith],
  );

  const save = useCallback(async () => {
    if (saving) return;
    // A field still holding typed text (Ctrl+S pressed in it) writes it first: the save is what the user sees.
    for (const commit of [...pending]) commit();
    setSaving(true);
    setNotice(null);
    try {
      // The workspace and file the text was read from: the studio writes nowhere else.
      const doc = await client.call('manifest.save', {
        workspaceId: base.workspaceId,
        path: base.path,
        text: textRef.current,
        baseVersion: base.version,
      });
      setBase(doc);
      if (doc.text === textRef.current) {
        validated.current = doc.text;
        setDiagnostics(sortDiagnostics(doc.diagnostics));
      }
    } catch (error) {
      if (error instanceof StudioError && error.code === 'conflict') {
        const current = await client.call('manifest.get').catch(() => null);
        // Another folder opened meanwhile: its file is never "theirs" to keep mine over.
        if (current && current.path !== base.path)
          setNotice({ kind: 'error', text: `Not saved: ${base.path} is no longer open (${current.path} is).`, reload: true });
        else setTheirs(current);
      } else if (error instanceof StudioError && error.code === 'workspace-changed') {
        setNotice({ kind: 'error', text: error.message, reload: true });
      } else {
        setNotice({ kind: 'error', text: `Not saved: ${(error as Error).message}` });
      }
    } finally {
      setSaving(false);
    }
  }, [base, client, pending, saving]);

  useTopic('manifest.changed', (doc) => {
    // Pushes of another open (a folder opened since) are that pane's, not this one's.
    if (doc.workspaceId !== loaded.workspaceId || doc.path !== base.path) return;
    if (doc.version === base.version && doc.workspaceId === base.workspaceId) return;
    if (doc.text === textRef.current) {
      // Our own save (or an outside edit to exactly what we have): nothing to reload.
      setBase(doc);
      return;
    }
    if (dirty) setTheirs(doc);
    else {
      adopt(doc);
      setNotice({ kind: 'info', text: 'Reloaded: the file changed on disk.' });
    }
  });

  const keepMine = () => {
    // Our next save is based on their version, so it overwrites it knowingly, and only that same file.
    const next = theirs && keepMineBase(base, theirs);
    if (next) setBase(next);
    else if (theirs) setNotice({ kind: 'error', text: `Not kept: ${theirs.path} is not the file this text was read from.`, reload: true });
    setTheirs(null);
  };

  const go = useCallback((d: Diagnostic | null) => {
    if (!d) return;
    setSelected(d);
    editor.current?.goTo(d.line, d.column);
  }, []);

  const step = useCallback(
    (direction: 1 | -1) => {
      const at = editor.current?.position() ?? { line: 1, column: 1 };
      go(nextDiagnostic(diagnostics, at.line, at.column, direction));
    },
    [diagnostics, go],
  );

  const shortcuts = useMemo<Shortcut[]>(
    () => [
      // Monaco binds no Ctrl+S: saving from inside the editor shadows nothing.
      { keys: 'mod+s', label: 'Save the manifest', run: () => void save(), inEditor: true },
      { keys: 'f8', label: 'Next problem', run: () => step(1) },
      { keys: 'shift+f8', label: 'Previous problem', run: () => step(-1) },
    ],
    [save, step],
  );
  useShortcuts(shortcuts);

  return (
    <div className="mf-pane">
      <div className="toolbar mf-toolbar">
        <strong className="mf-file" title={base.path}>
          platform-manifest.yaml
        </strong>
        <span className={dirty ? 'mf-dirty' : 'muted'} data-testid="manifest-state">
          {saving ? 'saving…' : dirty ? '● unsaved changes' : 'saved'}
        </span>
        {notice && (
          <span className={notice.kind === 'error' ? 'mf-notice-error' : 'muted'} role={notice.kind === 'error' ? 'alert' : 'status'}>
            {notice.text}
            {notice.reload ? (
              <>
                {' '}
                <button type="button" className="btn" onClick={onReload}>
                  Reload
                </button>
              </>
            ) : null}
          </span>
        )}
        <span className="status-spacer" />
        <EnvironmentPicker />
        <button
          type="button"
          className="btn primary"
          disabled={!dirty || saving}
          onClick={() => void save()}
          title={`Save (${formatKeys('mod+s')})`}
        >
          <Save size={14} aria-hidden /> Save <kbd>{formatKeys('mod+s')}</kbd>
        </button>
      </div>
      {theirs && <ConflictPrompt onReload={() => adopt(theirs)} onKeep={keepMine} />}
      <Group orientation="vertical" className="mf-rows" defaultLayout={outer.defaultLayout} onLayoutChanged={outer.onLayoutChanged}>
        <Panel id="edit" minSize={160}>
          <Group orientation="horizontal" defaultLayout={inner.defaultLayout} onLayoutChanged={inner.onLayoutChanged}>
            <Panel id="text" minSize={280} defaultSize="55%">
              <YamlEditor
                ref={editor}
                initialText={opened.text}
                diagnostics={diagnostics}
                theme={theme.resolved}
                onChange={onText}
                onStep={step}
              />
            </Panel>
            <Separator className="resize-handle" />
            <Panel id="form" minSize={280} className="mf-form-panel">
              <PendingEdits value={pending}>
                <FieldProblems value={diagnostics}>
                  <ManifestForm text={text} onEdit={onEdit} />
                </FieldProblems>
              </PendingEdits>
            </Panel>
          </Group>
        </Panel>
        <Separator className="resize-handle mf-row-handle" />
        <Panel id="problems" minSize={60} defaultSize={150} className="mf-problems-panel">
          <ProblemsList
            diagnostics={diagnostics}
            validatorError={validatorError}
            selected={selected}
            onSelect={go}
            onFix={(diagnostic) => {
              const fix = quickFixOf(diagnostic);
              // Through the editor, so the fix is one undoable edit there like a typed one.
              if (fix) editor.current?.replaceText(applyQuickFix(text, fix));
            }}
          />
        </Panel>
      </Group>
    </div>
  );
}
