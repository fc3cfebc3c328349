import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadCaptcha } from '../../api/services/contactForm/captcha';
import { testDrivers } from './drivers';
import { loginAsAdmin, startTestApp, type TestApp } from './harness';
import { cf7, createForm, formBody, postFeedback } from './contactFormsSupport';

describe.each(testDrivers())('contact form captcha on $name', (driver) => {
  let testApp: TestApp;
  let formId: number;
  beforeAll(async () => {
    testApp = await startTestApp(driver);
    formId = await createForm(testApp.app, await loginAsAdmin(testApp.app), { title: 'Captcha', form: '[text* name] [captchac code] [captchar code]' });
  });
  afterAll(async () => { await testApp.close(); });

  /** A challenge as a rendered page hands it out, read from the shortcode fragment. */
  async function renderedChallenge(): Promise<string> {
    const fragment = await testApp.app.inject({ url: `/wp-admin/admin-ajax.php?action=mapsvg_shortcode&shortcode=${encodeURIComponent(`[contact-form-7 id="${formId}"]`)}` });
    const challenge = /name="_wpcf7_captcha_challenge_code" value="(\d+)"/.exec(fragment.body)?.[1];
    expect(fragment.body).toContain(`<img class="wpcf7-form-control wpcf7-captchac wpcf7-captcha-code" width="72" height="24" alt="captcha" src="/wp-json/contact-form-7/v1/captcha/${challenge}.png" />`);
    if (challenge === undefined) throw new Error('No challenge rendered.');
    return challenge;
  }

  it('serves the challenge image as an SVG showing its code', async () => {
    const challenge = await renderedChallenge();
    const image = await testApp.app.inject({ url: `${cf7}/captcha/${challenge}.png` });
    expect(image.headers['content-type']).toContain('image/svg+xml');
    const shown = [...image.body.matchAll(/<text [^>]*>(.)<\/text>/g)].map((match) => match[1]).join('');
    expect(shown).toBe((await loadCaptcha(testApp.db)).answerOf(challenge));
    expect((await testApp.app.inject({ url: `${cf7}/captcha/../../x.png` })).statusCode).toBe(404);
  });

  it('sends with the right code (any case), refuses a wrong one as spam, and never accepts a code twice', async () => {
    const captcha = await loadCaptcha(testApp.db);
    const wrongChallenge = await renderedChallenge();
    const wrong = (await postFeedback(testApp.app, formId, formBody(formId, [['name', 'Ann'], ['code', 'XXXX'], ['_wpcf7_captcha_challenge_code', wrongChallenge]]))).json();
    expect(wrong.status).toBe('spam');
    expect(wrong.invalid_fields).toEqual([expect.objectContaining({ field: 'code', message: 'Your entered code is incorrect.' })]);
    expect(wrong.captcha.code).toMatch(/^\/wp-json\/contact-form-7\/v1\/captcha\/\d{16}\.png$/);

    const challenge = await renderedChallenge();
    const fields: [string, string][] = [['name', 'Ann'], ['code', captcha.answerOf(challenge).toLowerCase()], ['_wpcf7_captcha_challenge_code', challenge]];
    expect((await postFeedback(testApp.app, formId, formBody(formId, fields))).json().status).toBe('mail_sent');
    expect((await postFeedback(testApp.app, formId, formBody(formId, fields))).json().status).toBe('spam');
  });

  it('refuses a challenge issued more than an hour ago', async () => {
    const captcha = await loadCaptcha(testApp.db);
    const old = `${Math.floor(Date.now() / 1000) - 2 * 3600}123456`;
    const body = (await postFeedback(testApp.app, formId, formBody(formId, [['name', 'Ann'], ['code', captcha.answerOf(old)], ['_wpcf7_captcha_challenge_code', old]]))).json();
    expect(body.status).toBe('spam');
  });

  it('refills a new captcha image for the form', async () => {
    const refill = (await testApp.app.inject({ url: `${cf7}/contact-forms/${formId}/refill` })).json();
    expect(Object.keys(refill)).toEqual(['captcha']);
    expect(refill.captcha.code).toMatch(/\/captcha\/\d{16}\.png$/);
  });
});
