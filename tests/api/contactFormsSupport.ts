import { createServer, type Server } from 'node:net';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import type { TestDriver } from './drivers';
import { startTestApp, type AdminLogin, type TestApp } from './harness';

/** The contact-form REST namespace. */
export const cf7 = '/wp-json/contact-form-7/v1';

/** A body shaped like the widget's: the hidden `_wpcf7*` inputs plus the given fields. */
export function formBody(formId: number, fields: readonly (readonly [string, string | Blob, string?])[], unitTag = `wpcf7-f${formId}-o1`): FormData {
  const body = new FormData();
  body.append('_wpcf7', String(formId));
  body.append('_wpcf7_version', '6.0.6');
  body.append('_wpcf7_locale', 'en_US');
  if (unitTag !== '') body.append('_wpcf7_unit_tag', unitTag);
  body.append('_wpcf7_container_post', '0');
  body.append('_wpcf7_posted_data_hash', '');
  for (const [name, value, fileName] of fields) {
    if (typeof value === 'string') body.append(name, value);
    else body.append(name, value, fileName);
  }
  return body;
}

/**
 * Posts a multipart submission to a form's feedback endpoint, from `remoteAddress` when given
 * (suites that send more than one visitor's share of submissions spread them over addresses).
 */
export function postFeedback(app: FastifyInstance, formId: number, body: FormData, remoteAddress?: string): Promise<LightMyRequestResponse> {
  return app.inject({ method: 'POST', url: `${cf7}/contact-forms/${formId}/feedback`, payload: body as never, remoteAddress });
}

/** Creates a form as the admin and returns its id. */
export async function createForm(app: FastifyInstance, login: AdminLogin, form: Record<string, unknown>): Promise<number> {
  const response = await app.inject({
    method: 'POST',
    url: `${cf7}/contact-forms`,
    headers: { cookie: login.cookie, 'x-wp-nonce': login.nonce },
    payload: form,
  });
  if (response.statusCode !== 201) throw new Error(`Creating the form failed: ${response.body}`);
  return response.json<{ id: number }>().id;
}

/** The current answer hash of a form's quiz, as the refill call hands it out. */
export async function quizHashOf(app: FastifyInstance, formId: number, quiz: string): Promise<string> {
  const refill = await app.inject({ url: `${cf7}/contact-forms/${formId}/refill` });
  const hash = refill.json<{ quiz?: Record<string, [string, string]> }>().quiz?.[quiz]?.[1];
  if (hash === undefined) throw new Error(`No quiz ${quiz} in ${refill.body}`);
  return hash;
}

/** The envelope of one message an SMTP server received: `MAIL FROM` and every `RCPT TO`. */
export interface SmtpEnvelope {
  readonly from: string;
  readonly recipients: readonly string[];
}

/** The address inside `MAIL FROM:<a>` or `RCPT TO:<a>`. */
function envelopeAddress(line: string): string {
  return /<([^>]*)>/.exec(line)?.[1] ?? line.slice(line.indexOf(':') + 1).trim();
}

/**
 * A minimal SMTP server on loopback that accepts every message and keeps what it received: the
 * messages as sent after `DATA`, and beside each its envelope (whom the client asked it to
 * deliver to: a `Bcc` shows only there). The answer to a message's end waits `answerDelay.ms`
 * (a slow mail server; the message counts as received before that answer).
 */
export async function startFakeSmtp(answerDelay: { ms: number } = { ms: 0 }): Promise<{ server: Server; port: number; messages: string[]; envelopes: SmtpEnvelope[] }> {
  const messages: string[] = [];
  const envelopes: SmtpEnvelope[] = [];
  const server = createServer((socket) => {
    let buffer = '';
    let inData = false;
    let envelope: { from: string; recipients: string[] } = { from: '', recipients: [] };
    // A client that vanishes (a killed server) resets its connection; that is no error here.
    socket.on('error', () => undefined);
    socket.write('220 localhost ESMTP test\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      while (true) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end === -1) return;
          messages.push(buffer.slice(0, end));
          envelopes.push(envelope);
          envelope = { from: '', recipients: [] };
          buffer = buffer.slice(end + 5);
          inData = false;
          if (answerDelay.ms > 0) setTimeout(() => socket.write('250 OK queued\r\n'), answerDelay.ms);
          else socket.write('250 OK queued\r\n');
          continue;
        }
        const lineEnd = buffer.indexOf('\r\n');
        if (lineEnd === -1) return;
        const original = buffer.slice(0, lineEnd);
        const line = original.toUpperCase();
        buffer = buffer.slice(lineEnd + 2);
        if (line.startsWith('EHLO')) socket.write('250-localhost\r\n250 8BITMIME\r\n');
        else if (line.startsWith('DATA')) { inData = true; socket.write('354 go ahead\r\n'); }
        else if (line.startsWith('QUIT')) { socket.end('221 bye\r\n'); return; }
        else {
          if (line.startsWith('MAIL FROM')) envelope = { from: envelopeAddress(original), recipients: [] };
          if (line.startsWith('RCPT TO')) envelope.recipients.push(envelopeAddress(original));
          socket.write('250 OK\r\n');
        }
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('No port.');
  return { server, port: address.port, messages, envelopes };
}

/** A running fake SMTP server: what {@link startFakeSmtp} answers. */
export type FakeSmtp = Awaited<ReturnType<typeof startFakeSmtp>>;

/** Closes a fake SMTP server. */
export function closeFakeSmtp(smtp: FakeSmtp): Promise<void> {
  return new Promise<void>((resolve) => smtp.server.close(() => resolve()));
}

/**
 * For the enclosing `describe` block: a fake SMTP server and an app on `driver` that sends its
 * mail through it, both started before the block's tests and closed after them. The members are
 * set once the block's `beforeAll` has run.
 */
export function appWithFakeSmtp(driver: TestDriver): { readonly testApp: TestApp; readonly smtp: FakeSmtp } {
  const context = {} as { testApp: TestApp; smtp: FakeSmtp };
  beforeAll(async () => {
    context.smtp = await startFakeSmtp();
    context.testApp = await startTestApp(driver, { mail: { smtpUrl: `smtp://127.0.0.1:${context.smtp.port}` } });
  });
  afterAll(async () => {
    await context.testApp.close();
    await closeFakeSmtp(context.smtp);
  });
  return context;
}
