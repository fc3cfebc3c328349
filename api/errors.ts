import { isDiskFullError } from './storage/FileStorage';
import { isConnectionLost, isStatementCancelled } from './db/connectionLoss';

/** Seconds a visitor is asked to wait after the database could not answer. */
const DATABASE_RETRY_SECONDS = 5;

/** The WordPress REST error body every failed call answers with. */
interface WpErrorBody {
  code: string;
  message: string;
  data: { status: number; [detail: string]: unknown };
}

/** An error a route throws on purpose: it becomes a WordPress-style body with its status. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    /** Extra details merged into the body's `data` (e.g. the messages of a failed validation). */
    readonly details: Record<string, unknown> = {},
    /** Seconds after which the client may try again (`Retry-After`), for 429 and 503 answers. */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = 'ApiError';
  }

  /** The JSON body sent to the client. */
  toBody(): WpErrorBody {
    const body = wpErrorBody(this.status, this.code, this.message);
    return { ...body, data: { ...this.details, status: this.status } };
  }
}

/** Builds a WordPress-style error body. */
export function wpErrorBody(status: number, code: string, message: string): WpErrorBody {
  return { code, message, data: { status } };
}

/** One failed check of a route schema, as Fastify's validator (Ajv) reports it. */
interface SchemaViolation {
  keyword?: string;
  instancePath?: string;
  message?: string;
  params?: { missingProperty?: string };
}

interface FrameworkError {
  code?: string;
  statusCode?: number;
  validation?: SchemaViolation[];
  validationContext?: string;
  message?: string;
}

const frameworkErrors: Record<string, [number, string, string]> = {
  FST_ERR_CTP_INVALID_JSON_BODY: [400, 'rest_invalid_json', 'Invalid JSON body passed.'],
  FST_ERR_CTP_EMPTY_JSON_BODY: [400, 'rest_invalid_json', 'Invalid JSON body passed: the body is empty.'],
  FST_ERR_CTP_BODY_TOO_LARGE: [413, 'rest_request_too_large', 'The request body is too large.'],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [415, 'rest_unsupported_media_type', 'Unsupported content type.'],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: [400, 'rest_invalid_request', 'The request body length does not match its Content-Length.'],
  FST_ERR_BAD_URL: [400, 'rest_invalid_request', 'The request address is malformed.'],
  FST_ERR_ASYNC_CONSTRAINT: [400, 'rest_invalid_request', 'The request could not be routed.'],
};

/** `/map/status` -> `map.status`: the parameter as WordPress names it. */
function parameterName(violation: SchemaViolation, context: string | undefined): string {
  const segments = (violation.instancePath ?? '').split('/').filter(Boolean);
  if (violation.keyword === 'required' && violation.params?.missingProperty) segments.push(violation.params.missingProperty);
  return segments.length > 0 ? segments.join('.') : (context ?? 'body');
}

/**
 * A request a route schema refused, in the words of WordPress's own argument checks (and of the
 * hand-written checks of the routes): a missing parameter is `rest_missing_callback_param`
 * "Missing parameter(s): name", any other `rest_invalid_param` "Invalid parameter(s): name",
 * with what was wrong per parameter in `data.params`.
 */
function schemaViolationError(violations: SchemaViolation[], context: string | undefined): WpErrorBody {
  const missing = violations.filter((violation) => violation.keyword === 'required');
  const named = (missing.length > 0 ? missing : violations).map((violation) => [parameterName(violation, context), violation] as const);
  const names = [...new Set(named.map(([name]) => name))];
  const params = Object.fromEntries(named.map(([name, violation]) => [name, `${name} ${violation.message ?? 'is invalid'}.`]));
  return missing.length > 0
    ? new ApiError(400, 'rest_missing_callback_param', `Missing parameter(s): ${names.join(', ')}`, { params: names }).toBody()
    : new ApiError(400, 'rest_invalid_param', `Invalid parameter(s): ${names.join(', ')}`, { params }).toBody();
}

/** What a write that found the disk full answers (507): the problem named, and that nothing was kept. */
const STORAGE_FULL_MESSAGE = 'The server has no disk space left (or its storage quota is used up): the upload was not stored, and nothing of it was kept. Free some space on the server, then try again.';

/**
 * The database errors a visitor can do nothing about but wait, as the 503 (with `Retry-After`)
 * they become: the database cannot be reached (PostgreSQL restarting, failing over, down), or
 * it stopped a statement that ran too long. Anything else comes back as it was.
 */
export function asServiceError(error: unknown): unknown {
  if (error instanceof ApiError) return error;
  if (isConnectionLost(error)) {
    return new ApiError(503, 'rest_database_unavailable', `The database cannot be reached right now. Please try again in ${DATABASE_RETRY_SECONDS} seconds.`, {}, DATABASE_RETRY_SECONDS);
  }
  if (isStatementCancelled(error)) {
    return new ApiError(503, 'rest_read_timeout', `This read took too long and was stopped. Please narrow it down or try again in ${DATABASE_RETRY_SECONDS} seconds.`, {}, DATABASE_RETRY_SECONDS);
  }
  return error;
}

/**
 * Turns any thrown value into a WordPress-style error body. Internal details never reach the
 * client: unknown errors become a generic 500.
 */
export function toWpError(thrown: unknown): WpErrorBody {
  const error = asServiceError(thrown);
  if (error instanceof ApiError) return error.toBody();
  const candidate = (error ?? {}) as FrameworkError;
  const known = candidate.code ? frameworkErrors[candidate.code] : undefined;
  if (known) return wpErrorBody(...known);
  if (Array.isArray(candidate.validation)) return schemaViolationError(candidate.validation, candidate.validationContext);
  if (candidate instanceof SyntaxError) return wpErrorBody(400, 'rest_invalid_json', 'Invalid JSON body passed.');
  if (isDiskFullError(error)) return wpErrorBody(507, 'rest_storage_full', STORAGE_FULL_MESSAGE);
  const status = candidate.statusCode;
  if (status && status >= 400 && status < 500) {
    return wpErrorBody(status, 'rest_invalid_request', candidate.message ?? 'Bad request.');
  }
  return wpErrorBody(500, 'internal_server_error', 'There has been a critical error on this website.');
}
