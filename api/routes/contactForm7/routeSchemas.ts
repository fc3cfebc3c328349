import { Type } from 'typebox';
import { openObject } from '../routeSchemas';

/**
 * Path parameters of the Contact Form 7 routes, documented as plain text: CF7 answers a
 * malformed id as an unknown one (404 `wpcf7_not_found`), so the routes check them, not a pattern.
 */
export const formParams = Type.Object({ id: Type.String({ description: 'Form id (digits; anything else is an unknown form, 404).' }) });
/** `{sid}`: a stored submission. */
export const submissionParams = Type.Object({ sid: Type.String({ description: 'Submission id.' }) });
/** `{sid}` and `{fid}`: a file of a stored submission. */
export const submissionFileParams = Type.Object({ sid: Type.String({ description: 'Submission id.' }), fid: Type.String({ description: 'File id.' }) });
/** `{oid}`: a mail of the outbox. */
export const outboxParams = Type.Object({ oid: Type.String({ description: 'Outbox mail id.' }) });
/** `{file}`: a captcha image. */
export const captchaParams = Type.Object({ file: Type.String({ description: 'Challenge name, optionally ending in `.png`.' }) });

/** Declared without types: the route checks each one and names it in its own 400. */
const described = (description: string) => Type.Optional(Type.Unknown({ description }));

/** Search, box and paging of the submission lists and exports. */
export const submissionQuery = openObject({
  search: described('Text of at most 200 characters, matched in the submitted values.'),
  box: described('`inbox` (default), `spam` or `all`.'),
  page: described('Whole number from 1; pages of 50 unless `per_page` says otherwise.'),
  per_page: described('Whole number up to 500.'),
  after: described('Date or instant: submitted at or after it.'),
  before: described('Date or instant: submitted before it.'),
});

/** The list of every form's submissions also filters by form. */
export const allSubmissionsQuery = openObject({ ...submissionQuery.properties, form: described('`deleted`: only the submissions of deleted forms.') });
