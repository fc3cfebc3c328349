import type { FastifyInstance } from 'fastify';
import { buildValidationSchema, scanFormTags, type MessageKey } from '../../../domain/contact-form';
import { defaultApiRoot } from '../../services/contactForm/embed';
import { renderContactForm, unitTagFor } from '../../services/contactForm/renderForm';
import { loadSpamGuards } from '../../services/contactForm/spamChecks';
import { requireAdminOnEveryRoute } from '../../auth/sessions';
import type { Database } from '../../db/Database';
import { ApiError } from '../../errors';
import {
  defaultMail,
  deleteContactForm,
  findContactForm,
  insertContactForm,
  listContactForms,
  updateContactForm,
  type ContactFormInput,
  type ContactFormMail,
  type ContactFormRow,
} from '../../repositories/contactFormsRepository';
import { countSubmissionsByForm } from '../../repositories/contactFormsInbox';
import { parseAdditionalSettings } from '../../services/contactForm/formSettings';
import { formNotFound, localToday, parseFormId } from './params';
import { formAdminSchemas } from './routeSchemas';

/** Form templates longer than this are refused; a real form is a few kilobytes. */
const maxTemplateLength = 100_000;

function invalidParam(name: string, reason: string): ApiError {
  return new ApiError(400, 'rest_invalid_param', `Invalid parameter(s): ${name} (${reason})`);
}

function optionalString(body: Record<string, unknown>, name: string, maxLength = 10_000): string | undefined {
  const value = body[name];
  if (value === undefined) return undefined;
  if (typeof value !== 'string') throw invalidParam(name, 'must be a string');
  if (value.length > maxLength) throw invalidParam(name, `longer than ${maxLength} characters`);
  return value;
}

function optionalStrings(body: Record<string, unknown>, name: string): Record<string, string> | undefined {
  const value = body[name];
  if (value === undefined) return undefined;
  if (value === null || typeof value !== 'object' || Array.isArray(value)) throw invalidParam(name, 'must be an object');
  for (const [key, entry] of Object.entries(value)) {
    if (typeof entry !== 'string') throw invalidParam(`${name}.${key}`, 'must be a string');
  }
  return value as Record<string, string>;
}

/** Lays a request body over a stored form (or the defaults), checking every field's type. */
function readFormInput(raw: unknown, base: ContactFormInput): ContactFormInput {
  if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) throw invalidParam('body', 'must be a JSON object');
  const body = raw as Record<string, unknown>;
  const mail = optionalStrings(body, 'mail');
  const locale = optionalString(body, 'locale', 20);
  if (locale !== undefined && !/^[a-z]{2,3}(_[A-Za-z0-9]{2,8})*$/.test(locale)) throw invalidParam('locale', 'must look like en_US');
  return {
    slug: optionalString(body, 'slug', 200) ?? base.slug,
    title: optionalString(body, 'title', 500) ?? base.title,
    locale: locale ?? base.locale,
    form: optionalString(body, 'form', maxTemplateLength) ?? base.form,
    mail: { ...base.mail, ...(mail ?? {}) } as ContactFormMail,
    messages: optionalStrings(body, 'messages') ?? base.messages,
    additional_settings: optionalString(body, 'additional_settings') ?? base.additional_settings,
  };
}

const emptyForm: ContactFormInput = { slug: '', title: '', locale: 'en_US', form: '', mail: defaultMail, messages: {}, additional_settings: '' };

/** The shortcode that places a form on a page, as CF7's admin shows it. */
function formShortcode(id: number, title: string): string {
  return `[contact-form-7 id="${id}" title="${title.replace(/["[\]]/g, '')}"]`;
}

/** A form in Contact Form 7's REST shape: summary fields plus `properties`. */
function formResponse(form: ContactFormRow) {
  return {
    id: form.id,
    slug: form.slug,
    title: form.title,
    locale: form.locale,
    properties: {
      form: {
        content: form.form,
        fields: scanFormTags(form.form).map((tag) => ({
          type: tag.type, basetype: tag.basetype, name: tag.name, options: tag.options,
          raw_values: tag.rawValues, labels: tag.labels, values: tag.values, content: tag.content,
        })),
      },
      mail: form.mail,
      messages: form.messages,
      additional_settings: {
        content: form.additional_settings,
        settings: [...parseAdditionalSettings(form.additional_settings)],
      },
    },
  };
}

/** Admin calls: contact forms, their submissions and the mail outbox (session + nonce). */
export async function contactFormAdminRoutes(app: FastifyInstance, { db }: { db: Database }): Promise<void> {
  requireAdminOnEveryRoute(app);

  app.get('/contact-forms', { schema: formAdminSchemas.list }, async () => {
    const [forms, counts] = await Promise.all([listContactForms(db), countSubmissionsByForm(db)]);
    return forms.map(({ id, slug, title, locale }) => ({
      id, slug, title, locale, shortcode: formShortcode(id, title), submissions: counts.get(id) ?? 0,
    }));
  });

  app.post('/contact-forms', { schema: formAdminSchemas.create }, async (request, reply) => {
    const input = readFormInput(request.body ?? {}, emptyForm);
    const created = await insertContactForm(db, { ...input, slug: input.slug || `contact-form-${Date.now()}` });
    return reply.code(201).header('location', `/wp-json/contact-form-7/v1/contact-forms/${created.id}`).send(formResponse(created));
  });

  // The editor's live preview: the unsaved form rendered as a visitor gets it, with its schema.
  app.post('/contact-forms/preview', { schema: formAdminSchemas.preview }, async (request) => {
    const input = readFormInput(request.body ?? {}, emptyForm);
    const rawId = (request.body as { id?: unknown } | null)?.id;
    const id = typeof rawId === 'number' && Number.isSafeInteger(rawId) && rawId > 0 ? rawId : 0;
    const row = { ...input, id };
    const guards = await loadSpamGuards(db, defaultApiRoot);
    const html = renderContactForm(row, { unitTag: unitTagFor(id, null, 1), containerPostId: null, apiRoot: defaultApiRoot, ...guards });
    const schema = buildValidationSchema(scanFormTags(row.form), row.messages as Partial<Record<MessageKey, string>>, { locale: row.locale, today: localToday() });
    return { html, schema };
  });

  app.get<{ Params: { id: string } }>('/contact-forms/:id', { schema: formAdminSchemas.read }, async (request) => {
    const form = await findContactForm(db, parseFormId(request.params.id));
    if (!form) throw formNotFound();
    return formResponse(form);
  });

  const update = async (id: string, body: unknown) => {
    const formId = parseFormId(id);
    const existing = await findContactForm(db, formId);
    if (!existing) throw formNotFound();
    const updated = await updateContactForm(db, formId, readFormInput(body ?? {}, existing));
    if (!updated) throw formNotFound();
    return formResponse(updated);
  };
  // WordPress's EDITABLE methods: CF7's own admin updates with POST.
  for (const method of ['POST', 'PUT', 'PATCH'] as const) {
    app.route<{ Params: { id: string } }>({ method, url: '/contact-forms/:id', schema: formAdminSchemas.update, handler: (request) => update(request.params.id, request.body) });
  }

  app.delete<{ Params: { id: string } }>('/contact-forms/:id', { schema: formAdminSchemas.remove }, async (request) => {
    const deleted = await deleteContactForm(db, parseFormId(request.params.id));
    if (!deleted) throw formNotFound();
    return { deleted: true, previous: formResponse(deleted) };
  });

  app.post<{ Params: { id: string } }>('/contact-forms/:id/copy', { schema: formAdminSchemas.copy }, async (request, reply) => {
    const original = await findContactForm(db, parseFormId(request.params.id));
    if (!original) throw formNotFound();
    // CF7's "Duplicate": same settings, title suffixed, a slug of its own.
    const { id: _id, ...fields } = original;
    const copy = await insertContactForm(db, { ...fields, title: `${original.title}_copy`, slug: `${original.slug}-copy-${Date.now()}` });
    return reply.code(201).header('location', `/wp-json/contact-form-7/v1/contact-forms/${copy.id}`).send(formResponse(copy));
  });
}
