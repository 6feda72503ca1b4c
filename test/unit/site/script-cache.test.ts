import { describe, expect, it } from 'vitest';
import { keptUntil } from '../../../electron/services/site/script-cache.ts';

describe("a published script is kept as the integration's Cache-Control allows", () => {
  const now = 1_000_000;
  it("for max-age seconds (hotjar's max-age=604800 is a week)", () => {
    expect(keptUntil('max-age=604800', now)).toBe(now + 604_800_000);
  });
  it('for s-maxage over max-age, as a shared cache does', () => {
    expect(keptUntil('max-age=60, s-maxage=600', now)).toBe(now + 600_000);
  });
  it.each([null, '', 'no-store', 'no-cache, max-age=60', 'private, max-age=60', 'max-age=0', 'public'])('not at all for %j', (value) => {
    expect(keptUntil(value, now)).toBeNull();
  });
});
