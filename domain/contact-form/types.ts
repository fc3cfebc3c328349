/**
 * A file as the validation rules see it: the browser's `File` and the server's multipart
 * part both reduce to this, so the rules never touch a platform file object.
 */
export interface UploadedFile {
  /** File name as sent by the client, e.g. `photo.JPG`. */
  readonly name: string;
  /** MIME type claimed by the client; informational only, never trusted by the rules. */
  readonly type: string;
  /** Size in bytes. */
  readonly size: number;
}

/** One submitted value: a string form value or a file. */
export type FieldValue = string | UploadedFile;

/**
 * Submitted form data: every value of each field, keyed by field name without the `[]`
 * suffix that checkbox groups and multiple selects carry in their HTML names.
 */
export type FormValues = ReadonlyMap<string, readonly FieldValue[]>;

/** Names of the rules in Contact Form 7's validation schema (SWV). */
export type SwvRuleName =
  | 'required'
  | 'requiredfile'
  | 'email'
  | 'url'
  | 'tel'
  | 'number'
  | 'date'
  | 'time'
  | 'file'
  | 'enum'
  | 'dayofweek'
  | 'minitems'
  | 'maxitems'
  | 'minlength'
  | 'maxlength'
  | 'minnumber'
  | 'maxnumber'
  | 'stepnumber'
  | 'mindate'
  | 'maxdate'
  | 'minfilesize'
  | 'maxfilesize'
  | 'all'
  | 'any';

/**
 * One rule of a validation schema, in the JSON shape Contact Form 7 serves from
 * `GET contact-forms/{id}/feedback/schema`.
 */
export interface SwvRule {
  readonly rule: SwvRuleName;
  /** Field the rule reads; group rules (`all`, `any`) may omit it. */
  readonly field?: string;
  /** Message reported when the rule fails. */
  readonly error?: string;
  /** Bound for min and max rules: a count, a number, a date string or a byte size. */
  readonly threshold?: number | string;
  /** `stepnumber`: the number the steps are counted from (0 when absent). */
  readonly base?: number | string;
  /** `stepnumber`: the step; a rule without a positive step holds. */
  readonly interval?: number | string;
  /** Accepted values (`enum`), file types (`file`) or ISO days of week (`dayofweek`). */
  readonly accept?: readonly (string | number)[];
  /** Sub-rules of a group rule. */
  readonly rules?: readonly SwvRule[];
}

/** A validation schema: rule list plus the version and locale it was built for. */
export interface SwvSchema {
  readonly version: string;
  readonly locale: string;
  readonly rules: readonly SwvRule[];
}

/** One field that failed validation, with the first failing rule's message. */
export interface InvalidField {
  readonly field: string;
  readonly message: string;
  readonly rule: SwvRuleName;
}
