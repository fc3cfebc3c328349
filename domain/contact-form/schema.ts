import { acceptedFileTypes } from './fileTypes';
import { getOption, hasOption } from './formTags';
import type { FormTag } from './formTags';
import { decodeHtmlEntities } from './htmlEntities';
import { resolveMessages } from './messages';
import type { ContactFormMessages, MessageKey } from './messages';
import { findFailure } from './rules';
import {
  defaultTextareaMaxLength,
  defaultTextMaxLength,
  getDateOption,
  getLimitOption,
  getMaxLengthOption,
  getMinLengthOption,
  getNumberBounds,
  getStepOption,
} from './tagOptions';
import type { FormValues, InvalidField, SwvRule, SwvSchema } from './types';

/** Schema version string Contact Form 7 5.x/6.x serves; clients may check it. */
export const swvSchemaVersion = 'Contact Form 7 SWV Schema 2024-10';

/** Options of {@link buildValidationSchema}. */
interface BuildSchemaOptions {
  /** Schema version; defaults to {@link swvSchemaVersion}. */
  readonly version?: string;
  /** Locale of the messages, e.g. `en_US` (the default). */
  readonly locale?: string;
  /** Today's date (`YYYY-MM-DD`, site-local) for relative date bounds like `min:today`. */
  readonly today?: string;
}

type RuleSink = (rule: SwvRule) => void;

/**
 * Builds the validation schema of a form from its tags, rule for rule as Contact Form 7 does,
 * so `GET …/feedback/schema` answers the same JSON and reports the same first error:
 *
 * - checkbox, radio: `required` if starred (always for radio); `maxitems` 1 for radio and
 *   `exclusive` checkboxes;
 * - date: `required`, `date`, `mindate`/`maxdate` from `min:`/`max:`;
 * - file: `requiredfile`, `file` (accept from `filetypes:`, default audio, video and images),
 *   `maxfilesize` (from `limit:`, default 1 MB);
 * - number, range: `required`, `number`, `minnumber`/`maxnumber` from `min:`/`max:` (a range
 *   defaults to 0 and 100), `stepnumber` from `step:` counted from `min:` (or 0);
 * - select: `required` if starred;
 * - text, email, url, tel: `required`, the type's format rule, `minlength`, `maxlength`
 *   (default 400);
 * - textarea: `required`, `minlength`, `maxlength` (default 2000);
 * - then `enum` for checkbox and radio groups without `free_text`, and for selects (without
 *   the first value under `first_as_label`); values of same-named tags are merged.
 *
 * Groups come in that module order, as Contact Form 7 runs its modules. Tags without a name,
 * acceptance, quiz, hidden and submit tags add no rules (acceptance and quiz are checked
 * separately after the schema).
 */
export function buildValidationSchema(
  tags: readonly FormTag[],
  messages: Partial<Record<MessageKey, string>> = {},
  options: BuildSchemaOptions = {},
): SwvSchema {
  const text = resolveMessages(messages);
  const named = tags.filter((tag) => tag.name !== '');
  const rules: SwvRule[] = [];
  const add: RuleSink = (rule) => rules.push(rule);

  addChoiceRules(named, text, add);
  addDateRules(named, text, add, options.today);
  addFileRules(named, text, add);
  addNumberRules(named, text, add);
  addSelectRules(named, text, add);
  addTextRules(named, text, add);
  addTextareaRules(named, text, add);
  addChoiceEnumRules(named, text, add);
  addSelectEnumRules(named, text, add);

  return { version: options.version ?? swvSchemaVersion, locale: options.locale ?? 'en_US', rules };
}

function ofBasetype(tags: readonly FormTag[], ...basetypes: string[]): FormTag[] {
  return tags.filter((tag) => basetypes.includes(tag.basetype));
}

function addChoiceRules(tags: readonly FormTag[], text: ContactFormMessages, add: RuleSink): void {
  for (const tag of ofBasetype(tags, 'checkbox', 'radio')) {
    const isRadio = tag.type === 'radio';
    if (tag.required || isRadio) add({ rule: 'required', field: tag.name, error: text.invalid_required });
    if (isRadio || hasOption(tag, 'exclusive')) {
      add({ rule: 'maxitems', field: tag.name, threshold: 1, error: text.too_many_items });
    }
  }
}

function addDateRules(
  tags: readonly FormTag[],
  text: ContactFormMessages,
  add: RuleSink,
  today: string | undefined,
): void {
  for (const tag of ofBasetype(tags, 'date')) {
    if (tag.required) add({ rule: 'required', field: tag.name, error: text.invalid_required });
    add({ rule: 'date', field: tag.name, error: text.invalid_date });
    const min = getDateOption(tag, 'min', today);
    const max = getDateOption(tag, 'max', today);
    if (min !== null) add({ rule: 'mindate', field: tag.name, threshold: min, error: text.date_too_early });
    if (max !== null) add({ rule: 'maxdate', field: tag.name, threshold: max, error: text.date_too_late });
  }
}

function addFileRules(tags: readonly FormTag[], text: ContactFormMessages, add: RuleSink): void {
  for (const tag of ofBasetype(tags, 'file')) {
    if (tag.required) add({ rule: 'requiredfile', field: tag.name, error: text.invalid_required });
    add({
      rule: 'file',
      field: tag.name,
      accept: acceptedFileTypes(getOption(tag, 'filetypes')),
      error: text.upload_file_type_invalid,
    });
    add({ rule: 'maxfilesize', field: tag.name, threshold: getLimitOption(tag), error: text.upload_file_too_large });
  }
}

function addNumberRules(tags: readonly FormTag[], text: ContactFormMessages, add: RuleSink): void {
  for (const tag of ofBasetype(tags, 'number', 'range')) {
    if (tag.required) add({ rule: 'required', field: tag.name, error: text.invalid_required });
    add({ rule: 'number', field: tag.name, error: text.invalid_number });
    const { min, max } = getNumberBounds(tag);
    if (min !== null) add({ rule: 'minnumber', field: tag.name, threshold: min, error: text.number_too_small });
    if (max !== null) add({ rule: 'maxnumber', field: tag.name, threshold: max, error: text.number_too_large });
    const step = getStepOption(tag);
    if (step !== null) {
      add({ rule: 'stepnumber', field: tag.name, base: min ?? '0', interval: step, error: text.number_not_in_step });
    }
  }
}

function addSelectRules(tags: readonly FormTag[], text: ContactFormMessages, add: RuleSink): void {
  for (const tag of ofBasetype(tags, 'select')) {
    if (tag.required) add({ rule: 'required', field: tag.name, error: text.invalid_required });
  }
}

const formatRules = { email: 'invalid_email', url: 'invalid_url', tel: 'invalid_tel' } as const;

function addLengthRules(tag: FormTag, text: ContactFormMessages, add: RuleSink, defaultMax: number): void {
  const min = getMinLengthOption(tag);
  const max = getMaxLengthOption(tag, defaultMax);
  if (min !== null) add({ rule: 'minlength', field: tag.name, threshold: min, error: text.invalid_too_short });
  if (max !== null && max > 0) {
    add({ rule: 'maxlength', field: tag.name, threshold: max, error: text.invalid_too_long });
  }
}

function addTextRules(tags: readonly FormTag[], text: ContactFormMessages, add: RuleSink): void {
  for (const tag of ofBasetype(tags, 'text', 'email', 'url', 'tel')) {
    if (tag.required) add({ rule: 'required', field: tag.name, error: text.invalid_required });
    if (tag.basetype === 'email' || tag.basetype === 'url' || tag.basetype === 'tel') {
      add({ rule: tag.basetype, field: tag.name, error: text[formatRules[tag.basetype]] });
    }
    addLengthRules(tag, text, add, defaultTextMaxLength);
  }
}

function addTextareaRules(tags: readonly FormTag[], text: ContactFormMessages, add: RuleSink): void {
  for (const tag of ofBasetype(tags, 'textarea')) {
    if (tag.required) add({ rule: 'required', field: tag.name, error: text.invalid_required });
    addLengthRules(tag, text, add, defaultTextareaMaxLength);
  }
}

/** Accepted values: entity-decoded, unique, empty ones dropped (a blank choice is no value). */
function enumValues(values: readonly string[]): string[] {
  return [...new Set(values.map(decodeHtmlEntities))].filter((value) => value !== '');
}

function addChoiceEnumRules(tags: readonly FormTag[], text: ContactFormMessages, add: RuleSink): void {
  const byField = new Map<string, string[] | 'free_text'>();
  for (const tag of ofBasetype(tags, 'checkbox', 'radio')) {
    const known = byField.get(tag.name);
    if (known === 'free_text' || hasOption(tag, 'free_text')) {
      byField.set(tag.name, 'free_text');
      continue;
    }
    byField.set(tag.name, [...(known ?? []), ...tag.values]);
  }
  for (const [field, values] of byField) {
    if (values === 'free_text') continue;
    add({ rule: 'enum', field, accept: enumValues(values), error: text.invalid_enum });
  }
}

function addSelectEnumRules(tags: readonly FormTag[], text: ContactFormMessages, add: RuleSink): void {
  const byField = new Map<string, string[]>();
  for (const tag of ofBasetype(tags, 'select')) {
    const values = hasOption(tag, 'first_as_label') ? tag.values.slice(1) : tag.values;
    byField.set(tag.name, [...(byField.get(tag.name) ?? []), ...values]);
  }
  for (const [field, values] of byField) {
    add({ rule: 'enum', field, accept: enumValues(values), error: text.invalid_enum });
  }
}

/**
 * Validates submitted values against a schema. Rules run in schema order and only the FIRST
 * failing rule of each field is reported (later rules of that field are not even run), as
 * Contact Form 7's client and server both do. A group rule without its own `field` reports
 * under the field of the sub-rule that failed. Fields come back in the order they first fail.
 */
export function validateWithSchema(schema: Pick<SwvSchema, 'rules'>, form: FormValues): InvalidField[] {
  const invalid: InvalidField[] = [];
  const failedFields = new Set<string>();

  for (const rule of schema.rules) {
    if (rule.field !== undefined && failedFields.has(rule.field)) continue;
    const failure = findFailure(rule, form);
    if (failure === null) continue;

    const field = rule.field ?? failure.field ?? '';
    if (failedFields.has(field)) continue;
    failedFields.add(field);
    invalid.push({ field, message: failure.error ?? rule.error ?? '', rule: failure.rule });
  }
  return invalid;
}
