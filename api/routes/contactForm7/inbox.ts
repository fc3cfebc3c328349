import type { FastifyInstance, FastifyReply } from 'fastify';
import { requireAdminOnEveryRoute } from '../../auth/sessions';
import type { Database } from '../../db/Database';
import { ApiError } from '../../errors';
import { findContactForm } from '../../repositories/contactFormsRepository';
import {
  deleteSubmission,
  findSubmission,
  findSubmissionFile,
  listSubmissionFiles,
  searchSubmissions,
  storageKeysOfSubmission,
  setSubmissionSpam,
  type SubmissionQuery,
} from '../../repositories/contactFormsInbox';
import { findOutboxMessage, listOutbox } from '../../repositories/contactFormsSubmissions';
import { submissionsCsv } from '../../services/contactForm/inbox';
import type { MailTransport } from '../../services/contactForm/mail';
import type { MailQueue } from '../../services/contactForm/MailQueue';
import type { SubmissionFileStore } from '../../services/contactForm/SubmissionFileStore';
import { formNotFound, parseFormId } from './params';
import { inboxSchemas } from './routeSchemas';

/** Options of the inbox calls. */
interface InboxRouteOptions {
  db: Database;
  transport: MailTransport;
  /** Sends form mail over SMTP; absent in outbox mode. */
  mailQueue?: MailQueue;
  /** Where the files sent with submissions are kept. */
  files: SubmissionFileStore;
}

function invalidParam(name: string, reason: string): ApiError {
  return new ApiError(400, 'rest_invalid_param', `Invalid parameter(s): ${name} (${reason})`);
}

function parseId(raw: string, notFound: () => ApiError): number {
  if (!/^\d{1,9}$/.test(raw)) throw notFound();
  return Number(raw);
}

const submissionNotFound = () => new ApiError(404, 'wpcf7_submission_not_found', 'The requested submission was not found.');
const outboxNotFound = () => new ApiError(404, 'wpcf7_outbox_not_found', 'The requested message is not in the outbox.');

/** An ISO 8601 date or date-time, or undefined when absent. */
function optionalInstant(query: Record<string, unknown>, name: string): string | undefined {
  const value = query[name];
  if (value === undefined || value === '') return undefined;
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}(T[\d:.]+(Z|[+-]\d{2}:\d{2})?)?$/.test(value) || Number.isNaN(Date.parse(value))) {
    throw invalidParam(name, 'must be an ISO 8601 date or date-time');
  }
  return value;
}

function optionalCount(query: Record<string, unknown>, name: string, max: number): number | undefined {
  const value = query[name];
  if (value === undefined || value === '') return undefined;
  if (typeof value !== 'string' || !/^\d{1,6}$/.test(value) || Number(value) < 1 || Number(value) > max) {
    throw invalidParam(name, `must be a whole number from 1 to ${max}`);
  }
  return Number(value);
}

/** Reads `search`, `after`, `before` (exclusive), `box`, `page` and `per_page`. */
function readSubmissionQuery(raw: unknown, formId: number | null | undefined): SubmissionQuery {
  const query = (raw ?? {}) as Record<string, unknown>;
  const search = query.search;
  if (search !== undefined && (typeof search !== 'string' || search.length > 200)) throw invalidParam('search', 'must be text of at most 200 characters');
  const box = query.box ?? 'inbox';
  if (box !== 'inbox' && box !== 'spam' && box !== 'all') throw invalidParam('box', 'must be inbox, spam or all');
  const requestedPerPage = optionalCount(query, 'per_page', 500);
  const page = optionalCount(query, 'page', 100_000);
  // Without paging parameters every match is listed, as this call always did.
  const perPage = requestedPerPage ?? (page === undefined ? undefined : 50);
  return {
    formId,
    search: typeof search === 'string' ? search.trim() : undefined,
    after: optionalInstant(query, 'after'),
    before: optionalInstant(query, 'before'),
    box,
    limit: perPage,
    offset: perPage === undefined ? 0 : ((page ?? 1) - 1) * perPage,
  };
}

/** A safe download name: the form title reduced to letters, digits and dashes. */
function exportFileName(title: string, formId: number): string {
  const slug = title.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '').slice(0, 60);
  return `${slug || `form-${formId}`}-submissions.csv`;
}

/** Admin calls of the inbox: submissions (search, spam, delete, files, CSV) and the outbox. */
export async function contactFormInboxRoutes(app: FastifyInstance, { db, transport, mailQueue, files }: InboxRouteOptions): Promise<void> {
  requireAdminOnEveryRoute(app);

  const loadForm = async (rawId: string) => {
    const form = await findContactForm(db, parseFormId(rawId));
    if (!form) throw formNotFound();
    return form;
  };

  app.get<{ Params: { id: string } }>('/contact-forms/:id/submissions', { schema: inboxSchemas.formSubmissions }, async (request, reply) => {
    const form = await loadForm(request.params.id);
    const query = readSubmissionQuery(request.query, form.id);
    const { rows, total } = await searchSubmissions(db, query);
    const perPage = query.limit ?? Math.max(total, 1);
    void reply.header('x-wp-total', String(total)).header('x-wp-totalpages', String(Math.max(1, Math.ceil(total / perPage))));
    return rows;
  });

  /** Every submission the query matches, read 500 at a time. */
  const allMatches = async (query: SubmissionQuery) => {
    const rows = [];
    for (let page = 0; ; page += 1) {
      const batch = await searchSubmissions(db, { ...query, limit: 500, offset: page * 500 });
      rows.push(...batch.rows);
      if (rows.length >= batch.total || batch.rows.length === 0) return rows;
    }
  };
  const sendCsv = (reply: FastifyReply, fileName: string, template: string, rows: Awaited<ReturnType<typeof allMatches>>) => reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .header('cache-control', 'no-store')
    .send(submissionsCsv(template, rows));

  app.get<{ Params: { id: string } }>('/contact-forms/:id/submissions/export', { schema: inboxSchemas.formExport }, async (request, reply) => {
    const form = await loadForm(request.params.id);
    return sendCsv(reply, exportFileName(form.title, form.id), form.form, await allMatches(readSubmissionQuery(request.query, form.id)));
  });

  /** `form=deleted` limits a cross-form call to the submissions whose form was deleted. */
  const formFilter = (raw: unknown): null | undefined => {
    const form = (raw as { form?: unknown } | undefined)?.form;
    if (form === undefined) return undefined;
    if (form !== 'deleted') throw invalidParam('form', 'must be deleted');
    return null;
  };

  // Every form's submissions; spam included unless `box` says otherwise.
  app.get('/submissions', { schema: inboxSchemas.allSubmissions }, async (request, reply) => {
    const query = readSubmissionQuery({ box: 'all', ...(request.query as object | undefined) }, formFilter(request.query));
    const { rows, total } = await searchSubmissions(db, query);
    void reply.header('x-wp-total', String(total));
    return rows;
  });

  app.get('/submissions/export', { schema: inboxSchemas.allExport }, async (request, reply) => {
    const query = readSubmissionQuery(request.query, formFilter(request.query));
    return sendCsv(reply, 'deleted-forms-submissions.csv', '', await allMatches(query));
  });

  app.get<{ Params: { sid: string } }>('/submissions/:sid', { schema: inboxSchemas.read }, async (request) => {
    const id = parseId(request.params.sid, submissionNotFound);
    const submission = await findSubmission(db, id);
    if (!submission) throw submissionNotFound();
    return { ...submission, files: await listSubmissionFiles(db, id) };
  });

  const updateSpam = async (rawId: string, body: unknown) => {
    const spam = (body as { spam?: unknown } | null)?.spam;
    if (typeof spam !== 'boolean') throw invalidParam('spam', 'must be true or false');
    const updated = await setSubmissionSpam(db, parseId(rawId, submissionNotFound), spam);
    if (!updated) throw submissionNotFound();
    return updated;
  };
  for (const method of ['POST', 'PUT', 'PATCH'] as const) {
    app.route<{ Params: { sid: string } }>({ method, url: '/submissions/:sid', schema: inboxSchemas.markSpam, handler: (request) => updateSpam(request.params.sid, request.body) });
  }

  app.delete<{ Params: { sid: string } }>('/submissions/:sid', { schema: inboxSchemas.remove }, async (request) => {
    const id = parseId(request.params.sid, submissionNotFound);
    const keys = await storageKeysOfSubmission(db, id);
    if (!(await deleteSubmission(db, id))) throw submissionNotFound();
    // The visitor's files go with the submission (any the removal misses, the sweep takes).
    await files.remove(keys);
    return { deleted: true };
  });

  app.get<{ Params: { sid: string; fid: string } }>('/submissions/:sid/files/:fid', { schema: inboxSchemas.file }, async (request, reply) => {
    const file = await findSubmissionFile(db, parseId(request.params.sid, submissionNotFound), parseId(request.params.fid, submissionNotFound));
    const content = file && await files.content(file);
    if (!file || !content) throw new ApiError(404, 'wpcf7_file_not_found', 'The requested file was not found.');
    const asciiName = file.filename.replace(/[^\x20-\x7e]|["\\]/g, '_');
    // A visitor's upload is never rendered by the admin's browser: download only, sandboxed.
    return reply
      .type('application/octet-stream')
      .header('content-disposition', `attachment; filename="${asciiName}"; filename*=UTF-8''${encodeURIComponent(file.filename)}`)
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "sandbox; default-src 'none'")
      .header('cache-control', 'private, no-store')
      .send(content);
  });

  app.get('/outbox', { schema: inboxSchemas.outbox }, async () => listOutbox(db));

  app.get('/mail-transport', { schema: inboxSchemas.mailTransport }, async () => ({ kind: transport.kind, canRetry: transport.kind === 'smtp' }));

  app.post<{ Params: { oid: string } }>('/outbox/:oid/retry', { schema: inboxSchemas.retry }, async (request) => {
    const message = await findOutboxMessage(db, parseId(request.params.oid, outboxNotFound));
    if (!message) throw outboxNotFound();
    if (!mailQueue) {
      throw new ApiError(409, 'wpcf7_no_smtp', 'No mail server is configured (SMTP_URL), so the message stays in the outbox.');
    }
    const outcome = await mailQueue.deliver(message.id, 'kept');
    if (outcome.status === 'taken') throw new ApiError(409, 'wpcf7_mail_in_progress', 'This message is being sent already.');
    if (outcome.status === 'failed') throw new ApiError(502, 'wpcf7_mail_failed', `The mail server refused the message: ${outcome.error}`);
    return { sent: true };
  });
}
