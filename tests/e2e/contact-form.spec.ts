import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';

/** Every CF7 DOM event the page fires, recorded from `document` (they bubble from the form). */
interface RecordedEvent {
  type: string;
  status?: string;
  prevStatus?: string;
  contactFormId?: number;
  unitTag?: string;
  inputNames?: string[];
  apiStatus?: string;
}

const cf7Events = ['wpcf7beforesubmit', 'wpcf7invalid', 'wpcf7unaccepted', 'wpcf7spam', 'wpcf7aborted', 'wpcf7mailsent',
  'wpcf7mailfailed', 'wpcf7submit', 'wpcf7reset', 'wpcf7statuschanged'];

async function recordEvents(page: Page): Promise<void> {
  await page.addInitScript((names: string[]) => {
    const log: unknown[] = [];
    (window as unknown as { cf7Log: unknown[] }).cf7Log = log;
    for (const name of names) {
      document.addEventListener(name, (event) => {
        const detail = (event as CustomEvent).detail ?? {};
        log.push({
          type: name,
          status: detail.status,
          prevStatus: detail.prevStatus,
          contactFormId: detail.contactFormId,
          unitTag: detail.unitTag,
          inputNames: detail.inputs?.map((input: { name: string }) => input.name),
          apiStatus: detail.apiResponse?.status,
        });
      });
    }
  }, cf7Events);
}

function events(page: Page): Promise<RecordedEvent[]> {
  return page.evaluate(() => (window as unknown as { cf7Log: RecordedEvent[] }).cf7Log);
}

/** Opens the demo form on a page of its own (its embed page) and waits until the contact form is enhanced and its schema loaded. */
async function openDemoForm(page: Page, url: string) {
  await recordEvents(page);
  const schema = page.waitForResponse((response) => response.url().endsWith('/contact-forms/1/feedback/schema'));
  await page.goto(`${url}/embed/shortcode?shortcode=${encodeURIComponent('[contact-form-7 id="1"]')}`);
  await schema;
  const container = page.locator('.wpcf7');
  await expect(container).toHaveClass(/\bjs\b/);
  return { container, form: container.locator('form.wpcf7-form') };
}

async function fillCorrectly(page: Page, quizAnswer = 'Paris'): Promise<void> {
  await page.getByLabel('Your name').fill('Ann Example');
  await page.getByLabel('Your email').fill('ann@example.com');
  await page.getByLabel('Your website').fill('ann.example.com');
  await page.getByLabel('Your website').blur();
  await page.getByLabel('Topic').selectOption('Maps');
  await page.getByLabel('Markers').check();
  await page.getByLabel('Your message').fill('Please draw a map of our shops.');
  await page.getByLabel('What is the capital of France?').fill(quizAnswer);
  await page.getByLabel(/I agree that my message/).check();
}

test('a visitor fills the demo form wrongly, sees the errors, corrects it and sends it', async ({ page, server, request }) => {
  const { container, form } = await openDemoForm(page, server.url);
  const send = form.getByRole('button', { name: 'Send' });
  await expect(send).toBeDisabled();
  await expect(form.locator('.wpcf7-spinner')).toBeHidden();

  // A wrong email shows its tip on change, and the required name before it is checked too.
  await page.getByLabel('Your email').fill('not-an-email');
  await page.getByLabel('Your email').blur();
  const emailWrap = form.locator('[data-name="your-email"]');
  await expect(emailWrap.locator('.wpcf7-not-valid-tip')).toHaveText('Please enter an email address.');
  await expect(form.locator('[data-name="your-name"] .wpcf7-not-valid-tip')).toHaveText('Please fill out this field.');
  await expect(form.locator('[data-name="your-message"] .wpcf7-not-valid-tip')).toHaveCount(0);
  await expect(page.getByLabel('Your email')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel('Your email')).toHaveAttribute('aria-describedby', 'wpcf7-f1-o1-ve-your-email');
  expect(await page.getByLabel('Your email').evaluate((input: HTMLInputElement) => input.validationMessage)).toBe('Please enter an email address.');
  const validating = (await events(page)).filter((event) => event.type === 'wpcf7statuschanged').map((event) => `${event.prevStatus}>${event.status}`);
  expect(validating.slice(0, 2)).toEqual(['init>validating', 'validating>init']);

  // Accepting the terms enables sending; sending the wrong form reports every error.
  await page.getByLabel(/I agree that my message/).check();
  await expect(send).toBeEnabled();
  await send.click();
  await expect(form).toHaveAttribute('data-status', 'invalid');
  await expect(form).toHaveClass(/\binvalid\b/);
  await expect(form.locator('.wpcf7-response-output')).toHaveText('One or more fields have an error. Please check and try again.');
  await expect(container.locator('.screen-reader-response [role="status"]')).toHaveText('One or more fields have an error. Please check and try again.');
  const screenReaderList = container.locator('.screen-reader-response ul li');
  await expect(screenReaderList.locator('a[href="#contact-email"]')).toHaveText('Please enter an email address.');
  await expect(screenReaderList.locator('a[href="#contact-topic"]')).toHaveText('Please fill out this field.');
  // An unanswered quiz is a field error of the same pass, as Contact Form 7 reports it.
  await expect(screenReaderList.locator('a[href="#contact-quiz"]')).toHaveText('The answer to the quiz is incorrect.');
  await expect(screenReaderList).toHaveCount(5);
  await expect(page.getByLabel('Your name')).toBeFocused();
  const afterInvalid = await events(page);
  const invalidEvent = afterInvalid.find((event) => event.type === 'wpcf7invalid');
  expect(invalidEvent).toMatchObject({ status: 'validation_failed', contactFormId: 1, unitTag: 'wpcf7-f1-o1', apiStatus: 'validation_failed' });
  expect(invalidEvent?.inputNames).toContain('your-email');
  expect(invalidEvent?.inputNames?.some((name) => name.startsWith('_'))).toBe(false);
  expect(afterInvalid.map((event) => event.type)).toEqual(expect.arrayContaining(['wpcf7beforesubmit', 'wpcf7submit']));

  // Correcting the form clears the tips as the visitor goes; the counter counts down.
  await fillCorrectly(page);
  await expect(page.getByLabel('Your website')).toHaveValue('http://ann.example.com');
  await expect(emailWrap.locator('.wpcf7-not-valid-tip')).toHaveCount(0);
  await expect(form.locator('.wpcf7-character-count')).toHaveText(String(500 - 'Please draw a map of our shops.'.length));

  await page.evaluate(() => { (window as unknown as { cf7Log: unknown[] }).cf7Log.length = 0; });
  await send.click();
  await expect(form.locator('.wpcf7-response-output')).toHaveText('Thank you for your message. It has been sent.');
  await expect(form).toHaveAttribute('data-status', 'sent');
  await expect(page.getByLabel('Your name')).toHaveValue('');
  await expect(page.getByLabel(/I agree that my message/)).not.toBeChecked();
  await expect(send).toBeDisabled();
  await expect(form.locator('.wpcf7-character-count')).toHaveText('500');
  await expect(form.locator('input[name="_wpcf7_posted_data_hash"]')).toHaveValue(/^[0-9a-f]{32}$/);
  await expect.poll(async () => (await events(page)).map((event) => event.type)).toContain('wpcf7reset');
  const sent = await events(page);
  // Leaving the last field on the way to the button validates it first (validating and back).
  const statuses = sent.filter((event) => event.type === 'wpcf7statuschanged').map((event) => event.status);
  expect(statuses.slice(statuses.indexOf('submitting'))).toEqual(['submitting', 'sent', 'resetting', 'sent']);
  expect(sent.map((event) => event.type).filter((type) => type !== 'wpcf7statuschanged')).toEqual(['wpcf7beforesubmit', 'wpcf7mailsent', 'wpcf7submit', 'wpcf7reset']);

  // The message reached the outbox the admin reads.
  const login = await request.post(`${server.url}/wp-json/mapsvg/v1/auth/login`, { data: { username: 'admin', password: 'e2e-admin-password' } });
  expect(login.ok()).toBe(true);
  const outbox = await (await request.get(`${server.url}/wp-json/contact-form-7/v1/outbox`)).json();
  expect(outbox[0]).toMatchObject({ subject: 'Demo form: Maps', mail_to: 'owner@example.com' });
  expect(outbox[0].body).toContain('Website: http://ann.example.com');
});

test('a wrong quiz answer is an error on the quiz field (not spam), and the quiz is asked afresh', async ({ page, server }) => {
  const { form } = await openDemoForm(page, server.url);
  await fillCorrectly(page, 'Lyon');
  const hashBefore = await form.locator('input[name="_wpcf7_quiz_answer_your-quiz"]').inputValue();
  await form.getByRole('button', { name: 'Send' }).click();
  await expect(form).toHaveAttribute('data-status', 'invalid');
  await expect(form.locator('[data-name="your-quiz"] .wpcf7-not-valid-tip')).toHaveText('The answer to the quiz is incorrect.');
  await expect(form.locator('.wpcf7-response-output')).toHaveText('One or more fields have an error. Please check and try again.');
  await expect(form.locator('input[name="_wpcf7_quiz_answer_your-quiz"]')).toHaveValue(/^[0-9a-f]{64}$/);
  expect(hashBefore).toMatch(/^[0-9a-f]{64}$/);
  const types = (await events(page)).map((event) => event.type);
  expect(types).toContain('wpcf7invalid');
  expect(types).not.toContain('wpcf7spam');
  await expect(page.getByLabel('Your name')).toHaveValue('Ann Example');
});

test('without the consent box the form cannot be sent, and the server refuses it too', async ({ page, server }) => {
  const { form } = await openDemoForm(page, server.url);
  await fillCorrectly(page);
  await page.getByLabel(/I agree that my message/).uncheck();
  const send = form.getByRole('button', { name: 'Send' });
  await expect(send).toBeDisabled();

  // A script that forces the button back on still meets the server's acceptance check.
  await send.evaluate((button: HTMLInputElement) => { button.disabled = false; });
  await send.click();
  await expect(form).toHaveAttribute('data-status', 'unaccepted');
  await expect(form.locator('.wpcf7-response-output')).toHaveText('You must accept the terms and conditions before sending your message.');
  expect((await events(page)).map((event) => event.type)).toContain('wpcf7unaccepted');
});

test('offline or a broken answer is logged with its code and the form stays usable', async ({ page, server }) => {
  const errors: string[] = [];
  page.on('console', (message) => { if (message.type() === 'error') errors.push(message.text()); });
  const { form } = await openDemoForm(page, server.url);
  await fillCorrectly(page);
  const send = form.getByRole('button', { name: 'Send' });

  await page.route('**/contact-forms/1/feedback', (route) => route.abort('internetdisconnected'));
  await send.click();
  await expect.poll(() => errors).toContain('fetch_error: You are probably offline.');
  await expect(form).toHaveAttribute('data-status', 'init');
  await expect(form.locator('.wpcf7-spinner')).toBeHidden();
  await expect(page.getByLabel('Your name')).toHaveValue('Ann Example');

  await page.unroute('**/contact-forms/1/feedback');
  await page.route('**/contact-forms/1/feedback', (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<html>Oops</html>' }));
  await send.click();
  await expect.poll(() => errors).toContain('invalid_json: The response is not a valid JSON response.');
  await expect(form).toHaveAttribute('data-status', 'init');

  await page.unroute('**/contact-forms/1/feedback');
  await send.click();
  await expect(form).toHaveAttribute('data-status', 'sent');
});

test('a form placed inside another form shows the notice; a page without the api config is left alone', async ({ page, server, request }) => {
  const fragment = await (await request.get(`${server.url}/wp-admin/admin-ajax.php?action=mapsvg_shortcode&shortcode=${encodeURIComponent('[contact-form-7 id="1"]')}`)).text();
  const errors: string[] = [];
  page.on('console', (message) => { if (message.type() === 'error') errors.push(message.text()); });
  const pageWith = (body: string) => `<!doctype html><html><head><script type="module" src="/dist/contact-form.js"></script></head><body>${body}</body></html>`;

  await page.route(`${server.url}/test/wrong-place`, (route) => route.fulfill({
    contentType: 'text/html',
    body: pageWith(`<form class="theme-search" action="/search">${fragment}</form><div class="outside">${fragment.replaceAll('wpcf7-f1-o1', 'wpcf7-f1-o2')}${fragment.replaceAll('wpcf7-f1-o1', 'wpcf7-f1-o3')}</div>`),
  }));
  const schemaCalls: string[] = [];
  page.on('request', (call) => { if (call.url().includes('/feedback/schema')) schemaCalls.push(call.url()); });
  await page.goto(`${server.url}/test/wrong-place`);
  await expect(page.locator('form.theme-search .wpcf7-form-in-wrong-place')).toHaveText('Error: This contact form is placed in the wrong place.');
  await expect(page.locator('form.theme-search .wpcf7')).toHaveCount(0);
  await expect(page.locator('.outside .wpcf7.js')).toHaveCount(2);
  // Two copies of one form share one schema request.
  await page.waitForLoadState('networkidle');
  expect(schemaCalls).toHaveLength(1);

  await page.route(`${server.url}/test/no-config`, (route) => route.fulfill({
    contentType: 'text/html',
    body: pageWith(fragment.replace(/ data-wpcf7-api-(root|namespace)="[^"]*"/g, '')),
  }));
  await page.goto(`${server.url}/test/no-config`);
  await expect.poll(() => errors).toContain('wpcf7 is not defined.');
  await expect(page.locator('.wpcf7')).toHaveClass(/\bno-js\b/);
});
