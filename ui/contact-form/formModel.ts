import type { ContactFormStatus } from '../../domain/contact-form';

/** What the widget reads from a form's hidden `_wpcf7*` inputs (CF7's `form.wpcf7`). */
export interface FormConfig {
  readonly id: number;
  readonly pluginVersion: string;
  readonly locale: string;
  readonly unitTag: string;
  readonly containerPost: number;
}

function absInt(value: FormDataEntryValue | null): number {
  const number = Math.abs(Number.parseInt(typeof value === 'string' ? value : '', 10));
  return Number.isFinite(number) ? number : 0;
}

function text(value: FormDataEntryValue | null): string {
  return typeof value === 'string' ? value : '';
}

/** Reads the form's identity from its hidden inputs, as CF7's `init` does. */
export function readFormConfig(formData: Pick<FormData, 'get'>): FormConfig {
  return {
    id: absInt(formData.get('_wpcf7')),
    pluginVersion: text(formData.get('_wpcf7_version')),
    locale: text(formData.get('_wpcf7_locale')),
    unitTag: text(formData.get('_wpcf7_unit_tag')),
    containerPost: absInt(formData.get('_wpcf7_container_post')),
  };
}

/** One input of an event's `inputs` list. */
interface EventInput {
  readonly name: string;
  readonly value: FormDataEntryValue;
}

/** The inputs given to event listeners: every entry except names beginning with `_`. */
export function eventInputs(formData: Iterable<[string, FormDataEntryValue]>): EventInput[] {
  return Array.from(formData, ([name, value]) => ({ name, value })).filter(({ name }) => !name.startsWith('_'));
}

/** The detail of CF7's DOM events (`wpcf7submit`, `wpcf7mailsent`, …), in CF7's shape. */
export interface ContactFormEventDetail {
  contactFormId: number;
  pluginVersion: string;
  contactFormLocale: string;
  unitTag: string;
  containerPostId: number;
  status: string;
  inputs: EventInput[];
  formData: FormData;
  apiResponse?: unknown;
}

/** Builds an event detail from the form's config, its current status and its data. */
export function eventDetail(config: FormConfig, status: string, formData: FormData): ContactFormEventDetail {
  return {
    contactFormId: config.id,
    pluginVersion: config.pluginVersion,
    contactFormLocale: config.locale,
    unitTag: config.unitTag,
    containerPostId: config.containerPost,
    status,
    inputs: eventInputs(formData),
    formData,
  };
}

/** The detail of `wpcf7statuschanged`. */
export function statusChangedDetail(config: FormConfig, status: ContactFormStatus, prevStatus: ContactFormStatus) {
  return {
    contactFormId: config.id,
    pluginVersion: config.pluginVersion,
    contactFormLocale: config.locale,
    unitTag: config.unitTag,
    containerPostId: config.containerPost,
    status,
    prevStatus,
  };
}

/**
 * The event (without the `wpcf7` prefix) a submit outcome fires before `wpcf7submit`:
 * `invalid`, `unaccepted`, `spam`, `aborted`, `mailsent` or `mailfailed`; none otherwise.
 */
export function outcomeEventName(status: ContactFormStatus): string | null {
  if (status === 'invalid' || status === 'unaccepted' || status === 'spam' || status === 'aborted') return status;
  if (status === 'sent' || status === 'failed') return `mail${status}`;
  return null;
}

/**
 * Fields validated when one changes: every field up to and including the changed one, in
 * form order, as CF7 does, so errors never appear on fields the visitor has not reached yet.
 * An unknown target validates nothing.
 */
export function fieldsUnderValidation(fieldNames: readonly string[], changed: string): string[] {
  const index = fieldNames.indexOf(changed);
  return index === -1 ? [] : [...new Set(fieldNames.slice(0, index + 1))];
}

/** Id of a field's entry in the screen-reader error list (the server's `error_id`). */
export function errorIdOf(unitTag: string, field: string): string {
  return `${unitTag}-ve-${field}`;
}
