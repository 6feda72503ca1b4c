import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { ManifestForm } from '../../../../renderer/src/features/manifest/ManifestForm.tsx';

const MANIFEST = `name: hello
title: Hello
description: Says hello.
organization: acme
scopes: []
previewImages:
  - a.png
  - b.png
  - c.png
blocks:
  - id: greet
    title: G
    description: Greets.
configurations:
  space:
    properties:
      greeting:
        type: string
        title: Greeting
        description: The word.
`;

function setup() {
  function Harness() {
    const [text, setText] = useState(MANIFEST);
    return <ManifestForm text={text} onEdit={(change) => setText(change(text))} />;
  }
  render(<Harness />);
}

describe('the Manifest form shows the platform limit beside each limited field', () => {
  it('a block title shows its count of 2–40 and is marked when too short, then within after typing', async () => {
    const user = userEvent.setup();
    setup();
    const counter = screen.getByLabelText('1 of 2–40 characters');
    expect(counter.textContent).toBe('1 / 40');
    expect(counter.className).toContain('mf-limit-over');
    const block = screen.getByRole('group', { name: 'Block 1' });
    const title = block.querySelectorAll('input')[1]!;
    await user.type(title, 'reet');
    expect(screen.getByLabelText('5 of 2–40 characters').className).not.toContain('mf-limit-over');
  });

  it('block description (150) and configuration property title (30) and description (100) show their limits', () => {
    setup();
    expect(screen.getByLabelText('7 of at most 150 characters').textContent).toBe('7 / 150');
    expect(screen.getByLabelText('8 of at most 30 characters').textContent).toBe('8 / 30');
    expect(screen.getByLabelText('9 of at most 100 characters').textContent).toBe('9 / 100');
  });

  it('preview images show 3 / 3 and a fourth cannot be added from the form', async () => {
    const user = userEvent.setup();
    setup();
    const images = screen.getByRole('group', { name: 'Preview images' });
    expect(images.textContent).toContain('3 / 3');
    await user.type(screen.getByLabelText('New preview image path'), 'd.png');
    expect(screen.getByRole('button', { name: 'Add image (the platform accepts at most 3)' })).toBeDisabled();
  });
});
