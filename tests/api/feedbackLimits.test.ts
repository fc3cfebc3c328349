import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../api/app';
import { DEFAULT_SUBMISSIONS_PER_WINDOW } from '../../api/routes/contactForm7';
import { cf7, createForm, formBody, postFeedback } from './contactFormsSupport';
import { testDrivers } from './drivers';
import { listenOnLoopback } from './healthProbe';
import { loginAsAdmin, startTestApp, type AdminLogin, type TestApp } from './harness';
import { multipartChunks, streamUpload } from './rawUpload';

const boundary = 'limits-test-boundary';
const multipartHeaders = { 'content-type': `multipart/form-data; boundary=${boundary}` };
const MB = 1024 * 1024;
/** 64 MB of filler in 64 KB chunks, far more than the socket buffers can hold unread. */
const bigFiller = { chunkBytes: 64 * 1024, repeat: 1024 };
/**
 * Most body bytes a client may have written when the server stopped reading early: what the
 * server read, plus what the loopback socket buffers take in unread (several MB on Linux).
 */
const UNREAD_SLACK = 24 * MB;

/** The hidden inputs a rendered form posts, as raw parts. */
function hiddenParts(formId: number) {
  return [
    { name: '_wpcf7', value: String(formId) },
    { name: '_wpcf7_unit_tag', value: `wpcf7-f${formId}-o1` },
  ];
}

describe.each(testDrivers())('contact-form request limits on $name', (driver) => {
  let testApp: TestApp;
  let login: AdminLogin;
  let baseUrl: string;
  let cvForm: number;
  beforeAll(async () => {
    testApp = await startTestApp(driver);
    login = await loginAsAdmin(testApp.app);
    cvForm = await createForm(testApp.app, login, { title: 'Limits', form: '[text* your-name] [file cv limit:100kb]' });
    baseUrl = await listenOnLoopback(testApp.app);
  });
  afterAll(async () => { await testApp.close(); });

  const feedbackPath = (formId: number) => `${cf7}/contact-forms/${formId}/feedback`;
  const storedCount = async (formId: number) => (await testApp.app.inject({ url: `${cf7}/contact-forms/${formId}/submissions`, headers: { cookie: login.cookie } })).json<unknown[]>().length;

  it('refuses fields the form does not have, naming them, and stores nothing', async () => {
    const before = await storedCount(cvForm);
    const padded = await postFeedback(testApp.app, cvForm, formBody(cvForm, [['your-name', 'Ann'], ['junk', 'x'.repeat(2000)]]));
    expect(padded.statusCode).toBe(400);
    expect(padded.json()).toMatchObject({ code: 'wpcf7_unknown_field', message: 'The submission has a field this form does not have: "junk".' });
    const two = await postFeedback(testApp.app, cvForm, formBody(cvForm, [['your-name', 'Ann'], ['go', 'Send'], ['extra', '1']]));
    expect(two.statusCode).toBe(400);
    expect(two.json().message).toBe('The submission has a field this form does not have: "extra".');
    // The submit button's own name and value are one short part the form's fields do not name: accepted.
    const withSubmitter = await postFeedback(testApp.app, cvForm, formBody(cvForm, [['your-name', 'Ann'], ['go', 'Send']]));
    expect(withSubmitter.json().status).toBe('mail_sent');
    expect(await storedCount(cvForm)).toBe(before + 1);
  });

  it('refuses a file for a field that is not a file field, and more files than the form has, as the parts arrive', async () => {
    const unknownFile = await streamUpload(baseUrl, feedbackPath(cvForm), multipartHeaders,
      multipartChunks(boundary, [...hiddenParts(cvForm), { name: 'your-name', filename: 'big.bin' }], bigFiller));
    expect(unknownFile.status).toBe(400);
    expect(JSON.parse(unknownFile.body)).toMatchObject({ code: 'wpcf7_unexpected_file' });
    expect(unknownFile.finished).toBe(false);
    expect(unknownFile.bytesSent).toBeLessThan(UNREAD_SLACK);

    const threeFiles = new FormData();
    for (const [name, value] of formBody(cvForm, [['your-name', 'Ann']]).entries()) threeFiles.append(name, value);
    for (let i = 0; i < 3; i += 1) threeFiles.append('cv', new Blob(['%PDF']), `cv-${i}.pdf`);
    const tooMany = await postFeedback(testApp.app, cvForm, threeFiles);
    expect(tooMany.statusCode).toBe(413);
    expect(tooMany.json()).toMatchObject({ code: 'wpcf7_too_many_files', message: 'The submission has more files than this form accepts (1).' });
  });

  it('refuses a body declared larger than the form accepts before reading it', async () => {
    const declared = await streamUpload(baseUrl, feedbackPath(cvForm), { ...multipartHeaders, 'content-length': String(40 * MB) },
      multipartChunks(boundary, [...hiddenParts(cvForm), { name: 'cv', filename: 'cv.pdf' }], bigFiller));
    expect(declared.status).toBe(413);
    expect(JSON.parse(declared.body)).toMatchObject({ code: 'wpcf7_request_too_large', message: 'The submission is too large: this form accepts at most 1.1 MB in all.' });
    expect(declared.finished).toBe(false);
    expect(declared.bytesSent).toBeLessThan(UNREAD_SLACK);
  });

  it('stops reading 4 parallel uploads of 20 big files each as soon as they pass the form\'s limits, without buffering them', async () => {
    const heapBefore = process.memoryUsage().heapUsed;
    const uploads = [0, 1, 2, 3].map(() => streamUpload(baseUrl, feedbackPath(cvForm), multipartHeaders,
      multipartChunks(boundary, [...hiddenParts(cvForm), ...Array.from({ length: 19 }, () => ({ name: 'cv', filename: 'a.pdf', value: 'x' })), { name: 'cv', filename: 'cv.pdf' }], bigFiller)));
    const answers = await Promise.all(uploads);
    for (const answer of answers) {
      expect(answer.status).toBe(413);
      expect(answer.finished).toBe(false);
      expect(answer.bytesSent).toBeLessThan(UNREAD_SLACK);
    }
    const chunkedBig = await streamUpload(baseUrl, feedbackPath(cvForm), multipartHeaders,
      multipartChunks(boundary, [...hiddenParts(cvForm), { name: 'cv', filename: 'cv.pdf' }], bigFiller));
    expect(chunkedBig.status).toBe(413);
    expect(JSON.parse(chunkedBig.body).code).toBe('wpcf7_request_too_large');
    expect(chunkedBig.finished).toBe(false);
    expect(chunkedBig.bytesSent).toBeLessThan(UNREAD_SLACK);
    expect(process.memoryUsage().heapUsed - heapBefore).toBeLessThan(64 * MB);
  });

  it('limits submissions per address, counted in the database', async () => {
    const formId = 1;
    const submit = (remoteAddress: string) => testApp.app.inject({ method: 'POST', url: feedbackPath(formId), remoteAddress, payload: formBody(formId, [['your-name', '']]) as never });
    const statuses = await Promise.all(Array.from({ length: DEFAULT_SUBMISSIONS_PER_WINDOW + 5 }, () => submit('10.6.0.1').then((response) => response.statusCode)));
    expect(statuses.filter((status) => status === 200)).toHaveLength(DEFAULT_SUBMISSIONS_PER_WINDOW);
    const refused = await submit('10.6.0.1');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'rest_too_many_requests', message: 'Too many submissions from your address. Please try again in 10 minutes.' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(500);
    expect((await submit('10.6.0.2')).statusCode).toBe(200);
    const restarted = await buildApp({ db: testApp.db });
    try {
      const afterRestart = await restarted.inject({ method: 'POST', url: feedbackPath(formId), remoteAddress: '10.6.0.1', payload: formBody(formId, [['your-name', '']]) as never });
      expect(afterRestart.statusCode).toBe(429);
    } finally {
      await restarted.close();
    }
  });
});
