import { describe, expect, it } from 'vitest';
import { ConfigurationEditError, editedConfiguration } from '../../../electron/cli/installation-edit.ts';
import type { ConfigurationSection } from '../../../shared/manifest/schema.ts';

const SECTION = {
  properties: {
    app_id: { type: 'string', title: 'App ID' },
    sample_rate: { type: 'number', title: 'Sample rate' },
    enabled: { type: 'boolean', title: 'Enabled' },
    connect: { type: 'button', title: 'Connect', button_text: 'Connect', callback_url: '/oauth' },
  },
  required: ['app_id'],
} as unknown as ConfigurationSection;

describe('installation configure --set reads its values as the form reads its inputs', () => {
  it('types text as the property is: numbers and true/false; a number that does not parse stays text for the check to name', () => {
    const { configuration } = editedConfiguration({}, SECTION, {
      set: { app_id: '42', sample_rate: '0.5', enabled: 'false' },
    });
    expect(configuration).toEqual({ app_id: '42', sample_rate: 0.5, enabled: false });
    expect(editedConfiguration({}, SECTION, { set: { sample_rate: 'fast', enabled: 'yes' } }).configuration).toEqual({
      sample_rate: 'fast',
      enabled: 'yes',
    });
  });

  it('edits the current configuration, or the whole one given; NAME= (or null) leaves a field out', () => {
    const current = { app_id: 'a', sample_rate: 1 };
    expect(editedConfiguration(current, SECTION, { set: { sample_rate: '' } }).configuration).toEqual({ app_id: 'a' });
    expect(editedConfiguration(current, SECTION, { set: { app_id: null } }).configuration).toEqual({ sample_rate: 1 });
    expect(editedConfiguration(current, SECTION, { replace: { app_id: 'b' }, set: { enabled: 'true' } }).configuration).toEqual({
      app_id: 'b',
      enabled: true,
    });
  });

  it('refuses to set an OAuth button (its value is what the provider answers) and reports names the section does not define', () => {
    expect(() => editedConfiguration({}, SECTION, { set: { connect: 'token' } })).toThrow(ConfigurationEditError);
    expect(editedConfiguration({}, SECTION, { set: { app_idd: 'x' } }).undefinedFields).toEqual(['app_idd']);
  });
});
