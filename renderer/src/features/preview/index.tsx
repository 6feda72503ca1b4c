import { Columns3, Eye, Moon, PackagePlus, RotateCw, Share2, Sun } from 'lucide-react';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Group, Panel, Separator, useDefaultLayout } from 'react-resizable-panels';
import type { RenderContext } from '../../../../shared/api/host.ts';
import { parse } from 'yaml';
import type { Installation, InstallationKind } from '../../../../shared/api/installations.ts';
import { findUnfurlBlock, noUnfurlMatch, SITE_RENDER_CONTEXT, siteProblems, unfurlBlocksOf } from '../../../../shared/contentkit/index.ts';
import type { CodeComponents, PreviewComponent } from '../../../../shared/api/preview.ts';
import { BuildProblem } from '../../components/BuildProblem.tsx';
import { EmptyState } from '../../components/EmptyState.tsx';
import { keepChoice, readChoice } from './choices.ts';
import { useStudio, useTopic } from '../../lib/studio.tsx';
import { useStudioOrigins } from '../../lib/usePublicOrigin.ts';
import { FixturePicker } from '../fixtures/FixturePicker.tsx';
import { Canvas } from './Canvas.tsx';
import { CompareView } from './Compare.tsx';
import type { RenderMode } from './env.tsx';
import { Inspector } from './Inspector.tsx';
import { usePreviewKeys } from './keys.ts';
import { Sidebar } from './Sidebar.tsx';
import { SharePanel } from './SharePanel.tsx';
import { readShareLink, withoutShareParam, type SharedPreview } from './share-state.ts';
import { usePreview } from './usePreview.ts';
import { DEFAULT_CLAIMS, DEFAULT_PAGE, scopesOf, type WebframeInjection } from './WebframeContext.tsx';
import './preview.css';

const INSTALLATION_KIND: Record<'configuration_account' | 'configuration_space' | 'configuration_site', InstallationKind> = {
  configuration_account: 'organization',
  configuration_space: 'space',
  configuration_site: 'site',
};

export default function PreviewFeature() {
  const { client } = useStudio();
  const origins = useStudioOrigins();
  const [components, setComponents] = useState<PreviewComponent[]>([]);
  const [code, setCode] = useState<CodeComponents | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [selected, setSelected] = useState<string | null>(null);
  const [context, setContext] = useState<RenderContext>({ type: 'document', editable: true });
  const [props, setProps] = useState<Record<string, unknown>>({});
  const [installationId, setInstallationId] = useState('');
  const [installations, setInstallations] = useState<Installation[]>([]);
  const [unfurl, setUnfurl] = useState<{ url: string; nonce: number } | undefined>(undefined);
  const [openError, setOpenError] = useState<string | null>(null);
  const [canvasTheme, setCanvasTheme] = useState<'light' | 'dark'>(() =>
    document.documentElement.dataset.theme === 'dark' ? 'dark' : 'light',
  );
  const [compare, setCompare] = useState(false);
  const [mode, setMode] = useState<RenderMode>('app');
  const [sharing, setSharing] = useState(false);
  /** A linked or pasted state: the component renders afresh from it (`restart` tells two applications apart). */
  const [started, setStarted] = useState<{ component: string; state: Record<string, unknown>; restart: number } | null>(null);
  const [rerenderSignal, setRerenderSignal] = useState(0);
  const layout = useDefaultLayout({ id: 'studio.preview', storage: localStorage });
  const [page, setPage] = useState(DEFAULT_PAGE);
  const [claims, setClaims] = useState(DEFAULT_CLAIMS);
  const [scopes, setScopes] = useState<string[]>([]);
  const readScopes = useCallback((text: string) => {
    try {
      setScopes(scopesOf(parse(text)));
    } catch {
      setScopes([]);
    }
  }, []);
  useEffect(() => {
    client.call('manifest.get').then(
      (document) => readScopes(document.text),
      () => setScopes([]),
    );
  }, [client, readScopes]);
  useTopic('manifest.changed', (document) => readScopes(document.text));
  const webframe = useMemo<WebframeInjection>(() => ({ page, visitor: { claims, scopes } }), [page, claims, scopes]);

  const load = useCallback(() => {
    client.call('preview.components').then(
      (answer) => {
        setComponents(answer.components);
        setCode(answer.code);
        setLoadError(answer.manifestError);
        // The first component is opened by `open` (below), in its own context.
      },
      (error: Error) => setLoadError(error.message),
    );
  }, [client]);
  useEffect(load, [load]);
  useTopic('manifest.changed', load);
  // A reload may add, rename or drop components in code: list them again once the new code serves.
  const listedReload = useRef<number | null>(null);
  useTopic('host.status', (status) => {
    if (status.state !== 'ready' || status.lastReloadAt === listedReload.current) return;
    listedReload.current = status.lastReloadAt;
    load();
  });

  const loadInstallations = useCallback(() => {
    client.call('installations.list').then(setInstallations, () => setInstallations([]));
  }, [client]);
  useEffect(loadInstallations, [loadInstallations]);
  /** Configurations saved elsewhere since the canvas last rendered (rendered again once it is not busy). */
  const [savedElsewhere, setSavedElsewhere] = useState(0);
  useTopic('installations.changed', (change) => {
    loadInstallations();
    if (!change.installation && change.id === installationId) setInstallationId('');
    // A configuration saved anywhere (the Installations pane, the integration's own API call, another
    // window) reaches the component as the platform would show it: rendered again, its state kept.
    const before = installations.find((installation) => installation.id === change.id);
    const chosen = installations.find((installation) => installation.id === installationId);
    const concerns = change.id === installationId || (chosen?.kind !== 'organization' && change.installation?.kind === 'organization');
    if (
      concerns &&
      before &&
      change.installation &&
      JSON.stringify(before.configuration) !== JSON.stringify(change.installation.configuration)
    )
      setSavedElsewhere((n) => n + 1);
  });

  /**
   * Opens a component where it lives: a configuration component in its configuration context with an
   * installation of that kind (created on the spot if there is none, as the Installations pane
   * would); a block in a document, where a configuration's props are absent.
   */
  const open = useCallback(
    async (id: string, listed: PreviewComponent[] = components, preferred: string = installationId) => {
      const kind = listed.find((component) => component.id === id)?.kind;
      const show = (next: RenderContext | null, installation?: string) => {
        setUnfurl(undefined);
        setStarted(null);
        setOpenError(null);
        setProps({});
        if (next) setContext(next);
        if (installation !== undefined) setInstallationId(installation);
        setSelected(id);
      };
      // A content source is configured in an organization (the host fills it in): no installation kind to pick.
      if (kind === 'configuration_contentsource') return show({ type: kind });
      if (kind !== 'configuration_account' && kind !== 'configuration_space' && kind !== 'configuration_site') {
        // A block renders in a document; a code-only component keeps the context the user chose.
        show(kind === 'block' && context.type !== 'document' ? { type: 'document', editable: true } : null);
        return;
      }
      // The installation is chosen before the first render: without one a configuration component has no configuration to read.
      // None is made here: opening a folder creates and fires nothing until the user asks (the canvas offers it).
      const wanted = INSTALLATION_KIND[kind];
      const current = await client.call('installations.list').catch(() => installations);
      const existing =
        current.find((installation) => installation.id === preferred && installation.kind === wanted) ??
        current.find((installation) => installation.kind === wanted);
      show({ type: kind }, existing?.id ?? '');
    },
    [client, components, context.type, installations, installationId],
  );
  /** The installation a configuration context needs, when none is chosen: the canvas asks before creating one. */
  const selectedKind = components.find((component) => component.id === selected)?.kind;
  const missingKind =
    selectedKind && selectedKind in INSTALLATION_KIND && !installationId
      ? INSTALLATION_KIND[selectedKind as keyof typeof INSTALLATION_KIND]
      : null;
  const [creating, setCreating] = useState(false);
  const createInstallation = useCallback(
    async (kind: InstallationKind) => {
      setCreating(true);
      setOpenError(null);
      try {
        const created = await client.call('installations.create', { kind });
        setInstallationId(created.id);
      } catch (error) {
        setOpenError(`Creating a ${kind} installation failed: ${(error as Error).message}`);
      } finally {
        setCreating(false);
      }
    },
    [client],
  );

  /**
   * Opens a shared state in one go (so no render of a half-applied state starts): its component, props,
   * context (the canvas theme too), state, and installation: the shared one when this folder has it,
   * else one of the kind the context needs, as opening the component would pick.
   */
  const applyShared = useCallback(
    async (shared: SharedPreview) => {
      const listed = await client.call('installations.list').catch(() => installations);
      const { theme, ...rest } = shared.context;
      const wanted = rest.type in INSTALLATION_KIND ? INSTALLATION_KIND[rest.type as keyof typeof INSTALLATION_KIND] : null;
      const chosen =
        listed.find((installation) => installation.id === shared.installationId && (!wanted || installation.kind === wanted)) ??
        (wanted ? listed.find((installation) => installation.kind === wanted) : undefined);
      setUnfurl(undefined);
      setOpenError(
        shared.installationId && chosen?.id !== shared.installationId
          ? `The shared installation ${shared.installationId} is not in this folder: the render uses ${chosen ? chosen.id : "the host's development one"}.`
          : null,
      );
      setContext(rest as RenderContext);
      if (theme) setCanvasTheme(theme);
      setProps(shared.props);
      setInstallationId(chosen?.id ?? '');
      setSelected(shared.component);
      setStarted((current) => ({ component: shared.component, state: shared.state, restart: (current?.restart ?? 0) + 1 }));
    },
    [client, installations],
  );

  // The first component listed opens where it lives too, unless this folder had another open before a
  // reload: then that one, with its installation and props (kept per folder, not per open).
  const opened = useRef(false);
  const [folder, setFolder] = useState<string | null>(null);
  /** The state a reload put back, until the component's first render has used it. */
  const [restoredState, setRestoredState] = useState<{ component: string; state: Record<string, unknown> } | null>(null);
  useEffect(() => {
    if (opened.current || !components.length) return;
    opened.current = true;
    void (async () => {
      const dir = (await client.call('workspace.current').catch(() => null))?.dir ?? null;
      // A shared link opens its render instead of what this folder had open; a bad one says why and opens as usual.
      const link = readShareLink(location.search);
      if (link) history.replaceState(history.state, '', withoutShareParam(location.href));
      if (link?.ok) {
        await applyShared(link.shared);
        setFolder(dir);
        return;
      }
      if (link) setOpenError(link.error);
      const saved = dir ? readChoice(dir) : null;
      const restore = saved && components.some((component) => component.id === saved.component) ? saved : null;
      if (restore) setRestoredState({ component: restore.component, state: restore.state });
      await open(restore?.component ?? selected ?? components[0]!.id, components, restore?.installationId ?? installationId);
      if (restore) {
        const listed = await client.call('installations.list').catch(() => []);
        if (restore.installationId && listed.some((installation) => installation.id === restore.installationId))
          setInstallationId(restore.installationId);
        setProps(restore.props);
      }
      setFolder(dir);
    })();
  }, [client, components, selected, open, installationId, applyShared]);
  const target = useMemo(
    () =>
      selected && !missingKind
        ? {
            componentId: selected,
            props,
            context: renderContextFor(mode, context, canvasTheme),
            installationId: installationId || undefined,
            unfurl,
            initialState:
              started?.component === selected ? started.state : restoredState?.component === selected ? restoredState.state : undefined,
            restart: started?.component === selected ? started.restart : undefined,
          }
        : null,
    [selected, missingKind, props, context, canvasTheme, mode, installationId, unfurl, restoredState, started],
  );
  const session = usePreview(target);
  // After the action that saved it has answered, so its step is not overtaken by an older state.
  const { rerender, busy } = session;
  const renderedSaves = useRef(0);
  useEffect(() => {
    if (savedElsewhere === renderedSaves.current || busy) return;
    renderedSaves.current = savedElsewhere;
    rerender('configuration saved');
  }, [savedElsewhere, busy, rerender]);
  const root = session.step?.frames[0];
  const rootState = root?.componentId === selected ? root.state : null;
  // Used once the component has rendered from it (adjusted while rendering, as React advises over an effect).
  if (restoredState && rootState) setRestoredState(null);
  useEffect(() => {
    // Until the restored state has been rendered, what is kept is still what the reload found.
    if (folder && selected && !restoredState) keepChoice(folder, { component: selected, installationId, props, state: rootState ?? {} });
  }, [folder, selected, installationId, props, rootState, restoredState]);

  /** Pastes a link as a reader would in the editor: the block whose urlUnfurl pattern matches renders with @link.unfurl. */
  const onUnfurl = useCallback(
    async (url: string): Promise<string | null> => {
      let blocks;
      try {
        blocks = unfurlBlocksOf(parse((await client.call('manifest.get')).text));
      } catch (error) {
        return `Cannot read the blocks' urlUnfurl patterns from the manifest: ${(error as Error).message}`;
      }
      const match = findUnfurlBlock(blocks, url);
      if (!match) return noUnfurlMatch(blocks, url);
      setOpenError(null);
      setProps({});
      setContext({ type: 'document', editable: true });
      setSelected(match.block.id);
      setUnfurl((current) => ({ url, nonce: (current?.nonce ?? 0) + 1 }));
      return `${url} matches ${match.pattern}: block ${match.block.id} was inserted and sent @link.unfurl.`;
    },
    [client],
  );

  const fetchOptions = useCallback(
    (url: string) => client.call('preview.options', installationId ? { url, installationId } : { url }).then((answer) => answer.options),
    [client, installationId],
  );
  const rootProps = session.step?.frames[0]?.props ?? props;
  const shared = useMemo<SharedPreview | null>(
    () =>
      selected
        ? {
            component: selected,
            props: rootProps,
            state: rootState ?? {},
            context: { ...context, theme: canvasTheme },
            ...(installationId ? { installationId } : {}),
          }
        : null,
    [selected, rootProps, rootState, context, canvasTheme, installationId],
  );

  const rerenderNow = useCallback(() => {
    rerender('re-render');
    setRerenderSignal((n) => n + 1);
  }, [rerender]);
  usePreviewKeys({ back: session.back, forward: session.forward, rerender: rerenderNow });

  return (
    <Group orientation="horizontal" className="pv" defaultLayout={layout.defaultLayout} onLayoutChanged={layout.onLayoutChanged}>
      <Panel id="pv-sidebar" defaultSize="22%" minSize="14%" className="pv-pane">
        <Sidebar
          components={components}
          code={code}
          loadError={loadError}
          selected={selected}
          onSelect={(id) => void open(id)}
          onUnfurl={onUnfurl}
          webframe={webframe}
          onWebframe={(next) => {
            setPage(next.page);
            setClaims(next.visitor.claims);
          }}
          context={context}
          onContext={setContext}
          installations={installations}
          installationId={installationId}
          onInstallation={setInstallationId}
          props={rootProps}
          onProps={(next) => {
            setProps(next);
            session.rerender('props', next);
          }}
        />
      </Panel>
      <Separator className="resize-handle" />
      <Panel id="pv-canvas" defaultSize="50%" minSize="25%" className="pv-pane">
        <div className="toolbar">
          <strong>{selected ?? 'No component'}</strong>
          {session.busy ? (
            <span className="muted" role="status">
              Rendering…
            </span>
          ) : null}
          {session.info ? (
            <span className="muted" role="status">
              {session.info}
            </span>
          ) : null}
          <span className="status-spacer" />
          <FixturePicker
            kinds={['render']}
            label="Open a fixture"
            onPick={(fixture) => {
              // A render fixture opens its component with its props and context, ready to render and press.
              const render = (fixture.fixture?.render ?? {}) as {
                componentId?: string;
                props?: Record<string, unknown>;
                context?: RenderContext;
              };
              if (!render.componentId) return;
              setProps(render.props ?? {});
              if (render.context) setContext(render.context);
              setSelected(render.componentId);
            }}
          />
          {session.step?.durationMs != null ? (
            <span className="muted" data-testid="render-time">
              {session.step.durationMs.toFixed(0)} ms
            </span>
          ) : null}
          <button
            type="button"
            className="btn"
            title="Re-render with the current props and state (R)"
            disabled={!selected || session.busy}
            onClick={rerenderNow}
          >
            <RotateCw size={14} aria-hidden /> Re-render
          </button>
          <span className="pv-mode" role="group" aria-label="Rendering mode">
            <button
              type="button"
              className="btn"
              aria-pressed={mode === 'app'}
              title="Draw the component as the platform's app (the editor) does"
              onClick={() => setMode('app')}
            >
              App
            </button>
            <button
              type="button"
              className="btn"
              aria-pressed={mode === 'site'}
              title="Draw the component as the published site's renderer does, and flag what it does not draw"
              onClick={() => setMode('site')}
            >
              Published site
            </button>
          </span>
          <button
            type="button"
            className="btn"
            aria-pressed={compare}
            title="Compare: the component in light and dark at the platform's widths, side by side"
            disabled={!selected}
            onClick={() => setCompare((on) => !on)}
          >
            <Columns3 size={14} aria-hidden /> Compare
          </button>
          <button
            type="button"
            className="btn"
            aria-pressed={sharing}
            aria-label="Share"
            title="Share: copy a link or a JSON that opens this render (component, props, state, context), or paste one"
            onClick={() => setSharing((on) => !on)}
          >
            <Share2 size={14} aria-hidden />
          </button>
          <button
            type="button"
            className="btn"
            aria-label={`Canvas theme: ${canvasTheme}`}
            title="Switch the canvas between light and dark"
            onClick={() => setCanvasTheme((theme) => (theme === 'dark' ? 'light' : 'dark'))}
          >
            {canvasTheme === 'dark' ? <Moon size={14} aria-hidden /> : <Sun size={14} aria-hidden />}
          </button>
        </div>
        <BuildProblem />
        {sharing ? <SharePanel shared={shared} onApply={(next) => void applyShared(next)} /> : null}
        {openError ? (
          <div className="error-box" role="alert">
            {openError}
          </div>
        ) : null}
        {mode === 'site' && !compare ? (
          <SiteNote element={session.step?.frames[0]?.element} documentContext={context.type === 'document'} />
        ) : null}
        <div className="pv-canvas" data-theme={canvasTheme} data-testid="canvas">
          {!selected ? (
            <EmptyState icon={Eye} title="Component preview">
              Pick a component on the left (or type its id) to render it as the platform's editor would, click through its actions and
              travel back through its states.
            </EmptyState>
          ) : missingKind ? (
            <EmptyState
              icon={PackagePlus}
              title={`${selected} needs a ${missingKind} installation`}
              action={
                <button type="button" className="btn primary" disabled={creating} onClick={() => void createInstallation(missingKind)}>
                  {creating ? 'Creating…' : `Create a ${missingKind} installation to preview this`}
                </button>
              }
            >
              It renders in a {missingKind} installation's configuration ({context.type}), and this folder has none yet. Creating one
              installs the integration there, as a user would: it fires <code>installation_setup</code>
              {missingKind === 'organization' ? (
                ''
              ) : (
                <>
                  {' '}
                  and <code>{missingKind}_installation_setup</code>
                </>
              )}{' '}
              at your code.
            </EmptyState>
          ) : compare && target ? (
            <CompareView
              target={target}
              rerenderSignal={rerenderSignal}
              fetchOptions={fetchOptions}
              publicOrigin={origins?.publicOrigin ?? null}
              contentOrigin={origins?.contentOrigin ?? null}
              webframe={webframe}
            />
          ) : session.step ? (
            <Canvas
              step={session.step}
              busy={session.busy}
              dispatch={session.dispatch}
              setState={session.setState}
              fetchOptions={fetchOptions}
              publicOrigin={origins?.publicOrigin ?? null}
              contentOrigin={origins?.contentOrigin ?? null}
              navigate={session.navigate}
              webframe={webframe}
              mode={mode}
            />
          ) : (
            <div className="loading">Rendering {selected}…</div>
          )}
        </div>
      </Panel>
      <Separator className="resize-handle" />
      <Panel id="pv-inspector" defaultSize="28%" minSize="16%" className="pv-pane">
        <Inspector session={session} />
      </Panel>
    </Group>
  );
}

/** The render context the component is asked in: the app renders in the editor's theme (the canvas's), a published page as the site asks. */
function renderContextFor(mode: RenderMode, context: RenderContext, canvasTheme: 'light' | 'dark'): RenderContext {
  if (mode === 'site' && context.type === 'document') return { ...context, ...SITE_RENDER_CONTEXT };
  return { ...context, theme: canvasTheme };
}

/** Under the toolbar in "Published site" mode: what the site asks, and how much of the root it would not draw. */
function SiteNote({ element, documentContext }: { element: unknown; documentContext: boolean }) {
  const count = element === undefined ? 0 : siteProblems(element).length;
  return (
    <div className="pv-site-note" role="status" data-testid="site-note">
      {documentContext
        ? 'Published site: asked as a page asks (read-only document, theme light whatever the site’s), drawn as the site’s renderer draws it.'
        : 'Published site: only blocks appear on a published page; this component renders in a configuration.'}{' '}
      {count ? `${count} part${count === 1 ? '' : 's'} not drawn on the site, flagged in place.` : 'Everything here is drawn on the site.'}
    </div>
  );
}
