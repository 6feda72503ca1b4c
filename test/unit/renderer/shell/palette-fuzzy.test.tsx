import { describe, expect, it } from 'vitest';
import type { RegisteredAction } from '../../../../renderer/src/lib/shortcuts.ts';
import { filterActions, fuzzyScore } from '../../../../renderer/src/shell/CommandPalette.tsx';

const action = (pane: string | null, label: string): RegisteredAction => ({ pane, label, run() {} });
const ACTIONS = [
  action(null, 'Go to Manifest'),
  action(null, 'Go to Installations'),
  action(null, 'Go to Inspector'),
  action('installations', 'New installation'),
  action('inspector', 'Export HAR'),
  action('inspector', 'Copy as cURL'),
  action('events', 'Generate payload'),
  action('webhooks', 'Generate payload'),
];
const label = (id: string | null) => (id ? id[0]!.toUpperCase() + id.slice(1) : 'Studio');
const found = (query: string) => filterActions(ACTIONS, query, label).map((a) => `${label(a.pane)}: ${a.label}`);

describe('the command palette matches fuzzily, best match first', () => {
  it('words in any order still match as typed ("new inst", "har export")', () => {
    expect(found('new inst')[0]).toBe('Installations: New installation');
    expect(found('har export')).toEqual(['Inspector: Export HAR']);
  });

  it('letters in order match across words ("gtinsp" is Go to Inspector, "cpcurl" Copy as cURL)', () => {
    expect(found('gtinsp')[0]).toBe('Studio: Go to Inspector');
    expect(found('cpcurl')[0]).toBe('Inspector: Copy as cURL');
  });

  it('letters out of order do not match', () => {
    expect(fuzzyScore('Studio Go to Inspector', 'psnitg')).toBeNull();
    expect(found('zzz')).toEqual([]);
  });

  it('an empty query lists every action in registration order', () => {
    expect(found('')).toHaveLength(ACTIONS.length);
  });
});
