import { INTERNAL_SCOPES, SCOPES } from '../../../../shared/manifest/scopes.ts';
import { Section } from './fields.tsx';
import { toggleListValue, type Edit } from './yaml-edit.ts';

const GROUPS = [...new Set(SCOPES.map((entry) => entry.group))];
const KNOWN = new Set<string>(SCOPES.map((entry) => entry.scope));

/** Scopes as checkboxes grouped by what they touch, each saying what it grants. */
export function ScopesSection({ scopes, onEdit }: { scopes: string[]; onEdit: Edit }) {
  const chosen = new Set(scopes);
  const unknown = scopes.filter((scope) => !KNOWN.has(scope));
  const toggle = (scope: string, on: boolean) => onEdit((text) => toggleListValue(text, ['scopes'], scope, on));
  return (
    <Section title="Scopes">
      {unknown.length > 0 && (
        <fieldset className="mf-scope-group mf-unknown">
          <legend>Not a known scope: uncheck to remove</legend>
          {unknown.map((scope) => (
            <label key={scope} className="mf-check">
              <input type="checkbox" checked onChange={() => toggle(scope, false)} aria-label={`Unknown scope ${scope}`} />
              <code>{scope}</code>
            </label>
          ))}
        </fieldset>
      )}
      {GROUPS.map((group) => (
        <fieldset key={group} className="mf-scope-group">
          <legend>{group}</legend>
          {SCOPES.filter((entry) => entry.group === group).map((entry) => (
            <label key={entry.scope} className="mf-check" title={entry.grants}>
              <input
                type="checkbox"
                checked={chosen.has(entry.scope)}
                onChange={(event) => toggle(entry.scope, event.target.checked)}
                aria-label={entry.scope}
              />
              <span>
                <span>
                  <code>{entry.scope}</code>
                  {INTERNAL_SCOPES.includes(entry.scope) && <span className="mf-badge">internal</span>}
                </span>
                <span className="mf-grants">{entry.grants}</span>
              </span>
            </label>
          ))}
        </fieldset>
      ))}
    </Section>
  );
}
