import { describe, expect, it } from 'vitest';
import {
  contactFormStatuses,
  formStatusFromServer,
  isKnownStatus,
  messageKeyForServerStatus,
  statusAfterReset,
} from './status';

describe('contactFormStatuses', () => {
  it('lists the spec’s statuses', () => {
    expect(contactFormStatuses).toEqual([
      'init', 'validating', 'submitting', 'resetting', 'invalid', 'unaccepted',
      'spam', 'aborted', 'sent', 'failed', 'payment-required',
    ]);
  });

  it('isKnownStatus tells known from custom', () => {
    expect(isKnownStatus('sent')).toBe(true);
    expect(isKnownStatus('mail_sent')).toBe(false);
    expect(isKnownStatus('custom-x')).toBe(false);
  });
});

describe('formStatusFromServer', () => {
  it.each([
    ['validation_failed', 'invalid'],
    ['acceptance_missing', 'unaccepted'],
    ['spam', 'spam'],
    ['aborted', 'aborted'],
    ['mail_sent', 'sent'],
    ['mail_failed', 'failed'],
    ['payment_required', 'payment-required'],
    ['init', 'init'],
    ['submitting', 'submitting'],
    ['resetting', 'resetting'],
    ['validating', 'validating'],
    ['sent', 'sent'],
    ['payment-required', 'payment-required'],
  ])('maps %s to %s', (server, expected) => {
    expect(formStatusFromServer(server)).toBe(expected);
  });

  it.each([
    ['waiting', 'custom-waiting'],
    ['my_new_status', 'custom-my-new-status'],
    ['  odd  status!! ', 'custom-odd-status'],
    ['Über-Status', 'custom-ber-Status'],
    ['__proto__', 'custom-proto'],
    ['constructor', 'custom-constructor'],
    ['', 'custom-'],
    ['<script>', 'custom-script'],
  ])('turns unknown %j into %j', (server, expected) => {
    expect(formStatusFromServer(server)).toBe(expected);
  });
});

describe('statusAfterReset', () => {
  it('returns to sent after a successful send and to init otherwise', () => {
    expect(statusAfterReset('sent')).toBe('sent');
    expect(statusAfterReset('invalid')).toBe('init');
    expect(statusAfterReset('custom-x')).toBe('init');
  });
});

describe('messageKeyForServerStatus', () => {
  it('answers each outcome with its message setting', () => {
    expect(messageKeyForServerStatus.mail_sent).toBe('mail_sent_ok');
    expect(messageKeyForServerStatus.mail_failed).toBe('mail_sent_ng');
    expect(messageKeyForServerStatus.validation_failed).toBe('validation_error');
    expect(messageKeyForServerStatus.acceptance_missing).toBe('accept_terms');
  });
});
