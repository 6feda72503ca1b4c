/** Replaces each registered secret in already-serialised JSON text (so values inside strings are caught too). */
export interface Redactor {
  add(name: string, value: string): void;
  apply(text: string): string;
}

export function createRedactor(): Redactor {
  const secrets = new Map<string, string>();
  return {
    add(name, value) {
      // Very short values would redact ordinary words; nobody's real secret is 3 characters long.
      if (value.length >= 4) secrets.set(value, name);
    },
    apply(text) {
      let out = text;
      for (const [value, name] of secrets) {
        if (!out.includes(value) && !out.includes(JSON.stringify(value).slice(1, -1))) continue;
        const encoded = JSON.stringify(value).slice(1, -1);
        out = out.split(encoded).join(`[redacted:${name}]`);
        if (encoded !== value) out = out.split(value).join(`[redacted:${name}]`);
      }
      return out;
    },
  };
}
