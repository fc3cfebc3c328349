/** Raised when JSON (text or value) nests deeper than the limit. */
export class JsonTooDeepError extends Error {
  /** @param where what nests too deeply, as the user knows it (a parameter name). */
  constructor(where: string, limit: number) {
    super(`${where} nests deeper than ${limit} levels.`);
    this.name = 'JsonTooDeepError';
  }
}
