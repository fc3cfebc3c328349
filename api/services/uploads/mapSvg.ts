import { sanitizeSvg } from './markerImage';

const PROLOG = /^\uFEFF?\s*(<\?xml[^>]*\?>\s*)?(<!--[\s\S]*?-->\s*)*(?=<svg[\s>])/;

/**
 * The document from its root `<svg>` on. The shared sanitiser expects its output to start with
 * the root tag, and text between an XML declaration or comment and the root (as every map of the
 * library has) breaks that; the prolog carries nothing a map needs.
 */
function fromRoot(bytes: Uint8Array): Buffer | undefined {
  const text = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length).toString('utf8');
  const prolog = PROLOG.exec(text);
  return prolog ? Buffer.from(text.slice(prolog[0].length), 'utf8') : undefined;
}

/**
 * An uploaded map file rebuilt by the SVG sanitiser (no scripts, event handlers, external
 * references or foreignObject), or undefined when it is not an SVG document. Seconds of work for
 * a detailed map, so the server runs it on an upload worker thread.
 */
export function cleanMapSvg(bytes: Uint8Array): string | undefined {
  const root = fromRoot(bytes);
  return root && sanitizeSvg(root);
}
