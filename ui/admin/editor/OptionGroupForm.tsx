import { useId, useMemo, useRef, useState } from 'react';
import { getPath } from './optionPaths';
import type { OptionGroup, OptionSpec } from './optionGroups';
import { CodeEditor, type CodeEditorHandle } from './CodeEditor';
import { PaletteEditor } from './PaletteEditor';
import { ClassesEditor } from './ClassesEditor';
import { TemplateFieldPicker } from './TemplateFieldPicker';
import { templateExpressions, type ClassesOptions, type PaletteEntry, type SchemaField } from '../../../domain/index';

/** The fields templates can show: the records table's and the regions table's. */
interface TemplateFields {
  record: readonly SchemaField[];
  region: readonly SchemaField[];
}

const NO_TEMPLATE_FIELDS: TemplateFields = { record: [], region: [] };

interface OptionInputProps {
  spec: OptionSpec;
  value: unknown;
  onChange: (value: unknown) => void;
  /** Field names offered by `field` and `fields` options. */
  fieldChoices: readonly string[];
  templateFields: TemplateFields;
}

/** Ticks several fields; the order of the table is kept. */
function FieldsInput({ spec, value, onChange, fieldChoices }: OptionInputProps) {
  const chosen = Array.isArray(value) ? value.map(String) : [];
  const toggle = (name: string, on: boolean) => onChange(fieldChoices.filter((choice) => (choice === name ? on : chosen.includes(choice))));
  return (
    <fieldset className="admin-field admin-field-wide">
      <legend>{spec.label}</legend>
      {fieldChoices.length === 0 && <p className="admin-muted">The table has no fields to choose from yet (add them in the form builder).</p>}
      {fieldChoices.map((name) => (
        <label key={name} className="admin-check"><input type="checkbox" checked={chosen.includes(name)} onChange={(event) => toggle(name, event.target.checked)} /> {name}</label>
      ))}
    </fieldset>
  );
}

const text = (value: unknown) => (value === undefined || value === null ? '' : String(value));

/** A template (with its field picker) or the custom CSS, in a code editor. */
function CodeInput({ spec, value, onChange, templateFields }: Omit<OptionInputProps, 'fieldChoices'>) {
  const editor = useRef<CodeEditorHandle | null>(null);
  const subject = /Region$/.test(spec.path) ? 'region' : 'record';
  const expressions = useMemo(() => (spec.kind === 'template' ? templateExpressions(templateFields[subject], subject) : []), [spec.kind, templateFields, subject]);
  return (
    <div className="admin-field admin-field-wide">
      <span className="admin-label">{spec.label}</span>
      <TemplateFieldPicker expressions={expressions} template={spec.label} onInsert={(expression) => editor.current?.insert(expression)} />
      <CodeEditor label={spec.label} value={text(value)} onChange={onChange} mode={spec.kind === 'css' ? 'css' : 'handlebars'} handle={editor} />
    </div>
  );
}

/**
 * A number option. A value outside the option's range is kept in the box with a message naming
 * the range, and the option keeps its last good value until the box holds a good one again.
 */
function NumberInput({ id, spec, value, onChange }: { id: string; spec: OptionSpec; value: unknown; onChange: (value: unknown) => void }) {
  const [draft, setDraft] = useState<string | null>(null);
  const [low, high] = spec.range ?? [Number.NEGATIVE_INFINITY, Number.POSITIVE_INFINITY];
  const shown = draft ?? text(value);
  const number = Number(shown);
  const problem = shown !== '' && (number < low || number > high) ? `${spec.label} must be between ${low} and ${high}.` : null;
  const errorId = `${id}-error`;
  const change = (typed: string) => {
    const next = Number(typed);
    const bad = typed !== '' && (next < low || next > high);
    setDraft(bad ? typed : null);
    if (!bad) onChange(typed === '' ? undefined : next);
  };
  return (
    <div className="admin-field">
      <label htmlFor={id}>{spec.label}</label>
      <span className="admin-row">
        <input id={id} type="number" step="any" min={spec.range?.[0]} max={spec.range?.[1]} value={shown} aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? errorId : undefined} onChange={(event) => change(event.target.value)} />
      </span>
      {problem && <p id={errorId} role="alert" className="admin-error">{problem}</p>}
    </div>
  );
}

function OptionInput({ spec, value, onChange, fieldChoices, templateFields }: OptionInputProps) {
  const id = useId();
  if (spec.kind === 'fields') return <FieldsInput spec={spec} value={value} onChange={onChange} fieldChoices={fieldChoices} templateFields={templateFields} />;
  if (spec.kind === 'template' || spec.kind === 'css') return <CodeInput spec={spec} value={value} onChange={onChange} templateFields={templateFields} />;
  if (spec.kind === 'palette') {
    return <PaletteEditor bands={Array.isArray(value) ? (value as PaletteEntry[]) : []} onChange={onChange} />;
  }
  if (spec.kind === 'classes') {
    return <ClassesEditor value={value as ClassesOptions} onChange={onChange} />;
  }
  if (spec.kind === 'boolean') {
    return <label className="admin-check"><input type="checkbox" checked={value === true} onChange={(event) => onChange(event.target.checked)} /> {spec.label}</label>;
  }
  let input;
  if (spec.kind === 'choice' || spec.kind === 'field') {
    const choices = spec.kind === 'field' ? fieldChoices : spec.choices ?? [];
    const chosen = value === undefined && spec.unsetChoice ? spec.unsetChoice : text(value);
    input = (
      <select id={id} value={chosen} onChange={(event) => onChange(event.target.value)}>
        {!choices.includes(chosen) && <option value={chosen}>{chosen || '—'}</option>}
        {choices.map((choice) => <option key={choice} value={choice}>{spec.choiceLabels?.[choice] ?? choice}</option>)}
      </select>
    );
  } else if (spec.kind === 'number') {
    return <NumberInput id={id} spec={spec} value={value} onChange={onChange} />;
  } else {
    input = <input id={id} type="text" value={text(value)} placeholder={spec.kind === 'color' ? '#rrggbb' : undefined} onChange={(event) => onChange(event.target.value)} />;
  }
  return (
    <div className="admin-field">
      <label htmlFor={id}>{spec.label}</label>
      <span className="admin-row">
        {input}
        {spec.kind === 'color' && <span className="admin-swatch" aria-hidden="true" style={{ background: text(value) }} />}
      </span>
    </div>
  );
}

interface OptionGroupFormProps {
  group: OptionGroup;
  /** The options as the viewer will see them (defaults with the map's own options over them). */
  resolved: unknown;
  onChange: (path: string, value: unknown) => void;
  /** Field names of the table the group reads (the choropleth's regions or records). */
  fieldChoices?: readonly string[];
  /** The tables' fields the template editors offer to insert. */
  templateFields?: TemplateFields;
}

/** The inputs of one option group. */
export function OptionGroupForm({ group, resolved, onChange, fieldChoices = [], templateFields = NO_TEMPLATE_FIELDS }: OptionGroupFormProps) {
  return (
    <fieldset className="admin-option-group">
      <legend>{group.title}</legend>
      {group.options.map((spec) => (
        <OptionInput key={spec.path} spec={spec} value={getPath(resolved, spec.path)} onChange={(value) => onChange(spec.path, value)} fieldChoices={fieldChoices} templateFields={templateFields} />
      ))}
    </fieldset>
  );
}
