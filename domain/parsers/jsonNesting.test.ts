import { describe, expect, it } from 'vitest';
import { decodeMapOptions, encodeMapOptions } from '../index';
import { JsonTooDeepError } from './JsonTooDeepError';
import { jsonTextTooDeep, jsonValueTooDeep } from './jsonNesting';

const deepText = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;

describe('JSON nesting limits', () => {
  it('counts brackets of JSON text but not those inside strings', () => {
    expect(jsonTextTooDeep(deepText(64))).toBe(false);
    expect(jsonTextTooDeep(deepText(65))).toBe(true);
    expect(jsonTextTooDeep(`["${'['.repeat(500)}", "\\"${'{'.repeat(500)}"]`)).toBe(false);
  });

  it('measures parsed values without recursion, even 100,000 deep', () => {
    expect(jsonValueTooDeep(JSON.parse(deepText(64)))).toBe(false);
    expect(jsonValueTooDeep(JSON.parse(deepText(100_000)))).toBe(true);
    expect(jsonValueTooDeep('text')).toBe(false);
  });

  it('refuses map options text nested too deep before anything walks it', () => {
    const options = encodeMapOptions({ title: 'x' }).replace(/}$/, `,"extra":${deepText(5000)}}`);
    expect(() => decodeMapOptions(options)).toThrow(JsonTooDeepError);
    expect(() => decodeMapOptions(options)).toThrow('Map options nests deeper than 64 levels.');
  });
});
