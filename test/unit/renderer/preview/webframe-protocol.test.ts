import { describe, expect, it } from 'vitest';
import { webframeMessage } from '../../../../renderer/src/features/preview/elements/webframe-protocol.ts';

describe('webframe messages', () => {
  it("the platform's @webframe.ready asks for the data again and never reaches the integration as an action", () => {
    expect(webframeMessage({ action: { action: '@webframe.ready' } })).toEqual({ kind: 'ready' });
  });

  it('@webframe.resize sizes the frame by height and aspect ratio', () => {
    expect(webframeMessage({ action: { action: '@webframe.resize', size: { aspectRatio: 2, height: 300 } } })).toEqual({
      kind: 'resize',
      height: 300,
      aspectRatio: 2,
    });
    expect(webframeMessage({ action: { action: '@webframe.resize', size: { aspectRatio: 1.5 } } })).toEqual({
      kind: 'resize',
      height: null,
      aspectRatio: 1.5,
    });
  });

  it('a resize with no usable size is ignored; any other action goes to the integration', () => {
    expect(webframeMessage({ action: { action: '@webframe.resize', size: { height: -1 } } })).toBeNull();
    expect(webframeMessage({ action: { action: 'save', value: 1 } })).toEqual({ kind: 'action', action: { action: 'save', value: 1 } });
  });
});
