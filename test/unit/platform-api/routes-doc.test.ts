import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { renderRoutesDoc, ROUTES_DOC } from '../../../scripts/generate-api-routes.ts';

describe('the list of emulated routes', () => {
  it('docs/platform-api-routes.md is generated from the emulator and not stale', () => {
    const same = renderRoutesDoc() === readFileSync(ROUTES_DOC, 'utf8');
    expect(same, 'docs/platform-api-routes.md is stale: run `npm run generate:api-routes`').toBe(true);
  });
});
