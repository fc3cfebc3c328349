import Handlebars from 'handlebars/runtime';
import { describe, expect, it } from 'vitest';
import { defaultTemplates } from '../../../domain/index';
import { precompiledTemplates } from './precompiledTemplates';

function run(spec: string, data: unknown): string {
  const template = Handlebars.create().template(new Function(`return ${spec};`)() as Parameters<typeof Handlebars.template>[0]);
  return template(data);
}

describe('templates precompiled for the viewer', () => {
  it('gives each template of the map as a spec the Handlebars runtime alone renders, escaping record data', () => {
    const source = '<h5>{{title}}</h5>{{#if phone}}<p>{{phone}}</p>{{/if}}';
    const compiled = precompiledTemplates({ templates: { popoverMarker: source } });
    expect(run(compiled[source] ?? '', { title: '<b>Boston</b>', phone: '+1 555' })).toBe('<h5>&lt;b&gt;Boston&lt;/b&gt;</h5><p>+1 555</p>');
  });

  it('includes the default templates a map falls back to, and not those its own replace', () => {
    const compiled = precompiledTemplates({ templates: { tooltipRegion: '{{title}}!' } });
    const { tooltipRegion, ...others } = defaultTemplates();
    for (const source of Object.values(others).filter((text) => text.trim() !== '')) expect(compiled[source]).toBeTypeOf('string');
    expect(compiled['{{title}}!']).toBeTypeOf('string');
    expect(compiled).not.toHaveProperty(tooltipRegion);
  });

  it('leaves out a template that does not compile, so the viewer reports it, and empty ones', () => {
    const compiled = precompiledTemplates({ templates: { tooltipRegion: '{{#if title}}unclosed', labelRegion: '  ' } });
    expect(compiled).not.toHaveProperty('{{#if title}}unclosed');
    expect(compiled).not.toHaveProperty('  ');
  });
});
