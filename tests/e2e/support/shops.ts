import type { APIRequestContext } from '@playwright/test';
import { expect } from './fixtures';
import { E2E_ADMIN_PASSWORD } from './server';

/** Shops the import adds to the demo store locator's table. */
export const IMPORTED = 10_000;
const CATEGORIES = ['flagship', 'store', 'outlet', 'pickup'] as const;
/** The demo's own 30 stores, 5 of them outlets. */
export const DEMO_STORES = 30;
export const DEMO_OUTLETS = 5;
export const LONELY_TITLE = 'Zephyr lighthouse';

/** 10,000 shops on a grid over the middle of the country, plus one far to the north. */
function shopRows(): Array<Record<string, unknown>> {
  const rows: Array<Record<string, unknown>> = [];
  for (let i = 0; i < IMPORTED - 1; i++) {
    const lat = 33 + (i % 100) * 0.12;
    const lng = -115 + Math.floor(i / 100) * 0.3;
    rows.push({ title: `Shop ${String(i).padStart(5, '0')}`, category: CATEGORIES[i % 4], description: `Shop number ${i}.`, location: `${lat.toFixed(4)}, ${lng.toFixed(4)}` });
  }
  rows.push({ title: LONELY_TITLE, category: 'pickup', description: 'The only shop on the northern plains.', location: '47.9, -100.5' });
  return rows;
}

/** Imports the shops into the store locator's table (map 1) through the import API. */
export async function importShops(request: APIRequestContext, url: string): Promise<void> {
  const login = await request.post(`${url}/wp-json/mapsvg/v1/auth/login`, { data: { username: 'admin', password: E2E_ADMIN_PASSWORD } });
  const { nonce } = await login.json() as { nonce: string };
  const rows = shopRows();
  for (let start = 0; start < rows.length; start += 1000) {
    const answer = await request.post(`${url}/wp-json/mapsvg/v1/objects/objects_1/import`, {
      headers: { 'X-WP-Nonce': nonce },
      data: { convertLatlngToAddress: false, data: JSON.stringify(rows.slice(start, start + 1000)) },
    });
    expect(answer.ok()).toBe(true);
    expect((await answer.json() as { errors?: unknown[] }).errors ?? []).toEqual([]);
  }
}

