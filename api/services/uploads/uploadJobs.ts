import { prepareGalleryImage, ImageRefusal, type PreparedImage } from './galleryImage';
import { cleanMapSvg } from './mapSvg';
import { detectImageType, sanitizeSvg, type MarkerImageType } from './markerImage';
import { SvgLimitExceeded } from './svgLimits';

/** CPU-heavy work on an upload, done on an upload worker thread. */
export type UploadJob =
  /** Clean an uploaded map file. */
  | { kind: 'mapSvg'; bytes: Uint8Array }
  /** Tell a marker image's kind from its bytes, and clean it when it is an SVG. */
  | { kind: 'markerImage'; bytes: Uint8Array }
  /** Check an image-field upload and make its sizes. */
  | { kind: 'galleryImage'; filename: string; bytes: Uint8Array };

/** What each job answers. */
interface UploadJobResults {
  mapSvg: { svg: string | undefined };
  markerImage: { type: MarkerImageType | undefined; svg: string | undefined };
  galleryImage: PreparedImage;
}

/** The answer of a job of kind `K`. */
export type UploadJobResult<K extends UploadJob['kind']> = UploadJobResults[K];

/** How a job's outcome crosses the thread boundary: its answer, a refusal to show, or a failure. */
export type UploadJobOutcome =
  | { ok: true; result: UploadJobResults[UploadJob['kind']] }
  | { ok: false; refusal: { message: string; status: number } }
  | { ok: false; error: string };

function asBuffer(bytes: Uint8Array): Buffer {
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length);
}

function perform(job: UploadJob): UploadJobResults[UploadJob['kind']] {
  switch (job.kind) {
    case 'mapSvg':
      return { svg: cleanMapSvg(job.bytes) };
    case 'markerImage': {
      const bytes = asBuffer(job.bytes);
      const type = detectImageType(bytes);
      return { type, svg: type === 'svg' ? sanitizeSvg(bytes) : undefined };
    }
    case 'galleryImage':
      return prepareGalleryImage(job.filename, asBuffer(job.bytes));
  }
}

/** Runs one job (on whichever thread calls it) and reports its outcome without throwing. */
export function runJobHere(job: UploadJob): UploadJobOutcome {
  try {
    return { ok: true, result: perform(job) };
  } catch (error) {
    if (error instanceof ImageRefusal || error instanceof SvgLimitExceeded) return { ok: false, refusal: { message: error.message, status: error.status } };
    return { ok: false, error: error instanceof Error ? error.message : String(error) };
  }
}
