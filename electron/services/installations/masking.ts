import { DEFAULT_CREDENTIALS_KEY } from '../../../shared/manifest/configuration.ts';

/** Keys whose values are credentials: shown masked in every answer, log and screen of the studio. */
const SECRET_KEY = /token|secret|password|credential_value|api[_-]?key/i;
/** Where a provider's endpoint is written (`access_token_endpoint`, `token_url`): an address to show, not a secret. */
const ADDRESS_KEY = /(endpoint|url|uri)$/i;

/**
 * `oauth_credentials` is where the default `extractCredentials` stores whatever the provider
 * answered, under any button's name: its value is secret whole, as a button's own value is, even
 * when it is a plain string or its fields have innocent names.
 */
const isSecretKey = (name: string) => name === DEFAULT_CREDENTIALS_KEY || (SECRET_KEY.test(name) && !ADDRESS_KEY.test(name));

export function maskValue(value: string): string {
  return value.length <= 8 ? '••••••••' : `••••••••${value.slice(-4)}`;
}

/**
 * A copy of `value` with every secret-named string (at any depth) masked. It walks with its own
 * stack: a stored value is bounded by the value guards, but a walk must not be what breaks first.
 */
export function maskSecrets(value: unknown, keyIsSecret = false): unknown {
  const root: { value?: unknown } = {};
  const stack: { value: unknown; secret: boolean; into: object; key: string }[] = [
    { value, secret: keyIsSecret, into: root, key: 'value' },
  ];
  while (stack.length > 0) {
    const { value: current, secret, into, key } = stack.pop()!;
    let copy: unknown = current;
    if (typeof current === 'string') copy = secret ? maskValue(current) : current;
    else if (Array.isArray(current)) {
      copy = new Array(current.length);
      current.forEach((item, index) => stack.push({ value: item, secret, into: copy as object, key: String(index) }));
    } else if (current && typeof current === 'object') {
      copy = {};
      for (const [name, item] of Object.entries(current)) {
        put(copy as object, name, undefined); // keeps the keys in their order
        stack.push({ value: item, secret: secret || isSecretKey(name), into: copy as object, key: name });
      }
    }
    put(into, key, copy);
  }
  return root.value;
}

/** As Object.fromEntries does: an own property, also for a key named `__proto__`. */
function put(into: object, key: string, value: unknown) {
  Object.defineProperty(into, key, { value, writable: true, enumerable: true, configurable: true });
}

/** Every secret-named string inside `value`, to register with the journal's redactor (walked with its own stack, as above). */
export function secretStrings(value: unknown, keyIsSecret = false): string[] {
  const found: string[] = [];
  const stack: { value: unknown; secret: boolean }[] = [{ value, secret: keyIsSecret }];
  while (stack.length > 0) {
    const { value: current, secret } = stack.pop()!;
    if (typeof current === 'string') {
      if (secret) found.push(current);
    } else if (Array.isArray(current)) {
      for (let i = current.length - 1; i >= 0; i--) stack.push({ value: current[i], secret });
    } else if (current && typeof current === 'object') {
      const entries = Object.entries(current);
      for (let i = entries.length - 1; i >= 0; i--) stack.push({ value: entries[i]![1], secret: secret || isSecretKey(entries[i]![0]) });
    }
  }
  return found;
}
