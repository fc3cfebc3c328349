import { hasOption } from './formTags';
import type { FormTag } from './formTags';
import type { FormValues } from './types';

/** An acceptance checkbox and its state, as the widget reads it from the form. */
export interface AcceptanceBox {
  readonly name: string;
  readonly checked: boolean;
  /** `optional`: the box never blocks sending. */
  readonly optional: boolean;
  /** `invert`: the box must be left unchecked (an opt-out). */
  readonly invert: boolean;
}

/** An acceptance field as defined by a form tag. */
interface AcceptanceField {
  readonly name: string;
  readonly optional: boolean;
  readonly invert: boolean;
  /** The consent text: the tag's content, else its first value. */
  readonly content: string;
}

/** Acceptance fields of a form, from its tags; nameless acceptance tags are skipped. */
export function acceptanceFieldsOf(tags: readonly FormTag[]): AcceptanceField[] {
  return tags
    .filter((tag) => tag.basetype === 'acceptance' && tag.name !== '')
    .map((tag) => ({
      name: tag.name,
      optional: hasOption(tag, 'optional'),
      invert: hasOption(tag, 'invert'),
      content: (tag.content === '' ? (tag.values[0] ?? '') : tag.content).trim(),
    }));
}

/** Whether a box is in its required state: any state if optional, else checked (unchecked if inverted). */
export function isAcceptanceSatisfied(box: AcceptanceBox): boolean {
  if (box.optional) return true;
  return box.invert ? !box.checked : box.checked;
}

/** Whether every non-optional acceptance box is in its required state (true with no boxes). */
export function areAcceptancesSatisfied(boxes: readonly AcceptanceBox[]): boolean {
  return boxes.every(isAcceptanceSatisfied);
}

/**
 * Whether the form's submit buttons should be disabled: while any non-optional acceptance box
 * is not in its required state. Never when the form uses acceptance as validation (the
 * `acceptance_as_validation` setting), where a missing acceptance is reported as a field error
 * on submit instead.
 */
export function shouldDisableSubmit(
  boxes: readonly AcceptanceBox[],
  options: { readonly acceptanceAsValidation?: boolean } = {},
): boolean {
  if (options.acceptanceAsValidation === true) return false;
  return !areAcceptancesSatisfied(boxes);
}

/**
 * Whether a submitted acceptance box counts as checked: it posted a value that is neither
 * blank nor `"0"` (Contact Form 7's server tests PHP `empty()`, for which `"0"` is empty).
 */
export function isPostedChecked(form: FormValues, name: string): boolean {
  return (form.get(name) ?? []).some((value) => typeof value === 'string' && value.trim() !== '' && value !== '0');
}

/** Outcome of the server's acceptance check. */
interface AcceptanceResult {
  /** False when any non-optional box is not in its required state (status `acceptance_missing`). */
  readonly accepted: boolean;
  /** Names of the non-optional boxes not in their required state, in form order. */
  readonly missing: readonly string[];
  /** Checked boxes with consent text, to store with the submission. */
  readonly consents: readonly { readonly name: string; readonly content: string }[];
}

/**
 * The server's acceptance check of a submission, run after the schema rules: every
 * non-optional acceptance box must be in its required state.
 */
export function checkAcceptance(fields: readonly AcceptanceField[], form: FormValues): AcceptanceResult {
  const missing: string[] = [];
  const consents: { name: string; content: string }[] = [];
  for (const field of fields) {
    const checked = isPostedChecked(form, field.name);
    if (checked && field.content !== '') consents.push({ name: field.name, content: field.content });
    if (!isAcceptanceSatisfied({ ...field, checked })) missing.push(field.name);
  }
  return { accepted: missing.length === 0, missing, consents };
}
