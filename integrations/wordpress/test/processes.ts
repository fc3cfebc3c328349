import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';

/** A free port on loopback. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/**
 * How long a process may take to start: on a machine shared with other builds, a Map Studio
 * server's cold start (fresh database and demo) was seen at 143 s.
 */
export const PROCESS_START_LIMIT_MS = 300_000;

/** Starts a process and resolves once `ready` says it is up (or rejects with its output). */
export function startProcess(command: string, args: string[], env: NodeJS.ProcessEnv, ready: () => Promise<boolean>, cwd?: string): Promise<{ child: ChildProcess; output: () => string }> {
  const child = spawn(command, args, { env, cwd, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => { output += chunk.toString(); });
  child.stderr?.on('data', (chunk: Buffer) => { output += chunk.toString(); });
  return new Promise((resolve, reject) => {
    const deadline = Date.now() + PROCESS_START_LIMIT_MS;
    const poll = async () => {
      if (child.exitCode !== null) return reject(new Error(`${command} exited with ${child.exitCode}:\n${output}`));
      if (await ready()) return resolve({ child, output: () => output });
      if (Date.now() > deadline) return reject(new Error(`${command} did not start in time:\n${output}`));
      setTimeout(() => void poll(), 200);
    };
    void poll();
  });
}

/** Ends a process started by {@link startProcess} and waits for it to exit. */
export function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}
