import { describe, expect, it } from 'vitest';
import { RequestFailure, ServiceError } from '../../data/index';
import { uploadProblem } from './uploadProblem';

describe('uploadProblem', () => {
  it('shows the text the server answered with', () => {
    expect(uploadProblem(new ServiceError('Too many pins'))).toBe('Too many pins');
  });

  it('tells a too large file and a file that is not an image apart', () => {
    expect(uploadProblem(new RequestFailure({ status: 413 }))).toBe('The marker image is too large (at most 1 MB).');
    expect(uploadProblem(new RequestFailure({ status: 400, code: 'rest_invalid_marker' }))).toMatch(/^The file is not a PNG/);
    expect(uploadProblem(new RequestFailure({ status: 'FETCH_ERROR' }))).toBe('The marker image could not be uploaded.');
  });
});
