import { Eye, Moon, RotateCw, Sun } from 'lucide-react';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Group, Panel, Separator, useDefaultLayout } from 'react-resizable-panels';
import type { RenderContext } from '../../../../shared/api/host.ts';
import type { Installation } from '../../../../shared/api/installations.ts';
import type { CodeComponents, PreviewComponent } from '../../../../shared/api/preview.ts';
import { BuildProblem } from '../../components/BuildProblem.tsx';
import { EmptyState } from '../../components/EmptyState.tsx';
import { useStudio, useTopic } from '../../lib/studio.tsx';
import { usePublicOrigin } from '../../lib/usePublicOrigin.ts';
import { FixturePicker } from '../fixtures/FixturePicker.tsx';
import { Canvas } from './Canvas.tsx';
import { Inspector } from './Inspector.tsx';
import { usePreviewKeys } from './keys.ts';
import { Sidebar } from './Sidebar.tsx';
import { usePreview } from './usePreview.ts';
import './preview.css';

export default function PreviewFeature() {
  const { client } = useStudio();
  const publicOrigin = usePublicOrigin();
  const [components, setComponents] = useState<PreviewComponent[]>([]);
  const [code, setCode] = useState<CodeComponents | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [selected, setSelected] = useState<string | null>(null);
  const [context, setContext] = useState<RenderContext>({ type: 'document', editable: true });
  const [props, setProps] = useState<Record<string, unknown>>({});
  const [installationId, setInstallationId] = useState('');
  const [installations, setInstallations] = useState<Installation[]>([]);
  const [canvasTheme, setCanvasTheme] = useState<'light' | 'dark'>(() =>
    document.documentElement.dataset.theme === 'dark' ? 'dark' : 'light',
  );
  const layout = useDefaultLayout({ id: 'studio.preview', storage: localStorage });

  const load = useCallback(() => {
    client.call('preview.components').then(
      (answer) => {
        setComponents(answer.components);
        setCode(answer.code);
        setLoadError(answer.manifestError);
        setSelected((current) => current ?? answer.components[0]?.id ?? null);
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
  useTopic('installations.changed', (change) => {
    loadInstallations();
    if (!change.installation && change.id === installationId) setInstallationId('');
  });

  const target = useMemo(
    () => (selected ? { componentId: selected, props, context, installationId: installationId || undefined } : null),
    [selected, props, context, installationId],
  );
  const session = usePreview(target);
  const fetchOptions = useCallback(
    (url: string) => client.call('preview.options', installationId ? { url, installationId } : { url }).then((answer) => answer.options),
    [client, installationId],
  );
  const rootProps = session.step?.frames[0]?.props ?? props;

  const { rerender } = session;
  const rerenderNow = useCallback(() => rerender('re-render'), [rerender]);
  usePreviewKeys({ back: session.back, forward: session.forward, rerender: rerenderNow });

  return (
    <Group orientation="horizontal" className="pv" defaultLayout={layout.defaultLayout} onLayoutChanged={layout.onLayoutChanged}>
      <Panel id="pv-sidebar" defaultSize="22%" minSize="14%" className="pv-pane">
        <Sidebar
          components={components}
          code={code}
          loadError={loadError}
          selected={selected}
          onSelect={(id) => {
            setProps({});
            setSelected(id);
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
        <div className="pv-canvas" data-theme={canvasTheme} data-testid="canvas">
          {!selected ? (
            <EmptyState icon={Eye} title="Component preview">
              Pick a component on the left (or type its id) to render it as the platform's editor would, click through its actions and
              travel back through its states.
            </EmptyState>
          ) : session.step ? (
            <Canvas
              step={session.step}
              busy={session.busy}
              dispatch={session.dispatch}
              setState={session.setState}
              fetchOptions={fetchOptions}
              publicOrigin={publicOrigin}
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
