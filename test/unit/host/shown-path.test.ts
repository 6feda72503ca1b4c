import { describe, expect, it } from 'vitest';
import { shownPath } from '../../../electron/services/host/shown-path.ts';

describe('paths in messages are relative to the open folder or absolute, never climbing out of it', () => {
  it('a file inside the folder is shown relative to it', () => {
    expect(shownPath('/work/my-integration', '/work/my-integration/src/index.ts')).toBe('src/index.ts');
    expect(shownPath('/work/my-integration', '/work/my-integration/node_modules/lib/x.js')).toBe('node_modules/lib/x.js');
    // A name that only starts with two dots is still inside.
    expect(shownPath('/work/my-integration', '/work/my-integration/..hidden/a.ts')).toBe('..hidden/a.ts');
  });

  it("a file outside the folder (the studio's SDK) is shown by its absolute path", () => {
    expect(shownPath('/work/my-integration', '/opt/studio/sdk/runtime/integration.ts')).toBe('/opt/studio/sdk/runtime/integration.ts');
    expect(shownPath('/work/my-integration/sub', '/work/my-integration/shared.ts')).toBe('/work/my-integration/shared.ts');
  });
});
