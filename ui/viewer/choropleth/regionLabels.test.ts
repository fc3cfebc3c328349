import { describe, expect, it, vi } from 'vitest';
import { compileSpec, templateRenderer } from '../../templates/index';
import { labelText, regionLabelStrings } from './regionLabels';

describe('region labels', () => {
  it('renders the label template per region as plain text', () => {
    const renderer = templateRenderer({ labelRegion: '<b>{{title}}</b> {{population}}' }, compileSpec);
    const data = (id: string) => ({ id, title: id === 'a' ? 'Adams & Co' : 'Baker', population: 5 });
    expect([...regionLabelStrings(['a', 'b'], renderer, data)]).toEqual([['a', 'Adams & Co 5'], ['b', 'Baker 5']]);
  });

  it('logs the spec message and shows no labels when the template is broken', () => {
    const log = vi.fn();
    const renderer = templateRenderer({ labelRegion: '{{#if}}' }, compileSpec, log);
    expect(regionLabelStrings(['a'], renderer, (id) => ({ id })).size).toBe(0);
    expect(log).toHaveBeenCalledWith('Error in the Region Label template', expect.anything());
  });

  it('drops tags and decodes entities', () => {
    expect(labelText('<span>A&amp;B&nbsp;&lt;1&gt;</span><br/>x')).toBe('A&B <1> x');
  });
});
