import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDrivers } from './drivers';
import { loginAsAdmin, startTestApp, type AdminLogin, type TestApp } from './harness';
import { cf7, createForm, formBody, postFeedback, quizHashOf } from './contactFormsSupport';

/** The demo form's fields, filled in correctly apart from the quiz hash. */
function goodDemoFields(quizHash: string): [string, string][] {
  return [
    ['your-name', 'Ann Example'],
    ['your-email', 'ann@example.com'],
    ['your-website', 'http://ann.example.com'],
    ['your-phone', '+44 (0)20 7946-0000'],
    ['your-topic', 'Maps'],
    ['your-interests[]', 'Regions'],
    ['your-interests[]', 'Directory'],
    ['your-message', 'Hello, I would like a map of my shops.'],
    ['your-quiz', ' paris '],
    ['_wpcf7_quiz_answer_your-quiz', quizHash],
    ['your-consent', '1'],
  ];
}

/** A loopback port nothing listens on: mail sent there fails at once. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (address === null || typeof address === 'string') throw new Error('No port.');
  return address.port;
}

describe.each(testDrivers())('contact form feedback on $name', (driver) => {
  let testApp: TestApp;
  let login: AdminLogin;
  beforeAll(async () => {
    testApp = await startTestApp(driver);
    login = await loginAsAdmin(testApp.app);
  });
  afterAll(async () => { await testApp.close(); });

  const admin = () => ({ cookie: login.cookie, 'x-wp-nonce': login.nonce });

  it('sends a correct submission: mail_sent, stored, and the mail with placeholders filled kept in the outbox', async () => {
    const hash = await quizHashOf(testApp.app, 1, 'your-quiz');
    const response = await postFeedback(testApp.app, 1, formBody(1, [...goodDemoFields(hash), ['your-submit', 'Send']]));
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      contact_form_id: 1,
      status: 'mail_sent',
      message: 'Thank you for your message. It has been sent.',
      invalid_fields: [],
      into: '#wpcf7-f1-o1',
    });
    expect(body.posted_data_hash).toMatch(/^[0-9a-f]{32}$/);
    expect(body.quiz['your-quiz'][0]).toBe('What is the capital of France?');

    const submissions = (await testApp.app.inject({ url: `${cf7}/contact-forms/1/submissions`, headers: admin() })).json();
    expect(submissions[0]).toMatchObject({
      contact_form_id: 1,
      mail_status: 'outbox',
      posted_data: { 'your-name': 'Ann Example', 'your-interests': ['Regions', 'Directory'], 'your-consent': '1' },
      consents: [{ name: 'your-consent', content: 'I agree that my message and contact details are stored to answer me.' }],
    });
    const outbox = (await testApp.app.inject({ url: `${cf7}/outbox`, headers: admin() })).json();
    expect(outbox[0]).toMatchObject({
      submission_id: submissions[0].id,
      mail_to: 'owner@example.com',
      subject: 'Demo form: Maps',
      headers: 'Reply-To: ann@example.com',
    });
    expect(outbox[0].body).toContain('From: Ann Example <ann@example.com>');
    expect(outbox[0].body).toContain('Interested in: Regions, Directory');
  });

  it('reports only the first failing rule of each field, with idref and error id', async () => {
    const id = await createForm(testApp.app, login, { title: 'Rules', form: '[email* mail id:mail-input minlength:20] [text nick maxlength:3] [number n min:5]' });
    const response = await postFeedback(testApp.app, id, formBody(id, [['mail', 'not-an-email'], ['nick', 'abcd'], ['n', '7']]));
    const body = response.json();
    expect(body.status).toBe('validation_failed');
    expect(body.message).toBe('One or more fields have an error. Please check and try again.');
    expect(body.invalid_fields).toEqual([
      { field: 'mail', message: 'Please enter an email address.', idref: 'mail-input', error_id: `wpcf7-f${id}-o1-ve-mail` },
      { field: 'nick', message: 'This field has a too long input.', idref: null, error_id: `wpcf7-f${id}-o1-ve-nick` },
    ]);
  });

  it('checks acceptance only after the fields are valid', async () => {
    const hash = await quizHashOf(testApp.app, 1, 'your-quiz');
    const withoutConsent = goodDemoFields(hash).filter(([name]) => name !== 'your-consent');
    const missing = await postFeedback(testApp.app, 1, formBody(1, withoutConsent));
    expect(missing.json()).toMatchObject({ status: 'acceptance_missing', message: 'You must accept the terms and conditions before sending your message.', invalid_fields: [] });

    const alsoInvalid = await postFeedback(testApp.app, 1, formBody(1, withoutConsent.map(([n, v]) => [n, n === 'your-email' ? 'nope' : v])));
    expect(alsoInvalid.json().status).toBe('validation_failed');
  });

  it('reports a missing acceptance as a field error when acceptance is used as validation', async () => {
    const id = await createForm(testApp.app, login, { title: 'Consent as validation', form: '[acceptance ok] Yes [/acceptance]', additional_settings: 'acceptance_as_validation: on' });
    const body = (await postFeedback(testApp.app, id, formBody(id, []))).json();
    expect(body.status).toBe('validation_failed');
    expect(body.invalid_fields).toEqual([{ field: 'ok', message: 'You must accept the terms and conditions before sending your message.', idref: null, error_id: `wpcf7-f${id}-o1-ve-ok` }]);
  });

  it('reports a wrong or missing quiz answer on the quiz as a field error (validation_failed), as Contact Form 7 does, and stores nothing', async () => {
    const before = (await testApp.app.inject({ url: `${cf7}/submissions`, headers: admin() })).json().length;
    const hash = await quizHashOf(testApp.app, 1, 'your-quiz');
    const wrong = goodDemoFields(hash).map(([n, v]): [string, string] => [n, n === 'your-quiz' ? 'Lyon' : v]);
    const refused = (await postFeedback(testApp.app, 1, formBody(1, wrong))).json();
    expect(refused.status).toBe('validation_failed');
    expect(refused.message).toBe('One or more fields have an error. Please check and try again.');
    expect(refused.invalid_fields).toEqual([{ field: 'your-quiz', message: 'The answer to the quiz is incorrect.', idref: 'contact-quiz', error_id: 'wpcf7-f1-o1-ve-your-quiz' }]);

    // Found with the other fields' errors in one pass, not after them.
    const withOthers = wrong.map(([n, v]): [string, string] => [n, n === 'your-email' ? 'not-an-email' : v]);
    expect((await postFeedback(testApp.app, 1, formBody(1, withOthers))).json().invalid_fields.map((entry: { field: string }) => entry.field).sort())
      .toEqual(['your-email', 'your-quiz']);

    const forged = goodDemoFields('0'.repeat(64));
    expect((await postFeedback(testApp.app, 1, formBody(1, forged))).json().status).toBe('validation_failed');
    const after = (await testApp.app.inject({ url: `${cf7}/submissions`, headers: admin() })).json().length;
    expect(after).toBe(before);
  });

  it('accepts the free-text option with the typed text and checks uploaded files by the form rules', async () => {
    const id = await createForm(testApp.app, login, { title: 'Extras', form: '[checkbox how free_text "Search" "Other"] [file* cv filetypes:pdf limit:1kb]' });
    const tooBig = new Blob(['x'.repeat(2048)], { type: 'application/pdf' });
    const big = (await postFeedback(testApp.app, id, formBody(id, [['how[]', 'Other'], ['how_free_text', 'a friend'], ['cv', tooBig, 'cv.pdf']]))).json();
    expect(big.invalid_fields).toEqual([expect.objectContaining({ field: 'cv', message: 'The uploaded file is too large.' })]);
    const wrongType = (await postFeedback(testApp.app, id, formBody(id, [['cv', new Blob(['MZ']), 'cv.exe']]))).json();
    expect(wrongType.invalid_fields[0].message).toBe('You are not allowed to upload files of this type.');

    const ok = (await postFeedback(testApp.app, id, formBody(id, [['how[]', 'Other'], ['how_free_text', ' a friend '], ['cv', new Blob(['%PDF']), 'cv.pdf']]))).json();
    expect(ok.status).toBe('mail_sent');
    const [stored] = (await testApp.app.inject({ url: `${cf7}/contact-forms/${id}/submissions`, headers: admin() })).json();
    expect(stored.posted_data).toEqual({ how: ['Other a friend'], cv: [{ name: 'cv.pdf', type: 'application/octet-stream', size: 4 }] });
  });

  it('answers 404 for an unknown form, 400 without a unit tag and 415 for a body that is not multipart', async () => {
    const unknown = await postFeedback(testApp.app, 999, formBody(999, []));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ code: 'wpcf7_not_found', message: 'The requested contact form was not found.', data: { status: 404 } });

    const noUnitTag = await postFeedback(testApp.app, 1, formBody(1, [['your-name', 'x']], ''));
    expect(noUnitTag.statusCode).toBe(400);
    expect(noUnitTag.json().code).toBe('wpcf7_unit_tag_not_found');

    const json = await testApp.app.inject({ method: 'POST', url: `${cf7}/contact-forms/1/feedback`, payload: { _wpcf7_unit_tag: 'wpcf7-f1-o1' } });
    expect(json.statusCode).toBe(415);
    expect(json.json().code).toBe('wpcf7_unsupported_media_type');
  });
});

describe.each(testDrivers())('contact form mail failure on $name', (driver) => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await startTestApp(driver, { mail: { smtpUrl: `smtp://127.0.0.1:${await closedPort()}` } });
  });
  afterAll(async () => { await testApp.close(); });

  it('answers mail_failed when the SMTP server is unreachable, keeps the submission and its mail in the outbox for a retry', async () => {
    const hash = await quizHashOf(testApp.app, 1, 'your-quiz');
    const body = (await postFeedback(testApp.app, 1, formBody(1, goodDemoFields(hash)))).json();
    expect(body.status).toBe('mail_failed');
    expect(body.message).toBe('There was an error trying to send your message. Please try again later.');

    const login = await loginAsAdmin(testApp.app);
    const [stored] = (await testApp.app.inject({ url: `${cf7}/submissions`, headers: { cookie: login.cookie } })).json();
    expect(stored).toMatchObject({ mail_status: 'failed', posted_data: { 'your-name': 'Ann Example' } });
    expect(stored.mail_error).toMatch(/ECONNREFUSED|connect/i);
    const outbox = (await testApp.app.inject({ url: `${cf7}/outbox`, headers: { cookie: login.cookie } })).json();
    expect(outbox).toEqual([expect.objectContaining({ submission_id: stored.id, subject: 'Demo form: Maps', last_error: stored.mail_error })]);
  });
});
