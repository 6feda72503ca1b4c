import { describe, expect, expectTypeOf, it } from 'vitest';
import { RUNTIME_EVENTS, RuntimeEventType } from '../../../shared/api/installations.ts';
import { isRuntimeEventType, RUNTIME_EVENT_TYPES, type IntegrationEvent } from '../../../shared/platform/index.ts';

describe('one runtime event list', () => {
  it("the Studio API's event types are the platform's list, in its order", () => {
    expect(RuntimeEventType.options).toEqual([...RUNTIME_EVENTS]);
  });

  it('the generator makes every listed event but ui_render, in the same order', () => {
    expect(RUNTIME_EVENT_TYPES).toEqual(RUNTIME_EVENTS.filter((type) => type !== 'ui_render'));
    expect(isRuntimeEventType('ui_render')).toBe(false);
    expect(isRuntimeEventType('space_content_updated')).toBe(true);
  });

  it("lists every member of the platform's Event union but fetch (checked by the typecheck)", () => {
    expectTypeOf<(typeof RUNTIME_EVENTS)[number]>().toEqualTypeOf<Exclude<IntegrationEvent['type'], 'fetch'>>();
    expect(new Set(RUNTIME_EVENTS).size).toBe(RUNTIME_EVENTS.length);
  });
});
