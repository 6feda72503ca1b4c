import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import EventsFeature from '../../../../renderer/src/features/events/index.tsx';
import { startStudio } from './harness.tsx';

// Monaco does not run in jsdom: the payload editor is played by a textarea with the same label and
// callbacks; the schema it is given is checked on its own below.
const given: { schema: unknown }[] = [];
vi.mock('../../../../renderer/src/components/JsonEditor.tsx', () => ({
  JsonEditor: (props: { label: string; value: string; schema: unknown; onChange(text: string): void }) => {
    given.push({ schema: props.schema });
    return <textarea aria-label={props.label} value={props.value} onChange={(event) => props.onChange(event.target.value)} />;
  },
}));

let studio: Awaited<ReturnType<typeof startStudio>> | null = null;
afterEach(async () => {
  vi.unstubAllGlobals();
  await studio?.close();
  studio = null;
});

async function openPanel() {
  studio = await startStudio();
  await studio.service.create({ kind: 'space', spaceId: 'space_a' });
  studio.show(<EventsFeature />);
  // The editor loads lazily (a read-only stand-in first): wait for the live one with the generated payload.
  await waitFor(() => {
    const editor = screen.getByLabelText('Event payload (JSON)') as HTMLTextAreaElement;
    expect(editor).not.toHaveAttribute('aria-busy');
    expect(editor.value).toContain('"revisionId"');
  });
  // Fire (and Ctrl+Enter) answer once the payload is checked against the event's schema, which loads
  // on its own: on a loaded machine that comes after the editor (a CI run pressed Ctrl+Enter too early).
  await waitFor(() => expect(screen.getByTestId('fire')).toBeEnabled(), { timeout: 10_000 });
  return screen.getByLabelText('Event payload (JSON)') as HTMLTextAreaElement;
}

describe('runtime events panel', () => {
  it('without installations it says where to create one', async () => {
    studio = await startStudio();
    studio.show(<EventsFeature />);
    expect(await screen.findByText('No installation to fire events at')).toBeInTheDocument();
  });

  it('a generated space_content_updated payload is valid; broken JSON or a missing field blocks Fire and says why', async () => {
    const editor = await openPanel();
    expect(screen.getByTestId('payload-validation')).toHaveTextContent('A valid space_content_updated payload');
    fireEvent.change(editor, { target: { value: '{"spaceId": ' } });
    expect(screen.getByTestId('payload-validation')).toHaveTextContent('Not JSON');
    expect(screen.getByTestId('fire')).toBeDisabled();
    fireEvent.change(editor, { target: { value: JSON.stringify({ eventId: 'e', installationId: 'i', spaceId: 's' }) } });
    expect(screen.getByTestId('payload-validation')).toHaveTextContent('revisionId');
    expect(screen.getByTestId('fire')).toBeDisabled();
  });

  it('Ctrl+Enter fires the event and shows the answer, duration and logs', async () => {
    await openPanel();
    fireEvent.keyDown(window, { key: 'Enter', ctrlKey: true });
    // The event goes through the studio's handlers to its host: on a loaded machine that takes longer than findBy's second.
    const logs = await screen.findByTestId('event-logs', {}, { timeout: 15_000 });
    expect(logs).toHaveTextContent('saw space_content_updated');
    expect(screen.getByTestId('event-result')).toHaveTextContent(/200\s*space_content_updated/);
    expect(screen.getByTestId('event-result')).toHaveTextContent(/\d+\.\d ms/);
    expect(studio!.dispatched.at(-1)!.event).toMatchObject({ type: 'space_content_updated', spaceId: 'space_a' });
  });

  it('a payload saved as a preset comes back from the preset list', async () => {
    const editor = await openPanel();
    const edited = JSON.parse(editor.value) as Record<string, unknown>;
    edited.revisionId = 'rev_from_preset';
    fireEvent.change(editor, { target: { value: JSON.stringify(edited) } });
    fireEvent.change(screen.getByLabelText('Preset name'), { target: { value: 'release day' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save preset' }));
    const list = (await screen.findByLabelText('Load a preset')) as HTMLSelectElement;
    await waitFor(() => expect([...list.options].map((o) => o.textContent)).toContain('release day · space_content_updated'));
    fireEvent.click(screen.getByRole('button', { name: /Generate/ }));
    await waitFor(() => expect(editor.value).not.toContain('rev_from_preset'));
    fireEvent.change(list, { target: { value: 'release day' } });
    await waitFor(() => expect(editor.value).toContain('rev_from_preset'));
  });

  it('Fire disabled says why next to it, and the editor gets the event’s JSON Schema', async () => {
    const editor = await openPanel();
    expect(screen.queryByTestId('fire-reason')).toBeNull();
    fireEvent.change(editor, { target: { value: JSON.stringify({ eventId: 'e', installationId: 'i', spaceId: 's' }) } });
    expect(screen.getByTestId('fire')).toBeDisabled();
    expect(screen.getByTestId('fire-reason')).toHaveTextContent('Fix the payload: revisionId:');
    fireEvent.change(editor, { target: { value: '{' } });
    expect(screen.getByTestId('fire-reason')).toHaveTextContent('Fix the payload: Not JSON');
    const schema = given.at(-1)!.schema as { type: string; properties: Record<string, unknown>; required: string[] };
    expect(schema.type).toBe('object');
    expect(schema.required).toContain('revisionId');
  });

  it('the journal number in the result is a link that opens the record in the inspector', async () => {
    await openPanel();
    fireEvent.keyDown(window, { key: 'Enter', ctrlKey: true });
    const link = await screen.findByRole('link', { name: /^journal #\d+$/ }, { timeout: 10_000 });
    const id = Number(/\d+/.exec(link.textContent!)![0]);
    const { onRecordRequest } = await import('../../../../renderer/src/lib/navigation.ts');
    const opened: number[] = [];
    fireEvent.click(link);
    expect(location.hash).toBe('#inspector');
    const stop = onRecordRequest((requested) => opened.push(requested));
    stop();
    expect(opened).toEqual([id]);
  });
});
