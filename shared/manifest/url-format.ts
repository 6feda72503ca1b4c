/**
 * The `uri` format of the manifest's JSON Schema, used by the compiled structure validator: an
 * absolute link a browser can open (http, https or mailto), which is what `externalLinks` shows.
 */
export function isAbsoluteUrl(value: string): boolean {
  return URL.canParse(value) && /^(https?:\/\/[^/\s]+|mailto:\S)/i.test(value);
}
