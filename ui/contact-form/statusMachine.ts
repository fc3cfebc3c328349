import { assign, setup, type SnapshotFrom } from 'xstate';
import { formStatusFromServer, statusAfterReset } from '../../domain/contact-form';
import type { ContactFormStatus } from '../../domain/contact-form';

/** What the machine remembers between calls. */
interface StatusContext {
  /** The status the form rests in between calls (`init`, `invalid`, `sent`, …). */
  settled: ContactFormStatus;
  /** The last submit ended in `mail_sent` and the reset that follows has not finished yet. */
  justSent: boolean;
}

/** Events of the form's status machine. */
export type StatusEvent =
  | { type: 'validate' }
  | { type: 'validated' }
  | { type: 'submit' }
  | { type: 'responded'; status: string }
  | { type: 'failed' }
  | { type: 'reset' }
  | { type: 'refilled' };

/**
 * The form status (`data-status`) as a machine. Validation shows `validating` and then
 * restores the status it interrupted; a submit shows `submitting` and then the server's status
 * (mapped by `formStatusFromServer`); a reset shows `resetting` and then `sent` if it follows a
 * successful send, else `init`. A call that fails (offline, bad JSON) restores the status from
 * before it, so the form can be used again. Browser facts come in as `input`.
 */
export const statusMachine = setup({
  types: {
    context: {} as StatusContext,
    events: {} as StatusEvent,
    input: {} as { initialStatus?: string },
  },
  guards: {
    isMailSent: ({ event }) => event.type === 'responded' && event.status === 'mail_sent',
  },
  actions: {
    recordResponse: assign(({ event }) => (event.type === 'responded' ? { settled: formStatusFromServer(event.status) } : {})),
    markJustSent: assign({ justSent: true }),
    clearJustSent: assign({ justSent: false }),
    settleAfterReset: assign(({ context }) => ({
      settled: statusAfterReset(context.justSent ? context.settled : 'init'),
      justSent: false,
    })),
  },
}).createMachine({
  id: 'contactFormStatus',
  context: ({ input }) => ({ settled: formStatusFromServer(input.initialStatus ?? 'init'), justSent: false }),
  initial: 'idle',
  states: {
    idle: {
      on: { validate: 'validating', submit: 'submitting', reset: 'resetting' },
    },
    validating: {
      on: { validated: 'idle', submit: 'submitting', reset: 'resetting' },
    },
    submitting: {
      on: {
        responded: [
          { guard: 'isMailSent', target: 'idle', actions: ['recordResponse', 'markJustSent'] },
          { target: 'idle', actions: ['recordResponse', 'clearJustSent'] },
        ],
        failed: 'idle',
      },
    },
    resetting: {
      on: { refilled: { target: 'idle', actions: 'settleAfterReset' }, failed: { target: 'idle', actions: 'settleAfterReset' }, submit: 'submitting' },
    },
  },
});

/** A snapshot of the status machine. */
type StatusSnapshot = SnapshotFrom<typeof statusMachine>;

/** The `data-status` value a snapshot stands for. */
export function statusOf(snapshot: StatusSnapshot): ContactFormStatus {
  if (snapshot.matches('validating')) return 'validating';
  if (snapshot.matches('submitting')) return 'submitting';
  if (snapshot.matches('resetting')) return 'resetting';
  return snapshot.context.settled;
}
