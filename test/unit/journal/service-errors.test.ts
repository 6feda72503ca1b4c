import { describe, expect, it } from 'vitest';
import { StudioError } from '../../../shared/api/errors.ts';
import { toApiError } from '../../../electron/app/errors.ts';
import { ServiceError } from '../../../electron/lib/service-error.ts';
import { DamagedDatabaseError, ForeignObjectsError, JournalError } from '../../../electron/services/journal/errors.ts';
import { InspectorError } from '../../../electron/services/inspector/errors.ts';

describe("the journal and the inspector throw their own errors, mapped to the API's codes by the app", () => {
  it('a damaged database is a JournalError (not the wire error) that the app answers as damaged-database, message kept', () => {
    const error = new DamagedDatabaseError('/w/.studio/studio.db', new Error('file is not a database'));
    expect(error).toBeInstanceOf(JournalError);
    expect(error).toBeInstanceOf(ServiceError);
    expect(error).not.toBeInstanceOf(StudioError);
    expect(error.message).toBe(
      "The workspace database /w/.studio/studio.db is damaged (SQLite: file is not a database). Your integration's own files are not affected.",
    );
    expect(toApiError(error)).toEqual({ code: 'damaged-database', message: error.message });
  });

  it('a database holding foreign objects counts as damaged: same class, same API code, its own message', () => {
    const error = new ForeignObjectsError('/w/.studio/studio.db', ['view "records"']);
    expect(error).toBeInstanceOf(DamagedDatabaseError);
    expect(error).not.toBeInstanceOf(StudioError);
    expect(error.message).toMatch(/^The workspace database \/w\/\.studio\/studio\.db holds view "records", which the studio never creates/);
    expect(toApiError(error)).toEqual({ code: 'damaged-database', message: error.message });
    expect(error.remedy('serve')).toMatch(/^Start again with --reset-db/);
  });

  it.each(['not-replayable', 'outside-public-server'] as const)('a replay refused as %s is invalid-input on the API', (code) => {
    const error = new InspectorError(code, 'why');
    expect(error).not.toBeInstanceOf(StudioError);
    expect(toApiError(error)).toEqual({ code: 'invalid-input', message: 'why' });
  });
});
