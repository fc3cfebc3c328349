import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';

/** Starts the app on a free loopback port and answers its base address. */
export async function listenOnLoopback(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  return `http://127.0.0.1:${port}`;
}

/** A running probe of `/healthz`; `stop` answers the slowest answer it saw, in ms. */
export interface HealthProbe {
  stop(): Promise<{ slowestMs: number; answers: number }>;
}

/**
 * Asks `/healthz` again and again (one at a time, 20 ms apart) as a visitor would while other
 * work runs: a blocked event loop shows as one slow answer.
 */
export function probeHealth(baseUrl: string): HealthProbe {
  let running = true;
  let slowestMs = 0;
  let answers = 0;
  const loop = (async () => {
    while (running) {
      const started = performance.now();
      const response = await fetch(`${baseUrl}/healthz`);
      await response.arrayBuffer();
      slowestMs = Math.max(slowestMs, performance.now() - started);
      answers += 1;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  })();
  return {
    async stop() {
      running = false;
      await loop;
      return { slowestMs, answers };
    },
  };
}
