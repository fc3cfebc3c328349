import type { FastifyRequest } from 'fastify';
import type { Multipart, MultipartFile } from '@fastify/multipart';
import type { FieldValue } from '../../../domain/contact-form';
import { ApiError } from '../../errors';
import type { FeedbackInput } from '../../services/contactForm/feedback';
import type { SubmissionLimits } from '../../services/contactForm/submissionLimits';
import type { Attachment } from '../../services/contactForm/mail';

/** PostgreSQL text and jsonb cannot hold U+0000; a posted NUL is dropped, as browsers never send one. */
function withoutNul(text: string): string {
  return text.includes('\u0000') ? text.replaceAll('\u0000', '') : text;
}

function readableSize(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${Math.round((bytes / 1024 / 1024) * 10) / 10} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

/** Refusals of a submission that breaks its form's request limits. */
const refusals = {
  tooLarge: (limits: SubmissionLimits) => new ApiError(413, 'wpcf7_request_too_large', `The submission is too large: this form accepts at most ${readableSize(limits.maxTotalBytes)} in all.`),
  unknownField: (name: string) => new ApiError(400, 'wpcf7_unknown_field', `The submission has a field this form does not have: "${name.slice(0, 100)}".`),
  notAFileField: (name: string) => new ApiError(400, 'wpcf7_unexpected_file', `The submission sends a file for "${name.slice(0, 100)}", which is not a file field of this form.`),
  tooManyFiles: (limits: SubmissionLimits) => new ApiError(413, 'wpcf7_too_many_files', `The submission has more files than this form accepts (${limits.maxFiles}).`),
  tooManyFields: () => new ApiError(413, 'wpcf7_too_many_fields', 'The submission has more fields than this form has.'),
  fieldTooLong: (name: string) => new ApiError(413, 'wpcf7_field_too_long', `The field "${name.slice(0, 100)}" is longer than this form accepts.`),
  malformed: () => new ApiError(400, 'wpcf7_malformed_request', 'The submission could not be read: the multipart body is malformed.'),
};

/** Multipart parser errors, as the refusal naming the broken limit. */
function refusalOf(error: unknown, limits: SubmissionLimits): ApiError {
  if (error instanceof ApiError) return error;
  const code = (error as { code?: unknown } | null)?.code;
  if (code === 'FST_FILES_LIMIT') return refusals.tooManyFiles(limits);
  if (code === 'FST_FIELDS_LIMIT' || code === 'FST_PARTS_LIMIT') return refusals.tooManyFields();
  if (code === 'FST_PROTO_VIOLATION') return refusals.unknownField('(a reserved name)');
  return refusals.malformed();
}

/**
 * Rejects once more of the request body than the form accepts in all has arrived, whatever its declared
 * length (a chunked body declares none). `stop` removes the watch.
 */
function watchBodySize(request: FastifyRequest, limits: SubmissionLimits): { exceeded: Promise<never>; stop: () => void } {
  let received = 0;
  let onData: (chunk: Buffer) => void = () => undefined;
  const exceeded = new Promise<never>((_resolve, reject) => {
    onData = (chunk) => {
      received += chunk.length;
      if (received > limits.maxTotalBytes) reject(refusals.tooLarge(limits));
    };
  });
  exceeded.catch(() => undefined);
  request.raw.on('data', onData);
  return { exceeded, stop: () => request.raw.off('data', onData) };
}

/**
 * Reads a file part as it streams: bytes past the field's limit are dropped as they arrive (the
 * form's rules then report the file as too large), so no file costs more memory than its limit.
 */
async function readFilePart(part: MultipartFile, limit: number, exceeded: Promise<never>): Promise<{ size: number; content: Buffer | undefined }> {
  const chunks: Buffer[] = [];
  let size = 0;
  const iterator = part.file[Symbol.asyncIterator]();
  for (;;) {
    const next = await Promise.race([iterator.next(), exceeded]) as IteratorResult<Buffer>;
    if (next.done) break;
    size += next.value.length;
    if (size <= limit) chunks.push(next.value);
    else chunks.length = 0;
  }
  return { size, content: size <= limit ? Buffer.concat(chunks) : undefined };
}

/** Longest value of the one part a form's fields do not name: the submit button's name and value. */
const SUBMITTER_VALUE_LENGTH = 256;

interface PartCounts {
  files: number;
  fields: number;
  /** Short text parts the form's fields do not name. */
  submitters: number;
}

/**
 * Whether a part the form's fields do not name is the submit button the widget adds (spec 7:
 * the body carries the submit button's name and value): one short text part at most.
 */
function isSubmitter(part: Multipart, counts: PartCounts): boolean {
  if (part.type !== 'field' || counts.submitters > 0) return false;
  if (typeof part.value !== 'string' || part.value.length > SUBMITTER_VALUE_LENGTH || part.fieldname.length > SUBMITTER_VALUE_LENGTH) return false;
  counts.submitters += 1;
  return true;
}

/** Checks one part's name and kind against the form before any of its content is read. */
function checkPart(part: Multipart, limits: SubmissionLimits, counts: PartCounts): void {
  if (!limits.fieldNames.has(part.fieldname) && !isSubmitter(part, counts)) throw refusals.unknownField(part.fieldname);
  if (part.type === 'file') {
    if (!limits.fileLimits.has(part.fieldname)) throw refusals.notAFileField(part.fieldname);
    counts.files += 1;
    if (counts.files > limits.maxFiles) throw refusals.tooManyFiles(limits);
    return;
  }
  counts.fields += 1;
  if (counts.fields > limits.maxFields) throw refusals.tooManyFields();
  if (part.valueTruncated) throw refusals.fieldTooLong(part.fieldname);
}

async function collectParts(request: FastifyRequest, limits: SubmissionLimits, exceeded: Promise<never>): Promise<FeedbackInput> {
  const entries: (readonly [string, FieldValue])[] = [];
  const attachments = new Map<string, Attachment[]>();
  const counts: PartCounts = { files: 0, fields: 0, submitters: 0 };
  const largestFile = Math.max(0, ...limits.fileLimits.values());
  // The parser's own limits sit one above ours, so our checks see the offending part and name it;
  // a file past the largest limit is cut there, and the rules report it as too large.
  // (The plugin reads `throwFileSizeLimit` per call, though its typings list it only for the plugin.)
  const options = {
    throwFileSizeLimit: false,
    limits: { fileSize: largestFile + 1, files: limits.maxFiles + 1, fields: limits.maxFields + 1, fieldSize: limits.maxFieldBytes, parts: limits.maxFiles + limits.maxFields + 2 },
  };
  const parts = request.parts(options)[Symbol.asyncIterator]();
  for (;;) {
    const next = await Promise.race([parts.next(), exceeded]);
    if (next.done) break;
    const part = next.value;
    checkPart(part, limits, counts);
    if (part.type === 'field') {
      entries.push([withoutNul(part.fieldname), withoutNul(typeof part.value === 'string' ? part.value : String(part.value ?? ''))]);
      continue;
    }
    const { size, content } = await readFilePart(part, limits.fileLimits.get(part.fieldname) ?? 0, exceeded);
    // An empty file input posts a part without a file name; the rules read it as "no file".
    entries.push([withoutNul(part.fieldname), { name: withoutNul(part.filename ?? ''), type: part.mimetype, size }]);
    if (part.filename && content) {
      const list = attachments.get(part.fieldname) ?? [];
      list.push({ filename: part.filename, contentType: part.mimetype, content });
      attachments.set(part.fieldname, list);
    }
  }
  return { entries, attachments, remoteIp: request.ip, userAgent: String(request.headers['user-agent'] ?? '').slice(0, 500) };
}

/** Most bytes of a refused body read and thrown away before its connection is cut. */
const MAX_DISCARDED_BYTES = 8 * 1024 * 1024;

/**
 * Stops parsing a refused request's body and throws the rest away as it arrives, so the client,
 * still sending, can read the refusal (closing at once would reset the connection and lose the
 * answer). Nothing is kept, and past {@link MAX_DISCARDED_BYTES} the connection is cut. A body
 * that ends before that leaves the connection usable: the HTTP parser knows where it ends.
 */
export function discardRestOfBody(request: FastifyRequest): void {
  const raw = request.raw;
  raw.unpipe();
  let discarded = 0;
  raw.on('data', (chunk: Buffer) => {
    discarded += chunk.length;
    if (discarded > MAX_DISCARDED_BYTES) raw.socket?.destroy();
  });
  raw.resume();
}

/**
 * Reads a contact-form submission within its form's request limits. A body declared larger than
 * the form accepts is refused before it is read; parts are checked as they arrive and a refused
 * one stops the parsing at once (413 for a limit, 400 for a part the form does not have); the
 * rest of the body is thrown away unread.
 */
export async function readFeedbackParts(request: FastifyRequest, limits: SubmissionLimits): Promise<FeedbackInput> {
  const watch = watchBodySize(request, limits);
  try {
    if (Number(request.headers['content-length'] ?? 0) > limits.maxTotalBytes) throw refusals.tooLarge(limits);
    return await collectParts(request, limits, watch.exceeded);
  } catch (error) {
    discardRestOfBody(request);
    throw refusalOf(error, limits);
  } finally {
    watch.stop();
  }
}
