import { createReadStream, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.map': 'application/json',
};

/** A running static server; `close()` stops it. */
export interface StaticServer {
  url: string;
  close(): Promise<void>;
}

/** Resolves `urlPath` inside `root`, refusing anything that escapes it. */
function inside(root: string, urlPath: string): string | null {
  const file = path.resolve(root, `.${decodeURIComponent(urlPath)}`);
  return file === root || file.startsWith(`${root}${path.sep}`) ? file : null;
}

/**
 * Serves the built bench page at `/` and the fixture maps at `/maps/` on 127.0.0.1 (random
 * port). Responses are never cached, so every mount really fetches its map, and the page is
 * cross-origin isolated, which gives `performance.now()` its fine (5 µs) resolution.
 */
export async function startStaticServer(pageDir: string, mapsDir: string): Promise<StaticServer> {
  const server: Server = createServer((request, response) => {
    const urlPath = new URL(request.url ?? '/', 'http://localhost').pathname;
    if (urlPath === '/favicon.ico') {
      response.writeHead(204).end();
      return;
    }
    const file = urlPath.startsWith('/maps/')
      ? inside(path.resolve(mapsDir), urlPath.slice('/maps'.length))
      : inside(path.resolve(pageDir), urlPath === '/' ? '/index.html' : urlPath);
    const size = file ? statSync(file, { throwIfNoEntry: false }) : undefined;
    if (!file || !size?.isFile()) {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
      return;
    }
    response.writeHead(200, {
      'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream',
      'content-length': size.size,
      'cache-control': 'no-store',
      'cross-origin-opener-policy': 'same-origin',
      'cross-origin-embedder-policy': 'require-corp',
    });
    createReadStream(file).pipe(response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    }),
  };
}
