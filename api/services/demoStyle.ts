import { CHOROPLETH_DEMO_FILE, countiesChoroplethOptions } from './demoChoropleth';

/**
 * How the demo maps look: the map files carry no colours of their own (they are meant to be
 * styled by the map's options), so the demo sets a calm palette, white borders and a pointer
 * cursor over clickable regions.
 */
export function demoMapOptions(title: string, file: string): Record<string, unknown> {
  return {
    title,
    source: `/maps/${file}`,
    cursor: 'pointer',
    colors: {
      base: '#c9d4e0',
      stroke: '#ffffff',
      background: '#eef2f6',
      hover: 12,
      selected: '#2f6fde',
      disabled: '#e4e8ec',
    },
    controls: { location: 'right', zoom: true, zoomReset: true },
    ...(file === CHOROPLETH_DEMO_FILE ? countiesChoroplethOptions(file) : {}),
  };
}
