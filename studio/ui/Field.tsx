// One setting's control, chosen by the form model (form-model.ts); its problems and warnings under it, in
// check:merchants' words.
import { useId, type ReactNode } from 'react';
import type { FormField, Option } from '../server/form-model';
import type { Finding } from './api';
import { BrandFile } from './BrandFile';
import { findingsAt, valueAt } from './draft';
import { LinesField } from './LinesField';
import { describedBy, Notes } from './Notes';

export interface FieldContext {
  /** The merchant's code (its brand files' address). */
  code: string;
  settings: unknown;
  problems: Finding[];
  warnings: Finding[];
  set: (path: string, value: unknown) => void;
}

interface Props {
  field: FormField;
  /** Where the field's path starts: an item of a list ("downloads.0"); empty at the top. */
  prefix: string;
  context: FieldContext;
}

const pathOf = (field: FormField, prefix: string) => (prefix ? `${prefix}.${field.path}` : field.path);
const optionLabel = (option: Option) =>
  option.label === option.value ? option.value : `${option.label} (${option.value})`;
const domId = (id: string, path: string) => `${id}-${path.replace(/[^A-Za-z0-9_-]/g, '-')}`;

const expandHex = (value: string) =>
  /^#[0-9a-f]{3}$/i.test(value)
    ? `#${[...value.slice(1)].map((c) => c + c).join('')}`
    : /^#[0-9a-f]{6}$/i.test(value)
      ? value
      : '#000000';

const linesOf = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

export function Field({ field, prefix, context }: Props) {
  const path = pathOf(field, prefix);
  const id = domId(useId(), path);
  const stored = valueAt(context.settings, path);
  const value = stored === undefined ? field.default : stored;
  // A list's problems name its entries ("domains.1"); a group's children show their own.
  const exact = !['textList', 'map', 'languages', 'choices'].includes(field.control);
  const problems = findingsAt(context.problems, path, exact);
  const warnings = findingsAt(context.warnings, path, exact);
  const invalid = problems.length > 0;
  const aria = { 'aria-describedby': describedBy(id, problems, warnings), 'aria-invalid': invalid || undefined };
  const set = (next: unknown) => context.set(path, next);
  const notes = <Notes id={id} field={field} problems={problems} warnings={warnings} />;
  const row = (control: ReactNode, className = '') => (
    <div className={`field field--${field.control} ${className}`}>
      <label htmlFor={id}>{field.key}</label>
      {control}
      {notes}
    </div>
  );

  switch (field.control) {
    case 'brandFile':
      return <BrandFile id={id} field={field} path={path} value={String(value ?? '')} context={context} />;
    case 'text':
      return row(
        <input
          id={id}
          type="text"
          value={String(value ?? '')}
          onChange={(event) => set(event.target.value)}
          {...aria}
        />,
      );
    case 'number':
      return row(
        <input
          id={id}
          type="number"
          inputMode="numeric"
          min={field.min}
          max={field.max}
          value={value === undefined ? '' : String(value)}
          onChange={(event) => set(event.target.value === '' ? undefined : Number(event.target.value))}
          {...aria}
        />,
      );
    case 'colour': {
      const text = String(value ?? '');
      return row(
        <span className="colour">
          <input
            id={id}
            type="text"
            value={text}
            spellCheck={false}
            onChange={(event) => set(event.target.value)}
            {...aria}
          />
          <input
            type="color"
            aria-label={`${field.key}: pick a colour`}
            value={expandHex(text)}
            onChange={(event) => set(event.target.value)}
          />
        </span>,
      );
    }
    case 'switch':
      return (
        <div className="field field--switch">
          <input
            id={id}
            type="checkbox"
            role="switch"
            checked={value === true}
            onChange={(event) => set(event.target.checked)}
            {...aria}
          />
          <label htmlFor={id}>{field.key}</label>
          {notes}
        </div>
      );
    case 'choice':
    case 'language':
      return row(
        <select
          id={id}
          value={String(value ?? '')}
          onChange={(event) => set(event.target.value || undefined)}
          {...aria}
        >
          {!field.required && value === undefined && <option value="">(not set)</option>}
          {field.options?.map((option) => (
            <option key={option.value} value={option.value} lang={option.lang} dir={option.dir}>
              {optionLabel(option)}
            </option>
          ))}
        </select>,
      );
    case 'languages':
    case 'choices': {
      const chosen = Array.isArray(value) ? (value as string[]) : [];
      const toggle = (option: string, on: boolean) =>
        set(field.options!.map((o) => o.value).filter((o) => (o === option ? on : chosen.includes(o))));
      return (
        <fieldset className={`field field--${field.control}`} {...aria}>
          <legend>{field.key}</legend>
          <div className="options">
            {field.options?.map((option) => (
              <label key={option.value}>
                <input
                  type="checkbox"
                  checked={chosen.includes(option.value)}
                  onChange={(event) => toggle(option.value, event.target.checked)}
                />
                <span lang={option.lang} dir={option.dir}>
                  {option.label}
                </span>
                {option.label !== option.value && <code>{option.value}</code>}
              </label>
            ))}
          </div>
          {notes}
        </fieldset>
      );
    }
    case 'textList':
      return row(
        <LinesField
          id={id}
          value={Array.isArray(value) ? (value as unknown[]).map(String) : []}
          show={(list) => list.join('\n')}
          read={linesOf}
          set={set}
          aria={aria}
        />,
        'field--lines',
      );
    case 'map':
      return row(
        <LinesField
          id={id}
          value={value && typeof value === 'object' ? (value as Record<string, string>) : {}}
          show={(map) =>
            Object.entries(map)
              .map(([name, entry]) => `${name}: ${String(entry)}`)
              .join('\n')
          }
          read={(text) =>
            Object.fromEntries(
              linesOf(text).map((line) => [line.split(':')[0]!.trim(), line.slice(line.indexOf(':') + 1).trim()]),
            )
          }
          set={set}
          aria={aria}
        />,
        'field--lines',
      );
    case 'group':
      return (
        <fieldset className="field field--group" {...aria}>
          <legend>{field.key}</legend>
          {notes}
          {field.fields?.map((child) => (
            <Field key={child.path} field={child} prefix={prefix} context={context} />
          ))}
        </fieldset>
      );
    case 'optional': {
      const on = value !== null && value !== undefined;
      return (
        <fieldset className="field field--group" {...aria}>
          <legend>{field.key}</legend>
          <div className="field field--switch">
            <input
              id={id}
              type="checkbox"
              role="switch"
              checked={on}
              onChange={(event) => set(event.target.checked ? {} : null)}
            />
            <label htmlFor={id}>configure {field.key}</label>
          </div>
          {notes}
          {on &&
            field.fields?.map((child) => <Field key={child.path} field={child} prefix={prefix} context={context} />)}
        </fieldset>
      );
    }
    case 'items': {
      const items = Array.isArray(value) ? (value as unknown[]) : [];
      return (
        <fieldset className="field field--items" {...aria}>
          <legend>{field.key}</legend>
          {notes}
          {items.map((_, index) => (
            <fieldset key={index} className="item">
              <legend>
                {field.key} {index + 1}
              </legend>
              {field.fields?.map((child) => (
                <Field key={child.path} field={child} prefix={`${path}.${index}`} context={context} />
              ))}
              <button type="button" onClick={() => set(items.filter((__, other) => other !== index))}>
                Remove {field.key} {index + 1}
              </button>
            </fieldset>
          ))}
          <button type="button" onClick={() => set([...items, {}])}>
            Add to {field.key}
          </button>
        </fieldset>
      );
    }
  }
}
