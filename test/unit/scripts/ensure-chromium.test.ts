import { describe, expect, it } from 'vitest';
import { ensureChromium, INSTALL_COMMAND, type ChromiumProbe } from '../../../scripts/ensure-chromium.ts';

function probe(overrides: Partial<ChromiumProbe> & { installs?: boolean }) {
  const lines: string[] = [];
  const runs: string[] = [];
  let installed = false;
  const p: ChromiumProbe = {
    path: '/usr/bin/chromium',
    executable: () => installed,
    isRoot: false,
    hasApt: true,
    run: (command, args) => {
      runs.push([command, ...args].join(' '));
      if (args[0] === 'install' && overrides.installs !== false) installed = true;
      return overrides.installs === false && args[0] === 'install' ? 100 : 0;
    },
    say: (line) => lines.push(line),
    ...overrides,
  };
  return { p, lines, runs };
}

describe('pree2e: Debian’s Chromium on a fresh machine', () => {
  it('does nothing when Chromium is there', () => {
    const { p, lines, runs } = probe({ executable: () => true });
    expect(ensureChromium(p)).toBe(0);
    expect(lines).toEqual([]);
    expect(runs).toEqual([]);
  });

  it('installs Debian’s chromium when it is missing and the user is root with apt', () => {
    const { p, runs } = probe({ isRoot: true });
    expect(ensureChromium(p)).toBe(0);
    expect(runs).toEqual(['apt-get update -qq', 'apt-get install -y -qq chromium']);
  });

  it('otherwise stops with one line giving the exact command to run, never skipping silently', () => {
    const { p, lines, runs } = probe({ isRoot: false });
    expect(ensureChromium(p)).toBe(1);
    expect(runs).toEqual([]);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain(INSTALL_COMMAND);
    expect(ensureChromium(probe({ isRoot: true, hasApt: false }).p)).toBe(1);
  });

  it('says so with the command when apt-get fails', () => {
    const { p, lines } = probe({ isRoot: true, installs: false });
    expect(ensureChromium(p)).toBe(1);
    expect(lines.at(-1)).toMatch(/apt-get failed; run it yourself: sudo apt-get/);
  });

  it('a CHROMIUM_PATH that is not executable is named, not silently replaced', () => {
    const { p, lines, runs } = probe({ path: '/opt/none/chrome', isRoot: true });
    expect(ensureChromium(p)).toBe(1);
    expect(runs).toEqual([]);
    expect(lines[0]).toMatch(/CHROMIUM_PATH=\/opt\/none\/chrome is not an executable file/);
  });
});
