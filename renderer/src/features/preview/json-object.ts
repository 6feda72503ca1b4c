/**
 * Text typed into one of the Preview's JSON editors (props, state, visitor claims), read as an
 * object, or the reason it is not one: `what` names the field and `example` shows a valid value.
 */
export function parseJsonObject(
  text: string,
  what: string,
  example: string,
): { ok: true; value: Record<string, unknown> } | { ok: false; error: string } {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (cause) {
    return { ok: false, error: `Not JSON: ${(cause as Error).message}` };
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed))
    return { ok: false, error: `${what} must be a JSON object, like ${example}.` };
  return { ok: true, value: parsed as Record<string, unknown> };
}
