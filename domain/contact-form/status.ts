import type { MessageKey } from './messages';

/** The form statuses the widget knows, as set in the form's `data-status` attribute. */
export const contactFormStatuses = [
  'init',
  'validating',
  'submitting',
  'resetting',
  'invalid',
  'unaccepted',
  'spam',
  'aborted',
  'sent',
  'failed',
  'payment-required',
] as const;

/** A known form status. */
type KnownContactFormStatus = (typeof contactFormStatuses)[number];

/** A form status: a known one, or `custom-…` for a status only some server add-on knows. */
export type ContactFormStatus = KnownContactFormStatus | `custom-${string}`;

/** Statuses a feedback response can carry, and the form status each becomes. */
const serverStatusToFormStatus: Readonly<Record<string, KnownContactFormStatus>> = {
  init: 'init',
  validating: 'validating',
  submitting: 'submitting',
  resetting: 'resetting',
  validation_failed: 'invalid',
  acceptance_missing: 'unaccepted',
  spam: 'spam',
  aborted: 'aborted',
  mail_sent: 'sent',
  mail_failed: 'failed',
  payment_required: 'payment-required',
};

const knownStatuses: ReadonlySet<string> = new Set(contactFormStatuses);

/** Whether the value is one of {@link contactFormStatuses}. */
export function isKnownStatus(status: string): status is KnownContactFormStatus {
  return knownStatuses.has(status);
}

/**
 * The form status for a status from the server (or set by the widget itself):
 * `validation_failed` → `invalid`, `acceptance_missing` → `unaccepted`, `mail_sent` → `sent`,
 * `mail_failed` → `failed`, `payment_required` → `payment-required`; `spam`, `aborted` and
 * the widget's own statuses map to themselves, as do statuses that are already form statuses.
 * Anything else becomes `custom-{status}`, sanitised for use as a class name: every run of
 * characters other than ASCII letters and digits becomes one `-`, with none at either end.
 * (Contact Form 7 replaces only the first run, a quirk not kept: `my_new_status` becomes
 * `custom-my-new-status`, not `custom-my-new_status`.) Letter case is kept.
 */
export function formStatusFromServer(status: string): ContactFormStatus {
  if (Object.hasOwn(serverStatusToFormStatus, status)) {
    const mapped = serverStatusToFormStatus[status];
    if (mapped !== undefined) return mapped;
  }
  if (isKnownStatus(status)) return status;
  const sanitised = status
    .replace(/[^0-9a-zA-Z]+/g, ' ')
    .trim()
    .replace(/ /g, '-');
  return `custom-${sanitised}`;
}

/**
 * The status after the form has been reset (status `resetting` in between): `sent` again if
 * the form had just been sent, so "thank you" styling survives the reset, otherwise `init`.
 */
export function statusAfterReset(statusBeforeReset: ContactFormStatus): 'sent' | 'init' {
  return statusBeforeReset === 'sent' ? 'sent' : 'init';
}

/** The message setting that answers each feedback status. */
export const messageKeyForServerStatus: Readonly<Record<string, MessageKey>> = {
  validation_failed: 'validation_error',
  acceptance_missing: 'accept_terms',
  spam: 'spam',
  aborted: 'aborted',
  mail_sent: 'mail_sent_ok',
  mail_failed: 'mail_sent_ng',
};
