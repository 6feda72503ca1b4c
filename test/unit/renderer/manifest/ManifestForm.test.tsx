import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { ManifestForm } from '../../../../renderer/src/features/manifest/ManifestForm.tsx';

const MANIFEST = `# Hello
name: hello # id
title: Hello
description: Says hello.
organization: acme
scopes:
  # keep me
  - space:contnt:read
configurations:
  space:
    properties:
      greeting:
        type: string
        title: Greeting
        description: The word.
      repeat:
        type: number
        title: Repeat
        description: How often.
    required:
      - greeting
`;

/** The form with the text it edits, as the editor pane wires them: every edit replaces the text. */
function setup(initial = MANIFEST) {
  const result = { text: initial };
  function Harness() {
    const [text, setText] = useState(initial);
    result.text = text;
    return (
      <>
        <ManifestForm text={text} onEdit={(change) => setText(change(text))} />
        <button type="button" onClick={() => setText((t) => t.replace('title: Hello', 'title: Typed'))}>
          type in the text
        </button>
      </>
    );
  }
  render(<Harness />);
  return result;
}

describe('manifest form', () => {
  it('fixing an unknown scope through the checkboxes rewrites the list and keeps its comment', async () => {
    const user = userEvent.setup();
    const state = setup();
    await user.click(screen.getByRole('checkbox', { name: 'Unknown scope space:contnt:read' }));
    await user.click(screen.getByRole('checkbox', { name: 'space:content:read' }));
    expect(parse(state.text).scopes).toEqual(['space:content:read']);
    expect(state.text).toContain('# keep me');
    expect(state.text.startsWith('# Hello\nname: hello # id\n')).toBe(true);
  });

  it('each scope says what it grants and is grouped', () => {
    setup();
    const spaces = screen.getByRole('group', { name: 'Spaces' });
    expect(within(spaces).getByText('Read space content')).toBeInTheDocument();
  });

  it('typing a title updates the YAML at each keystroke, in place', async () => {
    const user = userEvent.setup();
    const state = setup();
    const title = within(screen.getByRole('region', { name: 'Identity' })).getByLabelText('Title');
    await user.clear(title);
    await user.type(title, 'Greeter');
    expect(state.text).toContain('\ntitle: Greeter\ndescription:');
  });

  it('a text edit re-renders the form at once', async () => {
    const user = userEvent.setup();
    setup();
    await user.click(screen.getByRole('button', { name: 'type in the text' }));
    expect(within(screen.getByRole('region', { name: 'Identity' })).getByLabelText('Title')).toHaveValue('Typed');
  });

  it('the configuration builder adds, reorders, marks required and removes properties', async () => {
    const user = userEvent.setup();
    const state = setup();
    await user.type(screen.getByLabelText('New space property name'), 'token');
    await user.selectOptions(screen.getByLabelText('New space property type'), 'button');
    await user.click(screen.getByRole('button', { name: 'Add space property' }));
    expect(parse(state.text).configurations.space.properties.token).toMatchObject({
      type: 'button',
      button_text: 'Run',
      callback_url: '/callback',
    });

    await user.click(screen.getByRole('button', { name: 'Move token up' }));
    expect(Object.keys(parse(state.text).configurations.space.properties)).toEqual(['greeting', 'token', 'repeat']);

    await user.click(within(screen.getByRole('group', { name: 'Property repeat' })).getByRole('checkbox', { name: 'required' }));
    expect(parse(state.text).configurations.space.required).toEqual(['greeting', 'repeat']);

    await user.click(screen.getByRole('button', { name: 'Remove greeting' }));
    expect(parse(state.text).configurations.space).toEqual({
      properties: {
        token: { type: 'button', title: 'token', button_text: 'Run', callback_url: '/callback' },
        repeat: { type: 'number', title: 'Repeat', description: 'How often.' },
      },
      required: ['repeat'],
    });
  });

  it('renaming a property is written on blur, not per keystroke', async () => {
    const user = userEvent.setup();
    const state = setup();
    const name = within(screen.getByRole('group', { name: 'Property greeting' })).getByLabelText('Name');
    await user.clear(name);
    await user.type(name, 'salutation');
    expect(state.text).toContain('greeting:');
    fireEvent.blur(name);
    expect(Object.keys(parse(state.text).configurations.space.properties)).toEqual(['salutation', 'repeat']);
    expect(parse(state.text).configurations.space.required).toEqual(['salutation']);
  });

  it('script, icon and preview images are edited as fields; an image path is added once and removed by its button', async () => {
    const user = userEvent.setup();
    const state = setup();
    await user.type(screen.getByLabelText('Script'), './src/index.ts');
    expect(parse(state.text).script).toBe('./src/index.ts');
    const images = screen.getByRole('group', { name: 'Preview images' });
    await user.type(within(images).getByLabelText('New preview image path'), './assets/one.png{Enter}');
    await user.type(within(images).getByLabelText('New preview image path'), './assets/one.png{Enter}');
    expect(parse(state.text).previewImages).toEqual(['./assets/one.png']);
    await user.click(within(images).getByRole('button', { name: 'Remove image ./assets/one.png' }));
    expect(parse(state.text).previewImages).toBeUndefined();
    await user.clear(screen.getByLabelText('Script'));
    fireEvent.blur(screen.getByLabelText('Script'));
    expect(parse(state.text).script).toBeUndefined();
  });

  it('secrets: added as an env reference, renamed on blur, flagged when the value is not a reference, removed', async () => {
    const user = userEvent.setup();
    const state = setup();
    const secrets = screen.getByRole('region', { name: 'Secrets' });
    expect(secrets).toHaveTextContent(/No secrets/);
    await user.click(within(secrets).getByRole('button', { name: 'Add secret' }));
    expect(parse(state.text).secrets).toEqual({ NEW_SECRET: '${{ env.NEW_SECRET }}' });

    const name = within(screen.getByRole('group', { name: 'Secret NEW_SECRET' })).getByLabelText('Name');
    await user.clear(name);
    await user.type(name, 'API_KEY');
    expect(state.text).toContain('NEW_SECRET:');
    fireEvent.blur(name);
    expect(parse(state.text).secrets).toEqual({ API_KEY: '${{ env.NEW_SECRET }}' });

    const value = within(screen.getByRole('group', { name: 'Secret API_KEY' })).getByLabelText('Value from');
    await user.clear(value);
    await user.type(value, 'sk-live-123');
    expect(screen.getByRole('group', { name: 'Secret API_KEY' })).toHaveTextContent(/a secret value never belongs in the file/);
    await user.clear(value);
    await user.type(value, '${{{{ env.API_KEY }}');
    expect(screen.getByRole('group', { name: 'Secret API_KEY' })).not.toHaveTextContent(/never belongs/);
    expect(parse(state.text).secrets).toEqual({ API_KEY: '${{ env.API_KEY }}' });

    await user.click(screen.getByRole('button', { name: 'Remove secret API_KEY' }));
    expect(parse(state.text).secrets).toBeUndefined();
  });

  it('unreadable YAML shows the error in place of the form', () => {
    setup('name: x\ntitle: [oops\n');
    expect(screen.getByRole('alert')).toHaveTextContent(/The form needs readable YAML/);
    expect(screen.getByRole('alert')).toHaveTextContent(/line \d+/);
  });

  it('an unknown visibility is shown as written and flagged, never as private', () => {
    setup(MANIFEST.replace('organization: acme', 'organization: acme\nvisibility: secretive'));
    const select = screen.getByLabelText('Visibility') as HTMLSelectElement;
    expect(select.value).toBe('secretive');
    expect(select.selectedOptions[0]!.textContent).toBe('secretive (unknown)');
    expect(screen.getByText(/not a visibility the platform knows/)).toBeInTheDocument();
  });
});
