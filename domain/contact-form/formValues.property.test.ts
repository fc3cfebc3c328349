import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { normalizeUrlInput } from './clientRules';
import { scanFormTags } from './formTags';
import { toFormValues } from './formValues';
import { decodeHtmlEntities } from './htmlEntities';
import { findFailure } from './rules';
import { buildValidationSchema, validateWithSchema } from './schema';
import type { FieldValue, SwvRule, SwvRuleName } from './types';
import {
  compareDates, countCharacters, isBlank, isDate, isEmail, isNumber, isoDayOfWeek, isTel, isTime, isUrl, parseDate,
} from './valueFormats';

/** What a visitor (or a script posting straight to the endpoint) may send as a field value. */
const postedText = fc.oneof(
  fc.string(),
  fc.string({ unit: 'binary', maxLength: 60 }),
  fc.constantFrom('', ' ', '\r\n', '1e999', '-0', '.5', '9'.repeat(400), '2024-02-29', '0000-01-01', '99999-12-31', '23:59:60', 'javascript:alert(1)', 'a@b.co', '<script>x</script>', '&#x110000;', '&#0;'),
);

const ruleNames: SwvRuleName[] = [
  'required', 'requiredfile', 'email', 'url', 'tel', 'number', 'date', 'time', 'file', 'enum', 'dayofweek', 'minitems',
  'maxitems', 'minlength', 'maxlength', 'minnumber', 'maxnumber', 'mindate', 'maxdate', 'minfilesize', 'maxfilesize',
];
const fieldName = fc.constantFrom('a', 'b', 'c');

/** Any rule, thresholds and accept lists included, with groups nested a few levels deep. */
const anyRule: fc.Arbitrary<SwvRule> = fc.letrec<{ rule: SwvRule }>((tie) => ({
  rule: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    fc.record({
      rule: fc.constantFrom(...ruleNames),
      field: fieldName,
      error: fc.string(),
      threshold: fc.oneof(fc.double(), postedText),
      accept: fc.array(fc.oneof(postedText, fc.integer({ min: -2, max: 9 })), { maxLength: 4 }),
    }, { requiredKeys: ['rule', 'field'] }),
    fc.record({ rule: fc.constantFrom<SwvRuleName>('all', 'any'), rules: fc.array(tie('rule'), { maxLength: 3 }) }),
  ),
})).rule;

const fieldValue: fc.Arbitrary<FieldValue> = fc.oneof(
  postedText,
  fc.record({ name: fc.oneof(fc.string(), fc.constantFrom('a.pdf', 'photo.JPG', 'x.pdf.exe', '')), type: fc.string(), size: fc.nat() }),
);
const postedEntries = fc.array(fc.tuple(fc.constantFrom('a', 'b', 'c', 'a[]', 'b[]', '[]', ''), fieldValue), { maxLength: 10 });

/** A date that exists, written as YYYY-MM-DD, with what JavaScript says about it. */
const realDate = fc.date({ min: new Date('0001-01-01T00:00:00Z'), max: new Date('9999-12-31T00:00:00Z'), noInvalidDate: true }).map((date) => ({
  text: date.toISOString().slice(0, 10),
  date,
}));

describe('contact-form value format properties', () => {
  it('never throw for any posted text and answer with booleans', () => {
    fc.assert(fc.property(postedText, (value) => {
      for (const check of [isEmail, isUrl, isTel, isNumber, isDate, isTime, isBlank]) expect(typeof check(value)).toBe('boolean');
      expect(countCharacters(value)).toBeLessThanOrEqual(value.length);
      expect(typeof decodeHtmlEntities(value)).toBe('string');
      expect(typeof normalizeUrlInput(value)).toBe('string');
    }), { numRuns: 300 });
  });

  it('a value the number rule accepts is a number for the min and max rules', () => {
    fc.assert(fc.property(postedText, (value) => {
      if (isNumber(value)) expect(Number.isNaN(Number(value.trim()))).toBe(false);
    }), { numRuns: 300 });
    fc.assert(fc.property(fc.double({ noNaN: true, noDefaultInfinity: true }), (number) => {
      expect(isNumber(String(number))).toBe(true);
    }), { numRuns: 200 });
  });

  it('reads back every real date, in range, on the weekday JavaScript gives it (round trip)', () => {
    fc.assert(fc.property(realDate, ({ text, date }) => {
      const parts = parseDate(text);
      expect(parts).not.toBeNull();
      if (parts === null) return;
      expect(parts.month).toBe(date.getUTCMonth() + 1);
      expect(parts.day).toBe(date.getUTCDate());
      expect(isoDayOfWeek(parts)).toBe(date.getUTCDay() === 0 ? 7 : date.getUTCDay());
    }), { numRuns: 300 });
  });

  it('orders dates as the calendar does, 5-digit years after 4-digit ones', () => {
    // Four-digit ISO dates sort as text in calendar order; a fifth digit adds 10000 years.
    const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
    fc.assert(fc.property(realDate, realDate, fc.boolean(), ({ text: a }, { text: b }, longYear) => {
      const later = longYear ? `1${b}` : b;
      const expected = longYear ? -1 : byText(a, b);
      expect(Math.sign(compareDates(parseDate(a)!, parseDate(later)!))).toBe(expected);
    }), { numRuns: 200 });
  });

  it('accepts every time of day and no hour past 23', () => {
    const two = (n: number) => String(n).padStart(2, '0');
    fc.assert(fc.property(fc.integer({ min: 0, max: 99 }), fc.integer({ min: 0, max: 99 }), fc.option(fc.integer({ min: 0, max: 99 })), (h, m, s) => {
      const text = s === null ? `${two(h)}:${two(m)}` : `${two(h)}:${two(m)}:${two(s)}`;
      expect(isTime(text)).toBe(h <= 23 && m <= 59 && (s ?? 0) <= 59);
    }), { numRuns: 200 });
  });
});

describe('contact-form validation properties', () => {
  it('findFailure never throws and answers null or a rule of the tree it was given', () => {
    const rulesOf = (rule: SwvRule): SwvRule[] => [rule, ...(rule.rules ?? []).flatMap(rulesOf)];
    fc.assert(fc.property(anyRule, postedEntries, (rule, entries) => {
      const failure = findFailure(rule, toFormValues(entries));
      expect(failure === null || rulesOf(rule).includes(failure)).toBe(true);
    }), { numRuns: 300 });
  });

  it('groups posted values by field name, without the [] of checkbox groups, losing none', () => {
    fc.assert(fc.property(postedEntries, (entries) => {
      const values = toFormValues(entries);
      let total = 0;
      for (const [name, list] of values) {
        expect(name.endsWith('[]')).toBe(false);
        total += list.length;
      }
      expect(total).toBe(entries.length);
    }), { numRuns: 200 });
  });

  it('any template and any posted values validate without throwing, naming only the form\'s fields', () => {
    const tagType = fc.constantFrom('text', 'text*', 'email*', 'url', 'tel', 'number', 'range', 'date*', 'textarea', 'select*', 'checkbox', 'radio', 'file*', 'quiz', 'acceptance');
    const option = fc.constantFrom('minlength:3', 'maxlength:5', 'min:1', 'max:9', 'min:2024-01-01', 'max:today', 'limit:1kb', 'filetypes:pdf|png', 'exclusive', 'free_text', 'first_as_label', 'maxlength:abc');
    const tag = fc.tuple(tagType, fieldName, fc.array(option, { maxLength: 3 }), fc.array(fc.string({ maxLength: 8 }).map((v) => v.replace(/["\]]/g, '')), { maxLength: 3 }))
      .map(([type, name, options, values]) => `[${type} ${name} ${options.join(' ')} ${values.map((value) => `"${value}"`).join(' ')}]`);
    const template = fc.oneof(fc.array(tag, { maxLength: 5 }).map((tags) => tags.join('\n')), fc.string(), fc.string({ unit: fc.constantFrom('[', ']', '*', ' ', '"', 'a', 'text', ':', '|') }));
    fc.assert(fc.property(template, postedEntries, (source, entries) => {
      const tags = scanFormTags(source);
      const schema = buildValidationSchema(tags, {}, { today: '2026-01-15' });
      const names = new Set(tags.map((entry) => entry.name));
      for (const invalid of validateWithSchema(schema, toFormValues(entries))) {
        expect(names.has(invalid.field)).toBe(true);
        expect(typeof invalid.message).toBe('string');
      }
    }), { numRuns: 300 });
  });
});
