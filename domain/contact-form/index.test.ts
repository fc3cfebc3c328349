import { describe, expect, it } from 'vitest';
import {
  buildValidationSchema,
  checkAcceptance,
  acceptanceFieldsOf,
  defaultMessages,
  scanFormTags,
  toFormValues,
  validateWithSchema,
} from './index';

/** Contact Form 7's default form template plus a few common extras. */
const template = `<label> Your name
    [text* your-name autocomplete:name] </label>

<label> Your email
    [email* your-email autocomplete:email] </label>

<label> Subject
    [text* your-subject] </label>

<label> Your message (optional)
    [textarea your-message] </label>

[checkbox* topics use_label_element "Sales" "Support"]
[acceptance consent] I agree to the privacy policy. [/acceptance]

[submit "Submit"]`;

describe('the public API end to end', () => {
  const tags = scanFormTags(template);
  const schema = buildValidationSchema(tags);

  it('scans the default form', () => {
    expect(tags.map((tag) => tag.type)).toEqual(['text*', 'email*', 'text*', 'textarea', 'checkbox*', 'acceptance', 'submit']);
  });

  it('validates a browser-style submission with checkbox [] names', () => {
    const form = toFormValues([
      ['your-name', 'Ann'],
      ['your-email', 'not-an-email'],
      ['your-subject', ''],
      ['your-message', 'x'.repeat(2001)],
      ['topics[]', 'Sales'],
      ['consent', '1'],
    ]);
    expect(validateWithSchema(schema, form)).toEqual([
      { field: 'your-email', message: defaultMessages.invalid_email, rule: 'email' },
      { field: 'your-subject', message: defaultMessages.invalid_required, rule: 'required' },
      { field: 'your-message', message: defaultMessages.invalid_too_long, rule: 'maxlength' },
    ]);
    expect(checkAcceptance(acceptanceFieldsOf(tags), form).accepted).toBe(true);
  });

  it('survives a JSON round trip of the schema, as served to the browser', () => {
    const served = JSON.parse(JSON.stringify(schema)) as typeof schema;
    const form = toFormValues([['your-name', ''], ['topics[]', 'Hacking']]);
    expect(validateWithSchema(served, form)).toEqual(validateWithSchema(schema, form));
  });
});
