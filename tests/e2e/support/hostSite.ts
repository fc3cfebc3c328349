import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A page of the host site: its HTML and the headers it is served with. */
export interface HostPage {
  html: string;
  headers?: Record<string, string>;
}

/** Another site (a second origin) that shows maps of a product server. */
export interface HostSite {
  url: string;
  /** Every path the site was asked for, in order. */
  requests: string[];
  close(): Promise<void>;
}

/**
 * Starts a small static site on another port of loopback (so on another origin than the product
 * server) serving the given pages by path; any other path answers 404 (its icon, 204).
 */
export async function startHostSite(pages: Record<string, HostPage>): Promise<HostSite> {
  const requests: string[] = [];
  const server: Server = createServer((request, response) => {
    const path = (request.url ?? '/').split('?')[0] ?? '/';
    requests.push(path);
    const page = pages[path];
    // A browser asks every site for its icon; this one has none, and says so without an error.
    if (path === '/favicon.ico') {
      response.writeHead(204).end();
      return;
    }
    if (!page) {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
      return;
    }
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', ...page.headers }).end(page.html);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () => new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}

/**
 * A strict policy a host site may send: no inline script, and the map server named for what the
 * viewer needs (the list the README gives).
 */
export function strictHostPolicy(mapServer: string): string {
  return [
    "default-src 'self'",
    `script-src 'self' ${mapServer} 'unsafe-eval'`,
    `style-src 'self' ${mapServer} 'unsafe-inline'`,
    `img-src 'self' ${mapServer} data: blob:`,
    `connect-src 'self' ${mapServer}`,
    'worker-src blob:',
    "object-src 'none'",
    "base-uri 'self'",
  ].join('; ');
}
