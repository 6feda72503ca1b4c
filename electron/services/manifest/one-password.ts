import { execFile } from 'node:child_process';
import { constants } from 'node:fs';
import { access } from 'node:fs/promises';
import { delimiter, join } from 'node:path';

/** Reads one `op://vault/item/field` reference; rejects saying why. */
export type SecretReader = (reference: string) => Promise<string>;

/** `op read` asks the desktop app or a service account; a prompt left unanswered must not hold a build. */
const OP_TIMEOUT_MS = 15_000;
/** A secret is a few hundred bytes; anything past this is not a value to hand the integration. */
const OP_OUTPUT_LIMIT = 64 * 1024;
/**
 * What `op read` answered is kept this long (a value 5 minutes, a failure 30 s), so a rebuild on
 * every save and the manifest's problems on every edit do not ask 1Password (or wait on it) again.
 */
const KEEP_VALUE_MS = 5 * 60_000;
const KEEP_FAILURE_MS = 30_000;

const answers = new Map<string, { at: number } & ({ value: string } | { error: Error })>();

/** The `op` executable on `PATH`, or null. */
async function findOp(env: NodeJS.ProcessEnv): Promise<string | null> {
  const names = process.platform === 'win32' ? ['op.exe'] : ['op'];
  for (const folder of (env.PATH ?? '').split(delimiter)) {
    if (!folder) continue;
    for (const name of names) {
      const file = join(folder, name);
      if (
        await access(file, constants.X_OK).then(
          () => true,
          () => false,
        )
      )
        return file;
    }
  }
  return null;
}

/**
 * The 1Password CLI as the platform's CLI uses it for `${{ "op://…" }}` secrets (`op read REF`),
 * or null when `op` is not on PATH. Run without a shell, with a time limit; the value is op's output
 * without its final newline.
 */
export async function onePasswordReader(env: NodeJS.ProcessEnv = process.env): Promise<SecretReader | null> {
  const op = await findOp(env);
  if (!op) return null;
  return (reference) => {
    const key = `${op}\0${reference}`;
    const kept = answers.get(key);
    if (kept && Date.now() - kept.at < ('value' in kept ? KEEP_VALUE_MS : KEEP_FAILURE_MS))
      return 'value' in kept ? Promise.resolve(kept.value) : Promise.reject(kept.error);
    return new Promise((resolve, reject) => {
      execFile(
        op,
        ['read', reference],
        { env, timeout: OP_TIMEOUT_MS, maxBuffer: OP_OUTPUT_LIMIT, windowsHide: true, encoding: 'utf8' },
        (error, stdout, stderr) => {
          if (error) {
            const said = stderr.trim().split('\n')[0];
            const why = error.killed ? `no answer within ${OP_TIMEOUT_MS / 1000} s` : said || error.message;
            const failure = new Error(`${why}. Check that you are signed in (\`op signin\`) and that the reference exists`);
            answers.set(key, { error: failure, at: Date.now() });
            reject(failure);
            return;
          }
          const value = stdout.replace(/\r?\n$/, '');
          answers.set(key, { value, at: Date.now() });
          resolve(value);
        },
      );
    });
  };
}
