import { describe, expect, it } from 'vitest';
import { scanFormTags } from './formTags';
import { buildFormTag, generatorInputsOf, generatorTagTypes, mailTagsOf, suggestTagName } from './tagGenerator';

describe('buildFormTag', () => {
  it('writes a required text field with its options and placeholder', () => {
    const tag = buildFormTag('text', { name: 'your-name', required: true, id: 'name-input', maxlength: '80', placeholder: 'Ann "the" Example' });
    expect(tag).toBe('[text* your-name maxlength:80 id:name-input placeholder "Ann ”the” Example"]');
    expect(scanFormTags(tag)[0]).toMatchObject({ type: 'text*', name: 'your-name', values: ['Ann ”the” Example'] });
  });

  it('writes choices as quoted values with their flags', () => {
    const tag = buildFormTag('checkbox', { name: 'topics', values: ['Maps', ' ', 'Forms|forms@example.com'], flags: ['exclusive', 'multiple'] });
    expect(tag).toBe('[checkbox topics exclusive "Maps" "Forms|forms@example.com"]');
  });

  it('writes a select with a caption first and a number with its step', () => {
    expect(buildFormTag('select', { name: 'size', values: ['Choose a size', 'Small'], flags: ['first_as_label'] }))
      .toBe('[select size first_as_label "Choose a size" "Small"]');
    expect(buildFormTag('number', { name: 'qty', min: '1', step: '0.5' })).toBe('[number qty min:1 step:0.5]');
    expect(buildFormTag('text', { name: 't', step: '2' })).toBe('[text t]');
  });

  it('never makes a radio group or a quiz "required" (they always are)', () => {
    expect(buildFormTag('radio', { name: 'r', required: true, values: ['a'] })).toBe('[radio r "a"]');
    expect(buildFormTag('quiz', { name: 'q', values: ['1+1?|2'] })).toBe('[quiz q "1+1?|2"]');
  });

  it('writes acceptance with its consent text as content, and captcha as an image and answer pair', () => {
    expect(buildFormTag('acceptance', { name: 'consent', content: 'I agree.', flags: ['optional'] })).toBe('[acceptance consent optional] I agree. [/acceptance]');
    expect(buildFormTag('captcha', { name: 'cap' })).toBe('[captchac cap] [captchar cap]');
  });

  it('drops characters a bare option cannot hold', () => {
    expect(buildFormTag('file', { name: 'cv', filetypes: 'pdf | doc"x', limit: '2mb]' })).toBe('[file cv filetypes:pdf|docx limit:2mb]');
  });

  it('gives every generator type a tag the form parser reads back', () => {
    for (const type of generatorTagTypes) {
      const tag = buildFormTag(type, { name: `f-${type}`, values: ['One|1'], content: 'Text' });
      const scanned = scanFormTags(tag);
      expect(scanned.length, tag).toBeGreaterThan(0);
    }
  });
});

describe('suggestTagName', () => {
  it('suggests type-number names', () => {
    expect(suggestTagName('email', () => 0.5)).toBe('email-550');
  });
});

describe('mailTagsOf', () => {
  it('lists the input fields once each, without buttons, counters and spam checks', () => {
    expect(mailTagsOf(scanFormTags('[text a] [text a] [submit "Go"] [count a] [quiz q "x|y"] [email b]'))).toEqual(['[a]', '[b]']);
  });
});

describe('generatorInputsOf', () => {
  it('asks for what the built tag then carries: a placeholder, a required star, values', () => {
    for (const type of generatorTagTypes) {
      const inputs = generatorInputsOf(type);
      const tag = buildFormTag(type, { name: 'f', placeholder: 'Hint', required: true, values: ['One'] });
      expect(tag.includes('placeholder "Hint"'), tag).toBe(inputs.placeholder);
      expect(tag.startsWith(`[${type}*`), tag).toBe(inputs.requirable);
    }
    expect(generatorInputsOf('radio').values).toBe('choices');
    expect(generatorInputsOf('quiz').values).toBe('quiz');
    expect(generatorInputsOf('hidden')).toEqual({ requirable: false, placeholder: false, values: 'default' });
    expect(generatorInputsOf('submit').values).toBeNull();
  });
});
