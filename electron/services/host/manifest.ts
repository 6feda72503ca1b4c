import { readFile } from 'node:fs/promises';
import { parse } from 'yaml';

/** The few manifest fields the host needs; the manifest feature validates the rest. */
export interface HostManifest {
  name: string;
  script: string;
  secrets: unknown;
}

/** Reads `script`, `name` and `secrets`, with an error that says what is wrong when it cannot. */
export async function readHostManifest(manifestPath: string): Promise<HostManifest> {
  let text: string;
  try {
    text = await readFile(manifestPath, 'utf8');
  } catch (error) {
    throw new Error(`Cannot read ${manifestPath}: ${(error as Error).message}`, { cause: error });
  }
  let doc: unknown;
  try {
    doc = parse(text);
  } catch (error) {
    throw new Error(`${manifestPath} is not valid YAML: ${(error as Error).message}`, { cause: error });
  }
  const record = doc && typeof doc === 'object' ? (doc as Record<string, unknown>) : {};
  if (typeof record.script !== 'string' || record.script.trim() === '') {
    throw new Error(`${manifestPath} has no "script": name the integration's entry file (e.g. script: ./src/index.ts).`);
  }
  return { name: typeof record.name === 'string' ? record.name : 'integration', script: record.script, secrets: record.secrets };
}
