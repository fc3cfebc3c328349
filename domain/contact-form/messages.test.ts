import { describe, expect, it } from 'vitest';
import { defaultMessages, resolveMessages } from './messages';

describe('defaultMessages', () => {
  it('holds Contact Form 7’s English defaults', () => {
    expect(defaultMessages.mail_sent_ok).toBe('Thank you for your message. It has been sent.');
    expect(defaultMessages.validation_error).toBe('One or more fields have an error. Please check and try again.');
    expect(defaultMessages.accept_terms).toBe('You must accept the terms and conditions before sending your message.');
    expect(defaultMessages.invalid_required).toBe('Please fill out this field.');
    expect(defaultMessages.upload_file_too_large).toBe('The uploaded file is too large.');
    expect(defaultMessages.invalid_date).toBe('Please enter a date in YYYY-MM-DD format.');
    expect(defaultMessages.quiz_answer_not_correct).toBe('The answer to the quiz is incorrect.');
  });

  it('answers a failed send with the mail_sent_ng text', () => {
    expect(defaultMessages.mail_failed).toBe(defaultMessages.mail_sent_ng);
  });
});

describe('resolveMessages', () => {
  it('lays overrides over the defaults', () => {
    const messages = resolveMessages({ invalid_email: 'Bitte E-Mail angeben.' });
    expect(messages.invalid_email).toBe('Bitte E-Mail angeben.');
    expect(messages.invalid_url).toBe(defaultMessages.invalid_url);
  });

  it('falls back to the default for blank overrides', () => {
    expect(resolveMessages({ spam: '' }).spam).toBe(defaultMessages.spam);
  });

  it('ignores keys it does not know', () => {
    const messages = resolveMessages({ nope: 'x' } as unknown as Record<string, string>);
    expect(Object.keys(messages)).toEqual(Object.keys(defaultMessages));
  });
});
