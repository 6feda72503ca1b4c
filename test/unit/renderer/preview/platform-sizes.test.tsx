import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MODAL_WIDTHS } from '../../../../renderer/src/features/preview/elements/layout.tsx';
import { INLINE_IMAGE_EM } from '../../../../renderer/src/features/preview/elements/media.tsx';
import { renderNode } from './render-node.tsx';

// jsdom lays nothing out: these check the sizes the elements ask for; test/e2e/preview-sizes.spec.ts measures them in Chromium.
const image = { type: 'image', source: { url: 'http://127.0.0.1:4000/logo.png' }, aspectRatio: 1 };

describe('drawing at the platform sizes', () => {
  it("an image inside a card's hint is an inline icon the text's height, not a column-wide block", () => {
    const { container } = renderNode({ type: 'card', title: 'ENG-1 Fix it', hint: [image, { type: 'text', children: 'Linear' }] });
    const drawn = container.querySelector<HTMLElement>('.ck-card-hint [data-ck=image]')!;
    expect(drawn).toHaveClass('ck-image-inline');
    expect(drawn.tagName).toBe('SPAN');
    expect(drawn.style.height).toBe(`${INLINE_IMAGE_EM}em`);
  });

  it("an image among a block's children stays a column-wide block", () => {
    const { container } = renderNode({ type: 'block', children: [{ type: 'card', title: 'x', hint: [image] }, image] });
    const drawn = [...container.querySelectorAll<HTMLElement>('[data-ck=image]')];
    expect(drawn.map((element) => element.classList.contains('ck-image-inline'))).toEqual([true, false]);
  });

  it('a modal is as wide as its size says, capped at its canvas; xlarge is wider than medium, fullscreen spans the canvas', () => {
    const widths: Record<string, string> = {};
    for (const size of ['medium', 'xlarge', 'fullscreen'] as const) {
      const { unmount } = renderNode({ type: 'modal', title: size, size, children: [] });
      const { width, maxWidth } = screen.getByRole('dialog', { name: size }).style;
      widths[size] = `${width} ≤ ${maxWidth}`;
      unmount();
    }
    expect(widths).toEqual({ medium: '560px ≤ 100%', xlarge: '960px ≤ 100%', fullscreen: '100% ≤ 100%' });
    expect(MODAL_WIDTHS.xlarge).toBeGreaterThan(MODAL_WIDTHS.medium);
  });
});
