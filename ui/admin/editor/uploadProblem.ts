import { RequestFailure, ServiceError } from '../../data/index';

/**
 * The alert for a refused marker upload (spec 8). A refusal the server answers with an error
 * status reaches us without its text (failed calls carry no message), so it is told from the
 * status: too large (413) or not an accepted image (400).
 */
export function uploadProblem(reason: unknown): string {
  if (reason instanceof ServiceError) return reason.message;
  if (reason instanceof RequestFailure && reason.status === 413) return 'The marker image is too large (at most 1 MB).';
  if (reason instanceof RequestFailure && reason.status === 400) return 'The file is not a PNG, JPEG, GIF, WebP or SVG image (or its extension does not match its content).';
  return 'The marker image could not be uploaded.';
}
