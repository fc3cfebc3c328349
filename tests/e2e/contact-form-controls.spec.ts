import { expect, test } from './support/fixtures';
import { E2E_ADMIN_PASSWORD } from './support/server';

const template = `<label> Nickname [text nick minlength:3 maxlength:10] </label> [count nick]

[checkbox* plan exclusive use_label_element "Free" "Pro"]

[radio source use_label_element free_text "Search" "Friend" "Other"]

<p class="inert-on-submitting"><label> Notes [text notes] </label></p>

[submit "Send now"] <button type="submit" name="when" value="later" class="wpcf7-form-control wpcf7-submit">Send later</button>`;

test('exclusive boxes, free text, counters, inert-on-status and the pressed button reach the visitor and the server', async ({ page, server, request }) => {
  const login = await request.post(`${server.url}/wp-json/mapsvg/v1/auth/login`, { data: { username: 'admin', password: E2E_ADMIN_PASSWORD } });
  const { nonce } = await login.json();
  const created = await request.post(`${server.url}/wp-json/contact-form-7/v1/contact-forms`, {
    headers: { 'X-WP-Nonce': nonce },
    data: { title: 'Controls', form: template },
  });
  expect(created.status()).toBe(201);
  const { id } = await created.json();

  await page.goto(`${server.url}/embed/shortcode?shortcode=${encodeURIComponent(`[contact-form-7 id="${id}"]`)}`);
  const form = page.locator('.wpcf7.js form');
  await expect(form).toHaveAttribute('data-status', 'init');

  // Exclusive checkboxes behave like radio buttons.
  await page.getByLabel('Free').check();
  await page.getByLabel('Pro').check();
  await expect(page.getByLabel('Free')).not.toBeChecked();

  // The free-text input is usable only while its option is chosen.
  const freeText = page.getByRole('textbox', { name: 'Other (please specify)' });
  await expect(freeText).toBeDisabled();
  await page.getByRole('radio', { name: 'Other' }).check();
  await expect(freeText).toBeEnabled();
  await freeText.fill('A podcast');
  await page.getByLabel('Search').check();
  await expect(freeText).toBeDisabled();
  await page.getByRole('radio', { name: 'Other' }).check();

  // The counter counts up and flags a value under the minimum.
  const counter = form.locator('.wpcf7-character-count');
  await page.getByLabel('Nickname').fill('An');
  await expect(counter).toHaveText('2');
  await expect(counter).toHaveClass(/too-short/);
  await page.getByLabel('Nickname').fill('Annie');
  await expect(counter).toHaveText('5');
  await expect(counter).not.toHaveClass(/too-short/);

  // While the call is under way the marked block is inert; the pressed button is posted.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => { release = resolve; });
  let posted = '';
  await page.route(`**/contact-forms/${id}/feedback`, async (route) => {
    posted = route.request().postData() ?? '';
    await held;
    await route.continue();
  });
  await page.getByRole('button', { name: 'Send later' }).click();
  await expect(form).toHaveAttribute('data-status', 'submitting');
  await expect(form.locator('.inert-on-submitting')).toHaveAttribute('inert', 'inert');
  await expect(form.locator('.wpcf7-spinner').first()).toBeVisible();
  release();
  await expect(form).toHaveAttribute('data-status', 'sent');
  await expect(form.locator('.inert-on-submitting')).not.toHaveAttribute('inert', /.*/);
  expect(posted).toMatch(/name="when"\r\n\r\nlater\r\n/);

  const [stored] = await (await request.get(`${server.url}/wp-json/contact-form-7/v1/contact-forms/${id}/submissions`)).json();
  expect(stored.posted_data).toMatchObject({ nick: 'Annie', plan: ['Pro'], source: 'Other A podcast' });
});

test('a wrong captcha code is refused and a new image is shown in its place', async ({ page, server, request }) => {
  const login = await request.post(`${server.url}/wp-json/mapsvg/v1/auth/login`, { data: { username: 'admin', password: E2E_ADMIN_PASSWORD } });
  const { nonce } = await login.json();
  const created = await request.post(`${server.url}/wp-json/contact-form-7/v1/contact-forms`, {
    headers: { 'X-WP-Nonce': nonce },
    data: { title: 'Captcha', form: '[captchac code] <label> Code [captchar code] </label> [submit "Send"]' },
  });
  const { id } = await created.json();
  await page.goto(`${server.url}/embed/shortcode?shortcode=${encodeURIComponent(`[contact-form-7 id="${id}"]`)}`);
  const form = page.locator('.wpcf7.js form');
  const image = form.locator('img.wpcf7-captcha-code');
  await expect(image).toHaveJSProperty('complete', true);
  expect(await image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(72);
  const firstSource = await image.getAttribute('src');

  await page.getByLabel('Code').fill('NOPE');
  await form.getByRole('button', { name: 'Send' }).click();
  await expect(form).toHaveAttribute('data-status', 'spam');
  await expect(form.locator('[data-name="code"] .wpcf7-not-valid-tip')).toHaveText('Your entered code is incorrect.');
  await expect(image).not.toHaveAttribute('src', firstSource ?? '');
  const challenge = /(\d+)\.png$/.exec((await image.getAttribute('src')) ?? '')?.[1];
  await expect(form.locator('input[name="_wpcf7_captcha_challenge_code"]')).toHaveValue(challenge ?? 'missing');
  await expect(page.getByLabel('Code')).toHaveValue('');
});
