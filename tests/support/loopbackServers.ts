import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chmodSync, mkdtempSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';

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

/** Debian's `redis-server` on a loopback port (a free one unless `port` is given, e.g. to restart one), keeping nothing on disk. */
export async function startRedis(port?: number): Promise<LoopbackServer> {
  port ??= await freePort();
  const child = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: ['ignore', 'pipe', 'pipe'] });
  await waitForOutput(child, /Ready to accept connections/, 'redis-server');
  return { url: `redis://127.0.0.1:${port}`, process: child, stop: () => stopProcess(child) };
}

/** Where Debian puts nginx; found on the PATH otherwise. */
export function nginxProgram(): string | undefined {
  for (const candidate of ['/usr/sbin/nginx', '/usr/bin/nginx']) {
    if (spawnSync(candidate, ['-v'], { stdio: 'ignore' }).status === 0) return candidate;
  }
  return hasProgram('nginx') ? 'nginx' : undefined;
}

function nginxConfig(folder: string, port: number, upstreams: readonly string[]): string {
  const temp = (name: string) => `${name}_temp_path ${folder}/${name};`;
  return `daemon off;
worker_processes 1;
pid ${folder}/nginx.pid;
error_log ${folder}/error.log warn;
events { worker_connections 512; }
http {
  access_log off;
  ${temp('client_body')} ${temp('proxy')} ${temp('fastcgi')} ${temp('uwsgi')} ${temp('scgi')}
  upstream mapsvg {
${upstreams.map((address) => `    server ${address};`).join('\n')}
    keepalive 16;
  }
  server {
    listen 127.0.0.1:${port};
    client_max_body_size 12m;
    location / {
      proxy_pass http://mapsvg;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
    }
  }
}
`;
}

/**
 * Debian's nginx on a loopback port, spreading requests round-robin over `upstreams`
 * (`127.0.0.1:port`), with its configuration and temporary files in a folder of its own.
 */
export async function startNginx(upstreams: readonly string[]): Promise<LoopbackServer> {
  const program = nginxProgram();
  if (!program) throw new Error('nginx is not installed (apt-get install nginx).');
  const folder = mkdtempSync(path.join(os.tmpdir(), 'mapsvg-nginx-'));
  // Worker processes may run as another user (when started by root): they must reach the temp files.
  chmodSync(folder, 0o777);
  const port = await freePort();
  writeFileSync(path.join(folder, 'nginx.conf'), nginxConfig(folder, port, upstreams));
  const child = spawn(program, ['-p', folder, '-c', path.join(folder, 'nginx.conf'), '-e', path.join(folder, 'error.log')], { stdio: ['ignore', 'pipe', 'pipe'] });
  const url = `http://127.0.0.1:${port}`;
  for (let attempt = 0; ; attempt += 1) {
    if (child.exitCode !== null) throw new Error(`nginx stopped (exit code ${child.exitCode}).`);
    try {
      await fetch(`${url}/healthz`);
      break;
    } catch {
      if (attempt > 100) throw new Error('nginx did not answer within 10 s.');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  return { url, process: child, stop: () => stopProcess(child) };
}
