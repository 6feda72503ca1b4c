import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { Installation } from '../../../../shared/api/installations.ts';
import { useStudio } from '../../lib/studio.tsx';
import { useStudioOrigins } from '../../lib/usePublicOrigin.ts';
import { performAction, renderFrame, type ActionDeps } from '../preview/actions.ts';
import { Canvas } from '../preview/Canvas.tsx';
import { openUrlFor } from '../preview/usePreview.ts';
import type { Step } from '../preview/timeline.ts';
// The canvas's element styles live with the Preview pane.
import '../preview/preview.css';

type Context = 'configuration_account' | 'configuration_space' | 'configuration_site';

/** A `{componentId}` configuration section: the integration's own component, on the Preview feature's canvas. */
export function ConfigurationComponent({
  installation,
  componentId,
  context,
}: {
  installation: Installation;
  componentId: string;
  context: Context;
}) {
  const { client, transport } = useStudio();
  const [step, setStep] = useState<Step | null>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const deps = useMemo<ActionDeps>(
    () => ({
      render: (call) => client.call('host.render', { ...call, context: { type: context }, installationId: installation.id }),
      openUrl: openUrlFor(transport),
    }),
    [client, transport, context, installation.id],
  );

  useEffect(() => {
    let live = true;
    renderFrame({ componentId, props: { installationId: installation.id }, state: {} }, 'render', deps).then(
      (next) => {
        if (!live) return;
        setStep(next);
        setFailure(null);
      },
      (error: Error) => live && setFailure(error.message),
    );
    return () => {
      live = false;
    };
  }, [componentId, deps, installation.id]);

  // A configuration saved anywhere (this component's own action, the integration, another window)
  // renders the component again with its state, once no action of its own is on its way.
  const configuration = JSON.stringify(installation.configuration);
  const renderedConfiguration = useRef(configuration);
  useEffect(() => {
    if (configuration === renderedConfiguration.current || busy || !step) return;
    renderedConfiguration.current = configuration;
    renderFrame({ ...step.frames[0]! }, 'configuration saved', deps, step.frames.slice(1)).then(setStep, (error: Error) =>
      setFailure(error.message),
    );
  }, [configuration, busy, step, deps]);

  const dispatch = useCallback(
    (level: number, action: Record<string, unknown>) => {
      if (!step) return;
      setBusy(true);
      performAction(step, level, action, deps)
        .then((next) => next && setStep(next))
        .catch((error: Error) => setFailure(error.message))
        .finally(() => setBusy(false));
    },
    [step, deps],
  );
  const setState = useCallback(
    (level: number, key: string, value: unknown) =>
      setStep(
        (current) =>
          current && {
            ...current,
            frames: current.frames.map((frame, index) => (index === level ? { ...frame, state: { ...frame.state, [key]: value } } : frame)),
          },
      ),
    [],
  );
  const origins = useStudioOrigins();
  const fetchOptions = useCallback((url: string) => client.call('preview.options', { url }).then((answer) => answer.options), [client]);

  if (failure)
    return (
      <div className="error-box" role="alert">
        Rendering {componentId} failed: {failure}
      </div>
    );
  if (!step) return <div className="loading">Rendering {componentId}…</div>;
  return (
    <div className="in-component" data-testid="configuration-component">
      <Canvas
        step={step}
        busy={busy}
        dispatch={dispatch}
        setState={setState}
        fetchOptions={fetchOptions}
        publicOrigin={origins?.publicOrigin ?? null}
        contentOrigin={origins?.contentOrigin ?? null}
      />
    </div>
  );
}
