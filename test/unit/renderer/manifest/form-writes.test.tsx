import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useMemo, useState } from 'react';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { FieldProblems } from '../../../../renderer/src/features/manifest/fields.tsx';
import { ManifestForm } from '../../../../renderer/src/features/manifest/ManifestForm.tsx';
import { setField } from '../../../../renderer/src/features/manifest/yaml-edit.ts';
import { validateManifestText } from '../../../../shared/manifest/validate.ts';

const MANIFEST = `name: hello
title: Hello
description: Says hello.
organization: acme
scopes: []
configurations:
  space:
    properties:
      repeat:
        type: number
        title: Repeat
        description: How often.
`;

/** The form as the editor pane wires it: every edit replaces the text, the validator's findings go to the fields. */
function setup(initial = MANIFEST) {
  const result = { text: initial };
  function Harness() {
    const [text, setText] = useState(initial);
    result.text = text;
    const diagnostics = useMemo(() => validateManifestText(text).diagnostics, [text]);
    return (
      <FieldProblems value={diagnostics}>
        <ManifestForm text={text} onEdit={(change) => setText(change(text))} />
      </FieldProblems>
    );
  }
  render(<Harness />);
  return result;
}

const identity = () => within(screen.getByRole('region', { name: 'Identity' }));

describe('what the form writes', () => {
  it('an emptied field writes no `key: ""`: the key goes on blur', async () => {
    const user = userEvent.setup();
    const state = setup();
    const description = identity().getByLabelText('Description');
    await user.clear(description);
    fireEvent.blur(description);
    expect(state.text).not.toContain('description: ""');
    expect(parse(state.text).description).toBeUndefined();
  });

  it('an emptied field retyped before the blur keeps its key in place', async () => {
    const user = userEvent.setup();
    const state = setup();
    const title = identity().getByLabelText('Title');
    await user.clear(title);
    await user.type(title, 'Greeter');
    expect(state.text.startsWith('name: hello\ntitle: Greeter\ndescription: Says hello.\n')).toBe(true);
  });

  it('typed text is written plain: quotes the printer needed on the way (a trailing space, a colon) go once the value does without', async () => {
    const user = userEvent.setup();
    const state = setup();
    const title = identity().getByLabelText('Title');
    await user.clear(title);
    await user.type(title, 'Hello: world');
    expect(state.text).toContain('\ntitle: "Hello: world"\n');
    await user.clear(title);
    await user.type(title, 'Hello world');
    expect(state.text).toContain('\ntitle: Hello world\n');
  });

  it('quotes the author wrote stay when the value is edited', () => {
    expect(setField('title: "Hello"\n', ['title'], 'Hello there')).toBe('title: "Hello there"\n');
    expect(setField("title: 'Hello '\n", ['title'], 'Hello w')).toBe('title: Hello w\n');
  });

  it('a default reaches the text once typing pauses, without a blur, and a wrong one shows its problem on its field', async () => {
    const user = userEvent.setup();
    const state = setup();
    const property = within(screen.getByRole('group', { name: 'Property repeat' }));
    const field = property.getByLabelText('Default');
    await user.type(field, 'often');
    expect(field).toHaveFocus();
    await waitFor(() => expect(parse(state.text).configurations.space.properties.repeat.default).toBe('often'));
    const problem = await property.findByTestId('field-problem');
    expect(problem).toHaveTextContent('`default` must be a number');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription(/must be a number/);
    await user.clear(field);
    await user.type(field, '3');
    await waitFor(() => expect(parse(state.text).configurations.space.properties.repeat.default).toBe(3));
    expect(property.queryByTestId('field-problem')).toBeNull();
  });

  it('a required field left empty says so on the field', async () => {
    const user = userEvent.setup();
    setup();
    const title = identity().getByLabelText('Title');
    await user.clear(title);
    fireEvent.blur(title);
    expect(await identity().findByText(/`title` is required/)).toBeInTheDocument();
  });
});
