import { useEffect, useState } from 'react';
import type { AdminSession } from '../session';
import { cf7Call, fileUrl, type Submission, type SubmissionFile } from './cf7Api';

/** A posted value as text: lists joined, files by name. */
export function valueText(value: unknown): string {
  if (value === undefined || value === null) return '';
  if (Array.isArray(value)) return value.map(valueText).join(', ');
  if (typeof value === 'object') return String((value as { name?: unknown }).name ?? '');
  return String(value);
}

/** Posted values in the form's field order (the database keeps no order), unknown fields last. */
export function orderedEntries(posted: Record<string, unknown>, fieldOrder: readonly string[]): [string, unknown][] {
  const rank = (field: string) => {
    const index = fieldOrder.indexOf(field);
    return index === -1 ? fieldOrder.length : index;
  };
  return Object.entries(posted).sort(([a], [b]) => rank(a) - rank(b));
}

function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

interface DetailProps {
  session: AdminSession;
  submissionId: number;
  /** Field names in the form's order, to list the values as the form asks for them. */
  fieldOrder: readonly string[];
  /** Called after a change that alters the list (spam flag, deletion). */
  onChanged: (deleted: boolean) => void;
}

/** One submission: every field, consents, uploaded files; mark as spam or not, delete. */
export function SubmissionDetail({ session, submissionId, fieldOrder, onChanged }: DetailProps) {
  const [submission, setSubmission] = useState<(Submission & { files: SubmissionFile[] }) | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    setSubmission(null);
    cf7Call<Submission & { files: SubmissionFile[] }>(session, `submissions/${submissionId}`).then(setSubmission, () => setError('The submission could not be loaded.'));
  }, [session, submissionId]);

  if (error) return <p role="alert" className="admin-error">{error}</p>;
  if (!submission) return <p role="status">Loading the submission…</p>;

  const setSpam = (spam: boolean) => {
    cf7Call<Submission>(session, `submissions/${submission.id}`, { method: 'POST', body: { spam } })
      .then((updated) => { setSubmission({ ...submission, ...updated }); onChanged(false); }, () => setError('The submission could not be updated.'));
  };
  const remove = () => {
    if (!window.confirm('Delete this submission and its files?')) return;
    cf7Call(session, `submissions/${submission.id}`, { method: 'DELETE' }).then(() => onChanged(true), () => setError('The submission could not be deleted.'));
  };

  return (
    <section className="cf7-submission" aria-label={`Submission ${submission.id}`}>
      <h3>Submission of {new Date(submission.created_at).toLocaleString()}</h3>
      {submission.spam && <p className="cf7-spam-flag">Marked as spam</p>}
      <dl className="cf7-fields">
        {orderedEntries(submission.posted_data, fieldOrder).map(([field, value]) => (
          <div key={field}><dt>{field}</dt><dd>{valueText(value)}</dd></div>
        ))}
      </dl>
      {submission.consents.length > 0 && (
        <p className="admin-muted">Consent given: {submission.consents.map((consent) => consent.content).join(' · ')}</p>
      )}
      {submission.files.length > 0 && (
        <>
          <h4>Files</h4>
          <ul>
            {submission.files.map((file) => (
              <li key={file.id}><a href={fileUrl(submission.id, file.id)} download={file.filename}>{file.filename}</a> <span className="admin-muted">({formatBytes(file.bytes)}, {file.field})</span></li>
            ))}
          </ul>
        </>
      )}
      <p className="admin-muted">Mail: {submission.mail_status}{submission.mail_error ? ` (${submission.mail_error})` : ''}</p>
      <p className="admin-actions">
        {submission.spam
          ? <button type="button" onClick={() => setSpam(false)}>Not spam</button>
          : <button type="button" onClick={() => setSpam(true)}>Mark as spam</button>}
        <button type="button" className="admin-danger" onClick={remove}>Delete submission</button>
      </p>
    </section>
  );
}
