/** Keys whose values are credentials: shown masked in every answer, log and screen of the studio. */
const SECRET_KEY = /token|secret|password|credential_value|api[_-]?key/i;

export function maskValue(value: string): string {
  return value.length <= 8 ? '••••••••' : `••••••••${value.slice(-4)}`;
}

/** A copy of `value` with every secret-named string (at any depth) masked. */
export function maskSecrets(value: unknown, keyIsSecret = false): unknown {
  if (typeof value === 'string') return keyIsSecret ? maskValue(value) : value;
  if (Array.isArray(value)) return value.map((item) => maskSecrets(item, keyIsSecret));
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, maskSecrets(item, keyIsSecret || SECRET_KEY.test(key))]));
  }
  return value;
}

/** Every secret-named string inside `value`, to register with the journal's redactor. */
export function secretStrings(value: unknown, keyIsSecret = false, found: string[] = []): string[] {
  if (typeof value === 'string') {
    if (keyIsSecret) found.push(value);
  } else if (Array.isArray(value)) {
    for (const item of value) secretStrings(item, keyIsSecret, found);
  } else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) secretStrings(item, keyIsSecret || SECRET_KEY.test(key), found);
  }
  return found;
}
