import { describe, expect, it } from 'vitest';
import { getFirstOption, getOption, hasOption, parseFormTemplate, scanFormTags } from './formTags';

describe('scanFormTags', () => {
  it('reads type, name, options and quoted values of a required email field', () => {
    const [tag] = scanFormTags('<label>Email [email* your-email placeholder "you@example.com"]</label>');
    expect(tag).toMatchObject({
      type: 'email*',
      basetype: 'email',
      name: 'your-email',
      required: true,
      options: ['placeholder'],
      values: ['you@example.com'],
      labels: ['you@example.com'],
      raw: '[email* your-email placeholder "you@example.com"]',
    });
  });

  it('reads a character counter tag, named after the field it counts', () => {
    const [, counter] = scanFormTags('[textarea your-message maxlength:500] [count your-message down]');
    expect(counter).toMatchObject({ type: 'count', basetype: 'count', name: 'your-message', options: ['down'] });
  });

  it('reads the captcha image and answer tags of one challenge', () => {
    expect(scanFormTags('[captchac captcha-1 size:m] [captchar captcha-1 8/4]').map((tag) => [tag.basetype, tag.name, tag.options]))
      .toEqual([['captchac', 'captcha-1', ['size:m']], ['captchar', 'captcha-1', ['8/4']]]);
  });

  it('marks fields without the star as optional', () => {
    expect(scanFormTags('[text your-name]')[0]?.required).toBe(false);
  });

  it('keeps every option in order, including colon options with pipes and units', () => {
    const [tag] = scanFormTags('[file* cv limit:1mb filetypes:gif|png|pdf id:cv-field class:a class:b]');
    expect(tag?.options).toEqual(['limit:1mb', 'filetypes:gif|png|pdf', 'id:cv-field', 'class:a', 'class:b']);
    expect(tag?.name).toBe('cv');
  });

  it('reads the submit label as a value and gives submit no name', () => {
    const [tag] = scanFormTags('[submit class:btn "Send"]');
    expect(tag).toMatchObject({ type: 'submit', name: '', options: ['class:btn'], values: ['Send'] });
  });

  it('reads a bare submit tag', () => {
    expect(scanFormTags('[submit]')[0]).toMatchObject({ basetype: 'submit', values: [], options: [] });
  });

  it('accepts single-quoted values and trims values but keeps raw values', () => {
    const [tag] = scanFormTags(`[select menu 'Red ' " Blue"]`);
    expect(tag?.values).toEqual(['Red', 'Blue']);
    expect(tag?.rawValues).toEqual(['Red ', ' Blue']);
  });

  it('splits quiz values into question and answer at the first bar', () => {
    const [tag] = scanFormTags('[quiz q1 "1+1=?|2" "Capital of France?|Paris|FR"]');
    expect(tag?.pipes).toEqual([
      { before: '1+1=?', after: '2' },
      { before: 'Capital of France?', after: 'Paris|FR' },
    ]);
    expect(tag?.values).toEqual(['1+1=?', 'Capital of France?']);
  });

  it('reads acceptance content between the opening and closing tags', () => {
    const [tag] = scanFormTags('[acceptance terms optional] I accept the <a href="/t">terms</a> [/acceptance]');
    expect(tag).toMatchObject({
      type: 'acceptance',
      name: 'terms',
      options: ['optional'],
      content: 'I accept the <a href="/t">terms</a>',
    });
  });

  it('strips a trailing <br /> from each content line', () => {
    const [tag] = scanFormTags('[acceptance a]line one<br />\nline two<br/>[/acceptance]');
    expect(tag?.content).toBe('line one\nline two');
  });

  it('reads every option of choice tags', () => {
    const [tag] = scanFormTags(
      '[checkbox* colours use_label_element label_first exclusive free_text default:1_2 "Red" "Green" "Other"]',
    );
    expect(tag?.options).toEqual(['use_label_element', 'label_first', 'exclusive', 'free_text', 'default:1_2']);
    expect(tag?.values).toEqual(['Red', 'Green', 'Other']);
  });

  it('replaces dots in names with underscores but keeps the raw name', () => {
    const [tag] = scanFormTags('[text user.name]');
    expect(tag?.name).toBe('user_name');
    expect(tag?.rawName).toBe('user.name');
  });

  it('tells textarea from text although one type name starts the other', () => {
    expect(scanFormTags('[textarea msg] [text t]').map((t) => t.type)).toEqual(['textarea', 'text']);
  });

  it('accepts tabs, newlines and non-breaking spaces between parts', () => {
    const [tag] = scanFormTags('[text*\tyour-name\nminlength:2\u00a0"x"]');
    expect(tag).toMatchObject({ name: 'your-name', options: ['minlength:2'], values: ['x'] });
  });

  it('keeps a tag without a name, with an empty name', () => {
    expect(scanFormTags('[text]')[0]).toMatchObject({ type: 'text', name: '' });
  });

  it('keeps attribute text that is not option syntax in attr, without a name', () => {
    const [tag] = scanFormTags('[text na<me> "x"]');
    expect(tag).toMatchObject({ name: '', options: [], values: [], attr: 'na<me> "x"' });
  });

  it('ignores options written after the quoted values', () => {
    const [tag] = scanFormTags('[text a "x" placeholder]');
    expect(tag?.name).toBe('');
    expect(tag?.attr).toBe('a "x" placeholder');
  });

  it('reads a self-closing slash without treating it as an option', () => {
    expect(scanFormTags('[text your-name /]')[0]?.options).toEqual([]);
  });

  it('finds tags in source order across markup', () => {
    const template = '<p>[text* a]</p><p>[email b]</p>[textarea c][submit "Go"]';
    expect(scanFormTags(template).map((t) => t.name || t.type)).toEqual(['a', 'b', 'c', 'submit']);
  });

  it('does not treat a starred type Contact Form 7 never registers as a tag', () => {
    expect(scanFormTags('[radio* r "a"] [acceptance* x]')).toEqual([]);
  });
});

describe('parseFormTemplate', () => {
  it('keeps the text around tags', () => {
    const parts = parseFormTemplate('Name: [text n] end');
    expect(parts.map((p) => (p.kind === 'text' ? p.text : `<${p.tag.name}>`))).toEqual(['Name: ', '<n>', ' end']);
  });

  it('leaves unknown tags as literal text', () => {
    expect(parseFormTemplate('[foo bar] [video x]')).toEqual([{ kind: 'text', text: '[foo bar] [video x]' }]);
  });

  it('turns [[text x]] into the literal text [text x]', () => {
    expect(parseFormTemplate('a [[text x]] b')).toEqual([{ kind: 'text', text: 'a [text x] b' }]);
  });

  it('keeps a single stray bracket beside a tag as text', () => {
    const parts = parseFormTemplate('[[text x]');
    expect(parts[0]).toEqual({ kind: 'text', text: '[' });
    expect(parts[1]?.kind).toBe('tag');
  });

  it('leaves a tag with an invalid name as text', () => {
    expect(parseFormTemplate('[text 1abc]')).toEqual([{ kind: 'text', text: '[text 1abc]' }]);
  });

  it('never throws on malformed templates', () => {
    const inputs = ['', '[', ']', '[text', '[text "unclosed]', '[[[]]]', '[acceptance a]no close', '["]', '[/text]'];
    for (const input of inputs) {
      expect(() => parseFormTemplate(input)).not.toThrow();
    }
    expect(parseFormTemplate('[text')).toEqual([{ kind: 'text', text: '[text' }]);
  });

  it('round-trips the template text when tags are printed back as raw', () => {
    const template = 'x [text* a "v"] y [acceptance t]ok[/acceptance] [[email e]] z';
    const printed = parseFormTemplate(template)
      .map((p) => (p.kind === 'text' ? p.text : p.tag.raw))
      .join('');
    expect(printed).toBe(template.replace('[[email e]]', '[email e]'));
  });
});

describe('option helpers', () => {
  const tag = { options: ['placeholder', 'maxlength:100', 'class:a', 'class:b', 'min:-1.5', 'Limit:2KB', 'minlength:x'] };

  it('hasOption finds bare and valued options, case-insensitively', () => {
    expect(hasOption(tag, 'placeholder')).toBe(true);
    expect(hasOption(tag, 'maxlength')).toBe(true);
    expect(hasOption(tag, 'limit')).toBe(true);
    expect(hasOption(tag, 'multiple')).toBe(false);
    expect(hasOption(tag, 'place')).toBe(false);
  });

  it('getOption returns every matching value', () => {
    expect(getOption(tag, 'class')).toEqual(['a', 'b']);
    expect(getOption(tag, 'id')).toEqual([]);
  });

  it('getOption applies presets so malformed values are ignored', () => {
    expect(getOption(tag, 'minlength', 'int')).toEqual([]);
    expect(getOption(tag, 'maxlength', 'int')).toEqual(['100']);
    expect(getOption(tag, 'min', 'signed_num')).toEqual(['-1.5']);
    expect(getOption(tag, 'min', 'num')).toEqual([]);
  });

  it('getFirstOption returns the first match or undefined', () => {
    expect(getFirstOption(tag, 'class')).toBe('a');
    expect(getFirstOption(tag, 'size')).toBeUndefined();
  });

  it('does not treat regex characters in option names as patterns', () => {
    expect(hasOption({ options: ['aXb'] }, 'a.b')).toBe(false);
  });
});
