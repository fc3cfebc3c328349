/** Why a map file could not be read. */
export type SvgParseErrorCode = 'malformed-xml' | 'not-svg' | 'missing-size';

/** The file needs width and height or a viewBox (spec: map loading stops with this message). */
export const MISSING_SIZE_MESSAGE =
  "MapSVG: the SVG file can't be parsed. It needs width and height attributes or a viewBox.";

/**
 * Thrown by {@link parseSvgMap} when a map file can't be used; `code` lets callers branch
 * without matching message text, while the message is what the user sees.
 */
export class SvgParseError extends Error {
  readonly code: SvgParseErrorCode;

  constructor(code: SvgParseErrorCode, message: string) {
    super(message);
    this.name = 'SvgParseError';
    this.code = code;
  }
}
