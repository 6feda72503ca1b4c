import { Plus, Webhook } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Group, Panel, Separator, useDefaultLayout } from 'react-resizable-panels';
import type { WebhookView } from '../../../../shared/api/webhooks.ts';
import { EmptyState } from '../../components/EmptyState.tsx';
import { Unavailable } from '../../components/Unavailable.tsx';
import { useStudio } from '../../lib/studio.tsx';
import { formatKeys, useShortcuts } from '../../lib/shortcuts.ts';
import { Deliveries } from './Deliveries.tsx';
import { PayloadPanel } from './PayloadPanel.tsx';
import { QueuePanel } from './QueuePanel.tsx';
import { ReceiverPanel } from './ReceiverPanel.tsx';
import { useWebhooks } from './useWebhooks.ts';
import { WebhookEditor } from './WebhookEditor.tsx';
import './webhooks.css';

export default function WebhooksFeature() {
  const { client } = useStudio();
  const { webhooks, deliveries, receivers, reload } = useWebhooks();
  const [selected, setSelected] = useState<string | 'new' | null>(null);
  const [error, setError] = useState<string | null>(null);
  const outer = useDefaultLayout({ id: 'studio.webhooks', storage: localStorage });
  const right = useDefaultLayout({ id: 'studio.webhooks.right', storage: localStorage });
  const list = webhooks.state === 'ready' ? webhooks.value : [];
  const current = selected === 'new' ? null : (list.find((w) => w.id === selected) ?? list[0] ?? null);
  const creating = selected === 'new' || (webhooks.state === 'ready' && list.length === 0 && selected !== null);
  const shortcuts = useMemo(() => [{ keys: 'mod+shift+n', label: 'New webhook', run: () => setSelected('new') }], []);
  useShortcuts(shortcuts);

  async function saved(webhook: WebhookView) {
    setSelected(webhook.id);
    reload();
    // A webhook pointed at one of the studio's receivers: let that receiver verify with its secret.
    const local = receivers.find((r) => r.url === webhook.url);
    if (local)
      await client
        .call('webhooks.receivers.configure', { name: local.name, secretFromWebhook: webhook.id })
        .catch((e: Error) => setError(e.message));
  }

  if (webhooks.state === 'loading') return <div className="loading">Loading webhooks…</div>;
  if (webhooks.state === 'failed') {
    return <Unavailable icon={Webhook} title="Webhooks are not available" message={webhooks.error.message} onRetry={reload} />;
  }

  const newButton = (
    <button type="button" className="btn primary" onClick={() => setSelected('new')} title={`New webhook (${formatKeys('mod+shift+n')})`}>
      <Plus size={14} aria-hidden /> New webhook
    </button>
  );

  return (
    <Group orientation="horizontal" className="wh-root" defaultLayout={outer.defaultLayout} onLayoutChanged={outer.onLayoutChanged}>
      <Panel id="wh-list" defaultSize="20%" minSize="14%" className="wh-pane">
        <div className="toolbar">{newButton}</div>
        {list.length === 0 ? (
          <p className="muted wh-hint">
            No webhook installations yet. Create one to send signed events to your receiver, with the platform's retries.
          </p>
        ) : (
          <ul className="wh-list" aria-label="Webhook installations">
            {list.map((w) => (
              <li key={w.id}>
                <button
                  type="button"
                  className={`wh-list-item${current?.id === w.id && !creating ? ' selected' : ''}`}
                  onClick={() => setSelected(w.id)}
                >
                  <strong>{w.name}</strong>
                  <span className="muted">{w.reference ? `${w.url} (${w.reference})` : w.url}</span>
                  {w.stale ? (
                    <span className="wh-stale" role="alert">
                      {w.stale}
                    </span>
                  ) : null}
                  <span className="muted">{w.events.join(', ')}</span>
                </button>
              </li>
            ))}
          </ul>
        )}
      </Panel>
      <Separator className="resize-handle" />
      <Panel id="wh-edit" defaultSize="40%" minSize="28%" className="wh-pane">
        {creating || current ? (
          <>
            <WebhookEditor
              // Distinct keys: sharing one with the payload panel made React stack a new form per click.
              key={`editor-${creating ? 'new' : current!.id}`}
              webhook={creating ? null : current}
              defaultUrl={receivers[0]?.url}
              onSaved={(w) => void saved(w)}
              onDeleted={() => (setSelected(null), reload())}
            />
            {!creating && current ? <PayloadPanel key={`payload-${current.id}`} webhook={current} /> : null}
          </>
        ) : (
          <EmptyState icon={Webhook} title="No webhook installations" action={newButton}>
            A webhook installation sends <code>space_content_updated</code>, <code>site_view</code> or <code>page_feedback</code> events,
            signed with its secret, to your receiver's URL. Create one, or start a local receiver on the right to test against.
          </EmptyState>
        )}
      </Panel>
      <Separator className="resize-handle" />
      <Panel id="wh-right" defaultSize="40%" minSize="25%" className="wh-pane wh-right">
        {error ? (
          <div className="error-box" role="alert">
            {error}{' '}
            <button type="button" className="btn" onClick={() => setError(null)}>
              Dismiss
            </button>
          </div>
        ) : null}
        <Group orientation="vertical" defaultLayout={right.defaultLayout} onLayoutChanged={right.onLayoutChanged}>
          <Panel id="wh-deliveries" defaultSize="55%" minSize="20%" className="wh-scroll">
            <h3 className="wh-heading">{current && !creating ? `Deliveries of ${current.name}` : 'Deliveries'}</h3>
            <QueuePanel />
            <Deliveries
              deliveries={current && !creating ? deliveries.filter((d) => d.webhookId === current.id) : deliveries}
              onError={setError}
            />
          </Panel>
          <Separator className="resize-handle horizontal" />
          <Panel id="wh-receiver" defaultSize="45%" minSize="20%" className="wh-scroll">
            <h3 className="wh-heading">Local receiver</h3>
            <ReceiverPanel receivers={receivers} webhook={current} onError={setError} />
          </Panel>
        </Group>
      </Panel>
    </Group>
  );
}
