/** True for `{ "$state": "key" }` and nothing else. */
export function isBinding(value: unknown): value is { $state: string } {
  return (
    !!value &&
    typeof value === 'object' &&
    !Array.isArray(value) &&
    Object.keys(value).length === 1 &&
    typeof (value as { $state?: unknown }).$state === 'string'
  );
}

/**
 * Replaces every `{ "$state": key }` in `value` with `state[key]` (a missing key gives `null`, so
 * the field survives JSON); returns new objects and never mutates its input.
 */
export function resolveBindings<T>(value: T, state: Record<string, unknown>): T {
  return resolve(value, state) as T;
}

function resolve(value: unknown, state: Record<string, unknown>): unknown {
  if (isBinding(value)) return Object.hasOwn(state, value.$state) ? state[value.$state] : null;
  if (Array.isArray(value)) return value.map((item) => resolve(item, state));
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, resolve(item, state)]));
  }
  return value;
}
