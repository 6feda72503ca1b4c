/** The built-in actions the platform handles itself instead of sending them to the component. */
export const builtinActionNames = [
  '@ui.modal.open',
  '@ui.modal.close',
  '@ui.url.open',
  '@link.unfurl',
  '@editor.node.updateProps',
] as const;
export type BuiltinActionName = (typeof builtinActionNames)[number];

export function isBuiltinAction(action: { action: string }): action is { action: BuiltinActionName } & Record<string, unknown> {
  return (builtinActionNames as readonly string[]).includes(action.action);
}

/**
 * Whether the studio may open `url` for `@ui.url.open` or a `link`: the description accepts any
 * string there, but only a web or mail address is handed to a browser (a `javascript:` or `file:`
 * URL from hosted code must not run in the studio's window).
 */
export function isOpenableUrl(url: unknown): url is string {
  if (typeof url !== 'string' || !URL.canParse(url)) return false;
  return /^(https?|mailto):$/.test(new URL(url).protocol);
}
