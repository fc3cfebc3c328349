import { describe, expect, it } from 'vitest';
import { scanFormTags } from './formTags';
import { toFormValues } from './formValues';
import { defaultMessages } from './messages';
import { buildValidationSchema, swvSchemaVersion, validateWithSchema } from './schema';

const schemaOf = (template: string, today?: string) =>
  buildValidationSchema(scanFormTags(template), {}, today === undefined ? {} : { today });

describe('buildValidationSchema', () => {
  it('carries version and locale', () => {
    const schema = buildValidationSchema([], {}, { locale: 'de_DE' });
    expect(schema).toEqual({ version: swvSchemaVersion, locale: 'de_DE', rules: [] });
    expect(buildValidationSchema([]).locale).toBe('en_US');
  });

  it('adds no rule for a character counter of a field', () => {
    expect(schemaOf('[text note maxlength:10] [count note]').rules).toEqual(schemaOf('[text note maxlength:10]').rules);
  });

  it('adds no rule for a captcha, which is checked as spam instead', () => {
    expect(schemaOf('[captchac c1] [captchar c1]').rules).toEqual([]);
  });

  it('builds required, format and default maxlength rules for a required email', () => {
    expect(schemaOf('[email* your-email]').rules).toEqual([
      { rule: 'required', field: 'your-email', error: 'Please fill out this field.' },
      { rule: 'email', field: 'your-email', error: 'Please enter an email address.' },
      { rule: 'maxlength', field: 'your-email', threshold: 400, error: 'This field has a too long input.' },
    ]);
  });

  it('uses the url and tel format rules and no format rule for plain text', () => {
    expect(schemaOf('[url site] [tel phone] [text name]').rules.map((r) => `${r.rule}:${r.field}`)).toEqual([
      'url:site',
      'maxlength:site',
      'tel:phone',
      'maxlength:phone',
      'maxlength:name',
    ]);
  });

  it('reads minlength and maxlength options', () => {
    const rules = schemaOf('[text name minlength:3 maxlength:50]').rules;
    expect(rules).toContainEqual({ rule: 'minlength', field: 'name', threshold: 3, error: defaultMessages.invalid_too_short });
    expect(rules).toContainEqual({ rule: 'maxlength', field: 'name', threshold: 50, error: defaultMessages.invalid_too_long });
  });

  it('reads the size/maxlength shorthand and treats maxlength:0 as unset', () => {
    expect(schemaOf('[text a 40/80]').rules).toContainEqual(expect.objectContaining({ rule: 'maxlength', threshold: 80 }));
    expect(schemaOf('[text a maxlength:0]').rules).toContainEqual(
      expect.objectContaining({ rule: 'maxlength', threshold: 400 }),
    );
    expect(schemaOf('[text a minlength:0]').rules.some((r) => r.rule === 'minlength')).toBe(false);
  });

  it('gives textareas a 2000-character default limit', () => {
    expect(schemaOf('[textarea* msg]').rules).toEqual([
      { rule: 'required', field: 'msg', error: defaultMessages.invalid_required },
      { rule: 'maxlength', field: 'msg', threshold: 2000, error: defaultMessages.invalid_too_long },
    ]);
  });

  it('builds number rules with bounds for number and range, a range bounded 0 to 100 by default', () => {
    expect(schemaOf('[number* qty min:1 max:10] [range r min:-0.5] [range s]').rules).toEqual([
      { rule: 'required', field: 'qty', error: defaultMessages.invalid_required },
      { rule: 'number', field: 'qty', error: defaultMessages.invalid_number },
      { rule: 'minnumber', field: 'qty', threshold: '1', error: defaultMessages.number_too_small },
      { rule: 'maxnumber', field: 'qty', threshold: '10', error: defaultMessages.number_too_large },
      { rule: 'number', field: 'r', error: defaultMessages.invalid_number },
      { rule: 'minnumber', field: 'r', threshold: '-0.5', error: defaultMessages.number_too_small },
      { rule: 'maxnumber', field: 'r', threshold: '100', error: defaultMessages.number_too_large },
      { rule: 'number', field: 's', error: defaultMessages.invalid_number },
      { rule: 'minnumber', field: 's', threshold: '0', error: defaultMessages.number_too_small },
      { rule: 'maxnumber', field: 's', threshold: '100', error: defaultMessages.number_too_large },
    ]);
  });

  it('adds a stepnumber rule from step:, counted from min: or from 0', () => {
    const steps = (template: string) => schemaOf(template).rules.filter((r) => r.rule === 'stepnumber');
    expect(steps('[number a min:1 step:0.5] [number b step:3] [number c]')).toEqual([
      { rule: 'stepnumber', field: 'a', base: '1', interval: '0.5', error: defaultMessages.number_not_in_step },
      { rule: 'stepnumber', field: 'b', base: '0', interval: '3', error: defaultMessages.number_not_in_step },
    ]);
  });

  it('ignores malformed number bounds', () => {
    expect(schemaOf('[number n min:abc max:1-2]').rules.map((r) => r.rule)).toEqual(['number']);
  });

  it('builds date rules with literal and relative bounds', () => {
    expect(schemaOf('[date* d min:2026-01-01 max:today+1month]', '2026-01-31').rules).toEqual([
      { rule: 'required', field: 'd', error: defaultMessages.invalid_required },
      { rule: 'date', field: 'd', error: defaultMessages.invalid_date },
      { rule: 'mindate', field: 'd', threshold: '2026-01-01', error: defaultMessages.date_too_early },
      { rule: 'maxdate', field: 'd', threshold: '2026-03-03', error: defaultMessages.date_too_late },
    ]);
  });

  it('drops relative date bounds when today is unknown', () => {
    expect(schemaOf('[date d min:today]').rules.map((r) => r.rule)).toEqual(['date']);
  });

  it('builds file rules with requiredfile, accept and the default 1 MB limit', () => {
    expect(schemaOf('[file* cv]').rules).toEqual([
      { rule: 'requiredfile', field: 'cv', error: defaultMessages.invalid_required },
      { rule: 'file', field: 'cv', accept: ['audio/*', 'video/*', 'image/*'], error: defaultMessages.upload_file_type_invalid },
      { rule: 'maxfilesize', field: 'cv', threshold: 1048576, error: defaultMessages.upload_file_too_large },
    ]);
  });

  it('reads filetypes and limit options of a file field', () => {
    const rules = schemaOf('[file cv filetypes:pdf|doc limit:200kb]').rules;
    expect(rules.find((r) => r.rule === 'file')?.accept).toEqual(['.pdf', '.doc']);
    expect(rules.find((r) => r.rule === 'maxfilesize')?.threshold).toBe(204800);
    expect(rules.some((r) => r.rule === 'requiredfile')).toBe(false);
  });

  it('makes radio required with at most one item, and checkbox* required', () => {
    expect(schemaOf('[radio size "S" "M"]').rules).toEqual([
      { rule: 'required', field: 'size', error: defaultMessages.invalid_required },
      { rule: 'maxitems', field: 'size', threshold: 1, error: 'Too many items are selected.' },
      { rule: 'enum', field: 'size', accept: ['S', 'M'], error: 'Undefined value was submitted through this field.' },
    ]);
    expect(schemaOf('[checkbox* c "a"]').rules.map((r) => r.rule)).toEqual(['required', 'enum']);
    expect(schemaOf('[checkbox c "a"]').rules.map((r) => r.rule)).toEqual(['enum']);
  });

  it('limits exclusive checkboxes to one item', () => {
    expect(schemaOf('[checkbox c exclusive "a" "b"]').rules.map((r) => r.rule)).toEqual(['maxitems', 'enum']);
  });

  it('skips the enum rule for free_text groups, even when another tag of that name has values', () => {
    expect(schemaOf('[checkbox c free_text "a" "Other"]').rules).toEqual([]);
    expect(schemaOf('[checkbox c "a"] [checkbox c free_text "b"]').rules).toEqual([]);
  });

  it('merges, decodes and de-duplicates enum values of same-named tags', () => {
    const rules = schemaOf('[checkbox c "a" "b"] [checkbox c "b" "Tom &amp; Jerry"]').rules;
    expect(rules).toEqual([{ rule: 'enum', field: 'c', accept: ['a', 'b', 'Tom & Jerry'], error: defaultMessages.invalid_enum }]);
  });

  it('builds select rules, dropping the first value under first_as_label', () => {
    expect(schemaOf('[select* s include_blank "x" "y"] [select t first_as_label "Pick" "z"]').rules).toEqual([
      { rule: 'required', field: 's', error: defaultMessages.invalid_required },
      { rule: 'enum', field: 's', accept: ['x', 'y'], error: defaultMessages.invalid_enum },
      { rule: 'enum', field: 't', accept: ['z'], error: defaultMessages.invalid_enum },
    ]);
  });

  it('drops the first value of each same-named select under first_as_label, then merges them', () => {
    const rules = schemaOf('[select t first_as_label "Pick" "z"] [select t "y"] [select t first_as_label "Pick again" "w"]').rules;
    expect(rules).toEqual([{ rule: 'enum', field: 't', accept: ['z', 'y', 'w'], error: defaultMessages.invalid_enum }]);
  });

  it('decodes every HTML5 character reference in select values and keeps a "0" choice', () => {
    const rules = schemaOf('[select city "Caf&eacute; Berlin" "&hellip;&#x41;" "0"]').rules;
    expect(rules).toEqual([{ rule: 'enum', field: 'city', accept: ['Café Berlin', '…A', '0'], error: defaultMessages.invalid_enum }]);
  });

  it('adds nothing for acceptance, quiz, hidden, submit and nameless tags', () => {
    expect(schemaOf('[acceptance a] ok [/acceptance] [quiz q "1+1|2"] [hidden h "x"] [submit "Go"] [text]').rules).toEqual([]);
  });

  it('orders rule groups by module as Contact Form 7 does', () => {
    const rules = schemaOf('[text* t] [checkbox* c "a"] [date d]').rules;
    expect(rules.map((r) => `${r.rule}:${r.field}`)).toEqual([
      'required:c',
      'date:d',
      'required:t',
      'maxlength:t',
      'enum:c',
    ]);
  });

  it('uses the form’s own messages over the defaults', () => {
    const schema = buildValidationSchema(scanFormTags('[email* e]'), { invalid_required: 'Pflichtfeld', invalid_email: '' });
    expect(schema.rules.map((r) => r.error)).toEqual(['Pflichtfeld', defaultMessages.invalid_email, defaultMessages.invalid_too_long]);
  });
});

describe('validateWithSchema', () => {
  const schema = schemaOf(
    '[text* your-name minlength:2] [email* your-email] [number age min:18] [checkbox* topics "News" "Offers"] [file cv filetypes:pdf limit:1kb]',
  );

  it('reports nothing for a valid submission', () => {
    const form = toFormValues([
      ['your-name', 'Ann'],
      ['your-email', 'ann@example.com'],
      ['age', '30'],
      ['topics[]', 'News'],
      ['cv', { name: 'cv.pdf', type: 'application/pdf', size: 500 }],
    ]);
    expect(validateWithSchema(schema, form)).toEqual([]);
  });

  it('reports only the first failing rule of each field', () => {
    // No topic checked: the form posts nothing under `topics[]`.
    const form = toFormValues([['your-name', ''], ['your-email', 'nope'], ['age', 'x']]);
    expect(validateWithSchema(schema, form)).toEqual([
      { field: 'topics', message: defaultMessages.invalid_required, rule: 'required' },
      { field: 'age', message: defaultMessages.invalid_number, rule: 'number' },
      { field: 'your-name', message: defaultMessages.invalid_required, rule: 'required' },
      { field: 'your-email', message: defaultMessages.invalid_email, rule: 'email' },
    ]);
  });

  it('reports bound and enum failures when the earlier rules pass', () => {
    const form = toFormValues([
      ['your-name', 'A'],
      ['your-email', 'ann@example.com'],
      ['age', '17'],
      ['topics[]', 'Spam'],
      ['cv', { name: 'cv.exe', type: 'application/pdf', size: 5000 }],
    ]);
    expect(validateWithSchema(schema, form)).toEqual([
      { field: 'cv', message: defaultMessages.upload_file_type_invalid, rule: 'file' },
      { field: 'age', message: defaultMessages.number_too_small, rule: 'minnumber' },
      { field: 'your-name', message: defaultMessages.invalid_too_short, rule: 'minlength' },
      { field: 'topics', message: defaultMessages.invalid_enum, rule: 'enum' },
    ]);
  });

  it('reports a too large upload', () => {
    const form = toFormValues([
      ['your-name', 'Ann'],
      ['your-email', 'ann@example.com'],
      ['topics[]', 'News'],
      ['cv', { name: 'cv.pdf', type: 'application/pdf', size: 1025 }],
    ]);
    expect(validateWithSchema(schema, form)).toEqual([
      { field: 'cv', message: defaultMessages.upload_file_too_large, rule: 'maxfilesize' },
    ]);
  });

  it('rejects an impossible date on the strict reading', () => {
    const dates = schemaOf('[date d]');
    expect(validateWithSchema(dates, toFormValues([['d', '2026-02-30']]))).toEqual([
      { field: 'd', message: defaultMessages.invalid_date, rule: 'date' },
    ]);
  });

  it('reports a group rule under the field of its failing sub-rule', () => {
    const group = {
      rules: [{ rule: 'all' as const, rules: [{ rule: 'required' as const, field: 'x', error: 'X!' }] }],
    };
    expect(validateWithSchema(group, toFormValues([]))).toEqual([{ field: 'x', message: 'X!', rule: 'required' }]);
  });

  it('does not report a field twice when a fieldless group fails on an already failed field', () => {
    const schema = {
      rules: [
        { rule: 'maxlength' as const, field: 'x', threshold: 2, error: 'first' },
        { rule: 'all' as const, rules: [{ rule: 'email' as const, field: 'x', error: 'second' }] },
      ],
    };
    expect(validateWithSchema(schema, toFormValues([['x', 'nope']]))).toEqual([{ field: 'x', message: 'first', rule: 'maxlength' }]);
  });

  it('passes an empty form against an empty schema', () => {
    expect(validateWithSchema({ rules: [] }, toFormValues([]))).toEqual([]);
  });
});
