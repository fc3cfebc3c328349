import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { statusMachine, statusOf, type StatusEvent } from './statusMachine';

/** Runs events through a fresh actor and returns the status after each. */
function statusesAfter(events: StatusEvent[], initialStatus?: string): string[] {
  const actor = createActor(statusMachine, { input: { initialStatus } }).start();
  const seen = events.map((event) => {
    actor.send(event);
    return statusOf(actor.getSnapshot());
  });
  actor.stop();
  return seen;
}

describe('the contact-form status machine', () => {
  it('starts in the status the server rendered', () => {
    expect(statusOf(createActor(statusMachine, { input: {} }).start().getSnapshot())).toBe('init');
    expect(statusOf(createActor(statusMachine, { input: { initialStatus: 'mail_sent' } }).start().getSnapshot())).toBe('sent');
  });

  it('shows validating during validation and then restores the status it interrupted', () => {
    expect(statusesAfter([{ type: 'validate' }, { type: 'validated' }])).toEqual(['validating', 'init']);
    expect(statusesAfter([{ type: 'submit' }, { type: 'responded', status: 'validation_failed' }, { type: 'validate' }, { type: 'validated' }]))
      .toEqual(['submitting', 'invalid', 'validating', 'invalid']);
  });

  it('maps every server status to its form status', () => {
    const outcome = (status: string) => statusesAfter([{ type: 'submit' }, { type: 'responded', status }])[1];
    expect(outcome('validation_failed')).toBe('invalid');
    expect(outcome('acceptance_missing')).toBe('unaccepted');
    expect(outcome('spam')).toBe('spam');
    expect(outcome('aborted')).toBe('aborted');
    expect(outcome('mail_sent')).toBe('sent');
    expect(outcome('mail_failed')).toBe('failed');
    expect(outcome('payment_required')).toBe('payment-required');
    expect(outcome('my_new_status')).toBe('custom-my-new-status');
  });

  it('after a send resets through resetting back to sent, but a later reset ends in init', () => {
    expect(statusesAfter([
      { type: 'submit' }, { type: 'responded', status: 'mail_sent' },
      { type: 'reset' }, { type: 'refilled' },
      { type: 'reset' }, { type: 'refilled' },
    ])).toEqual(['submitting', 'sent', 'resetting', 'sent', 'resetting', 'init']);
  });

  it('returns to the status from before a submit that failed on the network, so the form works again', () => {
    expect(statusesAfter([
      { type: 'submit' }, { type: 'responded', status: 'validation_failed' },
      { type: 'submit' }, { type: 'failed' },
      { type: 'submit' },
    ])).toEqual(['submitting', 'invalid', 'submitting', 'invalid', 'submitting']);
  });

  it('ignores validation while a submit is under way', () => {
    expect(statusesAfter([{ type: 'submit' }, { type: 'validate' }, { type: 'validated' }])).toEqual(['submitting', 'submitting', 'submitting']);
  });

  it('a reset whose refill call fails still leaves resetting', () => {
    expect(statusesAfter([{ type: 'reset' }, { type: 'failed' }])).toEqual(['resetting', 'init']);
  });
});
