import { chromium } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { SourceMapConsumer } from 'source-map-js';
import { startLoadServer } from '../load/serverProcess';
import { chromiumLaunchOptions } from '../../playwright.config';

const server = await startLoadServer('pglite', { MAPSVG_DEMO_CITIES: 'off' });
try {
  const list = await (await fetch(`${server.baseUrl}/wp-json/mapsvg/v1/maps`)).json().catch(() => null);
  const id = Number(process.env.MAPID ?? 1);
  const browser = await chromium.launch(chromiumLaunchOptions);
  const page = await browser.newPage({ viewport: { width: 1100, height: 800 } });
  await page.coverage.startJSCoverage({ resetOnNavigation: false });
  await page.goto(`${server.baseUrl}/embed/shortcode?shortcode=${encodeURIComponent(`[mapsvg id="${id}"]`)}`);
  await page.waitForSelector('.mapsvg[data-state="ready"]');
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(2000);
  const coverage = await page.coverage.stopJSCoverage();
  const bySource = new Map<string, { total: number; unused: number }>();
  for (const entry of coverage) {
    const url = new URL(entry.url);
    if (!url.pathname.startsWith('/dist/')) continue;
    const file = `dist${url.pathname.slice(5)}`;
    let map: SourceMapConsumer;
    try { map = new SourceMapConsumer(JSON.parse(readFileSync(`${file}.map`, 'utf8'))); } catch { continue; }
    const source = entry.source ?? '';
    // Per-character usage: innermost ranges win (ranges are nested, later ones inside earlier ones).
    const used = new Uint8Array(source.length).fill(1);
    for (const fn of entry.functions) for (const range of fn.ranges) used.fill(range.count > 0 ? 1 : 0, range.startOffset, range.endOffset);
    // Offsets to line/column.
    const lineStarts = [0];
    for (let i = 0; i < source.length; i++) if (source[i] === '\n') lineStarts.push(i + 1);
    let line = 0;
    for (let i = 0; i < source.length; i += 1) {
      while (line + 1 < lineStarts.length && lineStarts[line + 1]! <= i) line++;
      if (i % 1 !== 0) continue;
      const pos = map.originalPositionFor({ line: line + 1, column: i - lineStarts[line]!, bias: SourceMapConsumer.GREATEST_LOWER_BOUND });
      const key = (pos.source ?? '?').replace(/^(\.\.\/)+/, '');
      const row = bySource.get(key) ?? { total: 0, unused: 0 };
      row.total += 1;
      if (!used[i]) row.unused += 1;
      bySource.set(key, row);
    }
  }
  const rows = [...bySource].filter(([, r]) => r.unused > 150).sort((a, b) => b[1].unused - a[1].unused);
  for (const [k, r] of rows.slice(0, 70)) console.log(String(r.unused).padStart(7), String(r.total).padStart(7), k);
  await browser.close();
} finally {
  await server.stop();
}
