import { useCallback, useEffect, useState } from 'react';
import type { AdminSession } from '../session';
import { formatRoute } from '../route';
import { cf7Call, type OutboxMessage } from './cf7Api';

/**
 * Mail that has not left the server: kept because no mail server is configured, or because
 * sending failed. With SMTP configured each message can be sent again.
 */
export function OutboxScreen({ session }: { session: AdminSession }) {
  const [messages, setMessages] = useState<OutboxMessage[] | null>(null);
  const [canRetry, setCanRetry] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const reload = useCallback(() => {
    cf7Call<OutboxMessage[]>(session, 'outbox').then(setMessages, () => setError('The outbox could not be loaded.'));
  }, [session]);
  useEffect(() => {
    reload();
    cf7Call<{ canRetry: boolean }>(session, 'mail-transport').then((transport) => setCanRetry(transport.canRetry), () => setCanRetry(false));
  }, [session, reload]);

  const retry = (message: OutboxMessage) => {
    setNotice(null);
    setError(null);
    cf7Call(session, `outbox/${message.id}/retry`, { method: 'POST' }).then(
      () => { setNotice(`“${message.subject}” was sent to ${message.mail_to}.`); reload(); },
      (reason: unknown) => { setError(reason instanceof Error ? reason.message : 'The message could not be sent.'); reload(); },
    );
  };

  return (
    <div className="cf7-outbox">
      <h2>Outbox</h2>
      <p className="admin-actions"><a href={formatRoute({ view: 'contact-forms' })}>All contact forms</a></p>
      <p className="admin-muted">
        {canRetry
          ? 'A mail server is configured: messages here failed to send and can be sent again.'
          : 'No mail server is configured (set SMTP_URL), so form mail is kept here. Every message is also in its form’s submissions.'}
      </p>
      {notice && <p role="status">{notice}</p>}
      {error && <p role="alert" className="admin-error">{error}</p>}
      {messages !== null && messages.length === 0 && <p>The outbox is empty.</p>}
      {messages !== null && messages.length > 0 && (
        <table className="admin-table">
          <thead><tr><th scope="col">Kept</th><th scope="col">To</th><th scope="col">Subject</th><th scope="col">Attachments</th><th scope="col">Last error</th><th scope="col">Actions</th></tr></thead>
          <tbody>
            {messages.map((message) => (
              <tr key={message.id}>
                <td>{new Date(message.created_at).toLocaleString()}</td>
                <td>{message.mail_to}</td>
                <td>
                  <details><summary>{message.subject || '(no subject)'}</summary><pre className="cf7-mail-body">{message.body}</pre></details>
                </td>
                <td>{message.attachments.map((file) => file.filename).join(', ')}</td>
                <td>{message.last_error}</td>
                <td>{canRetry && <button type="button" onClick={() => retry(message)}>Send again</button>}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}
