import { describe, expect, it } from 'vitest';
import { testDrivers } from './drivers';
import { loginAsAdmin } from './harness';
import { appWithFakeSmtp, cf7, formBody, postFeedback, quizHashOf } from './contactFormsSupport';

describe.each(testDrivers())('contact form mail over SMTP on $name', (driver) => {
  const mailed = appWithFakeSmtp(driver);

  it('sends the mail through SMTP_URL with the filled-in subject, body and Reply-To, and nothing goes to the outbox', async () => {
    const { testApp, smtp } = mailed;
    const hash = await quizHashOf(testApp.app, 1, 'your-quiz');
    const body = (await postFeedback(testApp.app, 1, formBody(1, [
      ['your-name', 'Bo Smtp'], ['your-email', 'bo@example.com'], ['your-topic', 'Contact forms'],
      ['your-message', 'Sent over real SMTP.'], ['your-quiz', 'Paris'], ['_wpcf7_quiz_answer_your-quiz', hash], ['your-consent', '1'],
    ]))).json();
    expect(body.status).toBe('mail_sent');
    expect(smtp.messages).toHaveLength(1);
    const message = smtp.messages[0] ?? '';
    expect(message).toContain('Subject: Demo form: Contact forms');
    expect(message).toContain('To: owner@example.com');
    expect(message).toContain('Reply-To: bo@example.com');
    expect(message).toContain('From: Bo Smtp <bo@example.com>');

    const login = await loginAsAdmin(testApp.app);
    const [stored] = (await testApp.app.inject({ url: `${cf7}/submissions`, headers: { cookie: login.cookie } })).json();
    expect(stored.mail_status).toBe('sent');
    expect((await testApp.app.inject({ url: `${cf7}/outbox`, headers: { cookie: login.cookie } })).json()).toEqual([]);
  });
});
