import { Save } from 'lucide-react';
import { useMemo, useState } from 'react';
import type { Installation } from '../../../../shared/api/installations.ts';
import { validateConfiguration } from '../../../../shared/manifest/configuration.ts';
import type { ConfigurationProperty, ConfigurationSection } from '../../../../shared/manifest/schema.ts';
import { useStudio } from '../../lib/studio.tsx';
import { useShortcuts, formatKeys } from '../../lib/shortcuts.ts';
import { CompletionSelect } from './CompletionSelect.tsx';
import { fromDraft, toDraft, type Draft } from './draft.ts';
import { OAuthButton } from './OAuthButton.tsx';

interface Props {
  installation: Installation;
  section: ConfigurationSection;
  sectionName: string;
}

/** The configuration form of one installation, rendered from its manifest section. */
export function ConfigurationForm({ installation, section, sectionName }: Props) {
  const { client } = useStudio();
  const [draft, setDraft] = useState<Draft>(() => toDraft(section, installation.configuration));
  const [touched, setTouched] = useState<Set<string>>(() => new Set());
  /** The configuration the draft was made from: a save refuses to overwrite a newer one saved elsewhere. */
  const [basedOn, setBasedOn] = useState(installation.configuration);
  const savedElsewhere = JSON.stringify(basedOn) !== JSON.stringify(installation.configuration);
  // Untouched, the form follows a configuration saved anywhere at once (adjusted while rendering, as React advises).
  if (savedElsewhere && touched.size === 0) {
    setBasedOn(installation.configuration);
    setDraft(toDraft(section, installation.configuration));
  }
  const loadNewer = () => {
    setBasedOn(installation.configuration);
    setDraft(toDraft(section, installation.configuration));
    setTouched(new Set());
    setSaveError(null);
  };
  const [submitted, setSubmitted] = useState(false);
  const [saving, setSaving] = useState(false);
  const [saveError, setSaveError] = useState<string | null>(null);
  const properties = Object.entries(section.properties ?? {});
  const required = new Set(section.required ?? []);

  const configuration = useMemo(() => {
    // Button values come from the stored configuration (the OAuth flow writes them, not the form).
    const buttons = Object.fromEntries(
      properties.filter(([, p]) => p.type === 'button').map(([name]) => [name, installation.configuration[name]]),
    );
    return { ...fromDraft(section, draft), ...Object.fromEntries(Object.entries(buttons).filter(([, v]) => v !== undefined)) };
  }, [draft, section, installation.configuration, properties]);
  const errors = useMemo(() => {
    const byField = new Map<string, string>();
    for (const error of validateConfiguration(section, configuration)) byField.set(error.path, error.message);
    return byField;
  }, [section, configuration]);

  async function save() {
    setSubmitted(true);
    setSaving(true);
    setSaveError(null);
    try {
      const saved = await client.call('installations.configure', { installationId: installation.id, configuration, basedOn });
      setBasedOn(saved.configuration);
      setTouched(new Set());
    } catch (error) {
      setSaveError((error as Error).message);
    } finally {
      setSaving(false);
    }
  }
  useShortcuts(useMemo(() => [{ keys: 'mod+s', label: 'Save the configuration', run: () => void save() }], [configuration])); // eslint-disable-line react-hooks/exhaustive-deps

  const set = (name: string, value: string | boolean) => {
    setDraft((current) => ({ ...current, [name]: value }));
    setTouched((current) => new Set(current).add(name));
  };

  if (properties.length === 0) {
    return (
      <form className="in-form" onSubmit={(event) => (event.preventDefault(), void save())}>
        <p className="in-muted">
          The manifest's {sectionName} configuration has no properties: there is nothing to fill. Save sends the setup events again, as an
          update does on the platform.
        </p>
        <button type="submit" className="btn primary" disabled={saving}>
          <Save size={14} aria-hidden /> Save
        </button>
      </form>
    );
  }

  return (
    <form
      className="in-form"
      aria-label={`${sectionName} configuration`}
      onSubmit={(event) => (event.preventDefault(), void save())}
      noValidate
    >
      {properties.map(([name, property]) => {
        const id = `cfg-${installation.id}-${name}`;
        const error = submitted || touched.has(name) ? errors.get(name) : undefined;
        return (
          <div className="in-field" key={name}>
            <label htmlFor={id} className="in-label">
              {property.title}
              {required.has(name) ? (
                <span className="in-required" aria-label="required" title="Required">
                  *
                </span>
              ) : null}
              <code className="in-key">{name}</code>
            </label>
            <FieldInput
              id={id}
              name={name}
              property={property}
              installation={installation}
              value={draft[name]}
              invalid={Boolean(error)}
              onChange={(value) => set(name, value)}
            />
            {property.description ? <div className="in-help">{property.description}</div> : null}
            {error ? (
              <div className="in-field-error" role="alert" id={`${id}-error`}>
                {error}
              </div>
            ) : null}
          </div>
        );
      })}
      {savedElsewhere && touched.size > 0 && !saving ? (
        <div className="error-box" role="alert" data-testid="configuration-saved-elsewhere">
          This configuration was saved elsewhere (by the integration, the Preview or another window) while you edited it. Saving now would
          overwrite it, so Save is refused until you load it.{' '}
          <button type="button" className="btn" onClick={loadNewer}>
            Load the saved configuration
          </button>
        </div>
      ) : null}
      {saveError ? (
        <div className="error-box" role="alert">
          {saveError}
        </div>
      ) : null}
      <div className="in-form-actions">
        <button type="submit" className="btn primary" disabled={saving} data-testid="save-configuration">
          <Save size={14} aria-hidden /> {saving ? 'Saving…' : 'Save configuration'}
        </button>
        <span className="in-muted">
          <kbd>{formatKeys('mod+s')}</kbd> saves. Each save fires <code>installation_setup</code>; the installation turns active once the
          configuration passes.
        </span>
      </div>
    </form>
  );
}

function FieldInput(props: {
  id: string;
  name: string;
  property: ConfigurationProperty;
  installation: Installation;
  value: string | boolean | undefined;
  invalid: boolean;
  onChange(value: string | boolean): void;
}) {
  const { property, id } = props;
  const text = typeof props.value === 'string' ? props.value : '';
  const described = props.invalid ? `${id}-error` : undefined;
  switch (property.type) {
    case 'boolean':
      return (
        <input
          id={id}
          type="checkbox"
          checked={props.value === true}
          onChange={(event) => props.onChange(event.target.checked)}
          aria-describedby={described}
        />
      );
    case 'number':
      return (
        <input
          id={id}
          type="text"
          inputMode="decimal"
          value={text}
          aria-invalid={props.invalid}
          aria-describedby={described}
          onChange={(event) => props.onChange(event.target.value)}
        />
      );
    case 'button':
      return (
        <OAuthButton
          installationId={props.installation.id}
          property={props.name}
          label={property.button_text}
          configuration={props.installation.configuration}
          disabled={props.installation.status === 'paused'}
        />
      );
    case 'string':
      if (property.completion_url) {
        return (
          <CompletionSelect
            id={id}
            installationId={props.installation.id}
            property={props.name}
            path={property.completion_url}
            value={text}
            invalid={props.invalid}
            onChange={props.onChange}
          />
        );
      }
      if (property.enum) {
        return (
          <select
            id={id}
            value={text}
            aria-invalid={props.invalid}
            aria-describedby={described}
            onChange={(event) => props.onChange(event.target.value)}
          >
            <option value="">Choose…</option>
            {property.enum.map((option) => (
              <option key={option} value={option}>
                {option}
              </option>
            ))}
          </select>
        );
      }
      return (
        <input
          id={id}
          type="text"
          value={text}
          aria-invalid={props.invalid}
          aria-describedby={described}
          onChange={(event) => props.onChange(event.target.value)}
        />
      );
  }
}
