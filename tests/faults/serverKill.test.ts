import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { logInByApi, removeDataDir, startServer, type RunningServer } from '../e2e/support/server';
import {
  demoForm, demoObjectsTable, pause, postImportChunk, postSubmission, recordTitles, storedMail,
} from './support';

const CHUNK = 50;

/**
 * Runs `work` against a server on a fresh PGlite data folder; `work` gets a `restart` that kills
 * the running server with SIGKILL (no chance to close the database) and starts a new one on the
 * same folder.
 */
async function withKillableServer(work: (url: () => string, killAndRestart: () => Promise<void>) => Promise<void>): Promise<void> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'mapsvg-fault-'));
  // Every visitor here comes from loopback: the per-address submission limit would stop them
  // long before the kill this test is about.
  const env = { MAPSVG_FEEDBACK_LIMIT: '0' };
  let server: RunningServer = await startServer({ dataDir, env });
  try {
    await work(() => server.url, async () => {
      await server.stop('SIGKILL');
      server = await startServer({ dataDir, env });
    });
  } finally {
    await server.stop('SIGINT');
    removeDataDir(dataDir);
  }
}

/**
 * Waits until `done()` holds, checking every 20 ms, then a random 0-30 ms more (to land
 * mid-request); fails after 2 minutes.
 */
async function until(done: () => boolean): Promise<void> {
  const deadline = Date.now() + 120_000;
  while (!done()) {
    if (Date.now() > deadline) throw new Error('The server stopped acknowledging writes before the kill.');
    await pause(20);
  }
  await pause(Math.floor(Math.random() * 30));
}

function chunkRows(chunk: number): Record<string, string>[] {
  return Array.from({ length: CHUNK }, (_, row) => ({ title: `fault chunk ${chunk} row ${row}`, category: 'Store', description: 'x'.repeat(200) }));
}

describe('server killed with SIGKILL and restarted on the same PGlite folder', () => {
  it('keeps every acknowledged import chunk, and never part of a chunk', async () => {
    await withKillableServer(async (url, killAndRestart) => {
      const admin = await logInByApi(url());
      const table = await demoObjectsTable(url());
      const acknowledged: number[] = [];
      let sent = 0;
      let killed = false;
      // The importer posts chunk after chunk; a chunk is acknowledged by a 200 reporting all its rows.
      const importing = (async () => {
        for (let chunk = 0; !killed; chunk += 1) {
          sent = chunk + 1;
          const response = await postImportChunk(url(), admin, table, chunkRows(chunk), chunk * CHUNK).catch(() => undefined);
          if (!response?.ok) return;
          const report = await response.json() as { imported: number };
          if (report.imported === CHUNK) acknowledged.push(chunk);
        }
      })();
      await until(() => acknowledged.length >= 6);
      killed = true;
      await killAndRestart();
      await importing;

      const perChunk = new Map<number, number>();
      for (const title of await recordTitles(url(), table)) {
        const match = /^fault chunk (\d+) row \d+$/.exec(title);
        if (match) perChunk.set(Number(match[1]), (perChunk.get(Number(match[1])) ?? 0) + 1);
      }
      for (const chunk of acknowledged) expect(perChunk.get(chunk), `acknowledged chunk ${chunk}`).toBe(CHUNK);
      for (const [chunk, rows] of perChunk) expect(rows, `chunk ${chunk} stored in part`).toBe(CHUNK);
      expect([...perChunk.keys()].every((chunk) => chunk < sent)).toBe(true);
    });
  }, 240_000);

  it('keeps every acknowledged contact-form submission with its outbox message, and the folder takes new writes', async () => {
    await withKillableServer(async (url, killAndRestart) => {
      const admin = await logInByApi(url());
      const form = await demoForm(url(), admin);
      const acknowledged = new Set<string>();
      let killed = false;
      // Eight visitors submit concurrently, each message unique so it can be found again.
      const visitor = async (name: number) => {
        for (let count = 0; !killed; count += 1) {
          const message = `Fault message from visitor ${name}, number ${count}.`;
          const response = await postSubmission(url(), form, message).catch(() => undefined);
          if (!response?.ok) return;
          const answer = await response.json() as { status: string };
          if (answer.status === 'mail_sent') acknowledged.add(message);
        }
      };
      const visitors = Promise.all(Array.from({ length: 8 }, (_, index) => visitor(index)));
      await until(() => acknowledged.size >= 40);
      killed = true;
      await killAndRestart();
      await visitors;

      const after = await storedMail(url(), await logInByApi(url()));
      const stored = after.submissions.filter((row) => row.message.startsWith('Fault message'));
      const messages = stored.map((row) => row.message);
      for (const message of acknowledged) expect(messages, message).toContain(message);
      expect(new Set(messages).size).toBe(messages.length);
      for (const row of stored) {
        expect(row.status, `submission ${row.id}`).toBe('outbox');
        expect(after.outbox.has(row.id), `outbox message of submission ${row.id}`).toBe(true);
      }

      const again = await postSubmission(url(), await demoForm(url(), await logInByApi(url())), 'A message after the unclean stop.');
      expect((await again.json() as { status: string }).status).toBe('mail_sent');
      const latest = await storedMail(url(), await logInByApi(url()));
      expect(latest.submissions.map((row) => row.message)).toContain('A message after the unclean stop.');
    });
  }, 240_000);
});
