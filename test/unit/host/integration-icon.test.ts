import { describe, expect, it } from 'vitest';
import { iconFile } from '../../../electron/services/host/integration-icon.ts';

describe('the integration icon', () => {
  it('is served only when the manifest names an image inside the integration folder', () => {
    expect(iconFile('/work/app', './assets/icon.png')).toBe('/work/app/assets/icon.png');
    expect(iconFile('/work/app', 'logo.SVG')).toBe('/work/app/logo.SVG');
    expect(iconFile('/work/app', '../secrets/key.png')).toBeNull();
    expect(iconFile('/work/app', '/etc/passwd')).toBeNull();
    expect(iconFile('/work/app', './src/index.ts')).toBeNull();
    expect(iconFile('/work/app', null)).toBeNull();
  });
});
