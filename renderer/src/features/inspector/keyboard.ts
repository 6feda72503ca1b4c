/** What a key does in the inspector, given where the focus is; null when the key is not ours. */
export type InspectorKey = 'up' | 'down' | 'open' | 'close' | 'filter' | 'expand' | 'collapse';

export function inspectorKey(
  event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey'>,
  target: EventTarget | null,
): InspectorKey | null {
  if (event.ctrlKey || event.metaKey || event.altKey) return null;
  const typing = target instanceof HTMLElement && (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));
  if (event.key === 'Escape') return 'close';
  if (typing) return null;
  switch (event.key) {
    case 'ArrowUp':
    case 'k':
      return 'up';
    case 'ArrowDown':
    case 'j':
      return 'down';
    case 'Enter':
      return 'open';
    case '/':
      return 'filter';
    case 'ArrowRight':
      return 'expand';
    case 'ArrowLeft':
      return 'collapse';
    default:
      return null;
  }
}
