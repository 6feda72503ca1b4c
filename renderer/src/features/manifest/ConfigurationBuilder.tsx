import { ArrowDown, ArrowUp, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { toPointer } from '../../../../shared/manifest/positions.ts';
import { LIMITS } from '../../../../shared/manifest/schema.ts';
import { AddButton, IconButton, Section, SelectField, str, TextField } from './fields.tsx';
import {
  addProperty,
  moveProperty,
  PROPERTY_TYPES,
  removeProperty,
  removeSection,
  renameProperty,
  SECTIONS,
  setEnum,
  setField,
  setPropertyType,
  setRequired,
  type PropertyType,
  type Section as SectionName,
  type Edit,
} from './yaml-edit.ts';

type Item = Record<string, unknown>;
const SECTION_LABELS: Record<SectionName, string> = { account: 'Account (organization-wide)', space: 'Space', site: 'Site' };
const TYPE_OPTIONS = PROPERTY_TYPES.map((type) => ({ value: type, label: type }));

function asRecord(value: unknown): Item | null {
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as Item) : null;
}

/** The configuration forms of each section: properties with their type, keys, order and `required`. */
export function ConfigurationBuilder({ value, onEdit }: { value: unknown; onEdit: Edit }) {
  const configurations = asRecord(value) ?? {};
  return (
    <Section title="Configuration">
      {SECTIONS.map((section) => (
        <ConfigurationSection key={section} section={section} value={asRecord(configurations[section])} onEdit={onEdit} />
      ))}
    </Section>
  );
}

function ConfigurationSection({ section, value, onEdit }: { section: SectionName; value: Item | null; onEdit: Edit }) {
  const properties = asRecord(value?.properties) ?? {};
  const names = Object.keys(properties);
  const required = new Set(Array.isArray(value?.required) ? value.required.map(String) : []);
  const componentId = value?.componentId;
  return (
    <div className="mf-config" role="group" aria-label={`${section} configuration`}>
      <div className="mf-config-head">
        <h4>{SECTION_LABELS[section]}</h4>
        {value && (
          <button
            type="button"
            className="btn mf-small"
            title={`Remove the whole ${section} configuration`}
            onClick={() => onEdit((text) => removeSection(text, section))}
          >
            Remove section
          </button>
        )}
      </div>
      {typeof componentId === 'string' ? (
        <p className="muted">
          Rendered by the component <code>{componentId}</code>; edit it in the text.
        </p>
      ) : (
        <>
          {names.map((name, index) => (
            <PropertyEditor
              key={name}
              section={section}
              name={name}
              property={asRecord(properties[name]) ?? {}}
              required={required.has(name)}
              first={index === 0}
              last={index === names.length - 1}
              onEdit={onEdit}
            />
          ))}
          <NewProperty section={section} onEdit={onEdit} />
        </>
      )}
    </div>
  );
}

function PropertyEditor({
  section,
  name,
  property,
  required,
  first,
  last,
  onEdit,
}: {
  section: SectionName;
  name: string;
  property: Item;
  required: boolean;
  first: boolean;
  last: boolean;
  onEdit: Edit;
}) {
  const requiredId = useId();
  const type = str(property.type);
  const path = ['configurations', section, 'properties', name];
  const set = (key: string, value: string | number | boolean | undefined) => onEdit((text) => setField(text, [...path, key], value));
  // An emptied field is no key at all, not `key: ""`.
  const setText = (key: string) => (value: string) => set(key, value || undefined);
  const at = (key: string) => toPointer([...path, key]);
  return (
    <div className="mf-card" role="group" aria-label={`Property ${name}`}>
      <div className="mf-card-row">
        <TextField
          label="Name"
          value={name}
          commit="blur"
          onCommit={(next) => onEdit((text) => renameProperty(text, section, name, next))}
        />
        <SelectField
          label="Type"
          value={type}
          options={
            PROPERTY_TYPES.includes(type as PropertyType) ? TYPE_OPTIONS : [{ value: type, label: type || '(none)' }, ...TYPE_OPTIONS]
          }
          onCommit={(next) => onEdit((text) => setPropertyType(text, section, name, next as PropertyType))}
        />
        <label className="mf-check mf-required" htmlFor={requiredId}>
          <input
            id={requiredId}
            type="checkbox"
            checked={required}
            onChange={(event) => onEdit((text) => setRequired(text, section, name, event.target.checked))}
          />
          required
        </label>
        <div className="mf-row-actions">
          <IconButton
            icon={ArrowUp}
            label={`Move ${name} up`}
            title="Move up"
            disabled={first}
            onClick={() => onEdit((text) => moveProperty(text, section, name, -1))}
          />
          <IconButton
            icon={ArrowDown}
            label={`Move ${name} down`}
            title="Move down"
            disabled={last}
            onClick={() => onEdit((text) => moveProperty(text, section, name, 1))}
          />
          <IconButton
            icon={Trash2}
            label={`Remove ${name}`}
            title="Remove property"
            onClick={() => onEdit((text) => removeProperty(text, section, name))}
          />
        </div>
      </div>
      <div className="mf-card-row">
        <TextField label="Title" value={str(property.title)} limit={LIMITS.propertyTitle} path={at('title')} onCommit={setText('title')} />
        <TextField
          label="Description"
          value={str(property.description)}
          limit={LIMITS.propertyDescription}
          path={at('description')}
          onCommit={setText('description')}
        />
      </div>
      {type === 'button' && (
        <div className="mf-card-row">
          <TextField label="Button text" value={str(property.button_text)} path={at('button_text')} onCommit={setText('button_text')} />
          <TextField
            label="Callback URL"
            value={str(property.callback_url)}
            placeholder="/oauth"
            path={at('callback_url')}
            onCommit={setText('callback_url')}
          />
        </div>
      )}
      {type === 'string' && (
        <div className="mf-card-row">
          <TextField label="Default" value={str(property.default)} commit="pause" path={at('default')} onCommit={setText('default')} />
          <TextField
            label="Allowed values"
            placeholder="a, b, c (empty: free text)"
            value={Array.isArray(property.enum) ? property.enum.map(String).join(', ') : ''}
            commit="pause"
            path={at('enum')}
            onCommit={(v) =>
              onEdit((text) =>
                setEnum(
                  text,
                  section,
                  name,
                  v
                    .split(',')
                    .map((s) => s.trim())
                    .filter(Boolean),
                ),
              )
            }
          />
          <TextField
            label="Completion URL"
            value={str(property.completion_url)}
            commit="pause"
            placeholder="/options"
            path={at('completion_url')}
            onCommit={setText('completion_url')}
          />
        </div>
      )}
      {type === 'number' && (
        <TextField
          label="Default"
          value={str(property.default)}
          commit="pause"
          path={at('default')}
          placeholder="a number"
          onCommit={(v) => set('default', v.trim() === '' ? undefined : Number.isFinite(Number(v)) ? Number(v) : v)}
        />
      )}
      {type === 'boolean' && (
        <SelectField
          label="Default"
          value={str(property.default)}
          options={[
            { value: '', label: '(none)' },
            { value: 'true', label: 'true' },
            { value: 'false', label: 'false' },
          ]}
          onCommit={(v) => set('default', v === '' ? undefined : v === 'true')}
        />
      )}
    </div>
  );
}

function NewProperty({ section, onEdit }: { section: SectionName; onEdit: Edit }) {
  const [name, setName] = useState('');
  const [type, setType] = useState<PropertyType>('string');
  const nameId = useId();
  const typeId = useId();
  const add = () => {
    if (!name.trim()) return;
    onEdit((text) => addProperty(text, section, name.trim(), type));
    setName('');
  };
  return (
    <div className="mf-new-property">
      <label htmlFor={nameId} className="sr-only">
        New {section} property name
      </label>
      <input
        id={nameId}
        placeholder="new property name"
        value={name}
        onChange={(event) => setName(event.target.value)}
        onKeyDown={(event) => event.key === 'Enter' && add()}
      />
      <label htmlFor={typeId} className="sr-only">
        New {section} property type
      </label>
      <select id={typeId} value={type} onChange={(event) => setType(event.target.value as PropertyType)}>
        {PROPERTY_TYPES.map((t) => (
          <option key={t}>{t}</option>
        ))}
      </select>
      <AddButton disabled={!name.trim()} onClick={add} label={`Add ${section} property`}>
        Add property
      </AddButton>
    </div>
  );
}
