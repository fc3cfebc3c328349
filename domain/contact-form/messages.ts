/**
 * Contact Form 7's English default messages, keyed as in its message settings, so a form
 * imported with customised messages overrides them key by key.
 */
export const defaultMessages = {
  mail_sent_ok: 'Thank you for your message. It has been sent.',
  mail_sent_ng: 'There was an error trying to send your message. Please try again later.',
  /**
   * Response message for status `mail_failed`. Contact Form 7 has no separate setting and
   * answers a failed send with `mail_sent_ng`; this key carries the same text so callers can
   * look messages up by status.
   */
  mail_failed: 'There was an error trying to send your message. Please try again later.',
  validation_error: 'One or more fields have an error. Please check and try again.',
  spam: 'There was an error trying to send your message. Please try again later.',
  accept_terms: 'You must accept the terms and conditions before sending your message.',
  invalid_required: 'Please fill out this field.',
  invalid_too_long: 'This field has a too long input.',
  invalid_too_short: 'This field has a too short input.',
  upload_failed: 'There was an unknown error uploading the file.',
  upload_file_type_invalid: 'You are not allowed to upload files of this type.',
  upload_file_too_large: 'The uploaded file is too large.',
  upload_failed_php_error: 'There was an error uploading the file.',
  quiz_answer_not_correct: 'The answer to the quiz is incorrect.',
  captcha_not_match: 'Your entered code is incorrect.',
  invalid_email: 'Please enter an email address.',
  invalid_url: 'Please enter a URL.',
  invalid_tel: 'Please enter a telephone number.',
  invalid_number: 'Please enter a number.',
  number_too_small: 'This field has a too small number.',
  number_too_large: 'This field has a too large number.',
  /**
   * Error of the `stepnumber` rule (a number that is not `min:` plus a whole number of
   * `step:`s). The key is this product's: the rule reuses none of the number messages.
   */
  number_not_in_step: 'This field has a number that does not match its step.',
  invalid_date: 'Please enter a date in YYYY-MM-DD format.',
  date_too_early: 'This field has a too early date.',
  date_too_late: 'This field has a too late date.',
  aborted: 'There was an error trying to send your message. Please try again later.',
  /**
   * Error of the `enum` rule. Contact Form 7 hard-codes this text rather than offering a
   * setting; the key lets a translated form replace it all the same.
   */
  invalid_enum: 'Undefined value was submitted through this field.',
  /** Error of the `maxitems` rule of radio and exclusive checkbox groups (hard-coded in CF7). */
  too_many_items: 'Too many items are selected.',
} as const;

/** Keys of the contact-form messages. */
export type MessageKey = keyof typeof defaultMessages;

/** A full set of contact-form messages. */
export type ContactFormMessages = Readonly<Record<MessageKey, string>>;

/**
 * The defaults with a form's own messages laid over them. Empty strings count as unset, as
 * Contact Form 7 falls back to the default when a message setting is blank.
 */
export function resolveMessages(overrides: Partial<Record<MessageKey, string>> = {}): ContactFormMessages {
  const resolved: Record<MessageKey, string> = { ...defaultMessages };
  for (const key of Object.keys(defaultMessages) as MessageKey[]) {
    const override = overrides[key];
    if (typeof override === 'string' && override !== '') resolved[key] = override;
  }
  return resolved;
}
