// The command line's prebuilt JavaScript: esbuild bundles electron/cli once into a cache inside the
// checkout, and every later run checks that none of the files it was built from changed, then runs
// it, paying no type stripping. Plain JavaScript, so it runs before anything needs TypeScript.
//
// The cache sits below the checkout (node_modules/.cache) on purpose: the bundle imports its packages
// by bare name and finds the studio's root by walking up from itself (electron/lib/paths.ts), both of
// which resolve from there exactly as from the sources.
//
// `node bin/cli-cache.js` (npm's `prepare`, so at install) builds it ahead of the first run.
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { extname, join, relative } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const CACHE_DIR = join(ROOT, 'node_modules', '.cache', 'integration-studio', 'cli');
const STAMP = 'current.json';
/** The entries, imported in this order: the warnings filter before anything can emit one. */
const ENTRIES = { 'quiet-warnings': 'electron/cli/quiet-warnings.ts', main: 'electron/cli/main.ts' };
const LOADERS = { '.ts': 'ts', '.tsx': 'tsx', '.json': 'json', '.js': 'js', '.mjs': 'js' };
/**
 * A file whose recorded mtime lies this close to the build's start could change again within the
 * same timestamp tick and keep its size: it is compared by content on every check (git's "racy" rule).
 */
const RACY_MS = 2_000;
/** Builds replaced this long ago are removed: a long-running `serve` may still load chunks of its own. */
const KEEP_REPLACED_MS = 7 * 24 * 3600_000;

// node:crypto costs milliseconds to load: taken only when a file is hashed or a build made.
const crypto = () => process.getBuiltinModule('node:crypto');
const digest = (bytes) => crypto().createHash('sha256').update(bytes).digest('hex');
const randomId = () => crypto().randomUUID();

/**
 * Whether the stamp's build still matches every file it was made from, and is itself intact. Files
 * found equal by content (touched, or racy) are stamped again with their new times, so the next check
 * trusts their times: every file was seen unchanged after `checkedMs`, which becomes the stamp's start.
 */
function fresh(stamp) {
  const checkedMs = Date.now();
  // Times in milliseconds as JSON doubles (sub-microsecond steps today), compared exactly: a bigint stat costs twice as much.
  const racyFrom = stamp.startedMs - RACY_MS;
  let restamp = false;
  for (const [file, entry] of Object.entries(stamp.inputs)) {
    const [mtime, size, hash] = entry;
    const info = statSync(join(ROOT, file), { throwIfNoEntry: false });
    if (!info) return false;
    if (info.mtimeMs === mtime && info.size === size && mtime < racyFrom) continue;
    if (digest(readFileSync(join(ROOT, file))) !== hash) return false;
    entry[0] = info.mtimeMs;
    restamp = true;
  }
  // A build file written to after the build (a broken or edited cache) changes its mtime or size.
  for (const [file, [mtime, size]] of Object.entries(stamp.outputs)) {
    const info = statSync(join(CACHE_DIR, stamp.dir, file), { throwIfNoEntry: false });
    if (!info || info.mtimeMs !== mtime || info.size !== size) return false;
  }
  if (restamp) {
    try {
      writeStamp({ ...stamp, startedMs: checkedMs });
    } catch {
      /* a read-only cache: the check hashes those files again next time */
    }
  }
  return true;
}

/** Replaced whole by rename: a run reading it at the same time sees the old stamp or the new. */
function writeStamp(stamp) {
  const partial = join(CACHE_DIR, `${STAMP}.${process.pid}-${randomId()}.tmp`);
  writeFileSync(partial, JSON.stringify(stamp));
  renameSync(partial, join(CACHE_DIR, STAMP));
}

function readStamp() {
  try {
    const stamp = JSON.parse(readFileSync(join(CACHE_DIR, STAMP), 'utf8'));
    return stamp && typeof stamp.dir === 'string' && stamp.inputs && stamp.outputs ? stamp : null;
  } catch {
    return null;
  }
}

/**
 * Bundles the CLI into a new build folder and makes it the current one. Each source is read here, by
 * a plugin, so the hash recorded is that of the very bytes bundled. Two first runs at once each build
 * their own folder, renamed into place whole; the stamp naming the current one is replaced by rename.
 */
export async function buildCli() {
  const { build } = await import('esbuild');
  mkdirSync(CACHE_DIR, { recursive: true });
  const startedMs = Date.now();
  const inputs = {};
  const recordSources = {
    name: 'record-sources',
    setup(b) {
      // Every file, whatever its kind: one not recorded here would go unchecked.
      b.onLoad({ filter: /.*/, namespace: 'file' }, (args) => {
        const info = statSync(args.path);
        const bytes = readFileSync(args.path);
        inputs[relative(ROOT, args.path)] = [info.mtimeMs, info.size, digest(bytes)];
        return { contents: bytes, loader: LOADERS[extname(args.path)] ?? 'default' };
      });
    },
  };
  // This file's own build options are an input too: changing them rebuilds.
  const self = fileURLToPath(import.meta.url);
  const selfInfo = statSync(self);
  inputs[relative(ROOT, self)] = [selfInfo.mtimeMs, selfInfo.size, digest(readFileSync(self))];

  const temp = join(CACHE_DIR, `tmp-${process.pid}-${randomId()}`);
  try {
    const result = await build({
      absWorkingDir: ROOT,
      entryPoints: ENTRIES,
      bundle: true,
      // One chunk per command (the list's dynamic imports): a command loads only what it uses.
      splitting: true,
      format: 'esm',
      platform: 'node',
      target: 'node22',
      // Packages stay where they are (miniflare and workerd, playwright-core, esbuild, native bits):
      // resolved at run time from the checkout's node_modules, as from the sources.
      packages: 'external',
      // Error classes and functions keep their names (messages and checks read `.name`).
      keepNames: true,
      outdir: temp,
      chunkNames: 'chunks/[name]-[hash]',
      metafile: true,
      logLevel: 'silent',
      plugins: [recordSources],
    });
    // Kept beside the build for tests: which sources each chunk holds (keyed by its path in the build).
    const chunks = Object.entries(result.metafile.outputs).map(([file, output]) => [relative(temp, join(ROOT, file)), output]);
    writeFileSync(join(temp, 'metafile.json'), JSON.stringify({ ...result.metafile, outputs: Object.fromEntries(chunks) }));
    const dir = `build-${Date.now()}-${randomId().slice(0, 8)}`;
    renameSync(temp, join(CACHE_DIR, dir));
    const outputs = {};
    for (const [name] of chunks) {
      const info = statSync(join(CACHE_DIR, dir, name));
      outputs[name] = [info.mtimeMs, info.size];
    }
    const stamp = { startedMs, dir, inputs, outputs };
    markReplaced(readStamp()?.dir);
    writeStamp(stamp);
    prune(dir);
    return stamp;
  } finally {
    rmSync(temp, { recursive: true, force: true });
  }
}

/** A replaced build's folder dates from its replacement, which is what pruning counts from. */
function markReplaced(dir) {
  if (!dir) return;
  const now = new Date();
  try {
    utimesSync(join(CACHE_DIR, dir), now, now);
  } catch {
    /* already gone */
  }
}

/** Removes builds replaced long ago and what a build that crashed left behind. */
function prune(current) {
  for (const name of readdirSync(CACHE_DIR)) {
    if (name === current || name === STAMP) continue;
    const info = statSync(join(CACHE_DIR, name), { throwIfNoEntry: false });
    const age = Date.now() - (info?.mtimeMs ?? Date.now());
    if (age > (name.startsWith('build-') ? KEEP_REPLACED_MS : 3600_000)) rmSync(join(CACHE_DIR, name), { recursive: true, force: true });
  }
}

/** esbuild's first error with its place, or the file system's message (it names the code and path). */
function cause(error) {
  const first = error?.errors?.[0];
  if (first) return first.location ? `${first.location.file}:${first.location.line}: ${first.text}` : first.text;
  return String(error?.message ?? error).split('\n')[0];
}

/**
 * The folder of a current build of the CLI (file URL, ending in '/'), built first when missing or
 * stale; null when the cache cannot be written or built, after one line on stderr saying so, and the
 * caller runs the TypeScript sources instead. `rebuild` discards the current build (one that failed to load).
 */
export async function prebuiltCli({ rebuild = false } = {}) {
  let stamp = rebuild ? null : readStamp();
  if (!stamp || !fresh(stamp)) {
    try {
      stamp = await buildCli();
    } catch (error) {
      process.stderr.write(
        `integration-studio: the command line's cache at ${CACHE_DIR} could not be built (${cause(error)}); running from the TypeScript sources, which start slower.\n`,
      );
      return null;
    }
  }
  return pathToFileURL(join(CACHE_DIR, stamp.dir, '/')).href;
}

if (process.argv[1] && pathToFileURL(process.argv[1]).href === import.meta.url) {
  const stamp = readStamp();
  if (stamp && fresh(stamp)) console.log(`integration-studio: the command line's build is current (${join(CACHE_DIR, stamp.dir)}).`);
  else {
    try {
      console.log(`integration-studio: built the command line into ${join(CACHE_DIR, (await buildCli()).dir)}.`);
    } catch (error) {
      // Never fails an install: the first run builds it, or runs the sources.
      console.error(`integration-studio: the command line was not prebuilt (${cause(error)}); it will be built on first run.`);
    }
  }
}
