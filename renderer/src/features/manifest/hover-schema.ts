/**
 * The manifest's JSON Schema as monaco-yaml should read it for hover and completion docs. Its
 * descriptions are written in Markdown (`` `[]` for none ``), but the YAML language service treats a
 * plain `description` as text and escapes it, so the hover showed raw backticks; a
 * `markdownDescription` is rendered as Markdown. Only the editor gets the copy: ajv (strict) would
 * refuse the extra keyword.
 */
export function withMarkdownDescriptions<T>(schema: T): T {
  if (Array.isArray(schema)) return schema.map((item: unknown) => withMarkdownDescriptions(item)) as T;
  if (!schema || typeof schema !== 'object') return schema;
  const copy: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(schema)) copy[key] = withMarkdownDescriptions(value);
  // A schema node's `description` is a string; a property *named* description is a schema object, left as it is.
  if (typeof copy.description === 'string' && copy.markdownDescription === undefined) copy.markdownDescription = copy.description;
  return copy as T;
}
