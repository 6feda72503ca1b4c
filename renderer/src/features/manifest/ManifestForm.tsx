import { useMemo } from 'react';
import { CATEGORIES } from '../../../../shared/manifest/scopes.ts';
import { CodeSection } from './CodeSection.tsx';
import { ConfigurationBuilder } from './ConfigurationBuilder.tsx';
import { Section, SelectField, str, TextField } from './fields.tsx';
import { BlocksSection, LinksSection } from './ListSections.tsx';
import { ScopesSection } from './ScopesSection.tsx';
import { readManifest, setField, toggleListValue, type Edit } from './yaml-edit.ts';

const VISIBILITY = [
  { value: 'private', label: 'private (default)' },
  { value: 'unlisted', label: 'unlisted' },
  { value: 'public', label: 'public' },
];
const VISIBILITY_HINTS: Record<string, string> = {
  private: 'only your organization can install it',
  unlisted: 'anyone with the link can install it',
  public: 'listed in the marketplace for everyone',
};
const TARGETS = [
  { value: '', label: '(not set)' },
  { value: 'all', label: 'all' },
  { value: 'organization', label: 'organization' },
  { value: 'space', label: 'space' },
  { value: 'site', label: 'site' },
];

/** The visual side of the manifest: everything it shows is read from `text`, every change is an edit of it. */
export function ManifestForm({ text, onEdit }: { text: string; onEdit: Edit }) {
  const { data, errors } = useMemo(() => readManifest(text), [text]);
  if (!data) {
    return (
      <div className="mf-form">
        <div className="error-box" role="alert">
          The form needs readable YAML. Fix this in the text:
          {errors.map((error) => (
            <pre key={error}>{error}</pre>
          ))}
        </div>
      </div>
    );
  }
  // An emptied field is no key at all, not `key: ""` (a required one is then reported missing, on its field).
  const set = (key: string) => (value: string) => onEdit((current) => setField(current, [key], value || undefined));
  const scopes = Array.isArray(data.scopes) ? data.scopes.map(String) : [];
  const categories = new Set(Array.isArray(data.categories) ? data.categories.map(String) : []);
  const summary = str(data.summary);
  const visibility = data.visibility === undefined || data.visibility === null ? 'private' : String(data.visibility);
  return (
    <div className="mf-form" aria-label="Manifest form">
      <Section title="Identity">
        <div className="mf-card-row">
          <TextField
            label="Name"
            value={str(data.name)}
            hint="lowercase letters, digits and single hyphens"
            path="/name"
            onCommit={set('name')}
          />
          <TextField label="Organization" value={str(data.organization)} path="/organization" onCommit={set('organization')} />
        </div>
        <TextField label="Title" value={str(data.title)} path="/title" onCommit={set('title')} />
        <TextField label="Description" value={str(data.description)} multiline path="/description" onCommit={set('description')} />
        <TextField
          label="Summary"
          value={summary}
          multiline
          hint={`Markdown, ${summary.length} / 2048 characters`}
          path="/summary"
          onCommit={set('summary')}
        />
        <div className="mf-card-row">
          <SelectField
            label="Visibility"
            value={visibility}
            options={
              // A value the form does not know is shown as written (and flagged), never silently as "private".
              VISIBILITY.some((o) => o.value === visibility)
                ? VISIBILITY
                : [{ value: visibility, label: `${visibility} (unknown)` }, ...VISIBILITY]
            }
            hint={VISIBILITY_HINTS[visibility] ?? 'not a visibility the platform knows: pick one of the others'}
            onCommit={set('visibility')}
          />
          <SelectField
            label="Target"
            value={str(data.target)}
            options={TARGETS}
            onCommit={(value) => onEdit((current) => setField(current, ['target'], value || undefined))}
          />
        </div>
      </Section>
      <ScopesSection scopes={scopes} onEdit={onEdit} />
      <Section title="Categories">
        <div className="mf-checks">
          {CATEGORIES.map((entry) => (
            <label key={entry.category} className="mf-check">
              <input
                type="checkbox"
                checked={categories.has(entry.category)}
                onChange={(event) => onEdit((current) => toggleListValue(current, ['categories'], entry.category, event.target.checked))}
              />
              {entry.label}
            </label>
          ))}
        </div>
      </Section>
      <CodeSection data={data} onEdit={onEdit} />
      <BlocksSection value={data.blocks} onEdit={onEdit} />
      <LinksSection value={data.externalLinks} onEdit={onEdit} />
      <ConfigurationBuilder value={data.configurations} onEdit={onEdit} />
    </div>
  );
}
