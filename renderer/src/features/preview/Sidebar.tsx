import { Blocks, Braces, FolderInput, Settings2, TriangleAlert } from 'lucide-react';
import { useState } from 'react';
import type { RenderContext } from '../../../../shared/api/host.ts';
import type { Installation } from '../../../../shared/api/installations.ts';
import type { CodeComponents, PreviewComponent } from '../../../../shared/api/preview.ts';
import { WebframeContext, type WebframeInjection } from './WebframeContext.tsx';
import { parseJsonObject } from './json-object.ts';

export const contexts: { id: string; label: string; value: RenderContext }[] = [
  { id: 'document-editable', label: 'Document (editable)', value: { type: 'document', editable: true } },
  { id: 'document-readonly', label: 'Document (read-only)', value: { type: 'document', editable: false } },
  { id: 'configuration_account', label: 'Configuration: account', value: { type: 'configuration_account' } },
  { id: 'configuration_space', label: 'Configuration: space', value: { type: 'configuration_space' } },
  { id: 'configuration_site', label: 'Configuration: site', value: { type: 'configuration_site' } },
  { id: 'configuration_contentsource', label: 'Configuration: content source', value: { type: 'configuration_contentsource' } },
];

export function contextId(context: RenderContext): string {
  return context.type === 'document' ? (context.editable ? 'document-editable' : 'document-readonly') : context.type;
}

interface SidebarProps {
  components: PreviewComponent[];
  /** Whether the code's components could be read; null until the list has loaded. */
  code: CodeComponents | null;
  loadError: string | null;
  selected: string | null;
  onSelect(id: string): void;
  context: RenderContext;
  onContext(context: RenderContext): void;
  installations: Installation[];
  installationId: string;
  onInstallation(id: string): void;
  props: Record<string, unknown>;
  onProps(props: Record<string, unknown>): void;
  /** Pastes a link as a reader would in the editor; resolves why nothing unfurls it, or null when a block does. */
  onUnfurl(url: string): Promise<string | null>;
  webframe: WebframeInjection;
  onWebframe(next: WebframeInjection): void;
}

export function Sidebar(sidebar: SidebarProps) {
  const {
    components,
    code,
    loadError,
    selected,
    onSelect,
    context,
    onContext,
    installations,
    installationId,
    onInstallation,
    props,
    onProps,
    onUnfurl,
    webframe,
    onWebframe,
  } = sidebar;
  const [other, setOther] = useState('');
  return (
    <div className="pv-sidebar">
      <div className="toolbar pv-section-title">
        <strong>Components</strong>
      </div>
      {loadError ? (
        <div className="error-box" role="alert">
          {loadError}
        </div>
      ) : null}
      <ul className="pv-components" aria-label="Components">
        {components.length === 0 && !loadError ? (
          <li className="muted pv-components-empty">
            No components yet: declare one under <code>blocks:</code> in the manifest and pass it to{' '}
            <code>createIntegration({'{ components }'})</code>, or type a component id below.
          </li>
        ) : null}
        {components.map((component) => (
          <li key={`${component.kind}:${component.id}`}>
            <ComponentButton component={component} selected={selected === component.id} onSelect={onSelect} />
          </li>
        ))}
      </ul>
      {code && !code.known ? (
        <p className="pv-code-note muted" role="note">
          Defined in code: unknown{code.reason ? ` (${code.reason})` : ''}
        </p>
      ) : null}
      <form
        className="pv-other"
        onSubmit={(event) => {
          event.preventDefault();
          if (other.trim()) onSelect(other.trim());
        }}
      >
        <input
          aria-label="Component id"
          placeholder="Other component id…"
          value={other}
          onChange={(event) => setOther(event.target.value)}
        />
        <button type="submit" className="btn">
          Render
        </button>
      </form>
      <UnfurlBox onUnfurl={onUnfurl} />
      <label className="pv-field">
        <span>Context</span>
        <select
          aria-label="Context"
          value={contextId(context)}
          onChange={(event) => onContext(contexts.find((c) => c.id === event.target.value)!.value)}
        >
          {contexts.map((c) => (
            <option key={c.id} value={c.id}>
              {c.label}
            </option>
          ))}
        </select>
      </label>
      <label className="pv-field">
        <span>Installation</span>
        <select aria-label="Installation" value={installationId} onChange={(event) => onInstallation(event.target.value)}>
          <option value="">Development (no installation)</option>
          {installations.map((installation) => (
            <option key={installation.id} value={installation.id}>
              {installation.kind} {installation.spaceId ?? installation.siteId ?? ''} · {installation.status} · {installation.id}
            </option>
          ))}
        </select>
      </label>
      <WebframeContext value={webframe} onChange={onWebframe} />
      <PropsEditor key={JSON.stringify(props)} props={props} onApply={onProps} />
    </div>
  );
}

/**
 * "Paste a link": what a reader does in the editor. The block whose manifest `urlUnfurl` pattern
 * matches is inserted and sent `@link.unfurl` with the URL; without a match the patterns are listed.
 */
function UnfurlBox({ onUnfurl }: { onUnfurl(url: string): Promise<string | null> }) {
  const [url, setUrl] = useState('');
  const [message, setMessage] = useState<string | null>(null);
  return (
    <form
      className="pv-unfurl"
      onSubmit={(event) => {
        event.preventDefault();
        const link = url.trim();
        if (!link) return;
        void onUnfurl(link).then(setMessage);
      }}
    >
      <label htmlFor="pv-unfurl-url">
        <strong>Paste a link</strong>
      </label>
      <div className="pv-unfurl-row">
        <input
          id="pv-unfurl-url"
          type="url"
          placeholder="https://… (a link a block unfurls)"
          value={url}
          onChange={(event) => setUrl(event.target.value)}
        />
        <button type="submit" className="btn" disabled={!url.trim()}>
          Unfurl
        </button>
      </div>
      {message ? (
        <p className="pv-unfurl-message muted" role="status" data-testid="unfurl-message">
          {message}
        </p>
      ) : null}
    </form>
  );
}

const kindIcons = { block: Blocks, code: Braces, configuration_contentsource: FolderInput } as const;
const UNDEFINED_HINT =
  "Declared in the manifest, but the integration's code defines no component with this id: add it to createIntegration({ components }) or fix the id.";

/** One entry of the list: where it comes from (block, configuration, code only) and whether the code defines it. */
function ComponentButton({
  component,
  selected,
  onSelect,
}: {
  component: PreviewComponent;
  selected: boolean;
  /** The parent opens it where it lives: a configuration component in its configuration context, with an installation. */
  onSelect(id: string): void;
}) {
  const Icon =
    component.kind === 'block' || component.kind === 'code' || component.kind === 'configuration_contentsource'
      ? kindIcons[component.kind]
      : Settings2;
  const undefinedInCode = component.defined === false;
  return (
    <button
      type="button"
      className={`pv-component${selected ? ' active' : ''}${undefinedInCode ? ' pv-component-undefined' : ''}`}
      aria-current={selected ? 'true' : undefined}
      title={undefinedInCode ? UNDEFINED_HINT : (component.description ?? undefined)}
      onClick={() => onSelect(component.id)}
    >
      <Icon size={14} aria-hidden />
      <span className="pv-component-text">
        <span>{component.title}</span>
        {component.title !== component.id ? <code className="muted">{component.id}</code> : null}
        {undefinedInCode ? (
          <span className="pv-component-warning">
            <TriangleAlert size={12} aria-hidden /> not defined in code
          </span>
        ) : null}
      </span>
      {component.kind === 'code' ? <span className="pv-badge">code only</span> : null}
    </button>
  );
}

/**
 * Props as JSON; applied only when it parses to an object, with the reason shown otherwise. The
 * parent keys it on the props, so new props from the component (updateProps) replace the text.
 */
export function PropsEditor({ props, onApply }: { props: Record<string, unknown>; onApply(props: Record<string, unknown>): void }) {
  const [text, setText] = useState(() => JSON.stringify(props, null, 2));
  const [error, setError] = useState<string | null>(null);
  const apply = () => {
    const parsed = parseJsonObject(text, 'Props', '{ "title": "Hello" }');
    setError(parsed.ok ? null : parsed.error);
    if (parsed.ok) onApply(parsed.value);
  };
  return (
    <div className="pv-props">
      <label className="pv-field" htmlFor="pv-props-text">
        <span>Props</span>
      </label>
      <textarea
        id="pv-props-text"
        spellCheck={false}
        aria-invalid={error ? true : undefined}
        value={text}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
            event.preventDefault();
            apply();
          }
        }}
      />
      {error ? (
        <div className="pv-props-error" role="alert">
          {error}
        </div>
      ) : null}
      <button type="button" className="btn" onClick={apply}>
        Apply props
      </button>
    </div>
  );
}
