import { Trash2 } from 'lucide-react';
import { LIMITS } from '../../../../shared/manifest/schema.ts';
import { AddButton, IconButton, Section, str, TextField } from './fields.tsx';
import { addListItem, removeListItem, setField, type Edit } from './yaml-edit.ts';

type Item = Record<string, unknown>;

function items(value: unknown): Item[] {
  return Array.isArray(value) ? value.map((item) => (item && typeof item === 'object' ? (item as Item) : {})) : [];
}

function nextBlockId(blocks: Item[]): string {
  const taken = new Set(blocks.map((block) => block.id));
  let n = blocks.length + 1;
  while (taken.has(`block-${n}`)) n++;
  return `block-${n}`;
}

/** The blocks an integration offers in the editor: add, remove, edit id, title, description, icon. */
export function BlocksSection({ value, onEdit }: { value: unknown; onEdit: Edit }) {
  const blocks = items(value);
  const add = () =>
    onEdit((text) => addListItem(text, ['blocks'], { id: nextBlockId(blocks), title: 'New block', description: 'What the block shows.' }));
  return (
    <Section title="Blocks" actions={<AddButton onClick={add}>Add block</AddButton>}>
      {blocks.length === 0 && <p className="muted">No blocks. A block is a component readers insert in a page.</p>}
      {blocks.map((block, index) => (
        <div key={index} className="mf-card" aria-label={`Block ${index + 1}`} role="group">
          <div className="mf-card-row">
            <TextField
              label="id"
              value={str(block.id)}
              path={`/blocks/${index}/id`}
              onCommit={(v) => onEdit((text) => setField(text, ['blocks', index, 'id'], v || undefined))}
            />
            <TextField
              label="Title"
              value={str(block.title)}
              limit={LIMITS.blockTitle}
              path={`/blocks/${index}/title`}
              onCommit={(v) => onEdit((text) => setField(text, ['blocks', index, 'title'], v || undefined))}
            />
            <IconButton
              icon={Trash2}
              label={`Remove block ${str(block.id)}`}
              title="Remove this block"
              onClick={() => onEdit((text) => removeListItem(text, ['blocks'], index))}
            />
          </div>
          <TextField
            label="Description"
            value={str(block.description)}
            limit={LIMITS.blockDescription}
            path={`/blocks/${index}/description`}
            onCommit={(v) => onEdit((text) => setField(text, ['blocks', index, 'description'], v || undefined))}
          />
          <TextField
            label="Icon"
            value={str(block.icon)}
            placeholder="./assets/block.png"
            onCommit={(v) => onEdit((text) => setField(text, ['blocks', index, 'icon'], v || undefined))}
          />
        </div>
      ))}
    </Section>
  );
}

/** Links shown on the integration's page: a label and a URL each. */
export function LinksSection({ value, onEdit }: { value: unknown; onEdit: Edit }) {
  const links = items(value);
  const add = () => onEdit((text) => addListItem(text, ['externalLinks'], { label: 'Documentation', url: 'https://example.com/docs' }));
  return (
    <Section title="External links" actions={<AddButton onClick={add}>Add link</AddButton>}>
      {links.length === 0 && <p className="muted">No links. Add your documentation or support page.</p>}
      {links.map((link, index) => (
        <div key={index} className="mf-card-row" role="group" aria-label={`Link ${index + 1}`}>
          <TextField
            label="Label"
            value={str(link.label)}
            path={`/externalLinks/${index}/label`}
            onCommit={(v) => onEdit((text) => setField(text, ['externalLinks', index, 'label'], v || undefined))}
          />
          <TextField
            label="URL"
            value={str(link.url)}
            path={`/externalLinks/${index}/url`}
            onCommit={(v) => onEdit((text) => setField(text, ['externalLinks', index, 'url'], v || undefined))}
          />
          <IconButton
            icon={Trash2}
            label={`Remove link ${str(link.label)}`}
            title="Remove this link"
            onClick={() => onEdit((text) => removeListItem(text, ['externalLinks'], index))}
          />
        </div>
      ))}
    </Section>
  );
}
