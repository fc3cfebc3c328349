import { parseFormTemplate, scanFormTags } from '../../../domain/contact-form';
import type { ContactFormRow } from '../../repositories/contactFormsRepository';
import { escapeHtml } from '../html';
import { isSettingOn } from './formSettings';
import { formatAttributes } from './htmlAttributes';
import { renderTag, type TagRenderContext } from './renderTags';

/** The Contact Form 7 version the markup and REST shapes follow; sent as `_wpcf7_version`. */
const compatibleCf7Version = '6.0.6';

/** The REST namespace of the contact-form calls. */
const contactFormNamespace = 'contact-form-7/v1';

/** Where a form is rendered, and how quiz questions are chosen and hashed. */
interface FormRenderOptions extends Pick<TagRenderContext, 'quizHash' | 'pickQuiz' | 'captcha'> {
  /** Unique id of this rendering on its page (see {@link unitTagFor}). */
  readonly unitTag: string;
  /** The post the form is embedded in, if any. */
  readonly containerPostId: number | null;
  /** REST root the widget calls, e.g. `/wp-json/`. */
  readonly apiRoot: string;
}

/**
 * Contact Form 7's unit tag: `wpcf7-f{form}-p{post}-o{n}` (the post part only inside a post),
 * where `n` counts the forms rendered on the page so two copies of a form stay distinct.
 */
export function unitTagFor(formId: number, containerPostId: number | null, ordinal: number): string {
  const post = containerPostId === null ? '' : `-p${containerPostId}`;
  return `wpcf7-f${formId}${post}-o${ordinal}`;
}

/** `en_US` → `en-US`, for the container's `lang`. */
function languageTag(locale: string): string {
  return locale.replace(/_/g, '-');
}

const blockStart = /^\s*<\/?(?:div|p|fieldset|legend|ul|ol|li|h[1-6]|table|thead|tbody|tr|td|th|section|article|aside|header|footer|nav|figure|blockquote|pre|hr|form|dl|dt|dd)\b/i;

/**
 * A small `wpautop`: blank lines separate paragraphs, single newlines become `<br />`, and
 * chunks that start with a block element are left as written, so the usual CF7 templates
 * (`<label>` lines separated by blank lines) render as CF7 renders them.
 */
function autoParagraphs(html: string): string {
  return html
    .split(/\r?\n\s*\r?\n/)
    .map((chunk) => chunk.trim())
    .filter((chunk) => chunk !== '')
    .map((chunk) => (blockStart.test(chunk) ? chunk : `<p>${chunk.replace(/\s*\r?\n\s*/g, '<br />\n')}</p>`))
    .join('\n');
}

/** Placeholder for a rendered tag while the literal text is laid out; a private-use character stripped from the text first. */
const tokenOf = (index: number) => `\uE000${index}\uE000`;

function renderBody(form: ContactFormRow, options: FormRenderOptions): { html: string; hasFile: boolean } {
  const parts = parseFormTemplate(form.form);
  const tags = scanFormTags(form.form);
  const context: TagRenderContext = { tags, quizHash: options.quizHash, pickQuiz: options.pickQuiz, captcha: options.captcha };
  const rendered: string[] = [];
  // The template is the form author's HTML, kept as written as in CF7; only tags are replaced.
  const text = parts.map((part) => {
    if (part.kind === 'text') return part.text.replace(/\uE000/g, '');
    rendered.push(renderTag(part.tag, context));
    return tokenOf(rendered.length - 1);
  }).join('');
  const html = autoParagraphs(text).replace(/\uE000(\d+)\uE000/g, (_match, index: string) => rendered[Number(index)] ?? '');
  return { html, hasFile: tags.some((tag) => tag.basetype === 'file') };
}

function hiddenFields(form: ContactFormRow, options: FormRenderOptions): string {
  const fields: [string, string][] = [
    ['_wpcf7', String(form.id)],
    ['_wpcf7_version', compatibleCf7Version],
    ['_wpcf7_locale', form.locale],
    ['_wpcf7_unit_tag', options.unitTag],
    ['_wpcf7_container_post', String(options.containerPostId ?? 0)],
    ['_wpcf7_posted_data_hash', ''],
  ];
  const inputs = fields.map(([name, value]) => `<input ${formatAttributes([['type', 'hidden'], ['name', name], ['value', value]])} />`).join('');
  return `<fieldset class="hidden-fields-container" hidden>${inputs}</fieldset>`;
}

/**
 * Renders a stored form into Contact Form 7's markup: the `.wpcf7` container (id = unit tag,
 * `data-wpcf7-id`, and the REST root for the widget in data attributes, since pages carry no
 * inline scripts), the screen-reader response, `form.wpcf7-form` with `data-status="init"`,
 * the hidden `_wpcf7*` inputs, the rendered tags and the response output.
 */
export function renderContactForm(form: ContactFormRow, options: FormRenderOptions): string {
  const { html, hasFile } = renderBody(form, options);
  const container = formatAttributes([
    ['class', 'wpcf7 no-js'],
    ['id', options.unitTag],
    ['lang', languageTag(form.locale)],
    ['dir', 'ltr'],
    ['data-wpcf7-id', form.id],
    ['data-wpcf7-api-root', options.apiRoot],
    ['data-wpcf7-api-namespace', contactFormNamespace],
  ]);
  const formClass = isSettingOn(form.additional_settings, 'acceptance_as_validation')
    ? 'wpcf7-form init wpcf7-acceptance-as-validation'
    : 'wpcf7-form init';
  const formAttributes = formatAttributes([
    ['action', `${options.apiRoot}${contactFormNamespace}/contact-forms/${form.id}/feedback`],
    ['method', 'post'],
    ['class', formClass],
    ['aria-label', form.title === '' ? 'Contact form' : form.title],
    ['novalidate', 'novalidate'],
    ['data-status', 'init'],
    ['enctype', hasFile ? 'multipart/form-data' : undefined],
  ]);
  return `<div ${container}>
<div class="screen-reader-response"><p role="status" aria-live="polite" aria-atomic="true"></p> <ul></ul></div>
<form ${formAttributes}>
${hiddenFields(form, options)}
${html}
<div class="wpcf7-response-output" aria-hidden="true"></div>
</form>
</div>`;
}

/** The notice shown instead of a form that cannot be found. */
export function missingFormNotice(id: string): string {
  return `<p class="wpcf7-contact-form-not-found"><strong>Error:</strong> Contact form ${escapeHtml(id)} not found.</p>`;
}
