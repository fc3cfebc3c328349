import http from 'node:http';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { removeDataDir, startServer, type RunningServer } from '../e2e/support/server';

/** A raw socket that sends `head`, then one byte of `trickle` every `everyMs`; answers when the server closed it, in ms since it opened. */
function slowClient(url: URL, head: string, trickle: string, everyMs: number): Promise<number> {
  return new Promise((resolve) => {
    const started = performance.now();
    const socket = net.connect({ host: url.hostname, port: Number(url.port) });
    let sent = 0;
    let timer: NodeJS.Timeout | undefined;
    socket.on('connect', () => {
      socket.write(head);
      timer = setInterval(() => {
        if (sent < trickle.length && socket.writable) socket.write(trickle[sent++] ?? '');
      }, everyMs);
    });
    socket.on('data', () => undefined);
    socket.on('error', () => undefined);
    socket.on('close', () => {
      clearInterval(timer);
      resolve(performance.now() - started);
    });
  });
}

/** GET /healthz from another loopback address (another client), answering the status and time. */
function healthFrom(url: URL, localAddress: string): Promise<{ status: number; ms: number }> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const request = http.get({ host: url.hostname, port: url.port, path: '/healthz', localAddress, agent: false }, (response) => {
      response.resume();
      response.on('end', () => resolve({ status: response.statusCode ?? 0, ms: performance.now() - started }));
    });
    request.on('error', reject);
  });
}

const LOGIN_HEAD = 'POST /wp-json/mapsvg/v1/auth/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100000\r\n\r\n';
const PER_CLIENT = 40;

describe('slow clients against a real server process (slow loris)', () => {
  let server: RunningServer;

  beforeAll(async () => {
    server = await startServer({ env: {
      MAPSVG_HEADERS_TIMEOUT: '2', MAPSVG_REQUEST_TIMEOUT: '3', MAPSVG_IDLE_TIMEOUT: '1.5', MAPSVG_MAX_CONNECTIONS_PER_CLIENT: String(PER_CLIENT),
    } });
  }, 90_000);

  afterAll(async () => {
    await server.stop();
    removeDataDir(server.dataDir);
  });

  it('closes sockets that send slowly, caps one client\'s sockets and keeps answering others', async () => {
    const url = new URL(server.url);
    const body = 'x'.repeat(1000);
    // A body one byte every 0.4 s (never idle, never done), a body that stops after its headers,
    // headers one byte every 0.4 s: each is closed by its own timeout.
    const trickling = Array.from({ length: 20 }, () => slowClient(url, LOGIN_HEAD, body, 400));
    const silent = Array.from({ length: 10 }, () => slowClient(url, LOGIN_HEAD, '', 400));
    const slowHeaders = Array.from({ length: 10 }, () => slowClient(url, '', `GET /healthz HTTP/1.1\r\nHost: x\r\nX-Pad: ${body}`, 400));
    await new Promise((resolve) => setTimeout(resolve, 300));
    // Past the cap of one client's sockets: closed at once.
    const overCap = await Promise.all(Array.from({ length: 10 }, () => slowClient(url, LOGIN_HEAD, body, 400)));
    expect(Math.max(...overCap)).toBeLessThan(1000);

    const other = await healthFrom(url, '127.0.0.2');
    expect(other.status).toBe(200);

    const [trickleClosed, silentClosed, headersClosed] = await Promise.all([trickling, silent, slowHeaders].map(async (group) => Math.max(...await Promise.all(group))));
    // The request timeout (3 s), the idle timeout (1.5 s) and the header timeout (2 s), each
    // checked once a second by the server.
    expect(trickleClosed).toBeLessThan(6000);
    expect(silentClosed).toBeLessThan(4500);
    expect(headersClosed).toBeLessThan(5000);
    expect((await healthFrom(url, '127.0.0.1')).status).toBe(200);
  }, 30_000);
});
