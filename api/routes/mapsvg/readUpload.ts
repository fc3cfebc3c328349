import type { FastifyRequest } from 'fastify';

/** The one file of an upload, read whole. */
interface Upload {
  filename: string;
  bytes: Buffer;
}

/** Why an upload could not be read, as the route answers it. */
interface UploadRefusal {
  refusal: string;
  status: number;
}

/**
 * Reads the single file of a multipart upload (the multipart plugin's size limit applies).
 * `what` names the file in the "send it as multipart" message; `tooLarge` is the 413 message.
 */
export async function readUpload(request: FastifyRequest, what: string, tooLarge: string): Promise<Upload | UploadRefusal> {
  if (!request.isMultipart()) return { refusal: `Send ${what} as multipart/form-data.`, status: 400 };
  let file;
  try {
    file = await request.file();
  } catch {
    return { refusal: 'The upload could not be read.', status: 400 };
  }
  if (!file) return { refusal: 'No file was uploaded.', status: 400 };
  try {
    return { filename: file.filename, bytes: await file.toBuffer() };
  } catch {
    return { refusal: tooLarge, status: 413 };
  }
}
