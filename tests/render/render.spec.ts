import { readdirSync, readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';
import { expect, test } from '../e2e/support/fixtures';
import { mountTestMap, openSitePage, showReferenceSvg, zoomTestMap, type MountedTestMap } from '../support/mapPage';
import type { Page } from '@playwright/test';

interface RenderCase {
  file: string;
  width: number;
  height: number;
  maxDiffRatio: { fit: number; zoom4x: number };
  /**
   * Map options for the engine. Images without fills draw black and borderless in a browser but
   * get the product's look in the engine; these cases ask for the browser's look explicitly.
   */
  options?: Record<string, unknown>;
}

const here = path.dirname(fileURLToPath(import.meta.url));
const cases = readdirSync(here, { withFileTypes: true }).filter((entry) => entry.isDirectory()).map((entry) => entry.name).sort();

async function screenshotPair(page: Page, file: string, view: MountedTestMap): Promise<{ engine: PNG; reference: PNG }> {
  await showReferenceSvg(page, file, view);
  // The engine's drawing alone: the controls every map stacks in its corners (the data table's
  // button among them) sit over the canvas and are not part of what is compared.
  const engine = PNG.sync.read(await page.locator('#engine-host canvas').screenshot({ style: '.mapsvg-corner { visibility: hidden !important; }' }));
  const reference = PNG.sync.read(await page.locator('#reference-host').screenshot());
  return { engine, reference };
}

function differingShare(name: string, engine: PNG, reference: PNG): number {
  const { width, height } = reference;
  expect(engine.width).toBe(width);
  expect(engine.height).toBe(height);
  const diff = new PNG({ width, height });
  const differing = pixelmatch(engine.data, reference.data, diff.data, width, height, { threshold: 0.2, includeAA: false });
  const share = differing / (width * height);
  const out = path.join('test-results', 'render', name);
  mkdirSync(out, { recursive: true });
  writeFileSync(path.join(out, 'engine.png'), PNG.sync.write(engine));
  writeFileSync(path.join(out, 'reference.png'), PNG.sync.write(reference));
  writeFileSync(path.join(out, 'diff.png'), PNG.sync.write(diff));
  console.log(`${name}: ${(share * 100).toFixed(2)}% of pixels differ`);
  return share;
}

for (const name of cases) {
  const renderCase = JSON.parse(readFileSync(path.join(here, name, 'case.json'), 'utf8')) as RenderCase;

  test(`${name}: the engine draws the map as Chromium's SVG renderer does`, async ({ page, server }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: renderCase.width + 20, height: renderCase.height * 2 + 60 });
    await openSitePage(page, server.url);
    const view = await mountTestMap(page, { file: renderCase.file, width: renderCase.width, height: renderCase.height, options: renderCase.options });

    const fit = await screenshotPair(page, renderCase.file, view);
    expect(differingShare(`${name}-fit`, fit.engine, fit.reference)).toBeLessThanOrEqual(renderCase.maxDiffRatio.fit);

    const [x, y, width, height] = view.viewBox;
    const zoomed = await zoomTestMap(page, 2, { x: x + width / 2, y: y + height / 2 });
    const detail = await screenshotPair(page, renderCase.file, zoomed);
    expect(differingShare(`${name}-zoom4x`, detail.engine, detail.reference)).toBeLessThanOrEqual(renderCase.maxDiffRatio.zoom4x);
  });
}
