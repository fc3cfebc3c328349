import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDrivers, type TestDriver } from './drivers';
import { loginAsAdmin, startTestApp, type AdminLogin, type TestApp } from './harness';
import { appWithFakeSmtp, cf7, createForm, formBody, postFeedback } from './contactFormsSupport';

/** A form whose every mail header carries a visitor's value, as a site owner may well write it. */
const relayableForm = {
  title: 'Header injection',
  form: '[text* your-name] [email* your-email] [text your-subject] [text your-extra] [textarea your-message] [file your-file filetypes:pdf limit:1mb] [submit "Send"]',
  mail: {
    recipient: 'owner@example.com',
    sender: '[your-name] <forms@example.com>',
    subject: 'Message: [your-subject]',
    body: '[your-message]',
    additional_headers: 'Reply-To: [your-name] <[your-email]>\n[your-extra]\nX-[your-subject]: yes',
  },
};

/** What an attacker posts: a new header line in every single-line value, and one as a whole value. */
function injectingSubmission(formId: number): FormData {
  return formBody(formId, [
    ['your-name', 'Eve\r\nBcc: victim@example.org'],
    ['your-email', 'eve@example.com'],
    ['your-subject', 'Hello\nBcc: second-victim@example.org\r\nX-Mailer: spam'],
    ['your-extra', 'Bcc: third-victim@example.org'],
    ['your-message', 'Buy now.\nSecond line of the body stays.'],
    ['your-file', new Blob(['%PDF-1.4 spam']), 'offer.pdf'],
  ]);
}

/** Header lines of a raw message (before the first empty line), unfolded. */
function headerLines(raw: string): string[] {
  return raw.split('\r\n\r\n')[0]?.replace(/\r\n[ \t]+/g, ' ').split('\r\n') ?? [];
}

async function createRelayableForm(app: TestApp['app']): Promise<{ id: number; login: AdminLogin }> {
  const login = await loginAsAdmin(app);
  return { id: await createForm(app, login, relayableForm), login };
}

describe.each(testDrivers())('contact-form mail headers on $name', (driver: TestDriver) => {
  describe('over SMTP', () => {
    const mailed = appWithFakeSmtp(driver);

    it('delivers to the admin\'s recipient only: no RCPT TO and no header line for what a visitor injected', async () => {
      const { testApp, smtp } = mailed;
      const { id } = await createRelayableForm(testApp.app);
      const answer = (await postFeedback(testApp.app, id, injectingSubmission(id))).json();
      expect(answer).toMatchObject({ status: 'mail_sent', invalid_fields: [] });

      expect(smtp.envelopes).toEqual([{ from: 'forms@example.com', recipients: ['owner@example.com'] }]);
      const lines = headerLines(smtp.messages[0] ?? '');
      expect(lines.filter((line) => /^(bcc|cc|x-mailer|x-hello)/i.test(line))).toEqual([]);
      expect(lines.find((line) => line.startsWith('Subject:'))).toBe('Subject: Message: Hello Bcc: second-victim@example.org X-Mailer: spam');
      expect(smtp.messages[0]).toContain('Second line of the body stays.');
    });
  });

  describe('in outbox mode', () => {
    let testApp: TestApp;
    beforeAll(async () => {
      testApp = await startTestApp(driver);
    });
    afterAll(async () => {
      await testApp.close();
    });

    it('stores only the header lines the admin wrote, each on one line', async () => {
      const { id, login } = await createRelayableForm(testApp.app);
      expect((await postFeedback(testApp.app, id, injectingSubmission(id))).json()).toMatchObject({ status: 'mail_sent' });

      const [kept] = (await testApp.app.inject({ url: `${cf7}/outbox`, headers: { cookie: login.cookie } })).json();
      expect(kept.headers).toBe('Reply-To: Eve Bcc: victim@example.org <eve@example.com>');
      expect(kept.subject).toBe('Message: Hello Bcc: second-victim@example.org X-Mailer: spam');
      expect(kept.mail_from).toBe('Eve Bcc: victim@example.org <forms@example.com>');
      expect(kept.mail_to).toBe('owner@example.com');
      expect(kept.body).toMatch(/^Buy now.\r?\nSecond line of the body stays.$/);
    });
  });
});
