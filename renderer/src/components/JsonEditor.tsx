import { useEffect, useEffectEvent, useRef } from 'react';
import { jsonDefaults, monaco } from '../features/manifest/monaco.ts';

interface Props {
  /** A unique model URI, e.g. `file:///events/payload.json`: the schema is bound to it. */
  uri: string;
  value: string;
  /** JSON Schema for completion, hover and markers; null for plain JSON. */
  schema: Record<string, unknown> | null;
  theme: 'light' | 'dark';
  label: string;
  onChange(text: string): void;
  /** Ctrl/⌘+Enter inside the editor (Monaco's own "insert line below" gives way: the pane's action is what people expect). */
  onSubmit?(): void;
}

const schemas = new Map<string, Record<string, unknown>>();
function publishSchemas() {
  jsonDefaults.setDiagnosticsOptions({
    validate: true,
    allowComments: false,
    enableSchemaRequest: false,
    schemas: [...schemas].map(([uri, schema]) => ({ uri: `${uri}#schema`, fileMatch: [uri], schema })),
  });
}

/** A Monaco JSON editor bound to a JSON Schema (completion, hover docs, markers where the text breaks it). */
export function JsonEditor({ uri, value, schema, theme, label, onChange, onSubmit }: Props) {
  const host = useRef<HTMLDivElement>(null);
  const editor = useRef<monaco.editor.IStandaloneCodeEditor | null>(null);
  const changed = useEffectEvent(onChange);
  const submit = useEffectEvent(() => onSubmit?.());

  useEffect(() => {
    const modelUri = monaco.Uri.parse(uri);
    monaco.editor.getModel(modelUri)?.dispose();
    const model = monaco.editor.createModel('', 'json', modelUri);
    const instance = monaco.editor.create(host.current!, {
      model,
      automaticLayout: true,
      minimap: { enabled: false },
      fontSize: 12,
      tabSize: 2,
      scrollBeyondLastLine: false,
      fixedOverflowWidgets: true,
      lineNumbers: 'on',
      ariaLabel: label,
    });
    editor.current = instance;
    instance.addCommand(monaco.KeyMod.CtrlCmd | monaco.KeyCode.Enter, () => submit());
    const subscription = model.onDidChangeContent(() => changed(model.getValue()));
    return () => {
      subscription.dispose();
      instance.dispose();
      model.dispose();
      editor.current = null;
    };
  }, [uri, label]);

  // The text follows `value` when it changes from outside (a generated payload, a preset), not on our own edits.
  useEffect(() => {
    const model = editor.current?.getModel();
    if (model && model.getValue() !== value) model.setValue(value);
  }, [value]);

  useEffect(() => {
    if (schema) schemas.set(uri, schema);
    else schemas.delete(uri);
    publishSchemas();
  }, [uri, schema]);

  useEffect(() => {
    monaco.editor.setTheme(theme === 'dark' ? 'studio-dark' : 'studio-light');
  }, [theme]);

  return <div ref={host} className="json-editor" data-testid="json-editor" />;
}
