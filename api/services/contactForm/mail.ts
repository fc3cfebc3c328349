import nodemailer from 'nodemailer';
import type { FormTag } from '../../../domain/contact-form';
import type { Queryable } from '../../db/Database';
import type { ContactFormMail } from '../../repositories/contactFormsRepository';
import { insertOutboxMessage, type NewOutboxMessage } from '../../repositories/contactFormsSubmissions';

/** An uploaded file kept in memory for the length of one request, to attach to the mail. */
export interface Attachment {
  readonly filename: string;
  readonly contentType: string;
  readonly content: Buffer;
}

/** A composed message, ready for a transport. */
export interface MailMessage {
  readonly to: string;
  readonly from: string;
  readonly subject: string;
  readonly body: string;
  /** Extra header lines, `Name: value` each. */
  readonly headers: string;
  readonly attachments: readonly Attachment[];
}

/** Sends composed messages; throws when the message could not be handed over. */
export interface MailTransport {
  /** What kind of delivery this is: stored in the outbox, or sent over SMTP. */
  readonly kind: 'outbox' | 'smtp';
  send(message: MailMessage, submissionId: number): Promise<void>;
}

/** The outbox row of a composed message (attachments kept as names and sizes). */
export function outboxMessageOf(message: MailMessage): Omit<NewOutboxMessage, 'submission_id'> {
  return {
    mail_to: message.to,
    mail_from: message.from,
    subject: message.subject,
    body: message.body,
    headers: message.headers,
    attachments: message.attachments.map((file) => ({ filename: file.filename, size: file.content.length })),
  };
}

/**
 * Keeps every message in the outbox table (no SMTP server configured). The feedback call does
 * not use `send`: it stores the submission and its outbox row in one statement instead.
 */
function outboxTransport(db: Queryable): MailTransport {
  return {
    kind: 'outbox',
    async send(message, submissionId) {
      await insertOutboxMessage(db, { submission_id: submissionId, ...outboxMessageOf(message) });
    },
  };
}

function parseHeaders(text: string): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const line of text.split(/\r?\n/)) {
    const match = /^([A-Za-z][A-Za-z0-9-]*):\s*(.+)$/.exec(line.trim());
    if (match?.[1] && match[2]) headers[match[1]] = match[2];
  }
  return headers;
}

/** Sends over SMTP with nodemailer; `url` is `smtp://user:pass@host:port` or `smtps://…`. */
function smtpTransport(url: string): MailTransport {
  const transporter = nodemailer.createTransport(url);
  return {
    kind: 'smtp',
    async send(message) {
      const headers = parseHeaders(message.headers);
      const replyTo = headers['Reply-To'];
      delete headers['Reply-To'];
      await transporter.sendMail({
        to: message.to,
        from: message.from,
        subject: message.subject,
        text: message.body,
        replyTo,
        headers,
        attachments: message.attachments.map((file) => ({ filename: file.filename, contentType: file.contentType, content: file.content })),
      });
    },
  };
}

/** The transport for this server: SMTP when `SMTP_URL` is set, the outbox otherwise. */
export function mailTransportFor(db: Queryable, smtpUrl: string | undefined): MailTransport {
  return smtpUrl ? smtpTransport(smtpUrl) : outboxTransport(db);
}

/** Posted values by field name, after trimming and free-text composition. */
type PostedStrings = ReadonlyMap<string, readonly string[]>;

/**
 * Values as mail shows them: choices with `"shown|mailed"` pipes are replaced by the part after
 * the bar, as Contact Form 7 does, so a form can show names and mail addresses.
 */
function mailValues(name: string, values: readonly string[], tags: readonly FormTag[]): string[] {
  const pipes = tags.filter((tag) => tag.name === name).flatMap((tag) => tag.pipes);
  return values.map((value) => pipes.find((pipe) => pipe.before.trim() === value)?.after ?? value);
}

/** How a template's `[field]` values are written: as posted, or on one line (for mail headers). */
type ValueLines = 'as-posted' | 'one-line';

/** A value on one line: line breaks become spaces, so no visitor's text can start a header line of its own. */
function oneLine(text: string): string {
  return text.replace(/[\r\n]+/g, ' ').trim();
}

/**
 * Replaces `[field]` placeholders with posted values joined by `, `; unknown ones stay. With
 * `one-line`, every substituted value loses its line breaks first, as Contact Form 7 strips
 * newlines from single-line values before they reach a header.
 */
function replaceMailTags(template: string, posted: PostedStrings, tags: readonly FormTag[], special: Readonly<Record<string, string>> = {}, lines: ValueLines = 'as-posted'): string {
  const written = lines === 'one-line' ? oneLine : (text: string) => text;
  return template.replace(/\[\s*([a-zA-Z_][0-9a-zA-Z:._-]*)\s*\]/g, (whole, name: string) => {
    if (Object.hasOwn(special, name)) return written(special[name] ?? '');
    const values = posted.get(name);
    if (values === undefined) return tags.some((tag) => tag.name === name) ? '' : whole;
    return written(mailValues(name, values, tags).join(', '));
  });
}

/** A header line of the admin's template: its name as written, its value still a template. */
const HEADER_LINE = /^([A-Za-z][A-Za-z0-9-]*):(.*)$/;

/**
 * The additional headers: the template is split into lines BEFORE any value is put in, each
 * line's name must be written literally by the admin (a line whose name holds a `[field]` or is
 * no header at all is dropped), and only its value is filled, on one line. So the headers sent
 * are exactly the admin's lines, whatever a visitor posts.
 */
function fillHeaderLines(template: string, fill: (text: string) => string): string {
  const lines: string[] = [];
  for (const line of template.split(/\r\n|\r|\n/)) {
    const match = HEADER_LINE.exec(line.trim());
    if (!match?.[1]) continue;
    const value = oneLine(fill(match[2] ?? ''));
    if (value !== '') lines.push(`${match[1]}: ${value}`);
  }
  return lines.join('\n');
}

/** Composes the mail of a submission from the form's mail settings. */
export function composeMail(settings: ContactFormMail, posted: PostedStrings, tags: readonly FormTag[], attachments: readonly Attachment[], special: Readonly<Record<string, string>> = {}): MailMessage {
  const header = (text: string) => oneLine(replaceMailTags(text, posted, tags, special, 'one-line'));
  return {
    to: header(settings.recipient),
    from: header(settings.sender),
    subject: header(settings.subject),
    body: replaceMailTags(settings.body, posted, tags, special),
    headers: fillHeaderLines(settings.additional_headers, header),
    attachments,
  };
}
