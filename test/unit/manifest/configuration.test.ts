import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { configurationDefaults, validateConfiguration } from '../../../shared/manifest/configuration.ts';
import type { ConfigurationSection } from '../../../shared/manifest/schema.ts';

const section: ConfigurationSection = {
  properties: {
    greeting: { type: 'string', title: 'Greeting', description: 'First word', default: 'Hello' },
    repeat: { type: 'number', title: 'Repeat', description: 'Times' },
    loud: { type: 'boolean', title: 'Loud', description: 'Shout', default: false },
    tone: { type: 'string', title: 'Tone', description: 'Tone', enum: ['warm', 'dry'] },
    oauth: { type: 'button', title: 'Connection', description: 'OAuth', button_text: 'Authorize', callback_url: '/oauth' },
  },
  required: ['greeting', 'oauth'],
};

describe('installation configuration against a manifest section', () => {
  it('a configuration with every required field and right types passes', () => {
    expect(validateConfiguration(section, { greeting: 'Hi', repeat: 2, loud: true, tone: 'dry', oauth: { access_token: 'x' } })).toEqual(
      [],
    );
  });

  it('a missing required field is an error on that field; a required button asks to connect', () => {
    expect(validateConfiguration(section, { repeat: 1 })).toEqual([
      { path: 'greeting', message: '`greeting` (Greeting) is required.' },
      { path: 'oauth', message: '`oauth` (Connection) is not connected yet: press Authorize.' },
    ]);
  });

  it('each property type is enforced, with one error per field', () => {
    const errors = validateConfiguration(section, { greeting: 3, repeat: '2', loud: 'yes', tone: 'cold', oauth: {} });
    expect(errors.map((e) => e.path)).toEqual(['greeting', 'repeat', 'loud', 'tone']);
    expect(errors[3]!.message).toContain('`warm`, `dry`');
  });

  it('a non-object configuration is one error on the whole object', () => {
    expect(validateConfiguration(section, 'nope')).toEqual([
      { path: '', message: 'The configuration must be an object of property names to values.' },
    ]);
  });

  it('a componentId section and a missing section accept any object', () => {
    expect(validateConfiguration({ componentId: 'configure' }, { anything: 1 })).toEqual([]);
    expect(validateConfiguration(undefined, {})).toEqual([]);
  });

  it('defaults are the properties that declare one', () => {
    expect(configurationDefaults(section)).toEqual({ greeting: 'Hello', loud: false });
  });
});

describe('a section as written mid-edit never makes configuration checks throw', () => {
  // Installations and the configuration form read the manifest as it is on disk, before it validates.
  const halfWritten = {
    properties: { untyped: {}, odd: { type: 'colour' }, list: ['x'], choice: { type: 'string', enum: 'a,b' }, n: { type: 'number' } },
    required: 'untyped',
  } as unknown as ConfigurationSection;
  it('properties without a usable type constrain nothing, and well-formed ones still do', () => {
    expect(validateConfiguration(halfWritten, { n: 'three' })).toEqual([{ path: 'n', message: '`n` must be a number.' }]);
    expect(validateConfiguration(halfWritten, { untyped: 1, odd: 'red', choice: 'c', n: 3 })).toEqual([]);
    expect(configurationDefaults(halfWritten)).toEqual({});
  });
  it('any section and any configuration: an answer, never an exception (property test)', () => {
    const odd = fc.anything({
      withNullPrototype: true,
      key: fc.constantFrom('toString', '__proto__', 'type', 'enum', 'default', 'title', 'a'),
    });
    const property = fc.oneof(
      odd,
      fc.record({ type: fc.constantFrom('string', 'number', 'boolean', 'button', 'x'), enum: odd, default: odd, title: odd }),
    );
    fc.assert(
      fc.property(
        fc.record({ properties: fc.oneof(odd, fc.dictionary(fc.string(), property)), required: odd }),
        odd,
        (section, configuration) => {
          expect(Array.isArray(validateConfiguration(section as unknown as ConfigurationSection, configuration))).toBe(true);
          configurationDefaults(section as unknown as ConfigurationSection);
        },
      ),
      { numRuns: 500 },
    );
  });
});
