import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { defaultMapOptions, legendEntries } from '../../../domain/index';
import { Legend } from './Legend';

function text(html: string): string {
  return html.replace(/<[^>]*>/g, '|').replace(/\|+/g, '|').replace(/&lt;/g, '<');
}

describe('Legend', () => {
  it('shows the title, 5 gradient chunks with 4 formatted values, and the no-data entry', () => {
    const { coloring } = defaultMapOptions(1).choropleth;
    const html = renderToStaticMarkup(<Legend legend={legendEntries(coloring, 0, 5000)} options={{ ...coloring.legend, text: 'People per county' }} />);
    expect(html.match(/mapsvg-legend-chunk"/g)).toHaveLength(5);
    expect(text(html)).toContain('|Choropleth map|People per county|low|');
    expect(text(html)).toContain('|1 000.00|2 000.00|3 000.00|4 000.00|high|');
    expect(text(html)).toContain('|No data|');
    expect(html).toContain('mapsvg-legend--vertical mapsvg-legend--bottom-left');
  });

  it('lists palette bands with their label forms in the horizontal layout', () => {
    const { coloring } = defaultMapOptions(1).choropleth;
    coloring.mode = 'palette';
    coloring.palette.colors = [
      { color: '#00f', valueFrom: null, valueTo: 100, description: 'Quiet' },
      { color: '#f00', valueFrom: 100, valueTo: null, description: '' },
    ];
    const options = { ...coloring.legend, layout: 'horizontal' as const, container: 'top-right', width: '300px' };
    const html = renderToStaticMarkup(<Legend legend={legendEntries(coloring, 0, 1, 'horizontal')} options={options} />);
    expect(text(html)).toContain('|< 100.00|Quiet|');
    expect(text(html)).toContain('|100.00 <|');
    expect(html).toContain('mapsvg-legend--horizontal mapsvg-legend--top-right');
    expect(html).toContain('width:300px');
  });

  it('a vertical palette legend reserves no empty area (the height sizes gradients only)', () => {
    const { coloring } = defaultMapOptions(1).choropleth;
    const gradient = renderToStaticMarkup(<Legend legend={legendEntries(coloring, 0, 1)} options={{ ...coloring.legend, height: '40%' }} />);
    expect(gradient).toContain('min-height:40%');
    coloring.mode = 'palette';
    coloring.palette.colors = [{ color: '#00f', valueFrom: 0, valueTo: 250_000, description: '' }];
    const palette = renderToStaticMarkup(<Legend legend={legendEntries(coloring, 0, 1)} options={{ ...coloring.legend, height: '40%' }} />);
    expect(palette).not.toContain('min-height');
    expect(text(palette)).toContain('|0.00 ≤ 250k|');
  });

  it('a vertical gradient lays its histogram beside the chunks, each bar as long as its share', () => {
    const { coloring } = defaultMapOptions(1).choropleth;
    const legend = { ...legendEntries(coloring, 0, 100), histogram: [4, 2, 0, 1, 1] };
    const vertical = renderToStaticMarkup(<Legend legend={legend} options={coloring.legend} />);
    expect(vertical).toContain('aria-label="Regions per step of the scale, low to high: 4, 2, 0, 1, 1"');
    expect(vertical.match(/mapsvg-legend-bar" style="width:(\d+)%/g)).toEqual(['100', '50', '0', '25', '25'].map((share) => `mapsvg-legend-bar" style="width:${share}%`));
    const horizontal = renderToStaticMarkup(<Legend legend={legend} options={{ ...coloring.legend, layout: 'horizontal' }} />);
    expect(horizontal).toContain('mapsvg-legend-bar" style="height:50%');
  });
});
