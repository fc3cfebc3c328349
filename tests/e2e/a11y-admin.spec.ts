import { logIn } from './support/admin';
import { seriousViolations } from './support/axe';
import { expect, test } from './support/fixtures';

/** The demo store locator: its records, form builder and record form are the admin's daily screens. */
const STORE_MAP = 1;

test.describe('axe-core finds no serious or critical violations in the admin', () => {
  test.beforeEach(async ({ page, server }) => {
    await logIn(page, server.url);
  });

  test('on the records screen and in a record form', async ({ page, server }) => {
    await page.goto(`${server.url}/admin/#/maps/${STORE_MAP}/records`);
    await expect(page.getByRole('row').nth(1)).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Add record' }).click();
    await expect(page.getByRole('dialog', { name: 'New record' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('in the form builder, with a field open for editing', async ({ page, server }) => {
    await page.goto(`${server.url}/admin/#/maps/${STORE_MAP}/schema`);
    const builder = page.getByRole('region', { name: 'Form builder' });
    await expect(builder).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    await builder.getByLabel('Field type').selectOption('select');
    await builder.getByRole('button', { name: 'Add field' }).click();
    await expect(builder.getByLabel('Label', { exact: true }).last()).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('on the contact-form list, editor, inbox and outbox', async ({ page, server }) => {
    await page.goto(`${server.url}/admin/#/contact-forms`);
    await expect(page.getByRole('link', { name: 'Add a contact form' })).toBeVisible();
    await expect(page.getByRole('row').nth(1)).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole('link', { name: 'Add a contact form' }).click();
    await page.getByLabel('Title', { exact: true }).fill('Accessible enquiry');
    await expect(page.getByTestId('contact-form-preview').getByRole('button', { name: 'Submit' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page).toHaveURL(/#\/contact-forms\/\d+\/edit$/);
    const formId = Number(/contact-forms\/(\d+)\/edit/.exec(page.url())?.[1]);

    // A visitor's message, so the inbox lists a submission and opens it.
    const sent = await page.request.post(`${server.url}/wp-json/contact-form-7/v1/contact-forms/${formId}/feedback`, {
      multipart: {
        _wpcf7: String(formId), _wpcf7_unit_tag: `wpcf7-f${formId}-o1`, _wpcf7_locale: 'en_US',
        'your-name': 'Ada Reader', 'your-email': 'ada@example.com', 'your-subject': 'Screen readers', 'your-message': 'Hello',
      },
    });
    expect((await sent.json()).status).toBe('mail_sent');

    await page.goto(`${server.url}/admin/#/contact-forms/${formId}/inbox`);
    const row = page.getByRole('row').filter({ hasText: 'Ada Reader' });
    await expect(row).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await row.getByRole('button', { name: 'Open' }).click();
    await expect(page.getByRole('region', { name: /^Submission \d+$/ })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    await page.goto(`${server.url}/admin/#/contact-forms/outbox`);
    await expect(page.getByRole('row').filter({ hasText: 'Screen readers' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
});
