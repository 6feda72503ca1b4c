import { EVENT_TARGET, validatePayloadText, type WebhookEventType, type WebhookPayload } from '../../../shared/webhooks/payloads.ts';
import { DEFAULT_POLICY, type RetryPolicy } from '../../../shared/webhooks/policy.ts';
import { WebhookError } from './errors.ts';
import { isStudioReference } from './studio-references.ts';

/** The default policy with the fields `patch` gives (an undefined field keeps the default). */
export function resolvePolicy(patch: Partial<RetryPolicy> = {}): RetryPolicy {
  return { ...DEFAULT_POLICY, ...Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== undefined)) };
}

/** A receiver URL as stored: an http(s) URL, normalized, or a reference to the studio's own server. */
export function checkUrl(url: string): string {
  if (isStudioReference(url)) return url;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new WebhookError('bad-url', `The receiver URL ${JSON.stringify(url)} is not a URL (e.g. https://example.com/webhooks).`);
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') {
    throw new WebhookError('bad-url', `The receiver URL must use http or https, not ${parsed.protocol.replace(':', '')}.`);
  }
  return parsed.href;
}

/** The events an installation on a `target` subscribes to, each once; at least one, and each of that target. */
export function checkEvents(target: 'space' | 'site', events: WebhookEventType[]): WebhookEventType[] {
  const unique = [...new Set(events)];
  if (unique.length === 0) throw new WebhookError('bad-events', 'Select at least one event type.');
  const wrong = unique.filter((e) => EVENT_TARGET[e] !== target);
  if (wrong.length) {
    throw new WebhookError(
      'bad-events',
      `${wrong.join(', ')} ${wrong.length > 1 ? 'are' : 'is'} not an event of a ${target} installation.`,
    );
  }
  return unique;
}

/** The payload a JSON text holds, when it is a valid webhook event. */
export function parsePayload(bodyText: string): WebhookPayload {
  const checked = validatePayloadText(bodyText);
  if (!checked.ok) throw new WebhookError('bad-payload', `The payload is not a valid webhook event: ${checked.errors.join('; ')}`);
  return checked.payload;
}
