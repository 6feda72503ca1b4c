// Only the editor core and the contributions the manifest editor uses, instead of `monaco-editor`'s
// main entry (every language and its worker): the bundle stays a fraction of the full build.
import * as monaco from 'monaco-editor/esm/vs/editor/editor.api.js';
import 'monaco-editor/esm/vs/editor/browser/coreCommands.js';
import 'monaco-editor/esm/vs/editor/contrib/bracketMatching/browser/bracketMatching.js';
// Quick fixes (the validator's did-you-mean): the light bulb and Ctrl+. menu.
import 'monaco-editor/esm/vs/editor/contrib/codeAction/browser/codeActionContributions.js';
import 'monaco-editor/esm/vs/editor/contrib/clipboard/browser/clipboard.js';
import 'monaco-editor/esm/vs/editor/contrib/comment/browser/comment.js';
import 'monaco-editor/esm/vs/editor/contrib/contextmenu/browser/contextmenu.js';
import 'monaco-editor/esm/vs/editor/contrib/cursorUndo/browser/cursorUndo.js';
import 'monaco-editor/esm/vs/editor/contrib/find/browser/findController.js';
import 'monaco-editor/esm/vs/editor/contrib/folding/browser/folding.js';
import 'monaco-editor/esm/vs/editor/contrib/format/browser/formatActions.js';
import 'monaco-editor/esm/vs/editor/contrib/hover/browser/hoverContribution.js';
import 'monaco-editor/esm/vs/editor/contrib/indentation/browser/indentation.js';
import 'monaco-editor/esm/vs/editor/contrib/linesOperations/browser/linesOperations.js';
import 'monaco-editor/esm/vs/editor/contrib/links/browser/links.js';
import 'monaco-editor/esm/vs/editor/contrib/multicursor/browser/multicursor.js';
import 'monaco-editor/esm/vs/editor/contrib/snippet/browser/snippetController2.js';
import 'monaco-editor/esm/vs/editor/contrib/suggest/browser/suggestController.js';
import 'monaco-editor/esm/vs/editor/contrib/wordHighlighter/browser/wordHighlighter.js';
import 'monaco-editor/esm/vs/editor/contrib/wordOperations/browser/wordOperations.js';
import 'monaco-editor/esm/vs/editor/common/standaloneStrings.js';
import 'monaco-editor/esm/vs/base/browser/ui/codicons/codicon/codicon.css';
import 'monaco-editor/esm/vs/basic-languages/yaml/yaml.contribution.js';
// JSON with schema completion and markers, for the Events pane's payload editor (its worker is
// started by the contribution itself from a bundled file of our origin).
import * as jsonContribution from 'monaco-editor/esm/vs/language/json/monaco.contribution.js';
import EditorWorker from 'monaco-editor/esm/vs/editor/editor.worker.js?worker';
import JsonWorker from 'monaco-editor/esm/vs/language/json/json.worker.js?worker';
import { configureMonacoYaml, type JSONSchema, type MonacoYaml, type MonacoYamlOptions } from 'monaco-yaml';
import YamlWorker from './yaml.worker.ts?worker';
import { MANIFEST_SCHEMA_REFERENCE } from '../../../../shared/manifest/file-name.ts';
import { withMarkdownDescriptions } from './hover-schema.ts';

export { monaco };

/** Monaco's JSON language defaults (its typings for this entry point declare no exports). */
export const jsonDefaults = (
  jsonContribution as unknown as {
    jsonDefaults: {
      setDiagnosticsOptions(options: {
        validate: boolean;
        allowComments: boolean;
        enableSchemaRequest: boolean;
        schemas: { uri: string; fileMatch: string[]; schema: unknown }[];
      }): void;
    };
  }
).jsonDefaults;

/** The one model URI the schema is bound to (monaco-yaml matches schemas by file name). */
export const MANIFEST_URI = 'file:///platform-manifest.yaml';
/**
 * The schema's own URI: where the manifest's `# yaml-language-server: $schema=./platform-manifest.schema.json`
 * line (written by `new`) points from the model's URI. The language server follows that line before any
 * file match and, with no schema requests, would find nothing there: no hover docs, no completion.
 */
const SCHEMA_URI = new URL(MANIFEST_SCHEMA_REFERENCE, MANIFEST_URI).href;
/** Markers of the studio's own validator; monaco-yaml's schema markers use their own owner. */
export const STUDIO_MARKER_OWNER = 'integration-studio';

// Workers come from our own origin (Vite emits them as files), which the CSP's worker-src allows.
globalThis.MonacoEnvironment = {
  getWorker(_moduleId: string, label: string) {
    return label === 'json' ? new JsonWorker() : new EditorWorker();
  },
};

monaco.editor.defineTheme('studio-light', { base: 'vs', inherit: true, rules: [], colors: { 'editor.background': '#ffffff' } });
monaco.editor.defineTheme('studio-dark', { base: 'vs-dark', inherit: true, rules: [], colors: { 'editor.background': '#17191d' } });

/**
 * Monaco 0.55 wants `createWebWorker({ worker })`; monaco-yaml (through monaco-worker-manager) still
 * calls it with `{ moduleId, label, createData }` (remcohaszing/monaco-yaml#272). This hands monaco-yaml
 * a Monaco whose createWebWorker starts our bundled YAML worker and sends `createData` the way
 * Monaco's own language workers do: a wake-up message, then the data.
 */
const monacoForYaml = {
  ...monaco,
  editor: {
    ...monaco.editor,
    createWebWorker(options: { createData?: unknown }) {
      const worker = new YamlWorker();
      worker.postMessage('ignore');
      worker.postMessage(options.createData);
      return monaco.editor.createWebWorker({ worker });
    },
  },
} as unknown as typeof monaco;

let yaml: MonacoYaml | null = null;

/** Points monaco-yaml at the manifest JSON Schema: completion, hover docs and schema markers. */
export function configureSchema(schema: Record<string, unknown> | null) {
  const options: MonacoYamlOptions = {
    enableSchemaRequest: false,
    hover: true,
    hoverSchemaSource: false,
    completion: true,
    // Markers come from one source, the studio's validator (the same findings as Problems, with the
    // schema checks included): monaco-yaml's own would disagree with it, e.g. squiggling every line
    // after one syntax error while Problems counts one.
    validate: false,
    format: { enable: true },
    schemas: schema
      ? [
          {
            uri: SCHEMA_URI,
            fileMatch: [MANIFEST_URI],
            schema: withMarkdownDescriptions(schema) as JSONSchema,
          },
        ]
      : [],
  };
  if (yaml) void yaml.update(options);
  else yaml = configureMonacoYaml(monacoForYaml, options);
}
