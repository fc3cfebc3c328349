import { messageKeyForServerStatus, resolveMessages, toFormValues, validateWithSchema } from '../../../domain/contact-form';
import type { FieldValue, MessageKey, SwvSchema } from '../../../domain/contact-form';
import type { FetchLike } from '../../contact-form/apiClient';

/** What the preview answers a Send with: the form's own messages, and a note that nothing left. */
const previewSentNote = ' (Preview: nothing was stored or sent.)';

function jsonAnswer(body: unknown): ReturnType<FetchLike> {
  return Promise.resolve({ status: 200, json: () => Promise.resolve(body) });
}

function formEntries(body: unknown): [string, FieldValue][] {
  if (!(body instanceof FormData)) return [];
  return Array.from(body.entries(), ([name, value]) => [name, typeof value === 'string' ? value : { name: value.name, type: value.type, size: value.size }]);
}

/**
 * The server the editor's preview widget talks to: it answers the widget's calls in the
 * browser, so the admin can try an unsaved form without storing or sending anything. The
 * schema call gets the preview's schema; a Send is judged by that schema and answered with
 * `validation_failed` (the invalid fields and the form's message) or `mail_sent`; a refill
 * has nothing to refill.
 */
export function previewFetch(schema: SwvSchema, messages: Partial<Record<MessageKey, string>>): FetchLike {
  const text = resolveMessages(messages);
  return (url, init) => {
    if (url.endsWith('/feedback/schema')) return jsonAnswer(schema);
    if (url.endsWith('/refill')) return jsonAnswer([]);
    if (!url.endsWith('/feedback') || init.method !== 'POST') return Promise.resolve({ status: 404, json: () => Promise.resolve({ code: 'rest_no_route', message: 'Not in the preview.' }) });
    const invalid = validateWithSchema(schema, toFormValues(formEntries(init.body)));
    const status = invalid.length > 0 ? 'validation_failed' : 'mail_sent';
    return jsonAnswer({
      status,
      message: `${text[messageKeyForServerStatus[status] ?? 'mail_sent_ok']}${status === 'mail_sent' ? previewSentNote : ''}`,
      invalid_fields: invalid.map(({ field, message }) => ({ field, message })),
      posted_data_hash: '',
    });
  };
}
