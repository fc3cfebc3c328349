/** The tag types the form editor's tag generator offers, in the order its menu lists them. */
export const generatorTagTypes = [
  'text', 'email', 'url', 'tel', 'number', 'range', 'date', 'textarea', 'select', 'checkbox', 'radio',
  'acceptance', 'quiz', 'file', 'hidden', 'count', 'captcha', 'submit',
] as const;

/** A tag type of the generator; `captcha` makes the image and answer pair. */
export type GeneratorTagType = (typeof generatorTagTypes)[number];

/** What the admin filled in for one tag. Fields a type does not use are ignored. */
export interface TagSettings {
  /** Field name; a fresh `type-123` style name is suggested by {@link suggestTagName}. */
  readonly name?: string;
  /** Adds `*` to the type (a required field) where the type has a required form. */
  readonly required?: boolean;
  /** Choices, one per entry (`shown|mailed` pipes allowed); the default value of text fields; quiz `question|answer` pairs. */
  readonly values?: readonly string[];
  readonly id?: string;
  readonly className?: string;
  readonly placeholder?: string;
  readonly min?: string;
  readonly max?: string;
  /** `number`, `range`: the step values must keep from `min` (e.g. `0.5`). */
  readonly step?: string;
  readonly minlength?: string;
  readonly maxlength?: string;
  /** `file`: accepted types (`pdf|jpg`), and the size limit (`2mb`). */
  readonly filetypes?: string;
  readonly limit?: string;
  /** Boolean options by name: `multiple`, `include_blank`, `first_as_label`, `use_label_element`, `exclusive`, `free_text`, `optional`, `down`. */
  readonly flags?: readonly string[];
  /** `acceptance`: the consent text; `submit`: the button label. */
  readonly content?: string;
}

const textual: readonly GeneratorTagType[] = ['text', 'email', 'url', 'tel', 'number', 'range', 'date', 'textarea'];
const requirable = new Set<GeneratorTagType>([...textual, 'select', 'checkbox', 'file']);
const withPlaceholder = new Set<GeneratorTagType>(textual);
const withDefaultValue = new Set<GeneratorTagType>([...textual, 'hidden']);
const withChoices = new Set<GeneratorTagType>(['select', 'checkbox', 'radio']);

/** What the generator asks for a tag type besides its name, options and flags. */
interface GeneratorInputs {
  /** The type has a required form (`text*`). */
  readonly requirable: boolean;
  /** The type takes a placeholder. */
  readonly placeholder: boolean;
  /** What its values are: choices (one per line), quiz `question|answer` pairs, a default value, or none. */
  readonly values: 'choices' | 'quiz' | 'default' | null;
}

/** The inputs the generator shows for a type (and the ones {@link buildFormTag} reads). */
export function generatorInputsOf(type: GeneratorTagType): GeneratorInputs {
  let values: GeneratorInputs['values'] = null;
  if (withChoices.has(type)) values = 'choices';
  else if (type === 'quiz') values = 'quiz';
  else if (withDefaultValue.has(type)) values = 'default';
  return { requirable: requirable.has(type), placeholder: withPlaceholder.has(type), values };
}

const flagsByType: Readonly<Partial<Record<GeneratorTagType, readonly string[]>>> = {
  select: ['multiple', 'include_blank', 'first_as_label'],
  checkbox: ['use_label_element', 'exclusive', 'free_text'],
  radio: ['use_label_element', 'free_text'],
  acceptance: ['optional'],
  count: ['down'],
};

/** The boolean options a type offers (for the generator's checkboxes). */
export function flagsOf(type: GeneratorTagType): readonly string[] {
  return flagsByType[type] ?? [];
}

const namedOptions: readonly (readonly [keyof TagSettings, string, readonly GeneratorTagType[]])[] = [
  ['minlength', 'minlength', ['text', 'email', 'url', 'tel', 'textarea']],
  ['maxlength', 'maxlength', ['text', 'email', 'url', 'tel', 'textarea']],
  ['min', 'min', ['number', 'range', 'date']],
  ['max', 'max', ['number', 'range', 'date']],
  ['step', 'step', ['number', 'range']],
  ['filetypes', 'filetypes', ['file']],
  ['limit', 'limit', ['file']],
];

/** Which option fields a type shows in the generator. */
export function optionFieldsOf(type: GeneratorTagType): (keyof TagSettings)[] {
  return namedOptions.filter(([, , types]) => types.includes(type)).map(([field]) => field);
}

/** Bare option values may not hold spaces, quotes or brackets: anything else is dropped. */
function optionValue(value: string | undefined): string {
  return (value ?? '').trim().replace(/[\s"'[\]]+/g, '');
}

/** A quoted value; double quotes inside are replaced by typographic ones, which CF7 tags cannot escape. */
function quoted(value: string): string {
  return `"${value.replace(/"/g, '”')}"`;
}

/** A fresh field name such as `text-417`, as CF7's generator suggests. */
export function suggestTagName(type: GeneratorTagType, random: () => number = Math.random): string {
  const base = type === 'captcha' ? 'captcha' : type;
  return `${base}-${100 + Math.floor(random() * 900)}`;
}

function optionsOf(type: GeneratorTagType, settings: TagSettings): string[] {
  const options: string[] = [];
  for (const [field, option, types] of namedOptions) {
    const value = optionValue(settings[field] as string | undefined);
    if (types.includes(type) && value !== '') options.push(`${option}:${value}`);
  }
  const id = optionValue(settings.id);
  if (id !== '') options.push(`id:${id}`);
  for (const className of (settings.className ?? '').split(/\s+/).map(optionValue).filter((name) => name !== '')) {
    options.push(`class:${className}`);
  }
  for (const flag of settings.flags ?? []) if (flagsOf(type).includes(flag)) options.push(flag);
  const placeholder = (settings.placeholder ?? '').trim();
  if (placeholder !== '' && withPlaceholder.has(type)) {
    options.push('placeholder', quoted(placeholder));
  }
  return options;
}

function valuesOf(settings: TagSettings): string[] {
  return (settings.values ?? []).map((value) => value.trim()).filter((value) => value !== '').map(quoted);
}

/**
 * The form tag for the generator's settings, in Contact Form 7's syntax: type (with `*` when
 * required and the type allows it), name, options, quoted values, and content for acceptance.
 * `captcha` gives the image tag and the answer tag side by side, sharing one name.
 */
export function buildFormTag(type: GeneratorTagType, settings: TagSettings): string {
  const name = optionValue(settings.name) || suggestTagName(type);
  const parts = (tagType: string, ...rest: string[]) => `[${[tagType, ...rest].filter((part) => part !== '').join(' ')}]`;
  const options = optionsOf(type, settings);
  switch (type) {
    case 'submit':
      return parts('submit', ...options, quoted((settings.content ?? '').trim() || 'Send'));
    case 'captcha':
      return `${parts('captchac', name, ...options)} ${parts('captchar', name)}`;
    case 'acceptance':
      return `${parts('acceptance', name, ...options)} ${(settings.content ?? '').trim()} [/acceptance]`;
    case 'count':
      return parts('count', name, ...options);
    default: {
      const tagType = settings.required && requirable.has(type) ? `${type}*` : type;
      return parts(tagType, name, ...options, ...valuesOf(settings));
    }
  }
}

/**
 * The `[field]` mail-tag placeholders a template offers for the mail settings: the name of every
 * tag that carries visitor input, once each, in template order.
 */
export function mailTagsOf(tags: readonly { readonly name: string; readonly basetype: string }[]): string[] {
  const skipped = new Set(['submit', 'count', 'captchac', 'captchar', 'quiz']);
  return [...new Set(tags.filter((tag) => tag.name !== '' && !skipped.has(tag.basetype)).map((tag) => `[${tag.name}]`))];
}
