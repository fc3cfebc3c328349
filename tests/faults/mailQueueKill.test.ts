import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { logInByApi, removeDataDir, startServer, type Admin, type RunningServer } from '../e2e/support/server';
import { startFakeSmtp } from '../api/contactFormsSupport';
import { pause } from './support';

const CF7 = '/wp-json/contact-form-7/v1';
const FILE_BYTES = 1_500_000;

/** A form with a file, whose mail body is the visitor's message (so the mail server's copy can be told apart). */
async function createFileForm(url: string, admin: Admin): Promise<number> {
  const response = await fetch(`${url}${CF7}/contact-forms`, {
    method: 'POST',
    headers: { ...admin.headers, 'content-type': 'application/json' },
    body: JSON.stringify({
      title: 'Kill during mail',
      form: '[text* your-name] [textarea* your-message] [file* your-file limit:2mb filetypes:pdf] [submit "Send"]',
      mail: { recipient: 'owner@example.com', sender: 'Forms <forms@example.com>', subject: 'Upload', body: '[your-message]', additional_headers: '' },
    }),
  });
  if (response.status !== 201) throw new Error(`Creating the form failed: ${await response.text()}`);
  return (await response.json() as { id: number }).id;
}

function postWithFile(url: string, formId: number, message: string): Promise<Response> {
  const body = new FormData();
  for (const [name, value] of [['_wpcf7', String(formId)], ['_wpcf7_version', '6.0.6'], ['_wpcf7_locale', 'en_US'],
    ['_wpcf7_unit_tag', `wpcf7-f${formId}-o1`], ['_wpcf7_container_post', '0'], ['your-name', 'Kill Tester'], ['your-message', message]]) {
    body.append(name ?? '', value ?? '');
  }
  body.append('your-file', new Blob([new Uint8Array(FILE_BYTES).fill(37)], { type: 'application/pdf' }), 'scan.pdf');
  return fetch(`${url}${CF7}/contact-forms/${formId}/feedback`, { method: 'POST', body });
}

interface StoredSubmission { id: number; message: string; status: string; fileBytes: number[] }
interface OutboxEntry { submission_id: number | null; state: string; last_error: string }

async function readBack(url: string, admin: Admin): Promise<{ submissions: StoredSubmission[]; outbox: OutboxEntry[] }> {
  const list = await (await fetch(`${url}${CF7}/submissions`, { headers: admin.headers })).json() as Array<{ id: number; posted_data: Record<string, unknown>; mail_status: string }>;
  const submissions = await Promise.all(list.map(async (row) => {
    const read = await (await fetch(`${url}${CF7}/submissions/${row.id}`, { headers: admin.headers })).json() as { files: Array<{ id: number }> };
    // The bytes the admin can download, not what the row claims: the file lives in the file storage.
    const fileBytes = await Promise.all(read.files.map(async (file) => {
      const download = await fetch(`${url}${CF7}/submissions/${row.id}/files/${file.id}`, { headers: admin.headers });
      const bytes = new Uint8Array(await download.arrayBuffer());
      return download.ok && bytes.every((byte) => byte === 37) ? bytes.length : -download.status;
    }));
    return { id: row.id, message: String(row.posted_data['your-message'] ?? ''), status: row.mail_status, fileBytes };
  }));
  const outbox = await (await fetch(`${url}${CF7}/outbox`, { headers: admin.headers })).json() as OutboxEntry[];
  return { submissions, outbox };
}

/** Waits until no mail job is waiting or being sent (the queue has settled); fails after 60 s. */
async function settled(url: string, admin: Admin): Promise<void> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    const { outbox } = await readBack(url, admin);
    if (outbox.every((entry) => entry.state === 'kept')) return;
    if (Date.now() > deadline) throw new Error(`Mail jobs still waiting: ${JSON.stringify(outbox)}`);
    await pause(200);
  }
}

describe('server killed with SIGKILL while visitors upload files and a slow mail server takes their mail', () => {
  it('stores each submission whole, sends the waiting mail after the restart, sends none twice and keeps the interrupted ones in the outbox', async () => {
    const slowness = { ms: 700 };
    const smtp = await startFakeSmtp(slowness);
    const dataDir = mkdtempSync(path.join(tmpdir(), 'mapsvg-mail-kill-'));
    const env = { SMTP_URL: `smtp://127.0.0.1:${smtp.port}` };
    let server: RunningServer = await startServer({ dataDir, env });
    try {
      const formId = await createFileForm(server.url, await logInByApi(server.url));
      const acknowledged = new Set<string>();
      let killed = false;
      const visitor = async (name: number) => {
        for (let count = 0; !killed; count += 1) {
          const message = `Kill message ${name}-${count}.`;
          const response = await postWithFile(server.url, formId, message).catch(() => undefined);
          if (!response?.ok) return;
          const answer = await response.json() as { status: string };
          if (answer.status === 'mail_sent' || answer.status === 'mail_failed') acknowledged.add(message);
        }
      };
      const visitors = Promise.all(Array.from({ length: 8 }, (_, index) => visitor(index)));
      const deadline = Date.now() + 120_000;
      while (acknowledged.size < 6 && Date.now() < deadline) await pause(20);
      await pause(Math.floor(Math.random() * 300));
      killed = true;
      await server.stop('SIGKILL');
      await visitors;
      const deliveredBeforeRestart = smtp.messages.length;
      slowness.ms = 0;
      server = await startServer({ dataDir, env });

      const admin = await logInByApi(server.url);
      await settled(server.url, admin);
      const { submissions, outbox } = await readBack(server.url, admin);
      const delivered = smtp.messages.map((raw) => /Kill message \d+-\d+\./.exec(raw)?.[0] ?? '');
      const kept = new Map(outbox.map((entry) => [entry.submission_id, entry]));

      for (const message of acknowledged) expect(submissions.map((row) => row.message), message).toContain(message);
      for (const row of submissions) {
        expect(row.fileBytes, `files of submission ${row.id}`).toEqual([FILE_BYTES]);
        expect(row.status === 'sent' || kept.has(row.id), `submission ${row.id} (${row.status}) is sent or its mail is in the outbox`).toBe(true);
        if (row.status === 'sent') expect(delivered, `mail of submission ${row.id}`).toContain(row.message);
        expect(delivered.filter((text) => text === row.message).length, `copies of ${row.message}`).toBeLessThanOrEqual(1);
      }
      // Files written for submissions the kill kept from committing were swept at the restart.
      const keptFiles = readdirSync(path.join(dataDir, 'uploads', 'submission-files'));
      expect(keptFiles.length, `files kept: ${keptFiles.join(', ')}`).toBe(submissions.length);
      // Jobs that were waiting when the server died were sent by the restarted one.
      expect(smtp.messages.length).toBeGreaterThan(deliveredBeforeRestart);
    } finally {
      await server.stop('SIGINT');
      removeDataDir(dataDir);
      await new Promise<void>((resolve) => smtp.server.close(() => resolve()));
    }
  }, 300_000);
});
