import { StudioError } from '../../../shared/api/errors.ts';
import type { WebhookView, webhooksMethods } from '../../../shared/api/webhooks.ts';
import { BODY_PREVIEW_LIMIT } from '../../../shared/journal/records.ts';
import { generatePayload } from '../../../shared/webhooks/payloads.ts';
import { maskSecret } from '../../../shared/webhooks/secret.ts';
import { verifySignature } from '../../../shared/webhooks/verify.ts';
import type { FeatureHandlers } from '../context.ts';
import type { StudioOptions } from '../options.ts';
import type { SessionSlot } from '../session-slot.ts';
import type { WorkspaceSession } from '../session.ts';
import type { Disposable } from '../../lib/lifecycle.ts';
import type { Bus } from '../../services/events/bus.ts';
import type { PublicServer } from '../../services/public/server.ts';
import type { ReceivedRequest } from '../../services/webhooks/receiver.ts';
import { nodeHmac } from '../../services/webhooks/hmac.ts';
import { createReceiverRegistry } from '../../services/webhooks/receivers.ts';
import type { WebhookInstallation } from '../../services/webhooks/types.ts';
import { WebhookError } from '../../services/webhooks/errors.ts';
import {
  deliveryForView,
  describeStudioReference,
  resolveStudioReference,
  staleStudioOrigin,
} from '../../services/webhooks/studio-references.ts';

/** `publicOrigin` resolves a reference to the studio's own server; `pastPorts` flags URLs at a studio origin no longer served. */
export function toView(w: WebhookInstallation, publicOrigin: string | null = null, pastPorts: readonly number[] = []): WebhookView {
  const { secret, ...rest } = w;
  return {
    ...rest,
    url: resolveStudioReference(w.url, publicOrigin) ?? w.url,
    reference: describeStudioReference(w.url),
    stale: staleStudioOrigin(w.url, publicOrigin, pastPorts),
    secretMasked: maskSecret(secret),
  };
}

function journalReceived(deps: WebhooksDeps, request: ReceivedRequest) {
  const journal = deps.session.current()?.journal;
  if (!journal) return; // no folder open: the request still shows in the receiver panel
  journal.append({
    kind: 'webhook.received',
    status: request.verdict.ok ? 'ok' : 'error',
    summary: `${request.receiver}: ${request.verdict.ok ? 'genuine' : request.verdict.reason}${request.duplicate ? ' (duplicate)' : ''} → ${request.status ?? 'dropped'}`,
    data: {
      request: {
        method: request.method,
        url: request.path,
        headers: request.headers,
        body: request.body.slice(0, BODY_PREVIEW_LIMIT),
        bodyEncoding: request.bodyEncoding,
        bodySize: request.bodySize,
        truncated: request.truncated,
      },
      response:
        request.status === null
          ? null
          : { status: request.status, headers: {}, body: '', bodyEncoding: 'utf8', bodySize: 0, truncated: false },
      durationMs: request.durationMs,
      error: request.status === null ? 'connection dropped by the simulation' : null,
      verdict: request.verdict.ok ? 'genuine' : 'rejected',
      reason: request.verdict.reason,
      duplicate: request.duplicate,
      eventId: request.eventId,
      // Why it was rejected, never the signature the receiver expected (that would sign forgeries).
      diagnosis: request.verdict.diagnosis,
    },
  });
}

export interface WebhooksDeps {
  bus: Pick<Bus, 'publish'>;
  publicServer: PublicServer;
  options: Pick<StudioOptions, 'portStore'>;
  session: SessionSlot<Pick<WorkspaceSession, 'journal' | 'webhooks'>>;
  /** The owner's lifetime: the receiver registry (its route, its receivers) and the open listener end with it. */
  lifetime: { add<T extends Disposable>(item: T): T };
}

export function handlers(deps: WebhooksDeps): FeatureHandlers<typeof webhooksMethods> {
  const receivers = deps.lifetime.add(
    createReceiverRegistry(
      deps.publicServer,
      (request) => {
        journalReceived(deps, request);
        deps.bus.publish('webhooks.received', request);
      },
      // No folder open: kept in memory until one opens.
      () => deps.session.current()?.webhooks.receivers ?? null,
    ),
  );
  // Each workspace keeps its own receivers: opening one brings back those stored in it.
  deps.lifetime.add(
    deps.session.onDidOpen((session) => {
      session.webhooks.onQueue((stats) => deps.bus.publish('webhooks.queue', stats));
      receivers.restore();
      deps.bus.publish('webhooks.changed', { what: 'receivers' });
    }),
  );
  const service = () => deps.session.require().webhooks;
  const pastPorts = async () => (await deps.options.portStore?.read())?.pastPublic ?? [];
  const view = async (w: WebhookInstallation) => toView(w, deps.publicServer.origin, await pastPorts());
  const changed = (what: 'installations' | 'receivers') => deps.bus.publish('webhooks.changed', { what });
  const secretOf = (webhookId: string | undefined) => (webhookId ? service().installation(webhookId).secret : undefined);

  return {
    'webhooks.list': async () => {
      const past = await pastPorts();
      return service()
        .installations()
        .map((w) => toView(w, deps.publicServer.origin, past));
    },
    'webhooks.create': async (input) => {
      const created = service().createInstallation(input);
      changed('installations');
      return view(created);
    },
    'webhooks.update': async ({ id, ...patch }) => {
      const updated = service().updateInstallation(id, patch);
      changed('installations');
      return view(updated);
    },
    'webhooks.delete': async ({ id }) => {
      service().deleteInstallation(id);
      changed('installations');
      return { deleted: id };
    },
    'webhooks.regenerateSecret': async ({ id }) => {
      const next = service().regenerateSecret(id);
      changed('installations');
      return view(next);
    },
    'webhooks.copySecret': async ({ id }) => ({ secret: service().installation(id).secret }),
    'webhooks.generatePayload': async ({ type, webhookId }) => {
      const w = webhookId ? service().installation(webhookId) : null;
      const payload = generatePayload(type, {
        installationId: w?.id,
        ...(w?.targetId ? (w.target === 'space' ? { spaceId: w.targetId } : { siteId: w.targetId }) : {}),
      });
      return { json: JSON.stringify(payload, null, 2) };
    },
    'webhooks.send': async ({ webhookId, body }) => deliveryForView(await service().send(webhookId, body), deps.publicServer.origin),
    'webhooks.resend': async ({ eventId, webhookId }) =>
      deliveryForView(await service().resend(eventId, { webhookId }), deps.publicServer.origin),
    'webhooks.deliveries': async ({ limit, before }) =>
      service()
        .deliveries({ limit, before })
        .map((d) => deliveryForView(d, deps.publicServer.origin)),
    'webhooks.queue': async () => service().queueStats(),
    'webhooks.receivers.list': async () => receivers.list(),
    'webhooks.receivers.create': async ({ name, secretFromWebhook, toleranceSeconds }) => {
      const view = receivers.create(name, secretOf(secretFromWebhook), toleranceSeconds);
      changed('receivers');
      return view;
    },
    'webhooks.receivers.configure': async ({ name, secretFromWebhook, toleranceSeconds, simulation }) => {
      let view;
      try {
        view = receivers.configure(name, { secret: secretOf(secretFromWebhook), toleranceSeconds, simulation });
      } catch (error) {
        if (error instanceof StudioError || error instanceof WebhookError) throw error;
        throw new StudioError('invalid-input', (error as Error).message);
      }
      changed('receivers');
      return view;
    },
    'webhooks.receivers.delete': async ({ name }) => {
      receivers.remove(name);
      changed('receivers');
      return { deleted: name };
    },
    'webhooks.receivers.requests': async ({ name }) => receivers.requests(name),
    'webhooks.verify': async ({ header, body, secret, toleranceSeconds, nowMs }) =>
      verifySignature({ header, body, secret, toleranceSeconds, nowMs, hmac: nodeHmac }),
  };
}
