import type { SwvSchema } from '../../../domain/contact-form';
import type { AdminSession } from '../session';

/** The REST root of the contact-form calls. */
const cf7Root = '/wp-json/contact-form-7/v1';

/** Mail settings of a form, as Contact Form 7 names them. */
export interface FormMail {
  recipient: string;
  sender: string;
  subject: string;
  body: string;
  additional_headers: string;
}

/** A form as the editor edits it. */
export interface EditableForm {
  title: string;
  locale: string;
  form: string;
  mail: FormMail;
  messages: Record<string, string>;
  additional_settings: string;
}

/** One row of the forms list. */
export interface FormSummary {
  id: number;
  title: string;
  shortcode: string;
  submissions: number;
}

/** A stored submission. */
export interface Submission {
  id: number;
  contact_form_id: number | null;
  form_title: string;
  posted_data: Record<string, unknown>;
  consents: { name: string; content: string }[];
  mail_status: string;
  mail_error: string;
  spam: boolean;
  created_at: string;
}

/** An upload kept with a submission. */
export interface SubmissionFile {
  id: number;
  field: string;
  filename: string;
  content_type: string;
  bytes: number;
}

/** A message waiting in the outbox. */
export interface OutboxMessage {
  id: number;
  submission_id: number | null;
  mail_to: string;
  subject: string;
  body: string;
  attachments: { filename: string; size: number }[];
  last_error: string;
  created_at: string;
}

/** What a list of submissions shows. */
export interface SubmissionFilter {
  search: string;
  /** ISO instants, `after` inclusive and `before` exclusive; '' for no bound. */
  after: string;
  before: string;
  box: 'inbox' | 'spam';
}

/** A failed call, with the server's message. */
class Cf7CallError extends Error {
  constructor(message: string, readonly status: number) {
    super(message);
    this.name = 'Cf7CallError';
  }
}

/** Calls the contact-form namespace as the admin (nonce header, JSON in and out). */
export async function cf7Call<T>(session: AdminSession, path: string, init: { method?: string; body?: unknown } = {}): Promise<T> {
  const headers = new Headers({ 'X-WP-Nonce': session.nonce, Accept: 'application/json' });
  if (init.body !== undefined) headers.set('Content-Type', 'application/json');
  const response = await fetch(`${cf7Root}/${path}`, {
    method: init.method ?? 'GET',
    headers,
    credentials: 'same-origin',
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  const body: unknown = response.status === 204 ? null : await response.json().catch(() => null);
  if (!response.ok) {
    throw new Cf7CallError((body as { message?: string } | null)?.message ?? `The server answered ${response.status}.`, response.status);
  }
  return body as T;
}

/** A stored form in the shape the editor edits. */
export async function loadForm(session: AdminSession, id: number): Promise<EditableForm> {
  const form = await cf7Call<{
    title: string; locale: string;
    properties: { form: { content: string }; mail: FormMail; messages: Record<string, string>; additional_settings: { content: string } };
  }>(session, `contact-forms/${id}`);
  return {
    title: form.title,
    locale: form.locale,
    form: form.properties.form.content,
    mail: form.properties.mail,
    messages: form.properties.messages,
    additional_settings: form.properties.additional_settings.content,
  };
}

/** Saves a form (creating it when `id` is null) and returns its id. */
export async function saveForm(session: AdminSession, id: number | null, form: EditableForm): Promise<number> {
  const saved = await cf7Call<{ id: number }>(session, id === null ? 'contact-forms' : `contact-forms/${id}`, { method: 'POST', body: form });
  return saved.id;
}

/** The preview of unsaved settings: markup as a visitor gets it, and its validation schema. */
export function previewForm(session: AdminSession, id: number | null, form: EditableForm): Promise<{ html: string; schema: SwvSchema }> {
  return cf7Call(session, 'contact-forms/preview', { method: 'POST', body: { ...form, id: id ?? 0 } });
}

/** The query string of a submission filter (empty values left out). */
function filterQuery(filter: SubmissionFilter): string {
  const params = new URLSearchParams();
  if (filter.search.trim() !== '') params.set('search', filter.search.trim());
  if (filter.after !== '') params.set('after', filter.after);
  if (filter.before !== '') params.set('before', filter.before);
  params.set('box', filter.box);
  return params.toString();
}

/** Where a form's submissions are listed; `null` stands for the submissions of deleted forms. */
export function submissionsUrl(formId: number | null, filter: SubmissionFilter, page: number, perPage: number): string {
  const paging = `page=${page}&per_page=${perPage}`;
  return formId === null
    ? `${cf7Root}/submissions?form=deleted&${filterQuery(filter)}&${paging}`
    : `${cf7Root}/contact-forms/${formId}/submissions?${filterQuery(filter)}&${paging}`;
}

/** The URL of a CSV export with the filter applied (a plain GET the browser downloads). */
export function exportUrl(formId: number | null, filter: SubmissionFilter): string {
  return formId === null
    ? `${cf7Root}/submissions/export?form=deleted&${filterQuery(filter)}`
    : `${cf7Root}/contact-forms/${formId}/submissions/export?${filterQuery(filter)}`;
}

/** How many submissions of deleted forms are kept (0 when they cannot be counted). */
export async function countDeletedFormsSubmissions(): Promise<number> {
  const response = await fetch(`${cf7Root}/submissions?form=deleted&box=inbox&per_page=1`, { credentials: 'same-origin', headers: { Accept: 'application/json' } });
  return response.ok ? Number(response.headers.get('x-wp-total') ?? 0) : 0;
}

/** The download URL of a submission's file. */
export function fileUrl(submissionId: number, fileId: number): string {
  return `${cf7Root}/submissions/${submissionId}/files/${fileId}`;
}
