import { describe, expect, it } from 'vitest';
import { isValidUserFunction, parseUserFunction } from './userFunction';

describe('parseUserFunction', () => {
  it('splits a handler into its parameters and body', () => {
    expect(parseUserFunction('function(event){ console.log(event) }')).toEqual({
      params: 'event',
      body: ' console.log(event) ',
    });
  });

  it('accepts a name, blank lines, no parameters and nested braces', () => {
    const source = `
      function onZoom () {
        if (x) { y() }
      }
    `;
    expect(parseUserFunction(source)).toEqual({ params: '', body: '\n        if (x) { y() }\n      ' });
  });

  it('keeps destructured and defaulted parameters whole', () => {
    expect(parseUserFunction('function({ map }, opts = f(1)) { return map }')?.params).toBe('{ map }, opts = f(1)');
  });

  it.each([
    [''],
    ['alert(1)'],
    ['() => {}'],
    ['async function() {}'],
    ['functional() {}'],
    ['functionx() {}'],
    ['function {}'],
    ['function() '],
    ['function(a { }'],
    ['function(a) return a'],
    ['function(a) { return a'],
    ['function(a) { } extra'],
    ['var f = function() {}'],
  ])('ignores %j', (source) => {
    expect(parseUserFunction(source)).toBeUndefined();
    expect(isValidUserFunction(source)).toBe(false);
  });

  it.each([[null], [undefined], [42], [{}]])('ignores the non-text value %j', (source) => {
    expect(isValidUserFunction(source)).toBe(false);
  });

  it('accepts the simplest valid form', () => {
    expect(isValidUserFunction('function(){}')).toBe(true);
  });
});
