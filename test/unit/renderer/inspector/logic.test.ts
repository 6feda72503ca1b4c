import { describe, expect, it } from 'vitest';
import { displayCount, flattenTree, indexOfOffset, itemAt, type Expansion } from '../../../../renderer/src/features/inspector/display.ts';
import { parseHeaderLines } from '../../../../renderer/src/features/inspector/actions.tsx';
import { fromLocalInput, outcomeOf, toLocalInput } from '../../../../renderer/src/features/inspector/format.ts';
import { inspectorKey } from '../../../../renderer/src/features/inspector/keyboard.ts';
import { attemptsOf, buildTimeline, countdown, isFinished } from '../../../../renderer/src/features/inspector/timeline.ts';
import { readRecord } from '../../../../shared/journal/record.ts';
import { samples } from './harness.tsx';

const { deliveryStory } = await samples();

const child = (id: number) => ({
  record: readRecord({ id, ts: 0, kind: 'webhook.attempt', status: 'ok', summary: '', installationId: null, parentId: 1, data: null }),
  depth: 1,
  groupStatus: null,
});

describe('list positions with expanded rows', () => {
  const expansions: Expansion[] = [
    { parentId: 100, offset: 2, children: [child(11), child(12)] },
    { parentId: 200, offset: 5, children: [child(21)] },
  ];
  it('children sit right after their parent and push later rows down', () => {
    expect(displayCount(10, expansions)).toBe(13);
    expect([0, 1, 2, 3, 4, 5, 6, 7, 8, 9].map((i) => itemAt(i, expansions))).toEqual([
      { type: 'row', offset: 0 },
      { type: 'row', offset: 1 },
      { type: 'row', offset: 2 },
      expect.objectContaining({ type: 'child', parentId: 100, record: expect.objectContaining({ id: 11 }) }),
      expect.objectContaining({ type: 'child', parentId: 100, record: expect.objectContaining({ id: 12 }) }),
      { type: 'row', offset: 3 },
      { type: 'row', offset: 4 },
      { type: 'row', offset: 5 },
      expect.objectContaining({ type: 'child', parentId: 200 }),
      { type: 'row', offset: 6 },
    ]);
    expect(indexOfOffset(6, expansions)).toBe(9);
  });

  it('a record found both as child and as related appears once, its delivery carrying its last attempt outcome', () => {
    const story = deliveryStory(0, 1);
    const tree = flattenTree(1, [...story.slice(1), ...story.slice(1)]);
    expect(tree.map((e) => e.record.kind)).toEqual([
      'webhook.delivery',
      'webhook.attempt',
      'webhook.attempt',
      'webhook.attempt',
      'webhook.attempt',
    ]);
    expect(tree[0]!.groupStatus).toBe('ok');
    expect(tree.map((e) => e.depth)).toEqual([1, 2, 2, 2, 2]);
  });
});

describe('retry timeline model', () => {
  const attempts = attemptsOf(deliveryStory(1_000_000));
  it('reads every attempt with its planned time, window and send time, in attempt order', () => {
    expect(attempts.map((a) => [a.attempt, a.status, a.outcome])).toEqual([
      [1, 500, 'error'],
      [2, 500, 'error'],
      [3, 500, 'error'],
      [4, 200, 'ok'],
    ]);
    expect(attempts[1]!.window![1] - attempts[1]!.window![0]).toBe(100);
    for (const a of attempts.slice(1)) expect(a.sentAt).toBeGreaterThanOrEqual(a.window![0]);
  });

  it('after a retryable failure with retries left, the next retry is planned 2.0–2.2 s after the second attempt ended', () => {
    const two = attempts.slice(0, 2);
    expect(isFinished(two)).toBe(false);
    const timeline = buildTimeline(two, { finished: false, now: two[1]!.finishedAt });
    expect(timeline.next).toEqual({ attempt: 3, window: [two[1]!.finishedAt + 2000, two[1]!.finishedAt + 2200] });
    expect(countdown(timeline, two[1]!.finishedAt + 500)).toBe('retry 2 in 1.5–1.7 s');
    expect(countdown(timeline, two[1]!.finishedAt + 2300)).toBe('retry 2 is due now');
  });

  it('a delivered, non-retryable or exhausted delivery plans nothing', () => {
    expect(isFinished(attempts)).toBe(true);
    expect(buildTimeline(attempts, { finished: true, now: 0 }).next).toBeNull();
    const fourFailures = attempts.map((a) => ({ ...a, outcome: 'error' as const, retryable: true }));
    expect(isFinished(fourFailures)).toBe(true);
    expect(isFinished([{ ...attempts[0]!, retryable: false }])).toBe(true);
  });
});

describe('inspector keys', () => {
  const input = document.createElement('input');
  const key = (k: string, target: EventTarget | null = document.body) =>
    inspectorKey({ key: k, ctrlKey: false, metaKey: false, altKey: false }, target);
  it('arrows, Enter, / and Esc act on the list; typing in a field is left alone except Esc', () => {
    expect([key('ArrowUp'), key('ArrowDown'), key('Enter'), key('/'), key('Escape')]).toEqual(['up', 'down', 'open', 'filter', 'close']);
    expect([key('ArrowDown', input), key('/', input), key('Enter', input)]).toEqual([null, null, null]);
    expect(key('Escape', input)).toBe('close');
    expect(inspectorKey({ key: '/', ctrlKey: true, metaKey: false, altKey: false }, document.body)).toBeNull();
  });
});

describe('row colour', () => {
  it('a story is coloured by the worse of its own status and its children', () => {
    // A webhook event (info) whose delivery ended with a 200.
    expect(outcomeOf({ status: 'info', groupStatus: 'ok' })).toBe('ok');
    // A failed dispatch whose children are only logs stays red.
    expect(outcomeOf({ status: 'error', groupStatus: 'info' })).toBe('error');
    // A 200 dispatch whose outbound fetch failed.
    expect(outcomeOf({ status: 'ok', groupStatus: 'error' })).toBe('error');
    expect(outcomeOf({ status: 'pending', groupStatus: null })).toBe('pending');
  });
});

describe('edit & replay headers', () => {
  it('reads "Name: value" lines (values may hold colons) and names a line without one', () => {
    expect(parseHeaderLines('content-type: application/json\n\nx-url: http://a:1/b')).toEqual({
      headers: { 'content-type': 'application/json', 'x-url': 'http://a:1/b' },
    });
    expect(parseHeaderLines('ok: 1\nbroken line')).toEqual({ error: 'Header line 2 has no "Name: value" form: "broken line"' });
  });
});

describe('custom time range inputs', () => {
  it('an instant shows as local date and time to the second and reads back to that second', () => {
    const ms = new Date(2026, 10, 21, 9, 5, 7, 640).getTime();
    expect(toLocalInput(ms)).toBe('2026-11-21T09:05:07');
    expect(fromLocalInput(toLocalInput(ms))).toBe(new Date(2026, 10, 21, 9, 5, 7).getTime());
    expect(fromLocalInput('2026-11-21T09:05')).toBe(new Date(2026, 10, 21, 9, 5).getTime());
  });

  it('an empty or unreadable value is no bound', () => {
    expect(toLocalInput(undefined)).toBe('');
    expect(fromLocalInput('')).toBeUndefined();
    expect(fromLocalInput('not a date')).toBeUndefined();
  });
});
