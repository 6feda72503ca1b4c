import { MANIFEST_SCHEMA_FILE } from '../../../shared/manifest/file-name.ts';
import { manifestSchemaText } from '../../../shared/manifest/schema-file.ts';
import { insideFolder, writeFileWhole } from '../../lib/folder-bounds.ts';
import { readRegularFile } from '../../lib/regular-file.ts';

/**
 * Rewrites `platform-manifest.schema.json` from this studio's schema when the folder has one (`new`
 * wrote it) that says something else, so the editor checks against the rules the studio applies.
 * A folder without the file gets none: the user chose another way to name the schema, or none.
 */
export async function refreshManifestSchema(dir: string): Promise<'written' | 'current' | 'absent'> {
  // A link out of the folder would make this write elsewhere.
  const file = insideFolder(dir, MANIFEST_SCHEMA_FILE, 'The manifest schema file');
  const text = manifestSchemaText();
  // A regular file of at most 1 MB (the schema is 15 KB): a FIFO shipped in its place must not hold `test`.
  const existing = await readRegularFile(file, { what: 'The manifest schema file', limit: 1024 * 1024 }).then(
    String,
    (error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return null;
      throw error;
    },
  );
  if (existing === null) return 'absent';
  if (existing === text) return 'current';
  await writeFileWhole(file, text);
  return 'written';
}
