/** `${{ env.NAME }}`: how manifests, mocks and fixtures name an environment variable instead of holding its value. */
export function envReference(variable: string): string {
  return `\${{ env.${variable} }}`;
}
