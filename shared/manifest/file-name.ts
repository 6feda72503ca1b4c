/** The file that makes a folder an integration: its manifest, at the folder's root. */
export const MANIFEST_FILE = 'platform-manifest.yaml';
