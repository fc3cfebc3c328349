import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';

/** A free TCP port on loopback (for servers that need a port named up front). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

/** Whether a program is on the PATH (or at the given absolute path). */
export function hasProgram(program: string): boolean {
  return spawnSync('sh', ['-c', `command -v ${program}`], { stdio: 'ignore' }).status === 0;
}

/** A server process the test started, and how to stop it. */
export interface LoopbackServer {
  url: string;
  process: ChildProcess;
  stop(): Promise<void>;
}

/** Stops a child process (SIGTERM, then SIGKILL after 5 s) and waits for it to exit. */
export function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const kill = setTimeout(() => child.kill('SIGKILL'), 5000);
    child.once('exit', () => { clearTimeout(kill); resolve(); });
    child.kill('SIGTERM');
  });
}

/** Waits until the child prints `ready` on stdout or stderr; fails with its output otherwise. */
export function waitForOutput(child: ChildProcess, ready: RegExp, what: string, timeoutMs = 20_000): Promise<string> {
  return new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => reject(new Error(`${what} did not start within ${timeoutMs} ms:\n${output}`)), timeoutMs);
    const listen = (chunk: Buffer) => {
      output += chunk.toString();
      if (!ready.test(output)) return;
      clearTimeout(timer);
      resolve(output);
    };
    child.stdout?.on('data', listen);
    child.stderr?.on('data', listen);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`${what} stopped (exit code ${code}) before it was ready:\n${output}`));
    });
  });
}

/** Debian's `redis-server` on a loopback port, keeping nothing on disk. */
export async function startRedis(): Promise<LoopbackServer> {
  const port = await freePort();
  const child = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: ['ignore', 'pipe', 'pipe'] });
  await waitForOutput(child, /Ready to accept connections/, 'redis-server');
  return { url: `redis://127.0.0.1:${port}`, process: child, stop: () => stopProcess(child) };
}
