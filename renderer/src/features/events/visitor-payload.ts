/** The visitor-authentication fields of a fetch_visitor_authentication payload, as the pane's controls edit them. */
export interface VisitorFields {
  searchParams: [string, string][];
  cookies: [string, string][];
  logout: boolean;
}

function pairs(value: unknown): [string, string][] {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return [];
  return Object.entries(value as Record<string, unknown>).map(([name, text]) => [
    name,
    typeof text === 'string' ? text : JSON.stringify(text),
  ]);
}

/** The fields read from the editor's text; null when it is not a JSON object (the editor says why). */
export function readVisitorFields(text: string): VisitorFields | null {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (!value || typeof value !== 'object' || Array.isArray(value)) return null;
  const payload = value as Record<string, unknown>;
  return { searchParams: pairs(payload.searchParams), cookies: pairs(payload.cookies), logout: payload.action === 'logout' };
}

/**
 * The editor's text with the controls' fields written in: rows without a name are left out (one
 * being typed), a later row of the same name wins as in a query string, and no logout means no
 * `action` (the platform sends it only for a logout). Other fields keep their order and values.
 */
export function writeVisitorFields(text: string, fields: VisitorFields): string {
  const payload = JSON.parse(text) as Record<string, unknown>;
  const record = (rows: [string, string][]) => Object.fromEntries(rows.filter(([name]) => name.trim() !== ''));
  payload.searchParams = record(fields.searchParams);
  payload.cookies = record(fields.cookies);
  if (fields.logout) payload.action = 'logout';
  else delete payload.action;
  return JSON.stringify(payload, null, 2);
}
