import { Play, RefreshCw, Save, Trash2, Zap } from 'lucide-react';
import { lazy, Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import { Group, Panel, Separator, useDefaultLayout } from 'react-resizable-panels';
import { RUNTIME_EVENTS, type RuntimeEventType } from '../../../../shared/api/installations.ts';
import type { FixtureSummary } from '../../../../shared/api/fixtures.ts';
import { BuildProblem } from '../../components/BuildProblem.tsx';
import { EmptyState } from '../../components/EmptyState.tsx';
import { formatKeys, useShortcuts } from '../../lib/shortcuts.ts';
import { useTheme } from '../../lib/theme.ts';
import { InstallationSelect } from '../installations/InstallationSelect.tsx';
import { useInstallations } from '../installations/useInstallations.ts';
import { FixturePicker } from '../fixtures/FixturePicker.tsx';
import { defaultEvent } from './default-event.ts';
import { EventResult } from './EventResult.tsx';
import { QueuedTasks } from './QueuedTasks.tsx';
import { useVisitorFlow, VisitorAuthControls, VisitorFlowView } from './VisitorAuth.tsx';
import { eventJsonSchema, firingBlockedBy, parsePayload, useEventRunner } from './useEventRunner.ts';

// Monaco loads with the pane's first use of the editor, not with the pane.
const JsonEditor = lazy(() => import('../../components/JsonEditor.tsx').then((m) => ({ default: m.JsonEditor })));
import './events.css';

export default function EventsFeature() {
  const { list, manifest } = useInstallations();
  const runner = useEventRunner();
  const layout = useDefaultLayout({ id: 'studio.events', storage: localStorage });
  const installations = list.state === 'ready' ? list.value : [];
  const [installationId, setInstallationId] = useState<string | null>(null);
  /** The event picked in the select (or by a fixture); until then, the chosen installation's default. */
  const [picked, setEventType] = useState<RuntimeEventType | null>(null);
  const [text, setText] = useState('');
  const [templateError, setTemplateError] = useState<string | null>(null);
  const [presetName, setPresetName] = useState('');
  const [presetError, setPresetError] = useState<string | null>(null);
  const [generation, setGeneration] = useState(0);
  const [visitorFlow, setVisitorFlow] = useVisitorFlow();

  const target = installations.find((i) => i.id === installationId) ?? installations[0] ?? null;
  const eventType = picked ?? defaultEvent(target?.kind, manifest?.scopes ?? []);
  const parsed = useMemo(() => parsePayload(eventType, text), [eventType, text]);
  const sendable = parsed.ok && parsed.problems.length === 0 && target !== null && target.status !== 'paused';
  // Said next to the disabled Fire button, so nobody has to guess why it is grey.
  const blocked = firingBlockedBy(parsed, target);
  const theme = useTheme();
  const schema = useMemo(() => eventJsonSchema(eventType), [eventType]);

  const targetId = target?.id ?? null;
  const { template } = runner;
  useEffect(() => {
    if (!targetId) return;
    let live = true;
    template(targetId, eventType).then(
      (payload) => {
        if (!live) return;
        setText(JSON.stringify(payload, null, 2));
        setTemplateError(null);
      },
      (error: Error) => live && setTemplateError(error.message),
    );
    return () => {
      live = false;
    };
  }, [targetId, eventType, generation, template]);

  const { fire: send, firing } = runner;
  const fire = useCallback(() => {
    if (!sendable || firing || !parsed.ok) return;
    void send(target.id, eventType, parsed.payload);
  }, [sendable, firing, parsed, send, target, eventType]);
  useShortcuts(
    useMemo(
      () => [
        { keys: 'mod+enter', label: 'Fire the event', run: fire },
        { label: 'Generate payload', run: () => setGeneration((n) => n + 1) },
      ],
      [fire],
    ),
  );

  /** An event fixture opens here ready to fire: its type and fields (the installation stays the one picked). */
  function openFixture(fixture: FixtureSummary) {
    const { type, installationId: _installationId, ...fields } = (fixture.fixture?.event ?? {}) as Record<string, unknown>;
    if (!RUNTIME_EVENTS.includes(type as RuntimeEventType)) {
      setPresetError(
        `Fixture ${fixture.name} holds a ${String(type)} event, which this pane cannot fire; run it with integration-studio test.`,
      );
      return;
    }
    setPresetError(null);
    setEventType(type as RuntimeEventType);
    // After the event type's template, so the fixture wins.
    setTimeout(() => setText(JSON.stringify(fields, null, 2)), 0);
  }

  async function savePreset() {
    setPresetError(null);
    if (!parsed.ok) return setPresetError(parsed.error);
    try {
      await runner.savePreset(presetName, eventType, parsed.payload);
    } catch (error) {
      setPresetError((error as Error).message);
    }
  }

  if (list.state === 'loading') return <div className="loading">Loading installations…</div>;
  if (installations.length === 0) {
    return (
      <>
        <BuildProblem />
        <EmptyState icon={Zap} title="No installation to fire events at">
          Runtime events go to an installation. Create one in <strong>Installations</strong> ({formatKeys('mod+3')}), then come back to fire{' '}
          <code>space_content_updated</code>, <code>fetch_published_script</code> and the other runtime events with payloads you can edit
          and save as presets.
        </EmptyState>
      </>
    );
  }

  return (
    <Group orientation="horizontal" className="ev-root" defaultLayout={layout.defaultLayout} onLayoutChanged={layout.onLayoutChanged}>
      <Panel id="ev-compose" defaultSize="55%" minSize="30%" className="ev-pane">
        <BuildProblem />
        <div className="toolbar ev-toolbar">
          <label>
            Installation <InstallationSelect installations={installations} value={target?.id ?? ''} onChange={setInstallationId} />
          </label>
          <label>
            Event{' '}
            <select value={eventType} onChange={(event) => setEventType(event.target.value as RuntimeEventType)} aria-label="Event">
              {RUNTIME_EVENTS.map((type) => (
                <option key={type} value={type}>
                  {type}
                </option>
              ))}
            </select>
          </label>
          <button type="button" className="btn" onClick={() => setGeneration((n) => n + 1)} title="A fresh generated payload">
            <RefreshCw size={14} aria-hidden /> Generate
          </button>
          <button
            type="button"
            className="btn primary"
            onClick={fire}
            disabled={!sendable || runner.firing}
            title={`Fire (${formatKeys('mod+enter')})`}
            data-testid="fire"
          >
            <Play size={14} aria-hidden /> {runner.firing ? 'Firing…' : 'Fire'} <kbd>{formatKeys('mod+enter')}</kbd>
          </button>
          {blocked ? (
            <span className="ev-fire-reason" data-testid="fire-reason">
              {blocked}
            </span>
          ) : null}
        </div>
        <div className="toolbar ev-toolbar ev-presets">
          <select
            aria-label="Load a preset"
            value=""
            onChange={(event) => {
              const preset = runner.presets.find((p) => p.name === event.target.value);
              if (!preset) return;
              setEventType(preset.eventType);
              setPresetName(preset.name);
              // After the event type's template, so the preset wins.
              setTimeout(() => setText(JSON.stringify(preset.payload, null, 2)), 0);
            }}
          >
            <option value="">{runner.presets.length ? `Load a preset (${runner.presets.length})…` : 'No presets yet'}</option>
            {runner.presets.map((preset) => (
              <option key={preset.name} value={preset.name}>
                {preset.name} · {preset.eventType}
              </option>
            ))}
          </select>
          <FixturePicker kinds={['event']} label="Open a fixture" onPick={openFixture} />
          <input
            value={presetName}
            onChange={(event) => setPresetName(event.target.value)}
            placeholder="preset name"
            aria-label="Preset name"
            maxLength={80}
          />
          <button type="button" className="btn" onClick={() => void savePreset()} disabled={!presetName.trim() || !parsed.ok}>
            <Save size={14} aria-hidden /> Save preset
          </button>
          {runner.presets.some((p) => p.name === presetName) ? (
            <button
              type="button"
              className="btn danger"
              onClick={() => void runner.deletePreset(presetName).catch((error: Error) => setPresetError(error.message))}
            >
              <Trash2 size={14} aria-hidden /> Delete
            </button>
          ) : null}
        </div>
        {presetError ? (
          <div className="error-box" role="alert">
            {presetError}
          </div>
        ) : null}
        {templateError ? (
          <div className="error-box" role="alert">
            {templateError}
          </div>
        ) : null}
        {eventType === 'task' ? (
          <QueuedTasks
            text={text}
            onText={setText}
            installation={target}
            firing={runner.firing}
            onFire={(payload) => target && void send(target.id, 'task', payload)}
          />
        ) : null}
        {eventType === 'fetch_visitor_authentication' ? (
          <VisitorAuthControls text={text} onText={setText} installation={target} blocked={blocked} onFlow={setVisitorFlow} />
        ) : null}
        <Suspense fallback={<textarea className="ev-editor" readOnly value={text} aria-label="Event payload (JSON)" aria-busy="true" />}>
          <div className="ev-editor-host" aria-invalid={!sendable}>
            <JsonEditor
              uri="file:///events/payload.json"
              value={text}
              schema={schema}
              theme={theme.resolved}
              label="Event payload (JSON)"
              onChange={setText}
              onSubmit={fire}
            />
          </div>
        </Suspense>
        <div
          className={`ev-validation ${parsed.ok && parsed.problems.length === 0 ? 'ev-ok' : 'ev-error'}`}
          role="status"
          data-testid="payload-validation"
        >
          {!parsed.ok
            ? parsed.error
            : parsed.problems.length
              ? parsed.problems.map((problem) => `${problem.path}: ${problem.message}`).join(' · ')
              : target?.status === 'paused'
                ? 'Valid, but the installation is paused: resume it to fire.'
                : `A valid ${eventType} payload. The studio adds "type" when it sends it.`}
        </div>
      </Panel>
      <Separator className="resize-handle" />
      <Panel id="ev-results" minSize="25%" className="ev-pane ev-results">
        {visitorFlow ? <VisitorFlowView flow={visitorFlow} /> : null}
        {runner.firings.length === 0 && !visitorFlow ? (
          <EmptyState icon={Zap} title="Nothing fired yet">
            Pick an installation and an event, edit the generated payload if you like, and press Fire ({formatKeys('mod+enter')}). The
            integration's answer, its duration and what it logged appear here and in the Inspector.
          </EmptyState>
        ) : (
          runner.firings.map((firing) => <EventResult key={firing.at} firing={firing} />)
        )}
      </Panel>
    </Group>
  );
}
