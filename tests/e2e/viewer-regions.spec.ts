import { PNG } from 'pngjs';
import { collectConsoleErrors, expect, test } from './support/fixtures';
import { clickTestRegion, hoverTestRegion, mountOptionsMap, testRegionPoint } from './support/viewerMount';
import { openSitePage } from '../support/mapPage';

const regionDemo = {
  width: 700, height: 420, responsive: false,
  tooltips: { on: true },
  popovers: { on: true, width: 240, centerOn: false },
  actions: { region: { click: { showDetails: false, showPopover: true }, mouseover: { showTooltip: true } } },
  templates: {
    tooltipRegion: 'Tip: {{id}}',
    popoverRegion: '<h5>{{id}}</h5><p>{{#ifeq id "US-TX"}}Lone Star{{else}}Other{{/ifeq}}</p><p class="raw">{{title}}</p>',
  },
};

test.describe('region popovers and tooltips', () => {
  test.beforeEach(async ({ page, server }) => {
    await openSitePage(page, server.url);
  });

  test('a tooltip follows the mouse over a region and is gone after leaving the map', async ({ page }) => {
    await mountOptionsMap(page, regionDemo);
    const point = await hoverTestRegion(page, 'US-KS');
    const tooltip = page.getByRole('tooltip');
    await expect(tooltip).toHaveText('Tip: US-KS');
    const left = () => tooltip.evaluate((element) => Number.parseFloat((element as HTMLElement).style.left));
    const first = await left();
    await page.mouse.move(point.x + 8, point.y + 4, { steps: 2 });
    await expect.poll(left).toBeCloseTo(first + 8, 0);
    expect((await tooltip.boundingBox())?.width ?? 0).toBeGreaterThanOrEqual(100);
    await page.mouse.move(5, 600);
    await expect(tooltip).toHaveCount(0);
  });

  test('near the right edge the tooltip is mirrored to the left of the mouse', async ({ page }) => {
    await mountOptionsMap(page, regionDemo);
    await hoverTestRegion(page, 'US-ME');
    await expect(page.getByRole('tooltip')).toHaveAttribute('data-flipped-x', 'true');
    await hoverTestRegion(page, 'US-KS');
    await expect(page.getByRole('tooltip')).toHaveAttribute('data-flipped-x', 'false');
  });

  test('a click opens the popover with the template, focus moves in, Escape closes and deselects', async ({ page }) => {
    const errors = collectConsoleErrors(page);
    await mountOptionsMap(page, regionDemo);
    await clickTestRegion(page, 'US-TX');
    const popover = page.getByRole('dialog');
    await expect(popover).toContainText('Lone Star');
    await expect(popover).toBeFocused();
    await expect(page.locator('[role="option"][data-region-id="US-TX"]')).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('Escape');
    await expect(popover).toHaveCount(0);
    await expect(page.locator('[role="option"][data-region-id="US-TX"]')).toHaveAttribute('aria-selected', 'false');
    expect(errors).toEqual([]);
  });

  test('the popover stays open after a pan of the map and moves with it', async ({ page }) => {
    await mountOptionsMap(page, regionDemo);
    await clickTestRegion(page, 'US-TX');
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    // The click may zoom the map first: the popover's place is read once it has stopped moving.
    let before = await dialog.boundingBox();
    await expect.poll(async () => {
      const now = await dialog.boundingBox();
      const still = now !== null && before !== null && now.x === before.x && now.y === before.y;
      before = now;
      return still;
    }, { intervals: [150] }).toBe(true);
    await page.mouse.move(20, 20);
    await page.mouse.down();
    await page.mouse.move(60, 40, { steps: 5 });
    await page.mouse.up();
    await expect(dialog).toBeVisible();
    // The drag moved the map 40 px right and 20 px down: the popover stands on the same spot of it.
    await expect.poll(async () => {
      const after = await dialog.boundingBox();
      return after && before ? [Math.round(after.x - before.x), Math.round(after.y - before.y)] : null;
    }).toEqual([40, 20]);
  });

  test('a mouse-up outside the popover closes it', async ({ page }) => {
    await mountOptionsMap(page, regionDemo, { extraHtml: '<p id="outside" style="margin:0;height:60px">Page text</p>' });
    await clickTestRegion(page, 'US-TX');
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.locator('#outside').click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('the popover close button closes it', async ({ page }) => {
    await mountOptionsMap(page, regionDemo);
    await clickTestRegion(page, 'US-TX');
    await page.getByRole('button', { name: 'Close popover' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.locator('[role="option"][data-region-id="US-TX"]')).toHaveAttribute('aria-selected', 'false');
  });

  test('clicking another region moves the popover to it', async ({ page }) => {
    await mountOptionsMap(page, regionDemo);
    await clickTestRegion(page, 'US-TX');
    await expect(page.getByRole('dialog')).toContainText('Lone Star');
    await clickTestRegion(page, 'US-WA');
    await expect(page.getByRole('dialog')).toContainText('US-WA');
    await expect(page.getByRole('dialog')).toContainText('Other');
  });

  test('the details view opens in the right sidebar and closes from its toolbar', async ({ page }) => {
    await mountOptionsMap(page, {
      width: 600, height: 360, responsive: false,
      containers: { rightSidebar: { on: true, width: '220' } },
      detailsView: { location: 'rightSidebar' },
      templates: { detailsViewRegion: '<h5>State {{id}}</h5>' },
    });
    await clickTestRegion(page, 'US-CA');
    const details = page.getByRole('dialog', { name: /Details/ });
    await expect(details).toContainText('State US-CA');
    await expect(page.locator('.mapsvg-rightSidebar')).toHaveCSS('width', '220px');
    await page.getByRole('button', { name: 'Close details' }).click();
    await expect(details).toHaveCount(0);
    await expect(page.locator('[role="option"][data-region-id="US-CA"]')).toHaveAttribute('aria-selected', 'false');
  });

  test('a regions directory mirrors selection both ways and searches', async ({ page }) => {
    await mountOptionsMap(page, {
      width: 600, height: 360, responsive: false, containers: { leftSidebar: { on: true } },
      menu: { on: true, source: 'regions', search: true, sortBy: 'id', sortDirection: 'asc' },
      actions: { region: { click: { showDetails: false } } },
      templates: { directoryItem: '{{id}}' },
    });
    await page.getByLabel('Search the directory').fill('US-T');
    await expect(page.locator('.mapsvg-directory-entry')).toHaveText(['US-TN', 'US-TX']);
    await page.locator('.mapsvg-directory-entry', { hasText: 'US-TX' }).click();
    await expect(page.locator('[role="option"][data-region-id="US-TX"]')).toHaveAttribute('aria-selected', 'true');
    await expect(page.locator('.mapsvg-directory-entry', { hasText: 'US-TX' })).toHaveAttribute('aria-pressed', 'true');
    await clickTestRegion(page, 'US-TN');
    await expect(page.locator('.mapsvg-directory-entry', { hasText: 'US-TN' })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.locator('.mapsvg-directory-entry', { hasText: 'US-TX' })).toHaveAttribute('aria-pressed', 'false');
  });

  test('hovering a directory entry lights its region on the map, and leaving it restores the colour', async ({ page }) => {
    await mountOptionsMap(page, {
      width: 600, height: 360, responsive: false, containers: { leftSidebar: { on: true } },
      colors: { base: '#808080', hover: '#ff0000' },
      menu: { on: true, source: 'regions', search: true, sortBy: 'id', sortDirection: 'asc' },
      templates: { directoryItem: '{{id}}' },
    });
    // Left of the middle, clear of the Gulf coast.
    const point = await testRegionPoint(page, 'US-TX', { x: 0.35, y: 0.5 });
    const texas = { x: Math.round(point.x), y: Math.round(point.y) };
    const colourAt = async () => {
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
      const shot = PNG.sync.read(await page.screenshot({ clip: { x: texas.x, y: texas.y, width: 1, height: 1 } }));
      return [shot.data[0], shot.data[1], shot.data[2]];
    };
    expect(await colourAt()).toEqual([128, 128, 128]);
    await page.getByLabel('Search the directory').fill('US-TX');
    await page.locator('.mapsvg-directory-entry', { hasText: 'US-TX' }).hover();
    await expect.poll(colourAt).toEqual([255, 0, 0]);
    // Off the directory and off the map.
    await page.mouse.move(1, 1);
    await expect.poll(colourAt).toEqual([128, 128, 128]);
  });
});
