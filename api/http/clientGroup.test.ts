import { connect } from 'node:net';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { clientGroup, requestClientGroup } from './clientGroup';

describe('clientGroup', () => {
  it('keeps IPv4 addresses, also IPv4-mapped ones', () => {
    expect(clientGroup('203.0.113.7')).toBe('203.0.113.7');
    expect(clientGroup('::ffff:203.0.113.7')).toBe('203.0.113.7');
  });

  it('counts an IPv6 address by its /64, however it is written', () => {
    expect(clientGroup('2001:db8:0:1::5')).toBe('2001:db8:0:1::/64');
    expect(clientGroup('2001:0db8:0000:0001:ffff:ffff:ffff:ffff')).toBe('2001:db8:0:1::/64');
    expect(clientGroup('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(clientGroup('::1')).toBe('0:0:0:0::/64');
    expect(clientGroup('2001:db8:0:2::5')).not.toBe(clientGroup('2001:db8:0:1::5'));
  });
});

describe('requestClientGroup', () => {
  it('names the client of a request whose connection has already closed, instead of throwing', async () => {
    const app = Fastify();
    let routeStarted!: () => void;
    const started = new Promise<void>((resolve) => { routeStarted = resolve; });
    let named!: (group: string | Error) => void;
    const seen = new Promise<string | Error>((resolve) => { named = resolve; });
    app.get('/slow', async (request, reply) => {
      routeStarted();
      await new Promise<void>((resolve) => {
        if (reply.raw.destroyed) resolve();
        else reply.raw.once('close', () => resolve());
      });
      try {
        named(requestClientGroup(request));
      } catch (error) {
        named(error as Error);
      }
      return 'late';
    });
    await app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = app.server.address() as { port: number };
    const socket = connect(port, '127.0.0.1', () => socket.write('GET /slow HTTP/1.1\r\nHost: x\r\n\r\n'));
    await started;
    socket.destroy();
    const group = await seen;
    await app.close();
    expect(group).toBe('');
  });
});
