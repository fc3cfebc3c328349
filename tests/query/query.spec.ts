import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '../e2e/support/fixtures';
import { mountTestMap, openSitePage, showReferenceSvg } from '../support/mapPage';

interface QueryCase {
  file: string;
  width: number;
  height: number;
  points: number;
  seed: number;
}

interface Verdict {
  x: number;
  y: number;
  engine: string | null;
  browser: string | null;
  border: boolean;
}

const here = path.dirname(fileURLToPath(import.meta.url));
const cases = readdirSync(here, { withFileTypes: true }).filter((entry) => entry.isDirectory()).map((entry) => entry.name).sort();

for (const name of cases) {
  const queryCase = JSON.parse(readFileSync(path.join(here, name, 'case.json'), 'utf8')) as QueryCase;

  test(`${name}: the engine's hit test agrees with the browser's elementFromPoint`, async ({ page, server }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: queryCase.width, height: queryCase.height });
    await openSitePage(page, server.url);
    const view = await mountTestMap(page, { file: queryCase.file, width: queryCase.width, height: queryCase.height });
    await showReferenceSvg(page, queryCase.file, view, { inline: true, top: 0 });
    const verdicts = await page.evaluate(({ count, seed, width, height }) => {
      let state = seed >>> 0;
      const random = () => {
        state = (state + 0x6d2b79f5) >>> 0;
        let t = state;
        t = Math.imul(t ^ (t >>> 15), t | 1);
        t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
        return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
      };
      const reference = document.querySelector('#reference-host svg') as SVGSVGElement;
      const style = document.createElementNS('http://www.w3.org/2000/svg', 'style');
      style.textContent = '* { stroke: none !important; } text, image { pointer-events: none; }';
      reference.prepend(style);
      const engine = (window as unknown as { testMap: { engine: { regionAt(p: { x: number; y: number }): string | null } } }).testMap.engine;
      const browserAt = (x: number, y: number): string | null => {
        const element = document.elementFromPoint(x, y);
        if (!element || !reference.contains(element) || element === reference) return null;
        return element.id || null;
      };
      const out: Array<{ x: number; y: number; engine: string | null; browser: string | null; border: boolean }> = [];
      for (let i = 0; i < count; i += 1) {
        const x = Math.floor(random() * (width - 2)) + 1.5;
        const y = Math.floor(random() * (height - 2)) + 1.5;
        const browser = browserAt(x, y);
        let border = false;
        for (const [dx, dy] of [[-1, -1], [0, -1], [1, -1], [-1, 0], [1, 0], [-1, 1], [0, 1], [1, 1]] as const) {
          if (browserAt(x + dx, y + dy) !== browser) border = true;
        }
        out.push({ x, y, engine: engine.regionAt({ x, y }), browser, border });
      }
      return out;
    }, { count: queryCase.points, seed: queryCase.seed, width: queryCase.width, height: queryCase.height }) as Verdict[];

    const judged = verdicts.filter((verdict) => !verdict.border);
    const disagreements = judged.filter((verdict) => verdict.engine !== verdict.browser);
    const onRegions = judged.filter((verdict) => verdict.browser !== null).length;
    console.log(`${name}: ${judged.length} points judged (${onRegions} on regions), ${verdicts.length - judged.length} in the border band`);
    expect(judged.length).toBeGreaterThanOrEqual(500);
    expect(onRegions).toBeGreaterThan(judged.length * 0.2);
    expect(disagreements).toEqual([]);
  });
}
