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
  /**
   * Settles once the probe has had its first answer (its connection is open and the route has
   * answered once), so work started after it is measured by a probe already asking.
   */
  readonly answering: Promise<void>;
  stop(): Promise<{ slowestMs: number; answers: number }>;
}

const PAUSE_MS = 20;

/**
 * Asks `/healthz` again and again (one at a time, 20 ms apart) as a visitor would while other
 * work runs. The server shares this process, so a blocked event loop also delays the probe's own
 * pause: the slowest answer counts both how long an answer took and how late the next question
 * went out, which is how long a visitor asking at that moment would have waited.
 */
export function probeHealth(baseUrl: string): HealthProbe {
  let running = true;
  let slowestMs = 0;
  let answers = 0;
  let firstAnswer = () => {};
  const answering = new Promise<void>((resolve) => { firstAnswer = resolve; });
  const loop = (async () => {
    try {
      while (running) {
        const started = performance.now();
        const response = await fetch(`${baseUrl}/healthz`);
        await response.arrayBuffer();
        const answered = performance.now();
        answers += 1;
        firstAnswer();
        await new Promise((resolve) => setTimeout(resolve, PAUSE_MS));
        const lateBy = performance.now() - answered - PAUSE_MS;
        slowestMs = Math.max(slowestMs, answered - started, lateBy);
      }
    } finally {
      // A probe that failed before its first answer settles `answering` too; `stop` throws the failure.
      firstAnswer();
    }
  })();
  return {
    answering,
    async stop() {
      running = false;
      await loop;
      return { slowestMs, answers };
    },
  };
}
