import {
  acceptedFileTypes,
  freeTextFieldName,
  getDefaultIndexValues,
  getFirstOption,
  getMaxLengthOption,
  getMinLengthOption,
  getNumberBounds,
  getOption,
  getStepOption,
  hasOption,
  normalizeQuizAnswer,
  quizPairsOf,
} from '../../../domain/contact-form';
import type { FormTag, QuizPair } from '../../../domain/contact-form';
import { escapeHtml } from '../html';
import { classNames, escapeFormText, formatAttributes, type AttributeValue } from './htmlAttributes';

/** What rendering a tag needs beyond the tag itself. */
export interface TagRenderContext {
  /** Every tag of the form, so a counter finds the field it counts. */
  readonly tags: readonly FormTag[];
  /** Keyed hash of a normalised quiz answer (see `QuizHasher`). */
  readonly quizHash: (normalizedAnswer: string) => string;
  /** Picks one question of a quiz with several; random in production, fixed in tests. */
  readonly pickQuiz: (pairs: readonly QuizPair[]) => QuizPair;
  /** Issues captcha challenges and names their images. */
  readonly captcha: CaptchaIssuer;
}

/** What rendering a captcha needs: a fresh challenge and its image address. */
interface CaptchaIssuer {
  newChallenge(): string;
  imageUrl(challenge: string): string;
}

/** Label of the blank first option of a select with `include_blank`. */
const blankOptionLabel = '\u2014Please choose an option\u2014';

const defaultTextSizes = { size: 40, cols: 40, rows: 10 } as const;

function wrap(tag: FormTag, inner: string): string {
  return `<span class="wpcf7-form-control-wrap" data-name="${escapeHtml(tag.name)}">${inner}</span>`;
}

function userClasses(tag: FormTag): string[] {
  return getOption(tag, 'class', 'class');
}

function idOf(tag: FormTag): string | undefined {
  return getFirstOption(tag, 'id', 'id');
}

function controlClass(tag: FormTag, ...types: string[]): string {
  const validates = types.filter((type) => type.startsWith('wpcf7-validates-as-') && type !== 'wpcf7-validates-as-required');
  const kinds = types.filter((type) => !validates.includes(type));
  return classNames('wpcf7-form-control', ...kinds, tag.required && 'wpcf7-validates-as-required', ...validates, ...userClasses(tag));
}

/** Size and shorthand dimensions: `40/100`, `40x10/2000`. */
function shorthand(tag: FormTag): { size?: number; cols?: number; rows?: number } {
  for (const option of tag.options) {
    const match = /^([0-9]*)(?:x([0-9]*))?(?:\/[0-9]+)?$/.exec(option);
    if (match === null || option === '') continue;
    const first = match[1] === '' ? undefined : Number(match[1]);
    const second = match[2] === undefined || match[2] === '' ? undefined : Number(match[2]);
    return { size: first, cols: first, rows: second };
  }
  return {};
}

function input(attributes: readonly (readonly [string, AttributeValue])[]): string {
  return `<input ${formatAttributes(attributes)} />`;
}

function placeholderAndValue(tag: FormTag, fallback = ''): { placeholder?: string; value: string } {
  const first = tag.values[0] ?? fallback;
  if (hasOption(tag, 'placeholder') || hasOption(tag, 'watermark')) return { placeholder: first, value: '' };
  return { value: first };
}

const textTypes: Readonly<Record<string, string[]>> = {
  text: ['wpcf7-text'],
  email: ['wpcf7-text', 'wpcf7-email', 'wpcf7-validates-as-email'],
  url: ['wpcf7-text', 'wpcf7-url', 'wpcf7-validates-as-url'],
  tel: ['wpcf7-text', 'wpcf7-tel', 'wpcf7-validates-as-tel'],
};

function renderText(tag: FormTag): string {
  const defaultMax = 400;
  const { placeholder, value } = placeholderAndValue(tag);
  return wrap(tag, input([
    ['size', shorthand(tag).size ?? defaultTextSizes.size],
    ['maxlength', getMaxLengthOption(tag, defaultMax) || undefined],
    ['minlength', getMinLengthOption(tag) ?? undefined],
    ['class', controlClass(tag, ...(textTypes[tag.basetype] ?? []))],
    ['id', idOf(tag)],
    ['autocomplete', getFirstOption(tag, 'autocomplete', '[-0-9a-zA-Z]+')],
    ['readonly', hasOption(tag, 'readonly')],
    ['aria-required', tag.required ? 'true' : undefined],
    ['aria-invalid', 'false'],
    ['placeholder', placeholder],
    ['value', value],
    ['type', tag.basetype],
    ['name', tag.name],
  ]));
}

function renderTextarea(tag: FormTag): string {
  const dimensions = shorthand(tag);
  const { placeholder, value } = placeholderAndValue(tag, tag.content);
  const attributes = formatAttributes([
    ['cols', dimensions.cols ?? defaultTextSizes.cols],
    ['rows', dimensions.rows ?? defaultTextSizes.rows],
    ['maxlength', getMaxLengthOption(tag, 2000) || undefined],
    ['minlength', getMinLengthOption(tag) ?? undefined],
    ['class', controlClass(tag, 'wpcf7-textarea')],
    ['id', idOf(tag)],
    ['readonly', hasOption(tag, 'readonly')],
    ['aria-required', tag.required ? 'true' : undefined],
    ['aria-invalid', 'false'],
    ['placeholder', placeholder],
    ['name', tag.name],
  ]);
  return wrap(tag, `<textarea ${attributes}>${escapeHtml(value)}</textarea>`);
}

/** An empty slider starts half-way between its bounds, as Contact Form 7 renders it. */
function rangeMidpoint(min: string | null, max: string | null): string {
  const low = Number(min ?? 0);
  const high = Number(max ?? 100);
  return String(low < high ? (low + high) / 2 : low);
}

function renderNumber(tag: FormTag): string {
  const { placeholder, value: written } = placeholderAndValue(tag);
  const { min, max } = getNumberBounds(tag);
  const isRange = tag.basetype === 'range';
  const value = isRange && written === '' ? rangeMidpoint(min, max) : written;
  const kind = isRange ? 'wpcf7-range' : 'wpcf7-number';
  return wrap(tag, input([
    ['class', controlClass(tag, kind, 'wpcf7-validates-as-number')],
    ['id', idOf(tag)],
    ['min', min ?? undefined],
    ['max', max ?? undefined],
    ['step', getStepOption(tag) ?? undefined],
    ['aria-required', tag.required ? 'true' : undefined],
    ['aria-invalid', 'false'],
    ['placeholder', placeholder],
    ['value', value],
    ['type', tag.basetype === 'range' ? 'range' : 'number'],
    ['name', tag.name],
  ]));
}

function renderDate(tag: FormTag): string {
  const { placeholder, value } = placeholderAndValue(tag);
  const literal = (name: 'min' | 'max') => getFirstOption(tag, name, '[0-9]{4}-[0-9]{2}-[0-9]{2}');
  return wrap(tag, input([
    ['class', controlClass(tag, 'wpcf7-date', 'wpcf7-validates-as-date')],
    ['id', idOf(tag)],
    ['min', literal('min')],
    ['max', literal('max')],
    ['aria-required', tag.required ? 'true' : undefined],
    ['aria-invalid', 'false'],
    ['placeholder', placeholder],
    ['value', value],
    ['type', 'date'],
    ['name', tag.name],
  ]));
}

function renderSelect(tag: FormTag): string {
  const multiple = hasOption(tag, 'multiple');
  const selected = new Set(getDefaultIndexValues(tag));
  const options = tag.values.map((value, index) => ({ value, label: tag.labels[index] ?? value }));
  if (hasOption(tag, 'first_as_label') && options[0] !== undefined) options[0] = { value: '', label: options[0].label };
  else if (!multiple && (hasOption(tag, 'include_blank') || options.length === 0)) options.unshift({ value: '', label: blankOptionLabel });
  const optionHtml = options
    .map(({ value, label }) => `<option ${formatAttributes([['value', value], ['selected', value !== '' && selected.has(value)]])}>${escapeFormText(label)}</option>`)
    .join('');
  const attributes = formatAttributes([
    ['class', controlClass(tag, 'wpcf7-select')],
    ['id', idOf(tag)],
    ['aria-required', tag.required ? 'true' : undefined],
    ['aria-invalid', 'false'],
    ['multiple', multiple],
    ['name', multiple ? `${tag.name}[]` : tag.name],
  ]);
  return wrap(tag, `<select ${attributes}>${optionHtml}</select>`);
}

function renderChoices(tag: FormTag): string {
  const isRadio = tag.basetype === 'radio';
  const exclusive = !isRadio && hasOption(tag, 'exclusive');
  const useLabel = hasOption(tag, 'use_label_element');
  const labelFirst = hasOption(tag, 'label_first');
  const freeText = hasOption(tag, 'free_text');
  const checked = new Set(getDefaultIndexValues(tag));
  const inputName = isRadio ? tag.name : `${tag.name}[]`;

  const items = tag.values.map((value, index) => {
    const last = index === tag.values.length - 1;
    const box = input([['type', isRadio ? 'radio' : 'checkbox'], ['name', inputName], ['value', value], ['checked', checked.has(value)]]);
    const label = `<span class="wpcf7-list-item-label">${escapeFormText(tag.labels[index] ?? value)}</span>`;
    let item = labelFirst ? `${label}${box}` : `${box}${label}`;
    if (useLabel) item = `<label>${item}</label>`;
    const hasFreeText = freeText && last;
    if (hasFreeText) {
      item += ` ${input([['type', 'text'], ['name', freeTextFieldName(tag.name)], ['class', 'wpcf7-free-text'], ['aria-label', `${tag.labels[index] ?? value} (please specify)`], ['disabled', !checked.has(value)]])}`;
    }
    const itemClass = classNames('wpcf7-list-item', index === 0 && 'first', last && 'last', hasFreeText && 'has-free-text');
    return `<span class="${itemClass}">${item}</span>`;
  }).join('');

  const groupClass = controlClass(tag, isRadio ? 'wpcf7-radio' : 'wpcf7-checkbox', exclusive ? 'wpcf7-exclusive-checkbox' : '');
  return wrap(tag, `<span ${formatAttributes([['class', groupClass], ['id', idOf(tag)]])}>${items}</span>`);
}

function renderAcceptance(tag: FormTag): string {
  const content = tag.content === '' ? (tag.values[0] ?? '') : tag.content;
  const box = input([
    ['type', 'checkbox'],
    ['name', tag.name],
    ['value', '1'],
    ['aria-invalid', 'false'],
    ['checked', hasOption(tag, 'default:on')],
  ]);
  // The consent text is the form author's own HTML (links to the privacy policy), as in CF7.
  const label = content === '' ? '' : `<span class="wpcf7-list-item-label">${content}</span>`;
  const groupClass = classNames('wpcf7-form-control', 'wpcf7-acceptance', hasOption(tag, 'optional') && 'optional',
    hasOption(tag, 'invert') && 'invert', ...userClasses(tag));
  return wrap(tag, `<span ${formatAttributes([['class', groupClass], ['id', idOf(tag)]])}><span class="wpcf7-list-item"><label>${box}${label}</label></span></span>`);
}

/** The question shown and the answer hash carried by a quiz field. */
export function quizChallenge(tag: FormTag, context: Pick<TagRenderContext, 'quizHash' | 'pickQuiz'>): [string, string] {
  const pair = context.pickQuiz(quizPairsOf(tag));
  return [pair.question, context.quizHash(normalizeQuizAnswer(pair.answer))];
}

function renderQuiz(tag: FormTag, context: TagRenderContext): string {
  const [question, hash] = quizChallenge(tag, context);
  const field = input([
    ['size', shorthand(tag).size ?? defaultTextSizes.size],
    ['maxlength', getMaxLengthOption(tag) ?? undefined],
    ['class', controlClass(tag, 'wpcf7-quiz')],
    ['id', idOf(tag)],
    ['autocomplete', 'off'],
    ['aria-required', 'true'],
    ['aria-invalid', 'false'],
    ['type', 'text'],
    ['name', tag.name],
  ]);
  const answer = input([['type', 'hidden'], ['name', `_wpcf7_quiz_answer_${tag.name}`], ['value', hash]]);
  return wrap(tag, `<label><span class="wpcf7-quiz-label">${escapeHtml(question)}</span> ${field}</label>${answer}`);
}

/** A captcha image and the hidden challenge it shows, as Really Simple CAPTCHA renders them. */
function renderCaptchaImage(tag: FormTag, context: TagRenderContext): string {
  const challenge = context.captcha.newChallenge();
  const hidden = input([['type', 'hidden'], ['name', `_wpcf7_captcha_challenge_${tag.name}`], ['value', challenge]]);
  const image = `<img ${formatAttributes([
    ['class', classNames('wpcf7-form-control', 'wpcf7-captchac', `wpcf7-captcha-${tag.name.replaceAll(':', '')}`, ...userClasses(tag))],
    ['id', idOf(tag)],
    ['width', 72],
    ['height', 24],
    ['alt', 'captcha'],
    ['src', context.captcha.imageUrl(challenge)],
  ])} />`;
  return `${hidden}${image}`;
}

function renderCaptchaAnswer(tag: FormTag): string {
  return wrap(tag, input([
    ['size', shorthand(tag).size ?? defaultTextSizes.size],
    ['maxlength', getMaxLengthOption(tag) ?? undefined],
    ['class', controlClass(tag, 'wpcf7-captchar')],
    ['id', idOf(tag)],
    ['autocomplete', 'off'],
    ['aria-required', 'true'],
    ['aria-invalid', 'false'],
    ['value', ''],
    ['type', 'text'],
    ['name', tag.name],
  ]));
}

function renderFile(tag: FormTag): string {
  return wrap(tag, input([
    ['size', shorthand(tag).size ?? defaultTextSizes.size],
    ['class', controlClass(tag, 'wpcf7-file')],
    ['id', idOf(tag)],
    ['accept', acceptedFileTypes(getOption(tag, 'filetypes')).join(',')],
    ['aria-required', tag.required ? 'true' : undefined],
    ['aria-invalid', 'false'],
    ['type', 'file'],
    ['name', tag.name],
  ]));
}

function renderSubmit(tag: FormTag): string {
  return input([
    ['class', classNames('wpcf7-form-control', 'wpcf7-submit', 'has-spinner', ...userClasses(tag))],
    ['id', idOf(tag)],
    ['type', 'submit'],
    ['value', tag.values[0] ?? 'Send'],
  ]);
}

function renderHidden(tag: FormTag): string {
  return input([['class', classNames('wpcf7-form-control', 'wpcf7-hidden')], ['id', idOf(tag)], ['value', tag.values[0] ?? ''], ['type', 'hidden'], ['name', tag.name]]);
}

function renderCount(tag: FormTag, context: TagRenderContext): string {
  const target = context.tags.find((candidate) => candidate.name === tag.name && candidate.basetype !== 'count');
  const maximum = target === undefined ? null : getMaxLengthOption(target);
  const minimum = target === undefined ? null : getMinLengthOption(target);
  const down = maximum !== null && hasOption(tag, 'down');
  const start = down ? maximum : 0;
  const attributes = formatAttributes([
    ['id', idOf(tag)],
    ['class', classNames('wpcf7-character-count', down ? 'down' : 'up', ...userClasses(tag))],
    ['data-target-name', tag.name],
    ['data-starting-value', start],
    ['data-current-value', start],
    ['data-maximum-value', maximum ?? undefined],
    ['data-minimum-value', minimum ?? undefined],
  ]);
  return `<span ${attributes}>${start}</span>`;
}

/** Renders one form-tag into Contact Form 7's markup; a nameless field renders nothing. */
export function renderTag(tag: FormTag, context: TagRenderContext): string {
  if (tag.basetype === 'submit') return renderSubmit(tag);
  if (tag.name === '') return '';
  switch (tag.basetype) {
    case 'text': case 'email': case 'url': case 'tel': return renderText(tag);
    case 'textarea': return renderTextarea(tag);
    case 'number': case 'range': return renderNumber(tag);
    case 'date': return renderDate(tag);
    case 'select': return renderSelect(tag);
    case 'checkbox': case 'radio': return renderChoices(tag);
    case 'acceptance': return renderAcceptance(tag);
    case 'quiz': return renderQuiz(tag, context);
    case 'file': return renderFile(tag);
    case 'hidden': return renderHidden(tag);
    case 'count': return renderCount(tag, context);
    case 'captchac': return renderCaptchaImage(tag, context);
    case 'captchar': return renderCaptchaAnswer(tag);
    default: return escapeHtml(tag.raw);
  }
}
