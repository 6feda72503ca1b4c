import { createComponent } from '@platform/runtime';

interface ShowcaseState {
  count: number;
  name: string;
  notify: boolean;
  size: string;
  picked: string;
}

/** The `showcase` block: a tour of ContentKit elements, with a modal that hands a choice back. */
const showcase = createComponent<Record<string, never>, ShowcaseState>({
  componentId: 'showcase',
  initialState: { count: 0, name: 'Ada', notify: true, size: 'm', picked: 'nothing yet' },
  async action(element, action) {
    if (action.action === 'increment') return { state: { ...element.state, count: element.state.count + 1 } };
    if (action.action === '@ui.modal.close')
      return { state: { ...element.state, picked: String((action.returnValue as { choice?: string } | undefined)?.choice ?? 'nothing') } };
    return {};
  },
  async render(element) {
    const { state } = element;
    return (
      <block>
        <markdown
          content={`## ContentKit tour\nClicked **${state.count}** ${state.count === 1 ? 'time' : 'times'}; picked *${state.picked}*.`}
        />
        <hstack>
          <button label="Add one" style="primary" icon="check" onPress={{ action: 'increment' }} />
          <button
            label="Open picker"
            icon="search"
            onPress={{ action: '@ui.modal.open', componentId: 'showcase-picker', props: { current: state.picked } }}
          />
          <button label="Docs" icon="link-external" onPress={{ action: '@ui.url.open', url: 'https://example.com/docs' }} />
        </hstack>
        <divider />
        <input label="Name" hint="Shown in the code below." element={<textinput state="name" placeholder="Your name" />} />
        <input label="Notify me" element={<switch state="notify" />} />
        <hstack align="center">
          <radio state="size" value="s" />
          <text>Small</text>
          <radio state="size" value="m" />
          <text>Medium</text>
        </hstack>
        <card title="A card" hint="with an icon" icon="star" />
        <codeblock content={`greet(${JSON.stringify(state.name)});`} syntax="javascript" lineNumbers />
      </block>
    );
  },
});

/** The modal `showcase` opens; its buttons close it with a return value. */
const picker = createComponent<{ current?: string }>({
  componentId: 'showcase-picker',
  async render(element) {
    return (
      <modal title="Pick a fruit" subtitle={[<text>{`Current: ${element.props.current ?? 'none'}`}</text>]}>
        <hstack>
          <button label="Apple" style="primary" onPress={{ action: '@ui.modal.close', returnValue: { choice: 'apple' } }} />
          <button label="Pear" onPress={{ action: '@ui.modal.close', returnValue: { choice: 'pear' } }} />
        </hstack>
      </modal>
    );
  },
});

export const showcaseComponents = [showcase, picker];
