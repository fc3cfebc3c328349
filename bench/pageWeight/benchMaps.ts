import { encodeMapOptions } from '../../domain/index';
import type { AdminSession } from '../load/seed';

const API = '/wp-json/mapsvg/v1';

/** The map file of the regions-only map, which the peers draw too. */
export const REGIONS_MAP_FILE = '/maps/geo-calibrated-usa.svg';

/** The public embed page of map `id`, as a site's shortcode renders it. */
export function embedUrl(baseUrl: string, id: number): string {
  return `${baseUrl}/embed/shortcode?shortcode=${encodeURIComponent(`[mapsvg id="${id}"]`)}`;
}

/** A published map of the regions of the file at `source` only (no records, markers, directory or filters), through the REST API. */
export async function createRegionsMap(baseUrl: string, admin: AdminSession, source = REGIONS_MAP_FILE): Promise<number> {
  const options = {
    title: 'Regions only', source, cursor: 'pointer',
    colors: { base: '#c9d4e0', stroke: '#ffffff', background: '#eef2f6', hover: 12, selected: '#2f6fde' },
  };
  const response = await fetch(`${baseUrl}${API}/maps/`, {
    method: 'POST',
    headers: { cookie: admin.cookie, 'x-wp-nonce': admin.nonce, 'content-type': 'application/json' },
    body: JSON.stringify({ map: { title: options.title, status: 1, options: encodeMapOptions(options) } }),
  });
  if (!response.ok) throw new Error(`Map creation answered ${response.status}: ${await response.text()}`);
  const { map } = await response.json() as { map: { id: number } };
  return map.id;
}
