import { RequestFailure, ServiceError } from '../../data/index';

/**
 * The alert for a refused marker upload (spec 8). The server's own explanation arrives as a
 * `ServiceError` and is shown as it is. Only a refusal without that text (say, a proxy in
 * front of the server refusing a large body with a bare 413) is told from its status.
 */
export function uploadProblem(reason: unknown): string {
  if (reason instanceof ServiceError) return reason.message;
  if (reason instanceof RequestFailure && reason.status === 413) return 'The marker image is too large (at most 1 MB).';
  if (reason instanceof RequestFailure && reason.status === 400) return 'The file is not a PNG, JPEG, GIF, WebP or SVG image (or its extension does not match its content).';
  return 'The marker image could not be uploaded.';
}
