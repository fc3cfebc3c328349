import { describe, expect, it } from 'vitest';
import {
  characterCount,
  composeFreeTextValue,
  defaultQuizPair,
  exclusiveCheckboxStates,
  freeTextFieldName,
  isFreeTextEnabled,
  normalizeQuizAnswer,
  normalizeUrlInput,
  quizPairsOf,
  verifyQuizAnswer,
} from './clientRules';
import type { QuizHasher } from './clientRules';
import { scanFormTags } from './formTags';
import { isUrl } from './valueFormats';

describe('normalizeUrlInput', () => {
  it.each([
    ['example.com', 'http://example.com'],
    ['  www.example.com/path  ', 'http://www.example.com/path'],
    ['//example.com', 'http://example.com'],
    ['https://example.com', 'https://example.com'],
    ['HTTP://example.com', 'HTTP://example.com'],
    ['mailto:a@b.co', 'mailto:a@b.co'],
    ['localhost:8080/x.html', 'localhost:8080/x.html'],
    ['localhost', 'localhost'],
    ['  ', ''],
    ['', ''],
  ])('%j becomes %j', (input, expected) => {
    expect(normalizeUrlInput(input)).toBe(expected);
  });

  it('turns a bare domain into a value the url rule accepts', () => {
    expect(isUrl('example.com')).toBe(false);
    expect(isUrl(normalizeUrlInput('example.com'))).toBe(true);
  });
});

describe('characterCount', () => {
  it('counts up by default', () => {
    expect(characterCount('hello')).toEqual({ count: 5, tooLong: false, tooShort: false });
  });
  it('counts down from the starting value, past zero', () => {
    expect(characterCount('hello', { down: true, startingValue: 10 }).count).toBe(5);
    expect(characterCount('hello', { down: true, startingValue: 3 }).count).toBe(-2);
  });
  it('flags too long above the maximum only', () => {
    expect(characterCount('abcde', { maximum: 5 }).tooLong).toBe(false);
    expect(characterCount('abcdef', { maximum: 5 }).tooLong).toBe(true);
    expect(characterCount('abcdef', { maximum: 0 }).tooLong).toBe(false);
  });
  it('flags too short below the minimum, including when empty', () => {
    expect(characterCount('ab', { minimum: 3 }).tooShort).toBe(true);
    expect(characterCount('abc', { minimum: 3 }).tooShort).toBe(false);
    expect(characterCount('', { minimum: 3 }).tooShort).toBe(true);
  });
  it('counts CRLF as one character, like the maxlength rule', () => {
    expect(characterCount('a\r\nb', { maximum: 3 })).toEqual({ count: 3, tooLong: false, tooShort: false });
  });
});

describe('exclusiveCheckboxStates', () => {
  it('unchecks the others when one is checked', () => {
    expect(exclusiveCheckboxStates([true, true, false], 1)).toEqual([false, true, false]);
    expect(exclusiveCheckboxStates([true, false, true], 2)).toEqual([false, false, true]);
  });
  it('leaves the group alone when a box is unchecked', () => {
    expect(exclusiveCheckboxStates([false, false, false], 0)).toEqual([false, false, false]);
  });
  it('ignores an out-of-range index and does not mutate the input', () => {
    const states = [true, false];
    expect(exclusiveCheckboxStates(states, 5)).toEqual([true, false]);
    exclusiveCheckboxStates(states, 0);
    expect(states).toEqual([true, false]);
  });
});

describe('free text', () => {
  it('is enabled only while the paired (last) option is checked', () => {
    expect(isFreeTextEnabled([false, false, true])).toBe(true);
    expect(isFreeTextEnabled([true, true, false])).toBe(false);
    expect(isFreeTextEnabled([])).toBe(false);
    expect(isFreeTextEnabled([true, false], 0)).toBe(true);
  });
  it('names the free-text input after the field', () => {
    expect(freeTextFieldName('colours')).toBe('colours_free_text');
  });
  it('joins the option value and the typed text', () => {
    expect(composeFreeTextValue('Other', 'cats')).toBe('Other cats');
    expect(composeFreeTextValue('Other', '')).toBe('Other');
    expect(composeFreeTextValue('Other', '  dogs ')).toBe('Other dogs');
  });
});

describe('quizPairsOf', () => {
  it('reads question|answer pairs', () => {
    const [tag] = scanFormTags('[quiz q "Capital of France?|Paris" "2+2?|4"]');
    expect(tag && quizPairsOf(tag)).toEqual([
      { question: 'Capital of France?', answer: 'Paris' },
      { question: '2+2?', answer: '4' },
    ]);
  });
  it('falls back to the default question', () => {
    const [tag] = scanFormTags('[quiz q]');
    expect(tag && quizPairsOf(tag)).toEqual([defaultQuizPair]);
    expect(defaultQuizPair).toEqual({ question: '1+1=?', answer: '2' });
  });
});

describe('normalizeQuizAnswer', () => {
  it.each([
    ['Paris', 'paris'],
    ['  PARIS  ', 'paris'],
    ['pa ris', 'paris'],
    ['New\tYork\r\nCity', 'newyorkcity'],
    ['Ｐａｒｉｓ', 'paris'],
    ['１２３', '123'],
    ['a\u3000b', 'ab'],
    ['ｶﾞｷﾞ', 'ガギ'],
    ['Tom &amp; Jerry', 'tom&jerry'],
    ['ÉCOLE', 'école'],
    ['', ''],
  ])('%j normalises to %j', (input, expected) => {
    expect(normalizeQuizAnswer(input)).toBe(expected);
  });
});

describe('verifyQuizAnswer', () => {
  const hasher: QuizHasher = { hashAnswer: (answer) => `h(${answer})` };
  const asyncHasher: QuizHasher = { hashAnswer: async (answer) => `h(${answer})` };

  it('accepts an answer whose normalised hash matches', async () => {
    await expect(verifyQuizAnswer(' PARIS ', 'h(paris)', hasher)).resolves.toBe(true);
    await expect(verifyQuizAnswer('Paris', 'h(paris)', asyncHasher)).resolves.toBe(true);
  });
  it('rejects a wrong answer, a different-length hash and an empty expected hash', async () => {
    await expect(verifyQuizAnswer('Lyon', 'h(paris)', hasher)).resolves.toBe(false);
    await expect(verifyQuizAnswer('Paris', 'h(paris)x', hasher)).resolves.toBe(false);
    await expect(verifyQuizAnswer('', '', { hashAnswer: () => '' })).resolves.toBe(false);
  });
});
