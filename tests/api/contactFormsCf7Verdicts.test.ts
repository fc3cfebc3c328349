import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDrivers } from './drivers';
import { loginAsAdmin, startTestApp, type AdminLogin, type TestApp } from './harness';
import { cf7, createForm, formBody, postFeedback } from './contactFormsSupport';

/** One submission's verdict: the status and the invalid fields' messages by field. */
interface Verdict {
  status: string;
  invalid: Record<string, string>;
}

/**
 * The server must give Contact Form 7 6.1.6's verdicts (its PHP rules, which third-party
 * clients rely on), input by input. Each test is named after the CF7 behaviour it pins down.
 */
describe.each(testDrivers())('Contact Form 7 verdicts on $name', (driver) => {
  let testApp: TestApp;
  let login: AdminLogin;
  const formIds = new Map<string, number>();
  beforeAll(async () => {
    testApp = await startTestApp(driver);
    login = await loginAsAdmin(testApp.app);
  });
  afterAll(async () => { await testApp.close(); });

  /** The id of a one-off form with this template (created once per template). */
  async function formFor(template: string): Promise<number> {
    const known = formIds.get(template);
    if (known !== undefined) return known;
    const id = await createForm(testApp.app, login, { title: 'Verdicts', form: template });
    formIds.set(template, id);
    return id;
  }

  let submissions = 0;
  async function verdict(template: string, fields: readonly (readonly [string, string | Blob, string?])[]): Promise<Verdict> {
    const id = await formFor(template);
    // Each verdict comes from its own visitor, so the per-address submission limit stays out of the way.
    submissions += 1;
    const visitor = `10.0.${submissions >> 8}.${submissions & 255}`;
    const response = await postFeedback(testApp.app, id, formBody(id, fields), visitor);
    expect(response.statusCode).toBe(200);
    const body = response.json<{ status: string; invalid_fields: { field: string; message: string }[] }>();
    return { status: body.status, invalid: Object.fromEntries(body.invalid_fields.map((entry) => [entry.field, entry.message])) };
  }

  const telForm = '[tel phone]';
  const telInvalid = 'Please enter a telephone number.';

  describe('telephone numbers (wpcf7_is_tel)', () => {
    it('cuts an extension off at the first # or * before checking', async () => {
      expect(await verdict(telForm, [['phone', '555-123-4567 #89']])).toEqual({ status: 'mail_sent', invalid: {} });
      expect(await verdict(telForm, [['phone', '555 1234 *ext 9']])).toEqual({ status: 'mail_sent', invalid: {} });
    });

    it('reads a leading 00 as the international +', async () => {
      expect(await verdict(telForm, [['phone', '0049 30 1234567']])).toEqual({ status: 'mail_sent', invalid: {} });
      expect(await verdict(telForm, [['phone', '++44 20 7946 0958']])).toEqual({ status: 'mail_sent', invalid: {} });
    });

    it('requires 6 to 15 characters, a leading + counted', async () => {
      expect((await verdict(telForm, [['phone', '12345']])).invalid).toEqual({ phone: telInvalid });
      expect(await verdict(telForm, [['phone', '123456']])).toEqual({ status: 'mail_sent', invalid: {} });
      expect(await verdict(telForm, [['phone', '+12345678901234']])).toEqual({ status: 'mail_sent', invalid: {} });
      expect((await verdict(telForm, [['phone', '+123456789012345']])).invalid).toEqual({ phone: telInvalid });
    });

    it('removes only ASCII whitespace between digits, as PCRE \\s without the u flag', async () => {
      expect((await verdict(telForm, [['phone', '+44\u00a020 7946 0958']])).invalid).toEqual({ phone: telInvalid });
      expect(await verdict(telForm, [['phone', '+44\t20\u000b7946\f0958']])).toEqual({ status: 'mail_sent', invalid: {} });
    });
  });

  const urlForm = '[url site]';
  const urlInvalid = 'Please enter a URL.';

  describe('URLs (wpcf7_is_url)', () => {
    it('compares the scheme with the allowed list case-sensitively', async () => {
      expect((await verdict(urlForm, [['site', 'HTTP://example.com']])).invalid).toEqual({ site: urlInvalid });
      expect(await verdict(urlForm, [['site', 'http://EXAMPLE.com']])).toEqual({ status: 'mail_sent', invalid: {} });
    });

    it('takes the scheme parse_url finds and checks nothing else', async () => {
      expect(await verdict(urlForm, [['site', 'https://exa mple.com']])).toEqual({ status: 'mail_sent', invalid: {} });
      expect(await verdict(urlForm, [['site', 'tel:123456']])).toEqual({ status: 'mail_sent', invalid: {} });
      expect((await verdict(urlForm, [['site', 'tel:12345']])).invalid).toEqual({ site: urlInvalid });
      expect((await verdict(urlForm, [['site', 'javascript:alert(1)']])).invalid).toEqual({ site: urlInvalid });
    });
  });

  describe('file types (wpcf7_acceptable_filetypes and the file rule)', () => {
    const fileInvalid = 'You are not allowed to upload files of this type.';
    const file = (name: string): readonly [string, Blob, string] => ['upload', new Blob(['x']), name];

    it('lower-cases a capital filetypes option, then matches the name case-insensitively', async () => {
      const form = '[file upload filetypes:PDF|IMAGE/PNG]';
      expect(await verdict(form, [file('SCAN.PDF')])).toEqual({ status: 'mail_sent', invalid: {} });
      expect(await verdict(form, [file('photo.Png')])).toEqual({ status: 'mail_sent', invalid: {} });
      expect((await verdict(form, [file('notes.txt')])).invalid).toEqual({ upload: fileInvalid });
    });

    it('compares MIME types with its table case-sensitively, so a lower-cased camel-case type accepts nothing', async () => {
      const form = '[file upload filetypes:application/vnd.ms-excel.sheet.macroEnabled.12]';
      expect((await verdict(form, [file('book.xlsm')])).invalid).toEqual({ upload: fileInvalid });
      const schema = (await testApp.app.inject({ url: `${cf7}/contact-forms/${await formFor(form)}/feedback/schema` })).json();
      expect(schema.rules).toContainEqual(expect.objectContaining({ rule: 'file', field: 'upload', accept: [''] }));
    });
  });

  describe('choices (the enum rule)', () => {
    const choiceForm = '[select topic "Maps" "Contact forms"] [checkbox lines "first\nsecond"]';

    it('strips surrounding Unicode whitespace from a posted choice, NEXT LINE included', async () => {
      expect(await verdict(choiceForm, [['topic', '\u00a0Maps\u0085\u3000']])).toEqual({ status: 'mail_sent', invalid: {} });
    });

    it('reads CRLF and CR in a posted choice as LF', async () => {
      expect(await verdict(choiceForm, [['lines[]', 'first\r\nsecond']])).toEqual({ status: 'mail_sent', invalid: {} });
      expect(await verdict(choiceForm, [['lines[]', 'first\rsecond']])).toEqual({ status: 'mail_sent', invalid: {} });
    });

    it('still compares the choice exactly: case and inner spaces count', async () => {
      const answer = await verdict(choiceForm, [['topic', 'maps']]);
      expect(answer.invalid).toEqual({ topic: 'Undefined value was submitted through this field.' });
      expect((await verdict(choiceForm, [['topic', 'Contact  forms']])).status).toBe('validation_failed');
    });
  });

  describe('select menus (wpcf7_swv_add_select_enum_rules)', () => {
    const undefinedValue = 'Undefined value was submitted through this field.';

    it('refuses the first_as_label caption as a choice but accepts the blank it renders', async () => {
      const form = '[select size first_as_label "Choose a size" "Small" "Large"]';
      expect((await verdict(form, [['size', 'Choose a size']])).invalid).toEqual({ size: undefinedValue });
      expect(await verdict(form, [['size', '']])).toEqual({ status: 'mail_sent', invalid: {} });
      expect(await verdict(form, [['size', 'Large']])).toEqual({ status: 'mail_sent', invalid: {} });
      expect((await verdict('[select* size first_as_label "Choose a size" "Small"]', [['size', '']])).invalid)
        .toEqual({ size: 'Please fill out this field.' });
    });

    it('compares a posted choice with the decoded value of an option written with character references', async () => {
      const form = '[select place "Caf&eacute; Berlin" "Tom &amp; Jerry" "&#x41;BC"]';
      expect(await verdict(form, [['place', 'Café Berlin']])).toEqual({ status: 'mail_sent', invalid: {} });
      expect(await verdict(form, [['place', 'Tom & Jerry']])).toEqual({ status: 'mail_sent', invalid: {} });
      expect(await verdict(form, [['place', 'ABC']])).toEqual({ status: 'mail_sent', invalid: {} });
      expect((await verdict(form, [['place', 'Caf&eacute; Berlin']])).invalid).toEqual({ place: undefinedValue });
    });

    it('renders such an option so the browser posts the decoded value (references are not encoded twice)', async () => {
      const form = '[select place "Caf&eacute; Berlin" "Tom & Jerry"]';
      const id = await formFor(form);
      const shortcode = encodeURIComponent(`[contact-form-7 id="${id}"]`);
      const html = (await testApp.app.inject({ url: `/wp-admin/admin-ajax.php?action=mapsvg_shortcode&shortcode=${shortcode}` })).body;
      expect(html).toContain('<option value="Caf&eacute; Berlin">Caf&eacute; Berlin</option>');
      expect(html).toContain('<option value="Tom &amp; Jerry">Tom &amp; Jerry</option>');
    });
  });

  describe('numbers (range bounds and the stepnumber rule)', () => {
    it('bounds a range without min: or max: to 0 through 100', async () => {
      const form = '[range level]';
      expect((await verdict(form, [['level', '150']])).invalid).toEqual({ level: 'This field has a too large number.' });
      expect((await verdict(form, [['level', '-1']])).invalid).toEqual({ level: 'This field has a too small number.' });
      expect(await verdict(form, [['level', '100']])).toEqual({ status: 'mail_sent', invalid: {} });
    });

    it('accepts only min: plus whole steps, within a millionth', async () => {
      const form = '[number qty min:1 step:0.5] [number share step:0.1]';
      expect(await verdict(form, [['qty', '2.5'], ['share', '0.3']])).toEqual({ status: 'mail_sent', invalid: {} });
      expect((await verdict(form, [['qty', '2.25']])).invalid).toEqual({ qty: 'This field has a number that does not match its step.' });
    });
  });

  describe('required fields (wpcf7_strip_whitespaces, then wpcf7_exclude_blank)', () => {
    const requiredForm = '[text* name]';

    it('counts a value of Unicode whitespace only, NEXT LINE included, as blank', async () => {
      const answer = await verdict(requiredForm, [['name', '\u0085\u00a0\u2003']]);
      expect(answer).toEqual({ status: 'validation_failed', invalid: { name: 'Please fill out this field.' } });
    });

    it('counts "0" and a zero-width space as filled in', async () => {
      expect(await verdict(requiredForm, [['name', '0']])).toEqual({ status: 'mail_sent', invalid: {} });
      expect(await verdict(requiredForm, [['name', '\u200b']])).toEqual({ status: 'mail_sent', invalid: {} });
    });
  });
});
