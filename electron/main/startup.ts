import { DamagedDatabaseError } from '../services/journal/errors.ts';

export interface RecoveryOptions {
  /** `--reset-db` was given: a damaged database is moved aside without asking. */
  resetDb: boolean;
  /** Asks the person whether to move the damaged database aside and start a new one; true to go on. */
  askReset(error: DamagedDatabaseError): Promise<boolean>;
}

/**
 * Opens the studio; when the workspace database is damaged, asks (a desktop user has no terminal
 * to read the error from, nor a command line to add `--reset-db` to) and opens again with the
 * damaged file moved aside. Resolves null when the person chose to quit. Other errors are thrown.
 */
export async function openWithRecovery<T>(open: (resetDb: boolean) => Promise<T>, options: RecoveryOptions): Promise<T | null> {
  try {
    return await open(options.resetDb);
  } catch (error) {
    if (!(error instanceof DamagedDatabaseError) || options.resetDb) throw error;
    if (!(await options.askReset(error))) return null;
    return open(true);
  }
}
