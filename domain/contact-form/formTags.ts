/**
 * One `before|after` pair of a tag value. Contact Form 7 shows `before` to the visitor and
 * uses `after` in mail; quizzes keep the question before the bar and the answer after it.
 */
interface Pipe {
  readonly before: string;
  readonly after: string;
}

/** A form-tag scanned from a form template, e.g. `[email* your-email placeholder "you@x"]`. */
export interface FormTag {
  /** Type as written, including the required mark: `email*`. */
  readonly type: string;
  /** Type without the required mark: `email`. */
  readonly basetype: string;
  /** Field name with dots replaced by underscores (as Contact Form 7 posts it); `''` if none. */
  readonly name: string;
  /** Field name exactly as written. */
  readonly rawName: string;
  /** Whether the type carries the `*` required mark. */
  readonly required: boolean;
  /** Bare options in order, e.g. `['placeholder', 'maxlength:100', 'class:wide']`. */
  readonly options: readonly string[];
  /** Quoted values exactly as written, unquoted but untrimmed. */
  readonly rawValues: readonly string[];
  /** Values shown to the visitor: the part before any `|`, trimmed. */
  readonly values: readonly string[];
  /** Labels of the values; equal to `values` for every core tag type. */
  readonly labels: readonly string[];
  /** The `before|after` split of every raw value. */
  readonly pipes: readonly Pipe[];
  /** Text between an opening and a closing tag (`[acceptance a]…[/acceptance]`), trimmed. */
  readonly content: string;
  /** Attribute text kept verbatim when it is not valid option/value syntax; else `''`. */
  readonly attr: string;
  /** The tag's source text. */
  readonly raw: string;
}

/** A piece of a parsed template: literal text or a form-tag. */
type TemplatePart =
  | { readonly kind: 'text'; readonly text: string }
  | { readonly kind: 'tag'; readonly tag: FormTag };

/**
 * Tag types this product understands; anything else in square brackets stays literal text,
 * as it does in Contact Form 7 when no module registers the type. `count` is the character
 * counter: its name is the field it counts and it adds no rules. `captchac` (the image) and
 * `captchar` (the answer field) are Really Simple CAPTCHA's pair, checked as spam, not by rules.
 * Contact Form 7 registers no
 * starred variant of `radio`, `acceptance`, `quiz`, `hidden` or `submit`, so neither do we.
 */
const formTagTypes: readonly string[] = [
  'text', 'text*', 'email', 'email*', 'url', 'url*', 'tel', 'tel*',
  'number', 'number*', 'range', 'range*', 'date', 'date*',
  'textarea', 'textarea*', 'select', 'select*', 'checkbox', 'checkbox*', 'radio',
  'acceptance', 'quiz', 'file', 'file*', 'hidden', 'submit', 'count', 'captchac', 'captchar',
];

/** Types without a name attribute: their first bare word is an option, not a name. */
const namelessTypes = new Set(['submit']);

/**
 * The form-tag pattern: optional `[` escape, the type, attributes (lazy, so the first `]`
 * ends the tag), an optional self-closing slash, optional content closed by `[/type]` (no `[`
 * inside), and an optional `]` escape. A type must be followed by whitespace or `]`, so
 * `[textarea …]` never stops at `text` and `[text* …]` never at `text`.
 */
const tagPattern = (() => {
  const alternatives = formTagTypes.map((type) => type.replace(/[*]/g, '\\*')).join('|');
  return new RegExp(
    `(\\[?)\\[(${alternatives})(?:[\\r\\n\\t ]([\\s\\S]*?))?(?:[\\r\\n\\t ](\\/))?\\]` +
      `(?:([^[]*?)\\[\\/\\2\\])?(\\]?)`,
    'g',
  );
})();

/** Options before the quoted values: only these characters may appear in a bare option. */
const attributePattern =
  /^([-+*=0-9a-zA-Z:.!?#$&@_/|%\r\n\t ]*?)((?:[\r\n\t ]*"[^"]*"|[\r\n\t ]*'[^']*')*)$/;

/** HTML 4 NAME token, which Contact Form 7 requires of field names. */
const namePattern = /^[A-Za-z][-A-Za-z0-9_:.]*$/;

/**
 * Splits a form template into literal text and form-tags. Never throws: a tag with an
 * invalid name is kept as text (as Contact Form 7 ignores it), `[[text x]]` is the escape for a
 * literal `[text x]`, and attribute text that is not option/value syntax leaves a tag without
 * a name whose `attr` holds that text.
 */
export function parseFormTemplate(template: string): TemplatePart[] {
  const parts: TemplatePart[] = [];
  let textStart = 0;
  const pushText = (text: string): void => {
    if (text === '') return;
    const last = parts[parts.length - 1];
    if (last?.kind === 'text') {
      parts[parts.length - 1] = { kind: 'text', text: last.text + text };
      return;
    }
    parts.push({ kind: 'text', text });
  };

  for (const match of template.matchAll(tagPattern)) {
    const [whole, openEscape = '', type = '', attributes = '', , content, closeEscape = ''] = match;
    const index = match.index;
    pushText(template.slice(textStart, index));
    textStart = index + whole.length;

    if (openEscape === '[' && closeEscape === ']') {
      pushText(whole.slice(1, -1));
      continue;
    }
    const raw = whole.slice(openEscape.length, whole.length - closeEscape.length);
    const tag = buildTag(type, attributes, content ?? '', raw);
    pushText(openEscape);
    if (tag === null) pushText(raw);
    else parts.push({ kind: 'tag', tag });
    pushText(closeEscape);
  }
  pushText(template.slice(textStart));
  return parts;
}

/** The form-tags of a template, in source order. */
export function scanFormTags(template: string): FormTag[] {
  return parseFormTemplate(template).flatMap((part) => (part.kind === 'tag' ? [part.tag] : []));
}

function buildTag(type: string, attributes: string, content: string, raw: string): FormTag | null {
  const basetype = type.replace(/\*+$/, '');
  const parsed = parseAttributes(attributes);
  let options = parsed?.options ?? [];
  let rawName = '';

  if (parsed !== null && !namelessTypes.has(basetype) && options.length > 0) {
    rawName = options[0] ?? '';
    if (!namePattern.test(rawName)) return null;
    options = options.slice(1);
  }

  const rawValues = parsed?.values ?? [];
  const pipes = rawValues.map(splitPipe);
  const values = pipes.map((pipe) => pipe.before.trim());

  return {
    type,
    basetype,
    name: rawName.replace(/\./g, '_'),
    rawName,
    required: type.endsWith('*'),
    options,
    rawValues,
    values,
    labels: values,
    pipes,
    content: content.trim().replace(/<br[\r\n\t ]*\/?>$/gm, ''),
    attr: parsed === null ? attributes.trim() : '',
    raw,
  };
}

function parseAttributes(text: string): { options: string[]; values: string[] } | null {
  const normalised = text.replace(/[\u00a0\u200b]+/g, ' ').trim();
  const match = attributePattern.exec(normalised);
  if (match === null) return null;

  const optionText = (match[1] ?? '').trim();
  const options = optionText === '' ? [] : optionText.split(/[\r\n\t ]+/);
  const values = [...(match[2] ?? '').matchAll(/"[^"]*"|'[^']*'/g)].map((m) => m[0].slice(1, -1));
  return { options, values };
}

/** Splits at the first `|`; a value without one maps to itself. */
function splitPipe(value: string): Pipe {
  const bar = value.indexOf('|');
  if (bar === -1) return { before: value, after: value };
  return { before: value.slice(0, bar), after: value.slice(bar + 1) };
}

/** Named option patterns, as Contact Form 7's `get_option()` presets. */
const optionPresets: Readonly<Record<string, string>> = {
  date: '([0-9]{4}-[0-9]{2}-[0-9]{2}|today(.*))',
  int: '[0-9]+',
  signed_int: '-?[0-9]+',
  num: '(?:[0-9]+|(?:[0-9]+)?[.][0-9]+)',
  signed_num: '-?(?:[0-9]+|(?:[0-9]+)?[.][0-9]+)',
  class: '[-0-9a-zA-Z_]+',
  id: '[-0-9a-zA-Z_]+',
};

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\/-]/g, '\\$&');
}

/**
 * Whether the tag has the option, bare (`multiple`) or with a value (`limit:1mb`).
 * Option names match case-insensitively, as in Contact Form 7.
 */
export function hasOption(tag: Pick<FormTag, 'options'>, name: string): boolean {
  const pattern = new RegExp(`^${escapeRegExp(name)}(:.+)?$`, 'i');
  return tag.options.some((option) => pattern.test(option));
}

/**
 * Every value of a `name:value` option whose value matches `pattern` (a regular expression
 * source or a preset name: `int`, `signed_int`, `num`, `signed_num`, `class`, `id`, `date`).
 * `getOption(tag, 'class')` on `class:a class:b` gives `['a', 'b']`.
 */
export function getOption(tag: Pick<FormTag, 'options'>, name: string, pattern = '.+'): string[] {
  const source = optionPresets[pattern] ?? pattern;
  const regex = new RegExp(`^${escapeRegExp(name)}:(?:${source})$`, 'i');
  return tag.options.filter((option) => regex.test(option)).map((option) => option.slice(name.length + 1));
}

/** The first value of a `name:value` option matching `pattern`, or `undefined`. */
export function getFirstOption(
  tag: Pick<FormTag, 'options'>,
  name: string,
  pattern = '.+',
): string | undefined {
  return getOption(tag, name, pattern)[0];
}
