import { execFile } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { freePort } from './loopbackServers';

const run = promisify(execFile);

/** The newest PostgreSQL server binaries of the machine (Debian's layout), or undefined. */
export function postgresBinaries(): string | undefined {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return undefined;
  const versions = readdirSync(root).filter((name) => /^\d+$/.test(name)).sort((a, b) => Number(b) - Number(a));
  return versions.map((version) => path.join(root, version, 'bin')).find((bin) => existsSync(path.join(bin, 'initdb')) && existsSync(path.join(bin, 'pg_ctl')));
}

/** Why the local-server tests are skipped on this machine, or undefined when they can run. */
export function localPostgresMissing(): string | undefined {
  return postgresBinaries() ? undefined : 'PostgreSQL server binaries (initdb, pg_ctl under /usr/lib/postgresql/*/bin) are not installed';
}

/** A PostgreSQL server the test started on loopback, in a temporary data folder. */
export interface LocalPostgres {
  /** `postgres://postgres@127.0.0.1:{port}/postgres` */
  url: string;
  /** `pg_ctl restart -m fast`: every connection is cut, then the server accepts new ones. */
  restart(): Promise<void>;
  /** `pg_ctl stop -m fast`: the server is gone until {@link start}. */
  stop(): Promise<void>;
  /** Starts it again after {@link stop}. */
  start(): Promise<void>;
  /** Stops it and removes its data folder. */
  destroy(): Promise<void>;
}

/**
 * Starts a throwaway PostgreSQL server on a free loopback port (trust authentication, no fsync).
 * PostgreSQL refuses to run as root, so as root it runs as the `postgres` user, as CI does.
 */
export async function startLocalPostgres(): Promise<LocalPostgres> {
  const bin = postgresBinaries();
  if (!bin) throw new Error(localPostgresMissing());
  const asRoot = process.getuid?.() === 0;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'mapsvg-test-pg-'));
  if (asRoot) {
    const { stdout } = await run('id', ['-u', 'postgres']);
    const { stdout: group } = await run('id', ['-g', 'postgres']);
    chownSync(dataDir, Number(stdout.trim()), Number(group.trim()));
  }
  const tool = (name: string, args: string[]) => (asRoot
    ? run('runuser', ['-u', 'postgres', '--', path.join(bin, name), ...args])
    : run(path.join(bin, name), args));
  const port = await freePort();
  await tool('initdb', ['-D', dataDir, '-U', 'postgres', '-A', 'trust', '--no-sync']);
  const options = `-c listen_addresses=127.0.0.1 -p ${port} -k ${dataDir} -c fsync=off`;
  const start = async () => { await tool('pg_ctl', ['-D', dataDir, '-w', '-l', path.join(dataDir, 'server.log'), '-o', options, 'start']); };
  await start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    restart: async () => { await tool('pg_ctl', ['-D', dataDir, '-w', '-m', 'fast', '-l', path.join(dataDir, 'server.log'), '-o', options, 'restart']); },
    stop: async () => { await tool('pg_ctl', ['-D', dataDir, '-w', '-m', 'fast', 'stop']); },
    start,
    async destroy() {
      await tool('pg_ctl', ['-D', dataDir, '-w', '-m', 'immediate', 'stop']).catch(() => undefined);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
