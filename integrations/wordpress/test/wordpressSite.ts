import { execFile } from 'node:child_process';
import { copyFileSync, cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir, userInfo } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { freePort, startProcess, stopProcess } from './processes';

const run = promisify(execFile);
const here = path.dirname(fileURLToPath(import.meta.url));

/** Debian's `wordpress` package: the WordPress code this test copies into a site of its own. */
const DEBIAN_WORDPRESS = '/usr/share/wordpress';

/** The plugin under test. */
const PLUGIN_DIR = path.resolve(here, '..', 'mapsvg-studio');

/** The WordPress admin's login (install.php creates it). */
export const WORDPRESS_ADMIN = { user: 'admin', password: 'wordpress-test-password' };

/** A WordPress site on loopback: Debian's WordPress on MariaDB, served by PHP's own server. */
export interface WordPressSite {
  url: string;
  posts: { twoMaps: number; badId: number; twoServers: number };
  /** What WordPress logged (WP_DEBUG is on): warnings, notices and deprecations, one a line. */
  debugLog(): string;
  /** What PHP's server printed besides its request lines. */
  phpOutput(): string;
  stop(): Promise<void>;
}

/** A MariaDB server of its own, on a socket in `dir` (no network port at all). */
async function startMariaDb(dir: string): Promise<{ socket: string; stop: () => Promise<void> }> {
  const dataDir = path.join(dir, 'db');
  const socket = path.join(dir, 'mysqld.sock');
  const user = userInfo().username;
  await run('mariadb-install-db', ['--no-defaults', `--datadir=${dataDir}`, `--user=${user}`, '--auth-root-authentication-method=normal', '--skip-test-db']);
  const { child } = await startProcess('mariadbd', [
    '--no-defaults', `--datadir=${dataDir}`, `--socket=${socket}`, '--skip-networking', `--user=${user}`,
    `--pid-file=${path.join(dir, 'mysqld.pid')}`, '--innodb-buffer-pool-size=32M', '--skip-log-bin',
  ], process.env, async () => existsSync(socket));
  await run('mariadb', ['--no-defaults', `--socket=${socket}`, '-uroot', '-e', 'CREATE DATABASE wordpress']);
  return { socket, stop: () => stopProcess(child) };
}

/** WordPress's configuration for the copy: the database, debugging on and logged, content in the copy. */
function wpConfig(site: string, url: string, socket: string, debugLog: string): string {
  const quote = (value: string) => `'${value.replace(/[\\']/g, (c) => `\\${c}`)}'`;
  return `<?php
define( 'DB_NAME', 'wordpress' );
define( 'DB_USER', 'root' );
define( 'DB_PASSWORD', '' );
define( 'DB_HOST', ${quote(`localhost:${socket}`)} );
define( 'DB_CHARSET', 'utf8mb4' );
define( 'DB_COLLATE', '' );
define( 'WP_HOME', ${quote(url)} );
define( 'WP_SITEURL', ${quote(url)} );
define( 'WP_CONTENT_DIR', ${quote(path.join(site, 'wp-content'))} );
define( 'WP_DEBUG', true );
define( 'WP_DEBUG_LOG', ${quote(debugLog)} );
define( 'WP_DEBUG_DISPLAY', false );
define( 'WP_AUTO_UPDATE_CORE', false );
define( 'AUTOMATIC_UPDATER_DISABLED', true );
define( 'DISABLE_WP_CRON', true );
define( 'WP_HTTP_BLOCK_EXTERNAL', true );
${['AUTH_KEY', 'SECURE_AUTH_KEY', 'LOGGED_IN_KEY', 'NONCE_KEY', 'AUTH_SALT', 'SECURE_AUTH_SALT', 'LOGGED_IN_SALT', 'NONCE_SALT']
  .map((name, index) => `define( '${name}', 'mapsvg-studio-test-${index}-${Date.now()}' );`).join('\n')}
$table_prefix = 'wp_';
if ( ! defined( 'ABSPATH' ) ) {
	define( 'ABSPATH', __DIR__ . '/' );
}
require_once ABSPATH . 'wp-settings.php';
`;
}

/**
 * Copies Debian's WordPress into a folder of its own (the package's own configuration reads
 * /etc/wordpress; the copy has its own), installs it on a fresh MariaDB with WordPress's install
 * routine, puts the plugin (not yet active) into its plugins folder and serves it with PHP's
 * built-in server on loopback. Nothing is downloaded. `otherServer` is the Map Studio server a
 * post embeds by hand, beside the plugin's map.
 */
export async function startWordPress(otherServer: string): Promise<WordPressSite> {
  if (!existsSync(path.join(DEBIAN_WORDPRESS, 'wp-load.php'))) throw new Error(`Debian's wordpress package is not installed (${DEBIAN_WORDPRESS})`);
  const dir = mkdtempSync(path.join(tmpdir(), 'mapsvg-wordpress-'));
  const site = path.join(dir, 'site');
  const debugLog = path.join(dir, 'debug.log');
  const database = await startMariaDb(dir);
  cpSync(DEBIAN_WORDPRESS, site, { recursive: true, dereference: true, filter: (source) => !source.endsWith(`${path.sep}wp-config.php`) });
  mkdirSync(path.join(site, 'wp-content', 'uploads'), { recursive: true });
  mkdirSync(path.join(site, 'wp-content', 'mu-plugins'));
  copyFileSync(path.join(here, 'offline-site.php'), path.join(site, 'wp-content', 'mu-plugins', 'offline-site.php'));
  cpSync(PLUGIN_DIR, path.join(site, 'wp-content', 'plugins', 'mapsvg-studio'), { recursive: true });
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  writeFileSync(path.join(site, 'wp-config.php'), wpConfig(site, url, database.socket, debugLog));
  const installed = await run('php', [path.join(here, 'install.php'), site, otherServer]);
  const posts = JSON.parse(installed.stdout.trim().split('\n').pop() ?? '{}') as WordPressSite['posts'];
  const php = await startProcess('php', ['-S', `127.0.0.1:${port}`, '-t', site], { ...process.env, PHP_CLI_SERVER_WORKERS: '4' }, async () => {
    try {
      return (await fetch(`${url}/wp-login.php`)).ok;
    } catch {
      return false;
    }
  });
  return {
    url,
    posts,
    debugLog: () => (existsSync(debugLog) ? readFileSync(debugLog, 'utf8') : ''),
    phpOutput: () => php.output().split('\n').filter((line) => /PHP (Fatal|Warning|Notice|Deprecated|Parse)/.test(line)).join('\n'),
    async stop() {
      await stopProcess(php.child);
      await database.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
