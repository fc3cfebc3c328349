import { describe, expect, it } from 'vitest';
import { defaultTemplates } from '../../domain/index';
import { compileSpec, templateRenderer, TEMPLATE_ERROR_MESSAGES, type TemplateErrorLogger } from './index';

function recorder(): { log: TemplateErrorLogger; messages: string[] } {
  const messages: string[] = [];
  return { log: (message) => messages.push(message), messages };
}

describe('templateRenderer with the Handlebars compiler', () => {
  it('renders a record through the popover template', () => {
    const templates = templateRenderer({ popoverMarker: '<h5>{{title}}</h5><p>{{phone}}</p>' }, compileSpec);
    expect(templates.render('popoverMarker', { title: 'Boston store', phone: '+1 555' })).toBe('<h5>Boston store</h5><p>+1 555</p>');
  });

  it('escapes record data in {{ }} so a title cannot inject markup', () => {
    const templates = templateRenderer({ tooltipRegion: '{{title}}' }, compileSpec);
    expect(templates.render('tooltipRegion', { title: '<img src=x onerror=alert(1)>' })).toBe('&lt;img src&#x3D;x onerror&#x3D;alert(1)&gt;');
  });

  it('writes raw HTML only when the template asks for {{{ }}}', () => {
    const templates = templateRenderer({ detailsView: '{{{description}}}' }, compileSpec);
    expect(templates.render('detailsView', { description: '<b>Open</b> daily' })).toBe('<b>Open</b> daily');
  });

  it('logs the directory item message and renders nothing when the item template is broken', () => {
    const { log, messages } = recorder();
    const templates = templateRenderer({ directoryItem: '{{#if title}}unclosed' }, compileSpec, log);
    expect(templates.render('directoryItem', { title: 'A' })).toBe('');
    expect(messages).toEqual(['Error in the Directory item template']);
  });

  it('logs the label messages of the spec for broken label templates', () => {
    const { log, messages } = recorder();
    const templates = templateRenderer({ labelRegion: '{{#each}}', labelMarker: '{{/if}}' }, compileSpec, log);
    templates.render('labelRegion', {});
    templates.render('labelMarker', {});
    expect(messages).toEqual(['Error in the Region Label template', 'Error in the Marker Label template']);
  });

  it('blanks a template that throws while rendering and logs its name', () => {
    const { log, messages } = recorder();
    const templates = templateRenderer({ popoverRegion: '{{#ifeq}}x{{/ifeq}}{{missingHelper title}}' }, compileSpec, log);
    expect(templates.render('popoverRegion', { title: 'Texas' })).toBe('');
    expect(messages).toEqual([TEMPLATE_ERROR_MESSAGES.popoverRegion]);
  });

  it('logs a broken template once, not on every render', () => {
    const { log, messages } = recorder();
    const templates = templateRenderer({ tooltipMarker: '{{#if}}' }, compileSpec, log);
    templates.render('tooltipMarker', {});
    templates.render('tooltipMarker', {});
    expect(messages).toHaveLength(1);
  });

  it('renders the directory through the directoryItem partial of the same map', () => {
    const templates = templateRenderer({
      directory: '{{#each items}}{{>directoryItem}}{{/each}}',
      directoryItem: '<li>{{title}}</li>',
    }, compileSpec);
    expect(templates.render('directory', { items: [{ title: 'A' }, { title: 'B' }] })).toBe('<li>A</li><li>B</li>');
  });

  it('keeps partials per map', () => {
    const first = templateRenderer({ directory: '{{>directoryItem}}', directoryItem: 'first {{title}}' }, compileSpec);
    const second = templateRenderer({ directory: '{{>directoryItem}}', directoryItem: 'second {{title}}' }, compileSpec);
    expect(first.render('directory', { title: 'x' })).toBe('first x');
    expect(second.render('directory', { title: 'x' })).toBe('second x');
  });

  it('renders the default templates of a new map for a region with linked records', () => {
    const templates = templateRenderer(defaultTemplates(), compileSpec);
    const html = templates.render('popoverRegion', { id: 'US-TX', title: 'Texas', objects: [{ title: 'Austin store', location: { address: { address_formatted: 'Austin, TX' } } }] });
    expect(html).toContain('<h5>Texas</h5>');
    expect(html).toContain('<h6>Austin store</h6>');
    expect(html).toContain('<em>Austin, TX</em>');
  });

  it('says whether a template has content', () => {
    const templates = templateRenderer({ tooltipRegion: '  ', popoverRegion: '{{title}}' }, compileSpec);
    expect(templates.has('tooltipRegion')).toBe(false);
    expect(templates.has('popoverRegion')).toBe(true);
  });

  it('does not read properties from prototypes (Handlebars 4.6+ default)', () => {
    const { log } = recorder();
    const templates = templateRenderer({ tooltipRegion: '{{constructor.name}}' }, compileSpec, log);
    expect(templates.render('tooltipRegion', {})).toBe('');
  });
});
