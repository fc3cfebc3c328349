import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertPost } from '../../api/repositories/postsRepository';
import { testDrivers } from './drivers';
import { loginAsAdmin, startTestApp, type AdminLogin, type TestApp } from './harness';
import { cf7, createForm } from './contactFormsSupport';

const template = `<label> Name [text* your-name id:name-field class:wide placeholder "Jane"] </label>

[email your-email]
[select colour include_blank "Red" "Blue|blue@example.com"]
[checkbox topics exclusive use_label_element default:2 "Sales" "Support"]
[radio size label_first "S" "M"]
[acceptance consent optional invert] No newsletter, thanks [/acceptance]
[number* guests min:1 max:8]
[file cv filetypes:pdf|txt limit:10kb]
[submit "Go"]`;

describe.each(testDrivers())('contact forms admin and markup on $name', (driver) => {
  let testApp: TestApp;
  let login: AdminLogin;
  beforeAll(async () => {
    testApp = await startTestApp(driver);
    login = await loginAsAdmin(testApp.app);
  });
  afterAll(async () => { await testApp.close(); });

  const admin = () => ({ cookie: login.cookie, 'x-wp-nonce': login.nonce });

  it('refuses admin calls without a session (401) or without the nonce (403), writing nothing', async () => {
    const anonymous = await testApp.app.inject({ url: `${cf7}/contact-forms` });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().code).toBe('rest_not_logged_in');
    const noNonce = await testApp.app.inject({ method: 'POST', url: `${cf7}/contact-forms`, headers: { cookie: login.cookie }, payload: { title: 'Sneaky' } });
    expect(noNonce.statusCode).toBe(403);
    const list = await testApp.app.inject({ url: `${cf7}/contact-forms`, headers: { cookie: login.cookie } });
    expect(list.json().map((form: { title: string }) => form.title)).not.toContain('Sneaky');
    expect((await testApp.app.inject({ url: `${cf7}/outbox` })).statusCode).toBe(401);
  });

  it('lists the seeded demo form', async () => {
    const list = await testApp.app.inject({ url: `${cf7}/contact-forms`, headers: admin() });
    expect(list.statusCode).toBe(200);
    expect(list.json()).toContainEqual({
      id: 1, slug: 'demo-contact-form', title: 'Contact us', locale: 'en_US', shortcode: '[contact-form-7 id="1" title="Contact us"]', submissions: 0,
    });
  });

  it('creates, reads, updates and deletes a form with its mail settings and messages', async () => {
    const id = await createForm(testApp.app, login, {
      title: 'Quote request',
      form: '[text* company] [submit]',
      mail: { recipient: 'sales@example.com', subject: 'Quote for [company]' },
      messages: { mail_sent_ok: 'Thanks, we will call you.' },
    });
    const read = await testApp.app.inject({ url: `${cf7}/contact-forms/${id}`, headers: admin() });
    const form = read.json();
    expect(form.title).toBe('Quote request');
    expect(form.properties.form.content).toBe('[text* company] [submit]');
    expect(form.properties.form.fields.map((field: { name: string }) => field.name)).toEqual(['company', '']);
    expect(form.properties.mail).toMatchObject({ recipient: 'sales@example.com', subject: 'Quote for [company]' });
    expect(form.properties.messages).toEqual({ mail_sent_ok: 'Thanks, we will call you.' });

    const updated = await testApp.app.inject({ method: 'PUT', url: `${cf7}/contact-forms/${id}`, headers: admin(), payload: { title: 'Quotes' } });
    expect(updated.json().title).toBe('Quotes');
    expect(updated.json().properties.mail.recipient).toBe('sales@example.com');

    const deleted = await testApp.app.inject({ method: 'DELETE', url: `${cf7}/contact-forms/${id}`, headers: admin() });
    expect(deleted.json().deleted).toBe(true);
    const gone = await testApp.app.inject({ url: `${cf7}/contact-forms/${id}`, headers: admin() });
    expect(gone.statusCode).toBe(404);
    expect(gone.json().code).toBe('wpcf7_not_found');
  });

  it('rejects a form body with fields of the wrong type', async () => {
    const response = await testApp.app.inject({ method: 'POST', url: `${cf7}/contact-forms`, headers: admin(), payload: { title: 'X', form: 42 } });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('rest_invalid_param');
  });

  it('renders the demo form on / in Contact Form 7 markup, with the contact-form bundle', async () => {
    const page = await testApp.app.inject({ url: '/' });
    const html = page.body;
    expect(html).toMatch(/<div class="wpcf7 no-js" id="wpcf7-f1-o1"[^>]*data-wpcf7-id="1"[^>]*data-wpcf7-api-root="\/wp-json\/"/);
    expect(html).toContain('<div class="screen-reader-response"><p role="status" aria-live="polite" aria-atomic="true"></p> <ul></ul></div>');
    expect(html).toMatch(/<form [^>]*class="wpcf7-form init"[^>]*data-status="init"/);
    for (const hidden of ['_wpcf7', '_wpcf7_version', '_wpcf7_locale', '_wpcf7_unit_tag', '_wpcf7_container_post', '_wpcf7_posted_data_hash']) {
      expect(html).toContain(`name="${hidden}"`);
    }
    for (const field of ['your-name', 'your-email', 'your-website', 'your-phone', 'your-topic', 'your-interests', 'your-message', 'your-quiz', 'your-consent']) {
      expect(html).toContain(`<span class="wpcf7-form-control-wrap" data-name="${field}">`);
    }
    expect(html).toContain('<div class="wpcf7-response-output" aria-hidden="true"></div>');
    expect(html).toMatch(/<script type="module" src="\/dist\/contact-form[^"]*\.js"><\/script>/);
    // No inline code: the only scripts without a source are maps' JSON answers, which never run.
    expect(html).not.toMatch(/<script(?![^>]*src=)(?![^>]*type="application\/json")[^>]*>/);
  });

  it('renders every option people use into the control markup', async () => {
    const id = await createForm(testApp.app, login, { title: 'Options', form: template });
    const fragment = await testApp.app.inject({ url: `/wp-admin/admin-ajax.php?action=mapsvg_shortcode&shortcode=${encodeURIComponent(`[contact-form-7 id="${id}"]`)}` });
    const html = fragment.body;
    expect(html).toContain(`id="wpcf7-f${id}-o1"`);
    expect(html).toMatch(/<input [^>]*class="wpcf7-form-control wpcf7-text wpcf7-validates-as-required wide" id="name-field"[^>]*aria-required="true"[^>]*placeholder="Jane" value="" type="text" name="your-name"/);
    expect(html).toContain('<option value="">—Please choose an option—</option><option value="Red">Red</option><option value="Blue">Blue</option>');
    expect(html).toContain('class="wpcf7-form-control wpcf7-checkbox wpcf7-exclusive-checkbox"');
    expect(html).toContain('<span class="wpcf7-list-item last"><label><input type="checkbox" name="topics[]" value="Support" checked="checked" /><span class="wpcf7-list-item-label">Support</span></label></span>');
    expect(html).toContain('<span class="wpcf7-list-item first"><span class="wpcf7-list-item-label">S</span><input type="radio" name="size" value="S" /></span>');
    expect(html).toContain('class="wpcf7-form-control wpcf7-acceptance optional invert"');
    expect(html).toMatch(/class="wpcf7-form-control wpcf7-number wpcf7-validates-as-required wpcf7-validates-as-number" min="1" max="8"/);
    expect(html).toContain('accept=".pdf,.txt"');
    expect(html).toContain('enctype="multipart/form-data"');
    expect(html).toContain('<input class="wpcf7-form-control wpcf7-submit has-spinner" type="submit" value="Go" />');
  });

  it('renders [contact-form-7 id] in a post with the post in the unit tag, and a notice for an unknown form', async () => {
    const post = await insertPost(testApp.db, { post_type: 'page', title: 'Contact', url: '/contact/', content: 'Write to us.\n\n[contact-form-7 id="1" title="Contact us"]\n\n[contact-form-7 id="999"]' });
    const page = await testApp.app.inject({ url: `/embed/post?post=${post.id}` });
    expect(page.body).toContain(`id="wpcf7-f1-p${post.id}-o1"`);
    expect(page.body).toContain(`<input type="hidden" name="_wpcf7_container_post" value="${post.id}" />`);
    expect(page.body).toContain('Contact form 999 not found.');
    expect(page.body).toMatch(/src="\/dist\/contact-form[^"]*\.js"/);
  });

  it('serves the validation schema built from the form tags, with the form messages', async () => {
    const id = await createForm(testApp.app, login, { title: 'Schema', form: '[email* mail maxlength:50] [checkbox* pick "A" "B"]', messages: { invalid_email: 'That is no email.' } });
    const response = await testApp.app.inject({ url: `${cf7}/contact-forms/${id}/feedback/schema` });
    expect(response.statusCode).toBe(200);
    expect(response.json().rules).toEqual([
      { rule: 'required', field: 'pick', error: 'Please fill out this field.' },
      { rule: 'required', field: 'mail', error: 'Please fill out this field.' },
      { rule: 'email', field: 'mail', error: 'That is no email.' },
      { rule: 'maxlength', field: 'mail', threshold: 50, error: 'This field has a too long input.' },
      { rule: 'enum', field: 'pick', accept: ['A', 'B'], error: 'Undefined value was submitted through this field.' },
    ]);
    expect((await testApp.app.inject({ url: `${cf7}/contact-forms/999/feedback/schema` })).statusCode).toBe(404);
  });

  it('refills the quiz with a question and answer hash, and answers [] for a form without spam checks', async () => {
    const quizForm = await testApp.app.inject({ url: `${cf7}/contact-forms/1/refill` });
    const [question, hash] = quizForm.json().quiz['your-quiz'];
    expect(question).toBe('What is the capital of France?');
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    const plain = await createForm(testApp.app, login, { title: 'Plain', form: '[text a]' });
    expect((await testApp.app.inject({ url: `${cf7}/contact-forms/${plain}/refill` })).json()).toEqual([]);
  });
});
