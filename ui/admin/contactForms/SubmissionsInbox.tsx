import { useEffect, useId, useState } from 'react';
import type { AdminSession } from '../session';
import { formatRoute } from '../route';
import { cf7Call, exportUrl, submissionsUrl, type Submission, type SubmissionFilter } from './cf7Api';
import { localDayStart } from './dateRange';
import { orderedEntries, SubmissionDetail, valueText } from './SubmissionDetail';

const perPage = 50;

/** The filter as the admin types it: search text, local days and the box. */
interface FilterInput {
  search: string;
  from: string;
  to: string;
  box: 'inbox' | 'spam';
}

function toFilter(input: FilterInput): SubmissionFilter {
  return { search: input.search, after: localDayStart(input.from), before: localDayStart(input.to, true), box: input.box };
}

/** Loads one page of submissions for the filter; `version` reloads after a change. */
function useSubmissions(formId: number | null, filter: SubmissionFilter, page: number, version: number) {
  const [state, setState] = useState<{ rows: Submission[]; total: number } | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    fetch(submissionsUrl(formId, filter, page, perPage), { credentials: 'same-origin', headers: { Accept: 'application/json' } })
      .then(async (response) => {
        if (!response.ok) throw new Error(((await response.json().catch(() => null)) as { message?: string } | null)?.message ?? 'The submissions could not be loaded.');
        const rows = (await response.json()) as Submission[];
        if (current) { setState({ rows, total: Number(response.headers.get('x-wp-total') ?? rows.length) }); setError(null); }
      })
      .catch((reason: unknown) => { if (current) setError(reason instanceof Error ? reason.message : String(reason)); });
    return () => { current = false; };
  }, [formId, filter, page, version]);
  return { state, error };
}

/** A one-line summary of a submission: its first few text values, in the form's field order. */
function summaryOf(submission: Submission, fieldOrder: readonly string[]): string {
  return orderedEntries(submission.posted_data, fieldOrder)
    .filter(([, value]) => typeof value === 'string' && value !== '')
    .slice(0, 3).map(([, value]) => valueText(value)).join(' · ');
}

/**
 * A form's inbox: submissions newest first, searched by text and a date range, the inbox or
 * the spam box; one submission in detail; and the CSV export of what the filter shows.
 */
export function SubmissionsInbox({ session, formId }: { session: AdminSession; formId: number | null }) {
  const [input, setInput] = useState<FilterInput>({ search: '', from: '', to: '', box: 'inbox' });
  const [filter, setFilter] = useState<SubmissionFilter>(() => toFilter(input));
  const [page, setPage] = useState(1);
  const [version, setVersion] = useState(0);
  const [selected, setSelected] = useState<number | null>(null);
  const [title, setTitle] = useState('');
  const [fieldOrder, setFieldOrder] = useState<string[]>([]);
  const baseId = useId();
  const { state, error } = useSubmissions(formId, filter, page, version);

  useEffect(() => {
    if (formId === null) {
      setTitle('deleted forms');
      return;
    }
    cf7Call<{ title: string; properties: { form: { fields: { name: string }[] } } }>(session, `contact-forms/${formId}`).then((form) => {
      setTitle(form.title);
      setFieldOrder(form.properties.form.fields.map((field) => field.name).filter((name) => name !== ''));
    }, () => setTitle(`Form ${formId}`));
  }, [session, formId]);
  // Typing in the search waits for a pause; dates and the box apply at once.
  useEffect(() => {
    const timer = setTimeout(() => { setFilter(toFilter(input)); setPage(1); }, 300);
    return () => clearTimeout(timer);
  }, [input]);

  const set = (patch: Partial<FilterInput>) => setInput((current) => ({ ...current, ...patch }));
  const pages = state === null ? 1 : Math.max(1, Math.ceil(state.total / perPage));

  return (
    <div className="cf7-inbox">
      <h2>Submissions: {title}</h2>
      <p className="admin-actions">
        <a href={formatRoute({ view: 'contact-forms' })}>All contact forms</a>
        {formId !== null && <a href={formatRoute({ view: 'contact-form-edit', formId })}>Edit the form</a>}
        <a href={exportUrl(formId, filter)} download>Export CSV</a>
      </p>
      <div className="cf7-filters" role="search">
        <label htmlFor={`${baseId}-search`}>Search <input id={`${baseId}-search`} type="search" value={input.search} onChange={(event) => set({ search: event.target.value })} /></label>
        <label htmlFor={`${baseId}-from`}>From <input id={`${baseId}-from`} type="date" value={input.from} onChange={(event) => set({ from: event.target.value })} /></label>
        <label htmlFor={`${baseId}-to`}>To <input id={`${baseId}-to`} type="date" value={input.to} onChange={(event) => set({ to: event.target.value })} /></label>
        <label htmlFor={`${baseId}-box`}>Show
          <select id={`${baseId}-box`} value={input.box} onChange={(event) => set({ box: event.target.value as FilterInput['box'] })}>
            <option value="inbox">Inbox</option>
            <option value="spam">Spam</option>
          </select>
        </label>
      </div>
      {error && <p role="alert" className="admin-error">{error}</p>}
      {state === null && !error && <p role="status">Loading submissions…</p>}
      {state && (
        <>
          <p role="status" className="admin-muted">{state.total} {state.total === 1 ? 'submission' : 'submissions'}</p>
          {state.rows.length === 0 && <p>{filter.box === 'spam' ? 'The spam box is empty for this view.' : 'No submission matches this view yet.'}</p>}
          <table className="admin-table">
            <thead><tr><th scope="col">Received</th><th scope="col">Message</th><th scope="col">Mail</th><th scope="col"><span className="admin-muted">Open</span></th></tr></thead>
            <tbody>
              {state.rows.map((submission) => (
                <tr key={submission.id} aria-selected={selected === submission.id}>
                  <td>{new Date(submission.created_at).toLocaleString()}</td>
                  <td>{summaryOf(submission, fieldOrder)}</td>
                  <td>{submission.mail_status}</td>
                  <td><button type="button" onClick={() => setSelected(submission.id)}>Open</button></td>
                </tr>
              ))}
            </tbody>
          </table>
          {pages > 1 && (
            <p className="admin-actions">
              <button type="button" disabled={page <= 1} onClick={() => setPage(page - 1)}>Previous</button>
              <span>Page {page} of {pages}</span>
              <button type="button" disabled={page >= pages} onClick={() => setPage(page + 1)}>Next</button>
            </p>
          )}
        </>
      )}
      {selected !== null && (
        <SubmissionDetail session={session} submissionId={selected} fieldOrder={fieldOrder}
          onChanged={(deleted) => { if (deleted) setSelected(null); setVersion((value) => value + 1); }} />
      )}
    </div>
  );
}
