import { useCallback, useEffect, useState } from 'react';
import type { DeliveryView, ReceivedView, ReceiverView, WebhookView } from '../../../../shared/api/webhooks.ts';
import { useStudio, useTopic } from '../../lib/studio.tsx';

export type Load<T> = { state: 'loading' } | { state: 'ready'; value: T } | { state: 'failed'; error: Error };

/** Webhook installations, deliveries and receivers of the open integration, kept current by pushes. */
export function useWebhooks() {
  const { client } = useStudio();
  const [webhooks, setWebhooks] = useState<Load<WebhookView[]>>({ state: 'loading' });
  const [deliveries, setDeliveries] = useState<DeliveryView[]>([]);
  const [receivers, setReceivers] = useState<ReceiverView[]>([]);
  const [generation, setGeneration] = useState(0);
  const reload = useCallback(() => setGeneration((n) => n + 1), []);

  useEffect(() => {
    let live = true;
    client
      .call('webhooks.list')
      .then((value) => live && setWebhooks({ state: 'ready', value }))
      .catch((error: Error) => live && setWebhooks({ state: 'failed', error }));
    client
      .call('webhooks.deliveries', { limit: 100 })
      .then((value) => live && setDeliveries(value))
      .catch(() => {});
    client
      .call('webhooks.receivers.list')
      .then((value) => live && setReceivers(value))
      .catch(() => {});
    return () => {
      live = false;
    };
  }, [client, generation]);

  useTopic('webhooks.changed', reload);
  // A request consumes the receiver's scripted answers; refresh what remains.
  useTopic('webhooks.received', () => {
    client
      .call('webhooks.receivers.list')
      .then(setReceivers)
      .catch(() => {});
  });
  useTopic('workspace.changed', reload);
  useTopic('webhooks.delivery', (delivery) =>
    setDeliveries((current) => {
      const known = current.some((d) => d.id === delivery.id);
      return known ? current.map((d) => (d.id === delivery.id ? delivery : d)) : [delivery, ...current].slice(0, 200);
    }),
  );
  return { webhooks, deliveries, receivers, reload };
}

/** Requests one receiver got, newest first, live. */
export function useReceived(name: string | null) {
  const { client } = useStudio();
  // Tagged with the receiver they belong to, so switching receivers never shows the previous one's list.
  const [received, setReceived] = useState<{ name: string | null; items: ReceivedView[] }>({ name: null, items: [] });
  useEffect(() => {
    let live = true;
    if (name)
      client
        .call('webhooks.receivers.requests', { name })
        .then((value) => live && setReceived({ name, items: [...value].reverse() }))
        .catch(() => {});
    return () => {
      live = false;
    };
  }, [client, name]);
  useTopic('webhooks.received', (request) => {
    if (request.receiver === name)
      setReceived((current) => ({ name, items: [request, ...(current.name === name ? current.items : [])].slice(0, 200) }));
  });
  return received.name === name ? received.items : [];
}

/** Re-renders every `ms` while `active`, for countdowns. */
export function useTicker(active: boolean, ms = 100) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!active) return;
    const id = setInterval(() => setNow(Date.now()), ms);
    return () => clearInterval(id);
  }, [active, ms]);
  return now;
}
