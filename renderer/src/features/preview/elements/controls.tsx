import { useContext, useEffect, useId, useRef, useState } from 'react';
import { joinPath, resolveBindings, selectOptionsUrl, type ElementOf } from '../../../../../shared/contentkit/index.ts';
import { FieldIdContext, useEnv, type SelectOptionItem } from '../env.tsx';
import { CkIcon } from '../icons.tsx';
import { ChildNode, InlineNodes } from './children.tsx';
import { ConfirmDialog, type ConfirmSpec } from './ConfirmDialog.tsx';

/**
 * `onValueChange`: the action goes out once the new value is in the state (after the render that
 * shows it), so its `{ "$state": … }` bindings carry the value the user just chose. Returns the
 * setter to call instead of `setState`.
 */
function useValueChange(key: string, value: unknown, action: Record<string, unknown> | undefined) {
  const { setState, dispatch } = useEnv();
  const changed = useRef(false);
  useEffect(() => {
    if (!changed.current) return;
    changed.current = false;
    if (action) dispatch(action as Record<string, unknown> & { action: string });
  }, [value, action, dispatch]);
  return (next: unknown) => {
    changed.current = true;
    setState(key, next);
  };
}

/** Runs `run` at once, or after the user accepted `confirm` when there is one. */
function useConfirm(confirm: ConfirmSpec | undefined) {
  const [pending, setPending] = useState<(() => void) | null>(null);
  const guard = (run: () => void) => (confirm ? setPending(() => run) : run());
  const dialog =
    confirm && pending ? (
      <ConfirmDialog
        spec={confirm}
        onCancel={() => setPending(null)}
        onConfirm={() => {
          setPending(null);
          pending();
        }}
      />
    ) : null;
  return { guard, dialog };
}

export function Button({ element }: { element: ElementOf<'button'> }) {
  const { dispatch, busy } = useEnv();
  const { guard, dialog } = useConfirm(element.confirm);
  return (
    <>
      <button
        type="button"
        className={`btn ck-button ${element.style ?? 'secondary'}`}
        data-ck="button"
        title={element.tooltip}
        aria-label={element.label ? undefined : (element.tooltip ?? element.icon)}
        disabled={element.disabled || busy}
        onClick={() => guard(() => dispatch(element.onPress))}
      >
        {element.icon ? <CkIcon name={element.icon} /> : null}
        {element.label}
        {element.trailingIcon ? <CkIcon name={element.trailingIcon} /> : null}
      </button>
      {dialog}
    </>
  );
}

function stateValue<T>(state: Record<string, unknown>, key: string, initial: T): unknown {
  return Object.hasOwn(state, key) ? state[key] : initial;
}

export function TextInput({ element }: { element: ElementOf<'textinput'> }) {
  const { state, setState } = useEnv();
  const id = useContext(FieldIdContext);
  const initial = resolveBindings(element.initialValue, state) ?? '';
  const value = String(stateValue(state, element.state, initial) ?? '');
  const common = {
    id,
    'data-ck': 'textinput',
    placeholder: element.placeholder,
    disabled: element.disabled,
    value,
    'aria-label': id ? undefined : (element.placeholder ?? element.state),
  };
  return element.multiline ? (
    <textarea className="ck-textinput" rows={4} {...common} onChange={(event) => setState(element.state, event.target.value)} />
  ) : (
    <input
      className="ck-textinput"
      type={element.inputType ?? 'text'}
      {...common}
      onChange={(event) => setState(element.state, event.target.value)}
    />
  );
}

export function Select({ element }: { element: ElementOf<'select'> }) {
  const { state, fetchOptions, publicOrigin } = useEnv();
  const change = useValueChange(element.state, state[element.state], element.onValueChange);
  const id = useContext(FieldIdContext);
  const listId = useId();
  // A built-in source (`{source: 'openapi'}`) is the platform's own list, which the studio does not have: no options.
  const fromUrl = !Array.isArray(element.options) && 'url' in element.options;
  // A `{host, pathname}` resolves on the public origin, so it waits until that is known.
  const url = fromUrl && 'url' in element.options ? selectOptionsUrl(element.options.url, state, publicOrigin) : null;
  const [fetched, setFetched] = useState<{ url: string; options: SelectOptionItem[] | null; error: string | null } | null>(null);
  useEffect(() => {
    if (url === null) return;
    let live = true;
    fetchOptions(url).then(
      (options) => live && setFetched({ url, options, error: null }),
      (error: Error) => live && setFetched({ url, options: null, error: error.message }),
    );
    return () => {
      live = false;
    };
  }, [url, fetchOptions]);
  const options = Array.isArray(element.options) ? element.options : fetched?.url === url ? (fetched.options ?? []) : [];
  const loading = fromUrl && (url === null || fetched?.url !== url);
  const initial = resolveBindings(element.initialValue, state) ?? (element.multiple ? [] : '');
  const value = stateValue(state, element.state, initial);
  const label = id ? undefined : (element.placeholder ?? element.state);
  let control;
  if (element.acceptInput && !element.multiple) {
    control = (
      <>
        <input
          id={id}
          className="ck-select"
          data-ck="select"
          list={listId}
          placeholder={element.placeholder}
          aria-label={label}
          value={String(value ?? '')}
          onChange={(event) => change(event.target.value)}
        />
        <datalist id={listId}>
          {options.map((option) => (
            <option key={option.id} value={option.id}>
              {option.label}
            </option>
          ))}
        </datalist>
      </>
    );
  } else if (element.multiple) {
    const selected = Array.isArray(value) ? value.map(String) : [];
    control = (
      <select
        id={id}
        className="ck-select"
        data-ck="select"
        multiple
        aria-label={label}
        value={selected}
        onChange={(event) => change([...event.target.selectedOptions].map((option) => option.value))}
      >
        {options.map((option) => (
          <option key={option.id} value={option.id}>
            {option.label}
          </option>
        ))}
      </select>
    );
  } else {
    control = (
      <select
        id={id}
        className="ck-select"
        data-ck="select"
        aria-label={label}
        value={String(value ?? '')}
        onChange={(event) => change(event.target.value)}
      >
        <option value="" disabled>
          {loading ? 'Loading options…' : (element.placeholder ?? 'Choose…')}
        </option>
        {options.map((option) => (
          <option key={option.id} value={option.id}>
            {option.label}
          </option>
        ))}
      </select>
    );
  }
  return (
    <span className="ck-select-wrap">
      {control}
      {fetched?.url === url && fetched.error ? (
        <span className="ck-inline-error" role="alert">
          Options from {url}: {fetched.error}
        </span>
      ) : null}
    </span>
  );
}

export function Switch({ element }: { element: ElementOf<'switch'> }) {
  const { state } = useEnv();
  const change = useValueChange(element.state, state[element.state], element.onValueChange);
  const id = useContext(FieldIdContext);
  const { guard, dialog } = useConfirm(element.confirm);
  const checked = stateValue(state, element.state, resolveBindings(element.initialValue, state) ?? false) === true;
  return (
    <>
      <button
        id={id}
        type="button"
        role="switch"
        aria-checked={checked}
        aria-label={id ? undefined : element.state}
        className={`ck-switch${checked ? ' on' : ''}`}
        disabled={element.disabled}
        data-ck="switch"
        onClick={() => guard(() => change(!checked))}
      >
        <span className="ck-switch-knob" />
      </button>
      {dialog}
    </>
  );
}

/** The platform's elements read an `initialValue` the description does not list for checkbox and radio; the Preview does too. */
function initialValueOf(element: object): unknown {
  return (element as { initialValue?: unknown }).initialValue;
}

export function Checkbox({ element }: { element: ElementOf<'checkbox'> }) {
  const { state, setState } = useEnv();
  const id = useContext(FieldIdContext);
  const { guard, dialog } = useConfirm(element.confirm);
  const value = resolveBindings(element.value, state);
  const current = stateValue(state, element.state, resolveBindings(initialValueOf(element), state) ? value : null);
  // Several checkboxes may share one state key: it then holds the list of checked values.
  const checked = Array.isArray(current) ? current.includes(value) : current === value || current === true;
  const toggle = () => {
    if (Array.isArray(current)) setState(element.state, checked ? current.filter((item) => item !== value) : [...current, value]);
    else setState(element.state, checked ? null : value);
  };
  return (
    <>
      <input
        id={id}
        type="checkbox"
        className="ck-checkbox"
        data-ck="checkbox"
        aria-label={id ? undefined : String(value)}
        checked={checked}
        onChange={() => guard(toggle)}
      />
      {dialog}
    </>
  );
}

export function Radio({ element }: { element: ElementOf<'radio'> }) {
  const { state, setState } = useEnv();
  const id = useContext(FieldIdContext);
  const { guard, dialog } = useConfirm(element.confirm);
  const value = resolveBindings(element.value, state);
  const checked = stateValue(state, element.state, resolveBindings(initialValueOf(element), state)) === value;
  return (
    <>
      <input
        id={id}
        type="radio"
        name={element.state}
        className="ck-radio"
        disabled={element.disabled}
        data-ck="radio"
        aria-label={id ? undefined : String(value)}
        checked={checked}
        onChange={() => guard(() => setState(element.state, value))}
      />
      {dialog}
    </>
  );
}

export function Input({ element, path }: { element: ElementOf<'input'>; path: string }) {
  const id = useId();
  return (
    <div className="ck-input" data-ck="input">
      <label htmlFor={id} className="ck-input-label">
        {element.label}
        {(element as { required?: unknown }).required ? (
          <span className="ck-required" aria-label="required">
            {' '}
            *
          </span>
        ) : null}
      </label>
      <FieldIdContext.Provider value={id}>
        <ChildNode node={element.element} path={joinPath(path, 'element')} />
      </FieldIdContext.Provider>
      {element.hint ? (
        <div className="ck-input-hint muted">
          <InlineNodes content={element.hint} path={joinPath(path, 'hint')} />
        </div>
      ) : null}
    </div>
  );
}
