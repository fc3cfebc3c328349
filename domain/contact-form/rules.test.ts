import { describe, expect, it } from 'vitest';
import { toFormValues } from './formValues';
import { findFailure, ruleChecks } from './rules';
import type { FieldValue, SwvRule, SwvRuleName } from './types';

const file = (name: string, size = 10, type = 'application/octet-stream') => ({ name, size, type });

/** Whether `rule` (with `props`) holds for field `f` carrying `values`. */
function holds(rule: SwvRuleName, values: FieldValue[], props: Partial<SwvRule> = {}): boolean {
  return ruleChecks[rule]({ rule, field: 'f', ...props }, toFormValues(values.map((value) => ['f', value] as const)));
}

describe('required', () => {
  it('holds with one filled value', () => expect(holds('required', ['x'])).toBe(true));
  it('holds with any filled value among blanks', () => expect(holds('required', ['', 'b'])).toBe(true));
  it('fails with no value', () => expect(holds('required', [])).toBe(false));
  it('fails with an empty string', () => expect(holds('required', [''])).toBe(false));
  it('fails with whitespace only', () => expect(holds('required', ['  \n'])).toBe(false));
  it('fails when the field is missing from the form', () => {
    expect(ruleChecks.required({ rule: 'required', field: 'f' }, toFormValues([['other', 'x']]))).toBe(false);
  });
  it('fails for a field named like an object prototype key', () => {
    expect(ruleChecks.required({ rule: 'required', field: 'constructor' }, toFormValues([]))).toBe(false);
  });
});

describe('requiredfile', () => {
  it('holds with a chosen file', () => expect(holds('requiredfile', [file('a.pdf')])).toBe(true));
  it('holds with an empty but named file', () => expect(holds('requiredfile', [file('a.pdf', 0)])).toBe(true));
  it('fails with the nameless file an empty input posts', () => {
    expect(holds('requiredfile', [file('', 0)])).toBe(false);
  });
  it('fails with only a string value', () => expect(holds('requiredfile', ['a.pdf'])).toBe(false));
});

describe('format rules', () => {
  it.each([
    ['email', 'me@example.com', 'me@example'],
    ['url', 'https://example.com', 'example.com'],
    ['tel', '+1 555 0100', '555-CALL'],
    ['number', '-1.5e3', '1,5'],
    ['date', '2026-02-28', '2026-02-30'],
    ['time', '23:59', '24:00'],
  ] as const)('%s holds for %j and fails for %j', (rule, good, bad) => {
    expect(holds(rule, [good])).toBe(true);
    expect(holds(rule, [bad])).toBe(false);
    expect(holds(rule, [good, bad])).toBe(false);
  });

  it.each(['email', 'url', 'tel', 'number', 'date', 'time'] as const)('%s ignores blank values', (rule) => {
    expect(holds(rule, [])).toBe(true);
    expect(holds(rule, [''])).toBe(true);
    expect(holds(rule, ['   '])).toBe(true);
  });
});

describe('file', () => {
  const accept = ['.pdf', 'image/*'];
  it('holds when every file matches', () => {
    expect(holds('file', [file('a.pdf'), file('b.JPG')], { accept })).toBe(true);
  });
  it('fails when one file does not match', () => {
    expect(holds('file', [file('a.pdf'), file('b.exe')], { accept })).toBe(false);
  });
  it('judges by name, not by the claimed type', () => {
    expect(holds('file', [file('evil.exe', 1, 'image/png')], { accept })).toBe(false);
  });
  it('holds with no chosen file', () => expect(holds('file', [file('', 0)], { accept })).toBe(true));
  it('fails any file without an accept list', () => expect(holds('file', [file('a.pdf')])).toBe(false));
});

describe('enum', () => {
  const accept = ['Red', 'Green'];
  it('holds for accepted values', () => expect(holds('enum', ['Red', 'Green'], { accept })).toBe(true));
  it('fails for an unknown value', () => expect(holds('enum', ['Blue'], { accept })).toBe(false));
  it('is case-sensitive', () => expect(holds('enum', ['red'], { accept })).toBe(false));
  it('ignores blank values', () => expect(holds('enum', [''], { accept })).toBe(true));
  it('compares trimmed values', () => expect(holds('enum', [' Red '], { accept })).toBe(true));
  it('compares numbers as strings', () => expect(holds('enum', ['1'], { accept: [1, 2] })).toBe(true));
});

describe('dayofweek', () => {
  const weekdays = { accept: [1, 2, 3, 4, 5] };
  it('holds for a Monday', () => expect(holds('dayofweek', ['2026-03-02'], weekdays)).toBe(true));
  it('fails for a Sunday', () => expect(holds('dayofweek', ['2026-03-01'], weekdays)).toBe(false));
  it('accepts Sunday as 7', () => expect(holds('dayofweek', ['2026-03-01'], { accept: [7] })).toBe(true));
  it('leaves invalid dates to the date rule', () => {
    expect(holds('dayofweek', ['2026-02-30', 'soon'], weekdays)).toBe(true);
  });
  it('accepts days given as strings', () => {
    expect(holds('dayofweek', ['2026-03-07'], { accept: ['6'] })).toBe(true);
  });
  it('ignores out-of-range days in the accept list', () => {
    expect(holds('dayofweek', ['2026-03-01'], { accept: [0, 8] })).toBe(false);
  });
});

describe('minitems and maxitems', () => {
  it('minitems counts filled values', () => {
    expect(holds('minitems', ['a', 'b'], { threshold: 2 })).toBe(true);
    expect(holds('minitems', ['a', ''], { threshold: 2 })).toBe(false);
    expect(holds('minitems', [], { threshold: 1 })).toBe(false);
  });
  it('maxitems counts filled values', () => {
    expect(holds('maxitems', ['a'], { threshold: 1 })).toBe(true);
    expect(holds('maxitems', ['a', 'b'], { threshold: 1 })).toBe(false);
    expect(holds('maxitems', ['a', '', ''], { threshold: 1 })).toBe(true);
  });
  it('accepts a threshold given as a string', () => {
    expect(holds('maxitems', ['a', 'b'], { threshold: '1' })).toBe(false);
  });
});

describe('minlength and maxlength', () => {
  it('minlength fails below the threshold', () => expect(holds('minlength', ['ab'], { threshold: 3 })).toBe(false));
  it('minlength holds at the threshold', () => expect(holds('minlength', ['abc'], { threshold: 3 })).toBe(true));
  it('minlength is skipped when the total is 0', () => {
    expect(holds('minlength', [''], { threshold: 3 })).toBe(true);
    expect(holds('minlength', [], { threshold: 3 })).toBe(true);
  });
  it('minlength sums all values', () => expect(holds('minlength', ['ab', 'c'], { threshold: 3 })).toBe(true));
  it('maxlength holds at the threshold', () => expect(holds('maxlength', ['abcde'], { threshold: 5 })).toBe(true));
  it('maxlength fails above the threshold', () => {
    expect(holds('maxlength', ['abcdef'], { threshold: 5 })).toBe(false);
  });
  it('maxlength counts CRLF as one character', () => {
    expect(holds('maxlength', ['ab\r\ncd'], { threshold: 5 })).toBe(true);
    expect(holds('maxlength', ['ab\r\ncde'], { threshold: 5 })).toBe(false);
  });
  it('maxlength counts surrounding spaces', () => expect(holds('maxlength', [' abc '], { threshold: 4 })).toBe(false));
  it('maxlength with threshold 0 only allows nothing', () => {
    expect(holds('maxlength', [''], { threshold: 0 })).toBe(true);
    expect(holds('maxlength', ['a'], { threshold: 0 })).toBe(false);
  });
  it('ignores a rule with an unusable threshold', () => {
    expect(holds('maxlength', ['abcdef'], { threshold: 'lots' })).toBe(true);
    expect(holds('maxlength', ['abcdef'])).toBe(true);
  });
});

describe('minnumber and maxnumber', () => {
  it('compare numerically, not as strings', () => {
    expect(holds('minnumber', ['10'], { threshold: '9' })).toBe(true);
    expect(holds('maxnumber', ['10'], { threshold: '9' })).toBe(false);
  });
  it('hold at the bound', () => {
    expect(holds('minnumber', ['-1.5'], { threshold: '-1.5' })).toBe(true);
    expect(holds('maxnumber', ['1e2'], { threshold: 100 })).toBe(true);
  });
  it('fail past the bound', () => {
    expect(holds('minnumber', ['-2'], { threshold: -1 })).toBe(false);
    expect(holds('maxnumber', ['100.01'], { threshold: 100 })).toBe(false);
  });
  it('leave non-numbers and blanks to other rules', () => {
    expect(holds('minnumber', ['abc', ''], { threshold: 5 })).toBe(true);
  });
  it('check every value', () => expect(holds('maxnumber', ['1', '7'], { threshold: 5 })).toBe(false));
});

describe('mindate and maxdate', () => {
  it('compare in calendar order', () => {
    expect(holds('mindate', ['2026-01-10'], { threshold: '2026-01-09' })).toBe(true);
    expect(holds('mindate', ['2026-01-08'], { threshold: '2026-01-09' })).toBe(false);
    expect(holds('maxdate', ['2026-01-09'], { threshold: '2026-01-09' })).toBe(true);
    expect(holds('maxdate', ['2026-01-10'], { threshold: '2026-01-09' })).toBe(false);
  });
  it('compare 5-digit years numerically', () => {
    expect(holds('maxdate', ['10000-01-01'], { threshold: '9999-12-31' })).toBe(false);
  });
  it('skip invalid dates and an invalid threshold', () => {
    expect(holds('mindate', ['2026-02-30'], { threshold: '2026-03-01' })).toBe(true);
    expect(holds('mindate', ['2000-01-01'], { threshold: 'yesterday' })).toBe(true);
  });
});

describe('minfilesize and maxfilesize', () => {
  it('maxfilesize sums all files', () => {
    expect(holds('maxfilesize', [file('a.pdf', 600), file('b.pdf', 400)], { threshold: 1000 })).toBe(true);
    expect(holds('maxfilesize', [file('a.pdf', 600), file('b.pdf', 401)], { threshold: 1000 })).toBe(false);
  });
  it('minfilesize fails below the total', () => {
    expect(holds('minfilesize', [file('a.pdf', 99)], { threshold: 100 })).toBe(false);
    expect(holds('minfilesize', [file('a.pdf', 100)], { threshold: 100 })).toBe(true);
  });
  it('minfilesize is skipped with no chosen file', () => {
    expect(holds('minfilesize', [file('', 0)], { threshold: 100 })).toBe(true);
  });
});

describe('all and any', () => {
  const form = toFormValues([['a', 'x'], ['b', '']]);
  const requireA: SwvRule = { rule: 'required', field: 'a', error: 'A needed' };
  const requireB: SwvRule = { rule: 'required', field: 'b', error: 'B needed' };
  const requireBSilent: SwvRule = { rule: 'required', field: 'b' };

  it('all holds when every sub-rule holds', () => {
    expect(findFailure({ rule: 'all', rules: [requireA] }, form)).toBeNull();
  });
  it('all reports the failing sub-rule with its own message', () => {
    expect(findFailure({ rule: 'all', error: 'group', rules: [requireA, requireB] }, form)).toBe(requireB);
  });
  it('all reports itself when the failing sub-rule has no message', () => {
    const group: SwvRule = { rule: 'all', error: 'group', rules: [requireBSilent] };
    expect(findFailure(group, form)).toBe(group);
  });
  it('any holds when one sub-rule holds', () => {
    expect(findFailure({ rule: 'any', rules: [requireB, requireA] }, form)).toBeNull();
  });
  it('any reports itself when no sub-rule holds', () => {
    const group: SwvRule = { rule: 'any', error: 'one of them', rules: [requireB, requireBSilent] };
    expect(findFailure(group, form)).toBe(group);
  });
  it('an empty any fails and an empty all holds', () => {
    expect(findFailure({ rule: 'any', rules: [] }, form)).not.toBeNull();
    expect(findFailure({ rule: 'all', rules: [] }, form)).toBeNull();
  });
  it('nests groups', () => {
    const nested: SwvRule = { rule: 'all', rules: [{ rule: 'any', error: 'inner', rules: [requireB] }] };
    expect(findFailure(nested, form)?.error).toBe('inner');
  });
});

describe('findFailure', () => {
  it('returns the rule itself when a plain rule fails', () => {
    const rule: SwvRule = { rule: 'email', field: 'e', error: 'bad' };
    expect(findFailure(rule, toFormValues([['e', 'nope']]))).toBe(rule);
  });
  it('lets unknown rule names pass', () => {
    const rule = { rule: 'stepnumber', field: 'e' } as unknown as SwvRule;
    expect(findFailure(rule, toFormValues([['e', 'x']]))).toBeNull();
  });
});

describe('stepnumber', () => {
  const step = (values: FieldValue[], base: string | number, interval: string | number) =>
    holds('stepnumber', values, { base, interval });

  it('holds for base plus whole steps', () => expect(step(['1', '2.5', '4'], '1', '0.5')).toBe(true));
  it('fails between steps', () => expect(step(['2.25'], '1', '0.5')).toBe(false));
  it('counts steps from the base, not from 0', () => expect(step(['3'], '1', '2')).toBe(true));
  it('counts below the base too', () => expect(step(['-3'], '1', '2')).toBe(true));
  it('tolerates decimal rounding within a millionth', () => {
    expect(step(['0.3'], '0', '0.1')).toBe(true);
    expect(step(['0.7000004'], '0', '0.1')).toBe(true);
    expect(step(['0.7001'], '0', '0.1')).toBe(false);
  });
  it('holds for any value when the step is not positive', () => {
    expect(step(['0.123'], '0', '0')).toBe(true);
    expect(step(['0.123'], '0', '-1')).toBe(true);
    expect(step(['0.123'], '0', 'any')).toBe(true);
  });
  it('skips blank values', () => expect(step(['', '  '], '0', '5')).toBe(true));
  it('reads a missing base as 0', () => expect(ruleChecks.stepnumber({ rule: 'stepnumber', field: 'f', interval: 5 }, toFormValues([['f', '10']]))).toBe(true));
});
