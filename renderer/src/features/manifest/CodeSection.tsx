import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { LIMITS, SECRET_PATTERN } from '../../../../shared/manifest/schema.ts';
import { AddButton, IconButton, Section, str, TextField } from './fields.tsx';
import { removeListItem, removeMapKey, renameSecret, setField, toggleListValue, type Edit } from './yaml-edit.ts';

const REFERENCE = new RegExp(SECRET_PATTERN);

function list(value: unknown): string[] {
  return Array.isArray(value) ? value.map((item) => str(item)) : [];
}

function entries(value: unknown): [string, string][] {
  return value && typeof value === 'object' && !Array.isArray(value)
    ? Object.entries(value as Record<string, unknown>).map(([name, reference]) => [name, str(reference)])
    : [];
}

/** A name not yet used in the secrets map: NEW_SECRET, NEW_SECRET_2, … */
function freeName(taken: Set<string>): string {
  let name = 'NEW_SECRET';
  for (let n = 2; taken.has(name); n++) name = `NEW_SECRET_${n}`;
  return name;
}

/** The code entry, the icon and preview images, and the secrets the code reads (each a reference, never a value). */
export function CodeSection({ data, onEdit }: { data: Record<string, unknown>; onEdit: Edit }) {
  const images = list(data.previewImages);
  const secrets = entries(data.secrets);
  const [newImage, setNewImage] = useState('');
  const addImage = () => {
    const path = newImage.trim();
    if (!path) return;
    onEdit((text) => toggleListValue(text, ['previewImages'], path, true));
    setNewImage('');
  };
  const addSecret = () => {
    const name = freeName(new Set(secrets.map(([key]) => key)));
    onEdit((text) => setField(text, ['secrets', name], `\${{ env.${name} }}`));
  };
  return (
    <>
      <Section title="Code and images">
        <div className="mf-card-row">
          <TextField
            label="Script"
            value={str(data.script)}
            placeholder="./src/index.ts"
            onCommit={(v) => onEdit((text) => setField(text, ['script'], v || undefined))}
          />
          <TextField
            label="Icon"
            value={str(data.icon)}
            placeholder="./assets/icon.png"
            onCommit={(v) => onEdit((text) => setField(text, ['icon'], v || undefined))}
          />
        </div>
        <div className="mf-field" role="group" aria-label="Preview images">
          <div className="mf-label-row">
            <span className="mf-label">Preview images</span>
            <span
              className={`mf-limit${images.length > LIMITS.previewImages.max ? ' mf-limit-over' : ''}`}
              title={`The platform accepts at most ${LIMITS.previewImages.max} preview images`}
            >
              {images.length} / {LIMITS.previewImages.max}
            </span>
          </div>
          {images.length === 0 && <p className="muted">None. Images of 2:1 (1600×800 recommended) show on the installation page.</p>}
          {images.map((path, index) => (
            <div key={index} className="mf-card-row">
              <TextField
                label={`Image ${index + 1}`}
                value={path}
                onCommit={(v) => onEdit((text) => setField(text, ['previewImages', index], v))}
              />
              <IconButton
                icon={Trash2}
                label={`Remove image ${path}`}
                title="Remove this image"
                onClick={() => onEdit((text) => removeListItem(text, ['previewImages'], index))}
              />
            </div>
          ))}
          <div className="mf-card-row">
            <input
              aria-label="New preview image path"
              placeholder="./assets/preview.png"
              value={newImage}
              onChange={(event) => setNewImage(event.target.value)}
              onKeyDown={(event) => event.key === 'Enter' && addImage()}
            />
            <AddButton
              onClick={addImage}
              disabled={!newImage.trim() || images.length >= LIMITS.previewImages.max}
              label={
                images.length >= LIMITS.previewImages.max
                  ? `Add image (the platform accepts at most ${LIMITS.previewImages.max})`
                  : undefined
              }
            >
              Add image
            </AddButton>
          </div>
        </div>
      </Section>
      <Section title="Secrets" actions={<AddButton onClick={addSecret}>Add secret</AddButton>}>
        {secrets.length === 0 && (
          <p className="muted">
            No secrets. A secret is read by the code from <code>environment.secrets</code>; the manifest names where its value comes from (
            <code>{'${{ env.NAME }}'}</code>), and the studio reads it from the environment or <code>.env</code>.
          </p>
        )}
        {secrets.map(([name, reference]) => (
          <div key={name} className="mf-card-row" role="group" aria-label={`Secret ${name}`}>
            <TextField
              label="Name"
              value={name}
              commit="blur"
              onCommit={(next) => onEdit((text) => renameSecret(text, name, next.trim()))}
            />
            <TextField
              label="Value from"
              value={reference}
              hint={REFERENCE.test(reference) ? undefined : 'write ${{ env.NAME }}: a secret value never belongs in the file'}
              onCommit={(v) => onEdit((text) => setField(text, ['secrets', name], v))}
            />
            <IconButton
              icon={Trash2}
              label={`Remove secret ${name}`}
              title="Remove this secret"
              onClick={() => onEdit((text) => removeMapKey(text, ['secrets'], name))}
            />
          </div>
        ))}
      </Section>
    </>
  );
}
