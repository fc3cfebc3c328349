import type { Page } from '@playwright/test';
import { collectConsoleErrors, expect, test } from './support/fixtures';

/** Opens the demo form on a page of its own (its embed page) and waits until its contact form is enhanced and its schema loaded. */
async function openDemoForm(page: Page, url: string) {
  const schema = page.waitForResponse((response) => response.url().endsWith('/contact-forms/1/feedback/schema'));
  await page.goto(`${url}/embed/shortcode?shortcode=${encodeURIComponent('[contact-form-7 id="1"]')}`);
  await schema;
  const container = page.locator('.wpcf7');
  await expect(container).toHaveClass(/\bjs\b/);
  return container.locator('form.wpcf7-form');
}

async function fillDemoForm(page: Page, quizAnswer: string): Promise<void> {
  await page.getByLabel('Your name').fill('Ann Example');
  await page.getByLabel('Your email').fill('ann@example.com');
  await page.getByLabel('Topic').selectOption('Maps');
  await page.getByLabel('Your message').fill('Please draw a map of our shops.');
  await page.getByLabel('What is the capital of France?').fill(quizAnswer);
  await page.getByLabel(/I agree that my message/).check();
}

/** Counts the feedback requests that leave the page. */
function countFeedbackCalls(page: Page): () => number {
  let calls = 0;
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/contact-forms/1/feedback')) calls += 1;
  });
  return () => calls;
}

test('after a wrong quiz answer the visitor corrects the quiz and the next Send is sent', async ({ page, server }) => {
  const form = await openDemoForm(page, server.url);
  const calls = countFeedbackCalls(page);
  await fillDemoForm(page, 'Lyon');
  const send = form.getByRole('button', { name: 'Send' });
  await send.click();
  await expect(form).toHaveAttribute('data-status', 'invalid');
  expect(calls()).toBe(1);

  await page.getByLabel('What is the capital of France?').fill('Paris');
  await send.click();
  await expect(form).toHaveAttribute('data-status', 'sent');
  expect(calls()).toBe(2);
  await expect(form.locator('.wpcf7-response-output')).toHaveText('Thank you for your message. It has been sent.');
});

test('every other end status (invalid, aborted, failed, payment required, a custom one) leaves the form ready to send again', async ({ page, server }) => {
  const form = await openDemoForm(page, server.url);
  const calls = countFeedbackCalls(page);
  await fillDemoForm(page, 'Paris');
  const send = form.getByRole('button', { name: 'Send' });
  const answers = [
    { status: 'validation_failed', message: 'One or more fields have an error.', formStatus: 'invalid', invalid_fields: [{ field: 'your-name', message: 'Please fill out this field.' }] },
    { status: 'aborted', message: 'Sending was aborted.', formStatus: 'aborted', invalid_fields: [] },
    { status: 'mail_failed', message: 'There was an error trying to send your message.', formStatus: 'failed', invalid_fields: [] },
    { status: 'payment_required', message: 'Pay first.', formStatus: 'payment-required', invalid_fields: [] },
    { status: 'held_for_review', message: 'Held for review.', formStatus: 'custom-held-for-review', invalid_fields: [] },
  ];
  for (const [index, answer] of answers.entries()) {
    await page.route('**/contact-forms/1/feedback', (route) => route.fulfill({ json: { ...answer, posted_data_hash: '', into: '#wpcf7-f1-o1' } }));
    await send.click();
    await expect(form).toHaveAttribute('data-status', answer.formStatus);
    expect(calls()).toBe(index + 1);
    await page.unroute('**/contact-forms/1/feedback');
  }
  await page.getByLabel('What is the capital of France?').fill('Paris');
  await send.click();
  await expect(form).toHaveAttribute('data-status', 'sent');
  expect(calls()).toBe(answers.length + 1);
});

test('a field the server refused, corrected just before pressing Send, does not swallow the press', async ({ page, server }) => {
  const form = await openDemoForm(page, server.url);
  const calls = countFeedbackCalls(page);
  await fillDemoForm(page, 'Paris');
  const send = form.getByRole('button', { name: 'Send' });
  await page.route('**/contact-forms/1/feedback', (route) => route.fulfill({
    json: { status: 'validation_failed', message: 'One or more fields have an error.', invalid_fields: [{ field: 'your-message', message: 'Too short.' }], posted_data_hash: '', into: '#wpcf7-f1-o1' },
  }), { times: 1 });
  await send.click();
  await expect(form.locator('[data-name="your-message"] .wpcf7-not-valid-tip')).toHaveText('Too short.');

  // Editing the message and pressing Send blurs it: its tip must not vanish mid-press.
  await page.getByLabel('Your message').fill('Please draw a map of our shops, with opening hours.');
  await send.click();
  await expect(form).toHaveAttribute('data-status', 'sent');
  expect(calls()).toBe(2);
});

test('an embedded form loads its configuration before the widget: no console error on /embed/shortcode', async ({ page, server }) => {
  const errors = collectConsoleErrors(page);
  await page.goto(`${server.url}/embed/shortcode?shortcode=${encodeURIComponent('[contact-form-7 id="1"]')}`);
  await expect(page.locator('.wpcf7')).toHaveClass(/\bjs\b/);
  await page.goto(`${server.url}/embed/shortcode?shortcode=${encodeURIComponent('[mapsvg id="1"]')}`);
  await expect(page.locator('.mapsvg')).toHaveAttribute('data-state', /ready|error/);
  expect(errors).toEqual([]);
});
