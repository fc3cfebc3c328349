import { connect } from 'node:net';

/** What a streamed upload got back, and how much of its body had gone out by then. */
export interface StreamedAnswer {
  status: number;
  body: string;
  /** Body bytes written before the answer arrived (or all of them, when it came after the end). */
  bytesSent: number;
  /** Whether the whole body had been sent when the answer arrived. */
  finished: boolean;
}

/**
 * Sends a POST on a raw socket, its body chunk by chunk (chunked transfer encoding unless a
 * `content-length` header is given), and stops writing as soon as an answer arrives: shows
 * whether the server answered before it had read the whole upload.
 */
export function streamUpload(baseUrl: string, path: string, headers: Record<string, string>, chunks: Iterable<Buffer>): Promise<StreamedAnswer> {
  const { hostname, port } = new URL(baseUrl);
  const chunked = !Object.keys(headers).some((name) => name.toLowerCase() === 'content-length');
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname);
    let response = '';
    let bytesSent = 0;
    let finished = false;
    let answered = false;
    const settle = () => {
      const match = /^HTTP\/1\.1 (\d{3})[^]*?\r\n\r\n([^]*)$/.exec(response);
      if (!match) return;
      answered = true;
      socket.destroy();
      resolve({ status: Number(match[1]), body: match[2] ?? '', bytesSent, finished });
    };
    socket.on('data', (data) => {
      response += data.toString('latin1');
      settle();
    });
    socket.on('error', (error) => { if (!answered) settle(); if (!answered) reject(error); });
    socket.on('close', () => { if (!answered) settle(); if (!answered) reject(new Error(`No answer: ${response.slice(0, 200)}`)); });
    const head = [`POST ${path} HTTP/1.1`, `Host: ${hostname}:${port}`, ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`)];
    if (chunked) head.push('Transfer-Encoding: chunked');
    socket.write(`${head.join('\r\n')}\r\n\r\n`);
    void (async () => {
      for (const chunk of chunks) {
        if (answered || socket.destroyed) return;
        const framed = chunked ? Buffer.concat([Buffer.from(`${chunk.length.toString(16)}\r\n`), chunk, Buffer.from('\r\n')]) : chunk;
        if (!socket.write(framed)) await new Promise((resolve) => socket.once('drain', resolve));
        bytesSent += chunk.length;
        // Let the server's answer in between chunks.
        await new Promise((resolve) => setImmediate(resolve));
      }
      finished = true;
      if (chunked && !socket.destroyed) socket.write('0\r\n\r\n');
    })();
  });
}

/** A multipart body, as chunks: the given parts, then `repeat` chunks of filler inside the last part. */
export function* multipartChunks(boundary: string, parts: ReadonlyArray<{ name: string; value?: string; filename?: string }>, filler: { chunkBytes: number; repeat: number }): Generator<Buffer> {
  for (const [index, part] of parts.entries()) {
    const disposition = `form-data; name="${part.name}"${part.filename === undefined ? '' : `; filename="${part.filename}"`}`;
    const type = part.filename === undefined ? '' : 'Content-Type: application/octet-stream\r\n';
    yield Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}\r\n${type}\r\n${part.value ?? ''}`);
    const last = index === parts.length - 1;
    if (last) {
      const block = Buffer.alloc(filler.chunkBytes, 'a');
      for (let i = 0; i < filler.repeat; i += 1) yield block;
    }
    yield Buffer.from('\r\n');
  }
  yield Buffer.from(`--${boundary}--\r\n`);
}
