/**
 * Replaces each registered secret in already-serialised JSON text (so values inside strings are caught
 * too), and masks the values of credential headers wherever they appear as JSON fields.
 */
export interface Redactor {
  add(name: string, value: string): void;
  apply(text: string): string;
}

/**
 * The shapes a secret takes in text the journal stores: as is, JSON-escaped once, twice and three
 * times (a JSON body inside a multipart envelope inside a record, a log line of JSON), URL-encoded
 * (`encodeURIComponent` and a form's `+` for spaces) and base64 (unpadded, so a padded copy matches
 * too). Longest first, so a form that contains another is replaced whole.
 */
export function secretForms(value: string): string[] {
  const escape = (text: string) => JSON.stringify(text).slice(1, -1);
  const once = escape(value);
  const twice = escape(once);
  const bytes = Buffer.from(value, 'utf8');
  const forms = new Set([
    value,
    once,
    twice,
    escape(twice),
    encodeURIComponent(value),
    new URLSearchParams({ v: value }).toString().slice(2),
    bytes.toString('base64').replace(/=+$/, ''),
    bytes.toString('base64url'),
  ]);
  return [...forms].sort((a, b) => b.length - a.length);
}

/**
 * Headers that carry a caller's or a service's credentials. Their values are masked in every record,
 * including the copy of the caller's request inside the envelope the integration receives.
 */
export const CREDENTIAL_HEADERS = [
  'authorization',
  'proxy-authorization',
  'cookie',
  'set-cookie',
  'x-api-key',
  'api-key',
  'x-auth-token',
  'x-access-token',
] as const;

const SCHEMED = new Set(['authorization', 'proxy-authorization']);
const MENTIONS_CREDENTIAL = new RegExp(CREDENTIAL_HEADERS.join('|'), 'i');
/**
 * `"name":"value"` at any depth of JSON-in-JSON: at depth n every quote of the field carries the same
 * run of backslashes (0, 1, 3, 7…), and the value ends at the first quote with exactly that run.
 */
const CREDENTIAL_FIELD = new RegExp(`(?<!\\\\)(\\\\*)"(${CREDENTIAL_HEADERS.join('|')})\\1"(\\s*:\\s*)\\1"([\\s\\S]*?)(?<!\\\\)\\1"`, 'gi');
/** A value already masked (by `headerRecord` or a registered secret) keeps what it shows. */
const MASKED = /^(?:[A-Za-z][\w.+-]* )?(?:••••(?:[\w.~+/=-]{4})?|\[redacted:[^\]"\\]*\])$/;

/** Like `headerRecord`'s mask: the scheme, and the last 4 characters of a long token when they are plain. */
function maskCredential(name: string, value: string): string {
  if (MASKED.test(value)) return value;
  if (!SCHEMED.has(name.toLowerCase())) return '••••';
  const scheme = /^([A-Za-z][\w.+-]*) (?=\S)/.exec(value)?.[1];
  const token = scheme ? value.slice(scheme.length + 1) : value;
  // Basic's token is the password itself, base64-encoded: its tail would show the password's end.
  const opaque = scheme?.toLowerCase() !== 'basic';
  const tail = opaque && token.length > 8 && /[\w.~+/=-]{4}$/.test(token) ? token.slice(-4) : '';
  return `${scheme ? `${scheme} ` : ''}••••${tail}`;
}

/** Masks every credential header's value in JSON text, at whatever depth of escaping it sits. */
export function maskCredentialFields(text: string): string {
  if (!MENTIONS_CREDENTIAL.test(text)) return text;
  return text.replace(
    CREDENTIAL_FIELD,
    (_field, slashes: string, name: string, colon: string, value: string) =>
      `${slashes}"${name}${slashes}"${colon}${slashes}"${maskCredential(name, value)}${slashes}"`,
  );
}

export function createRedactor(): Redactor {
  const secrets = new Map<string, { name: string; forms: string[] }>();
  return {
    add(name, value) {
      // Very short values would redact ordinary words; nobody's real secret is 3 characters long.
      if (value.length >= 4) secrets.set(value, { name, forms: secretForms(value) });
    },
    apply(text) {
      let out = text;
      for (const { name, forms } of secrets.values()) {
        for (const form of forms) if (out.includes(form)) out = out.split(form).join(`[redacted:${name}]`);
      }
      // After the secrets, so a header holding one keeps saying which secret it was.
      return maskCredentialFields(out);
    },
  };
}
