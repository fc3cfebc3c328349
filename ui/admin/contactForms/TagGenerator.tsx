import { useId, useMemo, useState } from 'react';
import {
  buildFormTag,
  flagsOf,
  generatorInputsOf,
  generatorTagTypes,
  optionFieldsOf,
  suggestTagName,
  type GeneratorTagType,
  type TagSettings,
} from '../../../domain/contact-form';

const typeLabels: Record<GeneratorTagType, string> = {
  text: 'Text', email: 'Email', url: 'URL', tel: 'Telephone', number: 'Number', range: 'Range (slider)', date: 'Date',
  textarea: 'Text area', select: 'Drop-down menu', checkbox: 'Checkboxes', radio: 'Radio buttons', acceptance: 'Acceptance (consent)',
  quiz: 'Quiz', file: 'File upload', hidden: 'Hidden value', count: 'Character counter', captcha: 'CAPTCHA', submit: 'Submit button',
};

const optionLabels: Partial<Record<keyof TagSettings, string>> = {
  minlength: 'Minimum length', maxlength: 'Maximum length', min: 'Minimum', max: 'Maximum', step: 'Step',
  filetypes: 'Accepted file types (e.g. pdf|jpg)', limit: 'Size limit (e.g. 2mb)',
};

const flagLabels: Record<string, string> = {
  multiple: 'Allow several choices', include_blank: 'Insert a blank first item', first_as_label: 'Use the first choice as a caption', use_label_element: 'Wrap each item in a label',
  exclusive: 'Make checkboxes exclusive', free_text: 'Last choice takes free text', optional: 'Optional (does not block sending)',
  down: 'Count down from the maximum',
};

const valuesLabels = {
  choices: 'Choices (one per line; "Shown|mailed" to mail another value)',
  quiz: 'Questions and answers (one "question|answer" per line)',
  default: 'Default value',
} as const;

function contentLabel(type: GeneratorTagType): string | null {
  if (type === 'acceptance') return 'Consent text';
  if (type === 'submit') return 'Button label';
  return null;
}

/**
 * Contact Form 7's tag generator: pick a tag type, fill in what that type takes, see the tag
 * it makes, and insert it into the template at the cursor.
 */
export function TagGenerator({ onInsert }: { onInsert: (tag: string) => void }) {
  const [type, setType] = useState<GeneratorTagType>('text');
  const [settings, setSettings] = useState<TagSettings>({ name: suggestTagName('text') });
  const baseId = useId();
  const tag = useMemo(() => buildFormTag(type, settings), [type, settings]);
  const set = (patch: Partial<TagSettings>) => setSettings((current) => ({ ...current, ...patch }));
  const changeType = (next: GeneratorTagType) => {
    setType(next);
    setSettings({ name: suggestTagName(next) });
  };
  const toggleFlag = (flag: string, on: boolean) => {
    const flags = new Set(settings.flags ?? []);
    if (on) flags.add(flag);
    else flags.delete(flag);
    set({ flags: [...flags] });
  };
  const field = (key: keyof TagSettings, label: string) => (
    <label key={key} htmlFor={`${baseId}-${key}`}>{label}
      <input id={`${baseId}-${key}`} value={String(settings[key] ?? '')} onChange={(event) => set({ [key]: event.target.value })} />
    </label>
  );
  const inputs = generatorInputsOf(type);
  const values = inputs.values ? valuesLabels[inputs.values] : null;
  const content = contentLabel(type);
  const multiline = inputs.values === 'choices' || inputs.values === 'quiz';

  return (
    <fieldset className="cf7-tag-generator">
      <legend>Tag generator</legend>
      <label htmlFor={`${baseId}-type`}>Tag type
        <select id={`${baseId}-type`} value={type} onChange={(event) => changeType(event.target.value as GeneratorTagType)}>
          {generatorTagTypes.map((option) => <option key={option} value={option}>{typeLabels[option]}</option>)}
        </select>
      </label>
      {type !== 'submit' && field('name', type === 'count' ? 'Field to count' : 'Field name')}
      {inputs.requirable && (
        <label className="cf7-inline"><input type="checkbox" checked={settings.required ?? false} onChange={(event) => set({ required: event.target.checked })} /> Required field</label>
      )}
      {values && (multiline
        ? <label htmlFor={`${baseId}-values`}>{values}
          <textarea id={`${baseId}-values`} rows={3} value={(settings.values ?? []).join('\n')} onChange={(event) => set({ values: event.target.value.split('\n') })} />
        </label>
        : <label htmlFor={`${baseId}-values`}>{values}
          <input id={`${baseId}-values`} value={settings.values?.[0] ?? ''} onChange={(event) => set({ values: [event.target.value] })} />
        </label>)}
      {inputs.placeholder && field('placeholder', 'Placeholder')}
      {optionFieldsOf(type).map((key) => field(key, optionLabels[key] ?? key))}
      {content && field('content', content)}
      {flagsOf(type).map((flag) => (
        <label key={flag} className="cf7-inline">
          <input type="checkbox" checked={(settings.flags ?? []).includes(flag)} onChange={(event) => toggleFlag(flag, event.target.checked)} /> {flagLabels[flag] ?? flag}
        </label>
      ))}
      {field('id', 'Id attribute')}
      {field('className', 'Class attribute')}
      <p className="cf7-tag-output"><span className="admin-muted">Tag: </span><output aria-label="Generated tag">{tag}</output></p>
      <button type="button" onClick={() => { onInsert(tag); setSettings({ name: suggestTagName(type) }); }}>Insert tag</button>
    </fieldset>
  );
}
