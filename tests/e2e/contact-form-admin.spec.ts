import { readFileSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { collectConsoleErrors, expect, test } from './support/fixtures';
import { logIn } from './support/admin';

/** One tag the admin makes with the generator: its type's menu label and what to fill in. */
interface GeneratedTag {
  type: string;
  name?: string;
  required?: boolean;
  values?: string;
  fields?: Record<string, string>;
  flags?: string[];
}

const everyTagType: GeneratedTag[] = [
  { type: 'Text', name: 'your-name', required: true, fields: { Placeholder: 'Your name' } },
  { type: 'Email', name: 'your-email', required: true },
  { type: 'URL', name: 'your-site' },
  { type: 'Telephone', name: 'your-phone' },
  { type: 'Number', name: 'shops', fields: { Minimum: '1', Maximum: '99' } },
  { type: 'Range (slider)', name: 'budget', fields: { Minimum: '0', Maximum: '10' } },
  { type: 'Date', name: 'visit-day' },
  { type: 'Text area', name: 'your-message', required: true, fields: { 'Maximum length': '300' } },
  { type: 'Drop-down menu', name: 'topic', values: 'Maps\nForms', flags: ['Insert a blank first item'] },
  { type: 'Checkboxes', name: 'interests', values: 'Regions\nMarkers' },
  { type: 'Radio buttons', name: 'reply-by', values: 'Email\nPhone' },
  { type: 'Acceptance (consent)', name: 'consent', fields: { 'Consent text': 'I agree to be contacted.' } },
  { type: 'Quiz', name: 'sum', values: 'How much is 2+2?|4' },
  { type: 'File upload', name: 'brief', fields: { 'Accepted file types (e.g. pdf|jpg)': 'txt|pdf' } },
  { type: 'Hidden value', name: 'source', values: 'admin-e2e' },
  { type: 'Character counter', name: 'your-message', flags: ['Count down from the maximum'] },
  { type: 'CAPTCHA', name: 'code' },
  { type: 'Submit button', fields: { 'Button label': 'Send it' } },
];

/** Makes one tag with the editor's tag generator and inserts it into the template. */
async function generateTag(generator: Locator, tag: GeneratedTag): Promise<void> {
  await generator.getByLabel('Tag type').selectOption({ label: tag.type });
  if (tag.name !== undefined) {
    await generator.getByLabel(tag.type === 'Character counter' ? 'Field to count' : 'Field name').fill(tag.name);
  }
  if (tag.required) await generator.getByLabel('Required field').check();
  if (tag.values !== undefined) await generator.getByLabel(/^(Choices|Questions and answers|Default value)/).fill(tag.values);
  for (const [label, value] of Object.entries(tag.fields ?? {})) await generator.getByLabel(label, { exact: true }).fill(value);
  for (const flag of tag.flags ?? []) await generator.getByLabel(flag).check();
  await generator.getByRole('button', { name: 'Insert tag' }).click();
}

/** The answer drawn in a captcha image (its letters are SVG text). */
async function captchaAnswer(page: Page, form: Locator): Promise<string> {
  const src = await form.locator('img.wpcf7-captchac').getAttribute('src');
  const svg = await (await page.request.get(new URL(src ?? '', page.url()).toString())).text();
  return [...svg.matchAll(/<text[^>]*>([^<])<\/text>/g)].map((match) => match[1]).join('');
}

test('an admin builds a form with every tag type, places it by shortcode, and finds the visitor’s message and file in the inbox', async ({ page, browser, server }) => {
  test.setTimeout(180_000);
  await logIn(page, server.url);
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Contact forms' }).click();
  await page.getByRole('link', { name: 'Add a contact form' }).click();

  await page.getByLabel('Title', { exact: true }).fill('Shop enquiry');
  const template = page.getByLabel('Form template');
  await template.fill('');
  const generator = page.getByRole('group', { name: 'Tag generator' });
  for (const tag of everyTagType) await generateTag(generator, tag);
  const written = await template.inputValue();
  expect(written).toContain('[text* your-name placeholder "Your name"]');
  expect(written).toContain('[select topic include_blank "Maps" "Forms"]');
  expect(written).toContain('[acceptance consent] I agree to be contacted. [/acceptance]');
  expect(written).toContain('[captchac code] [captchar code]');
  expect(written).toContain('[submit "Send it"]');

  // The live preview is the real widget: an empty Send shows the required tips.
  const preview = page.getByTestId('contact-form-preview');
  // The submit button is the last tag inserted: once it shows, the preview is up to date.
  await expect(preview.getByRole('button', { name: 'Send it' })).toBeVisible();
  await expect(preview.locator('[data-name="sum"] .wpcf7-quiz-label')).toHaveText('How much is 2+2?');
  await preview.getByLabel('I agree to be contacted.').check();
  await preview.getByRole('button', { name: 'Send it' }).click();
  await expect(preview.locator('[data-name="your-name"] .wpcf7-not-valid-tip')).toHaveText('Please fill out this field.');

  await page.getByRole('tab', { name: 'Form' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: 'Mail' })).toHaveAttribute('aria-selected', 'true');
  await page.getByLabel('To', { exact: true }).fill('owner@example.com');
  await page.getByLabel('Subject', { exact: true }).fill('Enquiry from [your-name]');
  const body = page.getByRole('textbox', { name: 'Message body' });
  await body.fill('Topic: ');
  await page.getByRole('group', { name: 'Field placeholders' }).getByRole('button', { name: '[topic]' }).click();
  await expect(body).toHaveValue('Topic: [topic]');
  await page.getByRole('tab', { name: 'Messages' }).click();
  await page.getByLabel('Sender’s message was sent successfully').fill('Thanks, we got your enquiry!');
  await page.getByRole('tab', { name: 'Additional settings' }).click();
  const settingsText = page.getByLabel(/^Additional settings \(one/);
  await page.getByRole('checkbox', { name: /Demo mode/ }).check();
  await expect(settingsText).toHaveValue('demo_mode: on');
  await page.getByRole('checkbox', { name: /Demo mode/ }).uncheck();
  await expect(settingsText).toHaveValue('');

  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved.' })).toBeVisible();
  await expect(page).toHaveURL(/#\/contact-forms\/\d+\/edit$/);
  const shortcode = (await page.locator('code.cf7-shortcode').textContent()) ?? '';
  expect(shortcode).toMatch(/^\[contact-form-7 id="\d+" title="Shop enquiry"\]$/);

  // Unsaved edits are not lost silently: leaving asks, and staying keeps them.
  await page.getByLabel('Title', { exact: true }).fill('Shop enquiry (draft)');
  page.once('dialog', (dialog) => { void dialog.dismiss(); });
  await page.getByRole('link', { name: 'All contact forms' }).click();
  await expect(page.getByLabel('Title', { exact: true })).toHaveValue('Shop enquiry (draft)');
  page.once('dialog', (dialog) => { void dialog.dismiss(); });
  await page.goBack();
  await expect(page).toHaveURL(/#\/contact-forms\/\d+\/edit$/);
  await expect(page.getByLabel('Title', { exact: true })).toHaveValue('Shop enquiry (draft)');
  await page.getByLabel('Title', { exact: true }).fill('Shop enquiry');
  await expect(page.getByText('Unsaved changes')).toHaveCount(0);

  // A visitor submits the form placed by its shortcode, with a file.
  const visitor = await browser.newPage();
  const errors = collectConsoleErrors(visitor);
  await visitor.goto(`${server.url}/embed/shortcode?shortcode=${encodeURIComponent(shortcode)}`);
  const form = visitor.locator('.wpcf7 form');
  await expect(visitor.locator('.wpcf7')).toHaveClass(/\bjs\b/);
  await form.locator('[name="your-name"]').fill('Vera Visitor');
  await form.locator('[name="your-email"]').fill('vera@example.com');
  await form.locator('[name="your-phone"]').fill('0049 30 1234567');
  await form.locator('[name="your-message"]').fill('We need a store locator for 12 shops.');
  await form.locator('[name="topic"]').selectOption('Forms');
  await form.locator('input[name="interests[]"][value="Markers"]').check();
  await form.locator('input[name="reply-by"][value="Email"]').check();
  await form.locator('[name="sum"]').fill('4');
  await form.locator('[name="brief"]').setInputFiles({ name: 'brief.txt', mimeType: 'text/plain', buffer: Buffer.from('Twelve shops in Berlin.') });
  await form.locator('[name="code"]').fill(await captchaAnswer(visitor, form));
  await form.getByLabel('I agree to be contacted.').check();
  await form.getByRole('button', { name: 'Send it' }).click();
  await expect(form.locator('.wpcf7-response-output')).toHaveText('Thanks, we got your enquiry!');
  expect(errors).toEqual([]);
  await visitor.close();

  // The admin finds it in the inbox, opens it with its file, and exports it.
  await page.getByRole('link', { name: 'All contact forms' }).click();
  const row = page.getByRole('row').filter({ hasText: 'Shop enquiry' });
  await row.getByRole('link', { name: '1 submission' }).click();
  await page.getByLabel('Search').fill('store locator');
  await expect(page.getByRole('status').filter({ hasText: /^1 submission$/ })).toBeVisible();
  await page.getByRole('row').filter({ hasText: 'Vera Visitor' }).getByRole('button', { name: 'Open' }).click();
  const detail = page.getByRole('region', { name: /^Submission \d+$/ });
  await expect(detail.getByText('vera@example.com')).toBeVisible();
  await expect(detail.getByRole('link', { name: 'brief.txt' })).toBeVisible();
  const file = await Promise.all([page.waitForEvent('download'), detail.getByRole('link', { name: 'brief.txt' }).click()]);
  expect(readFileSync(await file[0].path(), 'utf8')).toBe('Twelve shops in Berlin.');

  const [csv] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Export CSV' }).click()]);
  const exported = readFileSync(await csv.path(), 'utf8');
  expect(exported).toContain('your-name');
  expect(exported).toContain('Vera Visitor');
  expect(exported).toContain('brief.txt');

  // Marked as spam it leaves the inbox and shows in the spam box.
  await detail.getByRole('button', { name: 'Mark as spam' }).click();
  await expect(page.getByRole('status').filter({ hasText: /^0 submissions$/ })).toBeVisible();
  await page.getByLabel('Show').selectOption('spam');
  await expect(page.getByRole('row').filter({ hasText: 'Vera Visitor' })).toBeVisible();

  // Without a mail server the message waits in the outbox, with its file, and cannot be retried.
  await page.getByRole('link', { name: 'All contact forms' }).click();
  await page.getByRole('link', { name: 'Outbox' }).click();
  const kept = page.getByRole('row').filter({ hasText: 'Enquiry from Vera Visitor' });
  await expect(kept).toContainText('owner@example.com');
  await expect(kept).toContainText('brief.txt');
  await expect(page.getByText(/No mail server is configured/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Send again' })).toHaveCount(0);
});

test('deleting a form keeps its submissions, which the admin still finds', async ({ page, server }) => {
  await logIn(page, server.url);
  const nonce = (await page.locator('meta[name="mapsvg-nonce"]').getAttribute('content')) ?? '';
  const cf7 = `${server.url}/wp-json/contact-form-7/v1`;
  const created = await page.request.post(`${cf7}/contact-forms`, { headers: { 'X-WP-Nonce': nonce }, data: { title: 'Short-lived form', form: '[text* who] [submit "Go"]' } });
  const { id } = await created.json() as { id: number };
  const sent = await page.request.post(`${cf7}/contact-forms/${id}/feedback`, {
    multipart: { _wpcf7: String(id), _wpcf7_unit_tag: `wpcf7-f${id}-o1`, who: 'Otto Orphan' },
  });
  expect((await sent.json() as { status: string }).status).toBe('mail_sent');

  await page.goto(`${server.url}/admin/#/contact-forms`);
  page.once('dialog', (dialog) => { void dialog.accept(); });
  await page.getByRole('row').filter({ hasText: 'Short-lived form' }).getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('row').filter({ hasText: 'Short-lived form' })).toHaveCount(0);
  await page.getByRole('link', { name: '1 submission of deleted forms' }).click();
  await expect(page.getByRole('heading', { name: 'Submissions: deleted forms' })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: 'Otto Orphan' })).toBeVisible();
});
