import { describe, expect, it } from 'vitest';
import {
  acceptanceFieldsOf,
  areAcceptancesSatisfied,
  checkAcceptance,
  isAcceptanceSatisfied,
  isPostedChecked,
  shouldDisableSubmit,
} from './acceptance';
import { scanFormTags } from './formTags';
import { toFormValues } from './formValues';

const box = (checked: boolean, extra: { optional?: boolean; invert?: boolean } = {}) => ({
  name: 'a',
  checked,
  optional: extra.optional ?? false,
  invert: extra.invert ?? false,
});

describe('isAcceptanceSatisfied', () => {
  it('wants a normal box checked', () => {
    expect(isAcceptanceSatisfied(box(true))).toBe(true);
    expect(isAcceptanceSatisfied(box(false))).toBe(false);
  });
  it('wants an inverted box unchecked', () => {
    expect(isAcceptanceSatisfied(box(false, { invert: true }))).toBe(true);
    expect(isAcceptanceSatisfied(box(true, { invert: true }))).toBe(false);
  });
  it('accepts an optional box in any state', () => {
    expect(isAcceptanceSatisfied(box(false, { optional: true }))).toBe(true);
    expect(isAcceptanceSatisfied(box(true, { optional: true, invert: true }))).toBe(true);
  });
});

describe('shouldDisableSubmit', () => {
  it('enables submit without acceptance boxes', () => {
    expect(shouldDisableSubmit([])).toBe(false);
    expect(areAcceptancesSatisfied([])).toBe(true);
  });
  it('disables submit while any required box is off', () => {
    expect(shouldDisableSubmit([box(true), box(false)])).toBe(true);
    expect(shouldDisableSubmit([box(true), box(false, { invert: true })])).toBe(false);
  });
  it('ignores optional boxes', () => {
    expect(shouldDisableSubmit([box(false, { optional: true })])).toBe(false);
  });
  it('never disables when acceptance is used as validation', () => {
    expect(shouldDisableSubmit([box(false)], { acceptanceAsValidation: true })).toBe(false);
  });
});

describe('acceptanceFieldsOf', () => {
  it('reads name, options and consent text from acceptance tags', () => {
    const tags = scanFormTags('[acceptance terms] I agree [/acceptance] [acceptance news optional invert "No mail"] [text t]');
    expect(acceptanceFieldsOf(tags)).toEqual([
      { name: 'terms', optional: false, invert: false, content: 'I agree' },
      { name: 'news', optional: true, invert: true, content: 'No mail' },
    ]);
  });
});

describe('isPostedChecked', () => {
  it('counts a non-empty value other than "0" as checked', () => {
    expect(isPostedChecked(toFormValues([['a', '1']]), 'a')).toBe(true);
    expect(isPostedChecked(toFormValues([['a', 'on']]), 'a')).toBe(true);
    expect(isPostedChecked(toFormValues([['a', '0']]), 'a')).toBe(false);
    expect(isPostedChecked(toFormValues([['a', ' ']]), 'a')).toBe(false);
    expect(isPostedChecked(toFormValues([]), 'a')).toBe(false);
  });
});

describe('checkAcceptance', () => {
  const fields = acceptanceFieldsOf(
    scanFormTags('[acceptance terms]Terms[/acceptance] [acceptance optout invert]Opt out[/acceptance] [acceptance maybe optional]Maybe[/acceptance]'),
  );

  it('accepts when every required box is in its required state', () => {
    const result = checkAcceptance(fields, toFormValues([['terms', '1'], ['maybe', '1']]));
    expect(result.accepted).toBe(true);
    expect(result.missing).toEqual([]);
    expect(result.consents).toEqual([
      { name: 'terms', content: 'Terms' },
      { name: 'maybe', content: 'Maybe' },
    ]);
  });

  it('lists the boxes not in their required state', () => {
    const result = checkAcceptance(fields, toFormValues([['optout', '1']]));
    expect(result.accepted).toBe(false);
    expect(result.missing).toEqual(['terms', 'optout']);
  });
});
