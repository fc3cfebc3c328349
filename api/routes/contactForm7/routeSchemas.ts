import { Type } from 'typebox';
import { answers, Deleted, openObject, WpErrorSchema } from '../routeSchemas';

/**
 * Path parameters of the Contact Form 7 routes, documented as plain text: CF7 answers a
 * malformed id as an unknown one (404 `wpcf7_not_found`), so the routes check them, not a pattern.
 */
const formParams = Type.Object({ id: Type.String({ description: 'Form id (digits; anything else is an unknown form, 404).' }) });
/** `{sid}`: a stored submission. */
const submissionParams = Type.Object({ sid: Type.String({ description: 'Submission id.' }) });
/** `{sid}` and `{fid}`: a file of a stored submission. */
const submissionFileParams = Type.Object({ sid: Type.String({ description: 'Submission id.' }), fid: Type.String({ description: 'File id.' }) });
/** `{oid}`: a mail of the outbox. */
const outboxParams = Type.Object({ oid: Type.String({ description: 'Outbox mail id.' }) });
/** `{file}`: a captcha image. */
const captchaParams = Type.Object({ file: Type.String({ description: 'Challenge name, optionally ending in `.png`.' }) });

/** Declared without types: the route checks each one and names it in its own 400. */
const described = (description: string) => Type.Optional(Type.Unknown({ description }));

/** Search, box and paging of the submission lists and exports. */
const submissionQuery = openObject({
  search: described('Text of at most 200 characters, matched in the submitted values.'),
  box: described('`inbox` (default), `spam` or `all`.'),
  page: described('Whole number from 1; pages of 50 unless `per_page` says otherwise.'),
  per_page: described('Whole number up to 500.'),
  after: described('Date or instant: submitted at or after it.'),
  before: described('Date or instant: submitted before it.'),
});

/** The list of every form's submissions also filters by form. */
const allSubmissionsQuery = openObject({ ...submissionQuery.properties, form: described('`deleted`: only the submissions of deleted forms.') });

/** Form fields of a create, update or preview body, each checked (and named in a 400) by the route. */
const formBody = openObject({
  slug: described('Text of at most 200 characters.'),
  title: described('Text of at most 500 characters.'),
  locale: described('Locale such as `en_US`.'),
  form: described('The form template (form tags), at most 100,000 characters.'),
  mail: described('Object of texts: `recipient`, `sender`, `subject`, `body`, `additional_headers`, `attachments`; laid over the stored mail.'),
  messages: described('Object of texts: the form\'s messages by key.'),
  additional_settings: described('Text: one `name: value` setting a line.'),
}, 'Fields to set; the others keep their stored (or default) values.');

/** A form tag of a template, as CF7 lists it. */
const FormTagSchema = openObject({
  type: Type.String(),
  basetype: Type.String(),
  name: Type.String(),
  options: Type.Array(Type.String()),
  raw_values: Type.Array(Type.String()),
  labels: Type.Array(Type.String()),
  values: Type.Array(Type.String()),
  content: Type.String(),
});

/** A contact form in Contact Form 7's REST shape: summary fields plus `properties`. */
const FormSchema = openObject({
  id: Type.Integer(),
  slug: Type.String(),
  title: Type.String(),
  locale: Type.String(),
  properties: openObject({
    form: openObject({ content: Type.String(), fields: Type.Array(FormTagSchema) }),
    mail: openObject({}, 'Recipient, sender, subject, body, additional headers and attachments.'),
    messages: Type.Record(Type.String(), Type.String()),
    additional_settings: openObject({ content: Type.String(), settings: Type.Array(Type.Unknown(), { description: '`[name, value]` pairs.' }) }),
  }),
});

/** A form as the list shows it. */
const FormSummarySchema = openObject({
  id: Type.Integer(),
  slug: Type.String(),
  title: Type.String(),
  locale: Type.String(),
  shortcode: Type.String({ description: 'The shortcode that places the form on a page.' }),
  submissions: Type.Integer({ description: 'Stored submissions of the form.' }),
});

/** The form's validation rules (Contact Form 7's SWV schema). */
const ValidationSchemaSchema = openObject({
  version: Type.String(),
  locale: Type.String(),
  rules: Type.Array(openObject({ rule: Type.String(), field: Type.String() })),
});

/** The verdict of a submission, as Contact Form 7 answers it. */
const FeedbackSchema = openObject({
  contact_form_id: Type.Integer(),
  status: Type.String({ description: '`mail_sent`, `mail_failed`, `validation_failed`, `acceptance_missing`, `spam` or `aborted`.' }),
  message: Type.String(),
  invalid_fields: Type.Array(openObject({
    field: Type.String(),
    message: Type.String(),
    idref: Type.Union([Type.String(), Type.Null()]),
    error_id: Type.String(),
  })),
  posted_data_hash: Type.String(),
  into: Type.String(),
  quiz: Type.Optional(Type.Record(Type.String(), Type.Array(Type.String()))),
  captcha: Type.Optional(Type.Record(Type.String(), Type.String())),
});

/** Fresh spam-check values; an empty list when the form has neither quiz nor captcha (as PHP encodes it). */
const RefillSchema = Type.Union([
  Type.Array(Type.Unknown(), { maxItems: 0 }),
  openObject({
    quiz: Type.Optional(Type.Record(Type.String(), Type.Array(Type.String()), { description: 'Question and answer hash by field.' })),
    captcha: Type.Optional(Type.Record(Type.String(), Type.String(), { description: 'Image address by field.' })),
  }),
]);

/** A stored submission; its posted values pass through whole. */
const SubmissionSchema = openObject({
  id: Type.Integer(),
  contact_form_id: Type.Union([Type.Integer(), Type.Null()], { description: 'Null once the form is deleted.' }),
  form_title: Type.String(),
  unit_tag: Type.String(),
  container_post_id: Type.Union([Type.Integer(), Type.Null()]),
  posted_data: openObject({}, 'Posted values by field name (files as `{ name, type, size }`).'),
  consents: Type.Array(openObject({}, 'A consent the visitor gave: `name` and `content`.')),
  posted_data_hash: Type.String(),
  mail_status: Type.String(),
  mail_error: Type.String(),
  spam: Type.Boolean(),
  created_at: Type.String(),
});

/** A file a submission carried, without its content. */
const SubmissionFileSchema = openObject({
  id: Type.Integer(),
  submission_id: Type.Integer(),
  field: Type.String(),
  filename: Type.String(),
  content_type: Type.String(),
  bytes: Type.Integer(),
});

/** A submission with the files it carried. */
const SubmissionWithFilesSchema = openObject({ ...SubmissionSchema.properties, files: Type.Array(SubmissionFileSchema) });

/** A mail kept in the outbox. */
const OutboxMailSchema = openObject({
  id: Type.Integer(),
  submission_id: Type.Union([Type.Integer(), Type.Null()]),
  mail_to: Type.String(),
  mail_from: Type.String(),
  subject: Type.String(),
  body: Type.String(),
  headers: Type.String(),
  attachments: Type.Array(openObject({ filename: Type.String(), size: Type.Integer() })),
  last_error: Type.String({ description: 'Why the last send failed; empty when it was never tried.' }),
  state: Type.String({ description: '`queued` (a mail job waiting to be sent), `sending`, or `kept` (waiting for the admin: no mail server, a failed send, or a send a server stop interrupted).' }),
  attempts: Type.Integer({ description: 'How many times sending it was started.' }),
  created_at: Type.String(),
});

/** `{ spam }`: checked by the route, which names it in its own 400. */
const spamBody = openObject({ spam: described('`true` or `false`.') });

/** Answers of a route that creates: 201 with the new form. */
const created = (form: typeof FormSchema) => ({ 201: form, '4xx': WpErrorSchema });

/** Schemas of the contact form admin routes, by operation. */
export const formAdminSchemas = {
  list: { summary: 'List contact forms', response: answers(Type.Array(FormSummarySchema)) },
  create: { summary: 'Create a contact form', body: formBody, response: created(FormSchema) },
  preview: {
    summary: 'Render a form template as visitors would see it',
    body: openObject({ ...formBody.properties, id: described('Positive whole number: the form\'s id, for its unit tag.') }),
    response: answers(Type.Object({ html: Type.String(), schema: ValidationSchemaSchema })),
  },
  read: { summary: 'Read a contact form (template, mail, messages, settings)', params: formParams, response: answers(FormSchema) },
  update: { summary: 'Update a contact form', params: formParams, body: formBody, response: answers(FormSchema) },
  remove: {
    summary: 'Delete a contact form',
    params: formParams,
    response: answers(Type.Object({ deleted: Type.Literal(true), previous: FormSchema })),
  },
  copy: { summary: 'Copy a contact form', params: formParams, response: created(FormSchema) },
};

/** Schemas of the calls a visitor's form makes, by operation. */
export const feedbackSchemas = {
  submit: {
    summary: 'Submit a form (multipart or urlencoded): Contact Form 7\'s verdict, invalid fields and message',
    description: 'multipart/form-data with the form\'s fields, `_wpcf7_unit_tag` and any files.',
    params: formParams,
    response: answers(FeedbackSchema),
  },
  validationSchema: { summary: 'The form\'s validation rules (SWV schema) for checks in the browser', params: formParams, response: answers(ValidationSchemaSchema) },
  refill: { summary: 'Fresh captcha and quiz values for a cached form page', params: formParams, response: answers(RefillSchema) },
  captcha: { summary: 'A captcha image', description: 'An SVG image.', params: captchaParams },
};

/** Schemas of the inbox and outbox routes, by operation. */
export const inboxSchemas = {
  formSubmissions: {
    summary: 'List a form\'s stored submissions (search, spam, pages)',
    description: '`X-WP-Total` and `X-WP-TotalPages` give the count of matches and of pages.',
    params: formParams,
    querystring: submissionQuery,
    response: answers(Type.Array(SubmissionSchema)),
  },
  formExport: { summary: 'A form\'s submissions as CSV', params: formParams, querystring: submissionQuery },
  allSubmissions: {
    summary: 'List stored submissions of every form',
    description: '`X-WP-Total` gives the count of matches.',
    querystring: allSubmissionsQuery,
    response: answers(Type.Array(SubmissionSchema)),
  },
  allExport: { summary: 'Submissions of every form as CSV', querystring: allSubmissionsQuery },
  read: { summary: 'Read one submission with its fields and files', params: submissionParams, response: answers(SubmissionWithFilesSchema) },
  markSpam: { summary: 'Mark a submission as spam or not spam', params: submissionParams, body: spamBody, response: answers(SubmissionSchema) },
  remove: { summary: 'Delete a submission and its files', params: submissionParams, response: answers(Deleted) },
  file: { summary: 'Download a file a submission carried', params: submissionFileParams },
  outbox: { summary: 'Mail in the outbox: kept (no SMTP server, sending failed or interrupted) and mail jobs not yet sent', response: answers(Type.Array(OutboxMailSchema)) },
  mailTransport: {
    summary: 'How form mail is sent (SMTP or outbox) and whether it can be retried',
    response: answers(Type.Object({ kind: Type.String({ description: '`smtp`, `outbox` or another transport.' }), canRetry: Type.Boolean() })),
  },
  retry: { summary: 'Send an outbox mail again', params: outboxParams, response: answers(Type.Object({ sent: Type.Literal(true) })) },
};
