import { useCallback, useEffect, useId, useState } from 'react';
import type { AdminSession } from '../session';
import { formatRoute } from '../route';
import { cf7Call, countDeletedFormsSubmissions, type FormSummary } from './cf7Api';

interface FormRowProps {
  form: FormSummary;
  session: AdminSession;
  onChanged: () => void;
  onError: (message: string) => void;
}

/** Copies text to the clipboard, answering whether it worked (clipboard access can be refused). */
async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

/** One form: title (to the editor), shortcode with a copy button, submissions, duplicate and delete. */
function FormRow({ form, session, onChanged, onError }: FormRowProps) {
  const titleId = useId();
  const [copied, setCopied] = useState(false);
  const duplicate = () => {
    cf7Call(session, `contact-forms/${form.id}/copy`, { method: 'POST' }).then(onChanged, () => onError('The form could not be duplicated.'));
  };
  const remove = () => {
    if (!window.confirm(`Delete the contact form "${form.title}"? Its submissions are kept.`)) return;
    cf7Call(session, `contact-forms/${form.id}`, { method: 'DELETE' }).then(onChanged, () => onError('The form could not be deleted.'));
  };
  const copyShortcode = async () => setCopied(await copyText(form.shortcode));
  return (
    <tr>
      <td id={titleId}><a href={formatRoute({ view: 'contact-form-edit', formId: form.id })}>{form.title || '(no title)'}</a></td>
      <td>
        <code className="cf7-shortcode">{form.shortcode}</code>{' '}
        <button type="button" aria-describedby={titleId} onClick={() => { void copyShortcode(); }}>Copy shortcode</button>
        {copied && <span role="status" className="admin-muted"> Copied</span>}
      </td>
      <td><a href={formatRoute({ view: 'contact-form-inbox', formId: form.id })} aria-describedby={titleId}>{form.submissions} {form.submissions === 1 ? 'submission' : 'submissions'}</a></td>
      <td className="admin-actions">
        <a href={formatRoute({ view: 'contact-form-edit', formId: form.id })} aria-describedby={titleId}>Edit</a>
        <button type="button" aria-describedby={titleId} onClick={duplicate}>Duplicate</button>
        <button type="button" aria-describedby={titleId} className="admin-danger" onClick={remove}>Delete</button>
      </td>
    </tr>
  );
}

/** The contact forms: each with its shortcode to copy and its submission count; add, duplicate, delete. */
export function ContactFormsList({ session }: { session: AdminSession }) {
  const [forms, setForms] = useState<FormSummary[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [orphans, setOrphans] = useState(0);
  const reload = useCallback(() => {
    cf7Call<FormSummary[]>(session, 'contact-forms').then(setForms, () => setError('The contact forms could not be loaded.'));
    countDeletedFormsSubmissions().then(setOrphans, () => setOrphans(0));
  }, [session]);
  useEffect(reload, [reload]);

  return (
    <>
      <h2>Contact forms</h2>
      <p className="admin-actions">
        <a className="admin-button" href={formatRoute({ view: 'contact-form-edit', formId: null })}>Add a contact form</a>
        <a href={formatRoute({ view: 'contact-form-outbox' })}>Outbox</a>
      </p>
      {error && <p role="alert" className="admin-error">{error}</p>}
      {forms === null && !error && <p role="status">Loading contact forms…</p>}
      {forms && (
        <table className="admin-table">
          <thead><tr><th scope="col">Title</th><th scope="col">Shortcode</th><th scope="col">Submissions</th><th scope="col">Actions</th></tr></thead>
          <tbody>{forms.map((form) => <FormRow key={form.id} form={form} session={session} onChanged={reload} onError={setError} />)}</tbody>
        </table>
      )}
      {orphans > 0 && (
        <p><a href={formatRoute({ view: 'contact-form-inbox', formId: null })}>{orphans} {orphans === 1 ? 'submission' : 'submissions'} of deleted forms</a></p>
      )}
    </>
  );
}
