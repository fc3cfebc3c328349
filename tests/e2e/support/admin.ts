import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures';
import { E2E_ADMIN_PASSWORD } from './server';
import { waitReady } from './viewerPage';

const USA_SVG = path.resolve(import.meta.dirname, '../../../fixtures/maps/geo-calibrated-usa.svg');

/** Logs in through the admin's login page as the e2e admin. */
export async function logIn(page: Page, url: string): Promise<void> {
  await page.goto(`${url}/admin/`);
  await page.getByLabel('Username').fill('admin');
  await page.getByLabel('Password').fill(E2E_ADMIN_PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByText('Signed in as admin')).toBeVisible();
}

/**
 * In the open map editor: publishes the map through the Publish tab, as an admin does, and goes
 * back to the map options.
 */
export async function publishMap(page: Page): Promise<void> {
  await page.getByRole('navigation', { name: 'Edit mode' }).getByRole('button', { name: 'Publish' }).click();
  const panel = page.getByRole('region', { name: 'Publish' });
  await panel.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(panel.getByText('Status: Published')).toBeVisible();
  await page.getByRole('navigation', { name: 'Edit mode' }).getByRole('button', { name: 'Map options' }).click();
}

/**
 * Creates a map from an uploaded SVG file and returns its id (the editor opens). New maps are
 * drafts; the map is published through the editor (visitors' pages show it) unless
 * `publish: false`.
 */
export async function uploadSvgMap(page: Page, file: string, { publish = true } = {}): Promise<number> {
  await page.getByLabel('Upload an SVG map').setInputFiles(file);
  await page.getByRole('button', { name: 'Upload and create' }).click();
  await expect(page).toHaveURL(/#\/maps\/\d+\/editor$/);
  if (publish) await publishMap(page);
  return Number(/#\/maps\/(\d+)\//.exec(page.url())?.[1]);
}

/** Creates a (published) map from an uploaded copy of the real USA map and returns its id (the editor opens). */
export async function uploadUsaMap(page: Page, options: { publish?: boolean } = {}): Promise<number> {
  return uploadSvgMap(page, USA_SVG, options);
}

/** Adds a field of a type to the open form builder, with a label and options text when given. */
export async function addField(page: Page, type: string, label?: string, options?: string): Promise<void> {
  await page.getByLabel('Field type').selectOption(type);
  await page.getByRole('button', { name: 'Add field' }).click();
  if (label) await page.getByLabel('Label', { exact: true }).fill(label);
  if (options) await page.getByLabel('Options').fill(options);
}

/** What {@link importCsv} imports: the file, the table (records when omitted) and a column to wait for. */
export interface CsvImport {
  csv: string;
  /** Rows the file holds, as the Import button counts them. */
  rows: number;
  /** A column whose field the screen maps on its own; the import waits for that mapping. */
  mappedColumn: string;
  /** The table's label in the Table choice (for example `Regions (regions_3)`). */
  table?: string;
  fileName?: string;
}

/**
 * Imports a CSV file through the Import / export screen as an admin does: picks the table,
 * chooses the file, waits for the column mapping, imports; returns the import report.
 */
export async function importCsv(page: Page, { csv, rows, mappedColumn, table, fileName = 'import.csv' }: CsvImport): Promise<Locator> {
  await page.getByRole('link', { name: 'Import / export' }).click();
  if (table) await page.getByLabel('Table').selectOption({ label: table });
  await page.getByLabel('CSV file').first().setInputFiles({ name: fileName, mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await expect(page.getByLabel(`Field for column ${mappedColumn}`)).toHaveValue(mappedColumn, { timeout: 30_000 });
  await page.getByRole('button', { name: `Import ${rows} rows` }).click();
  return page.locator('.admin-import-report');
}

/** A marker as drawn on a map. */
export type MarkerFacts = { id: string; title: string; src: string; region: string | null; x: number; y: number };

/** The markers of a map as drawn: the region each one stands on, its page point, title and image. */
export async function markersOn(map: Locator): Promise<MarkerFacts[]> {
  const mapId = Number(await map.getAttribute('data-map-id'));
  return map.page().evaluate((id) => {
    type Engine = {
      host: HTMLElement;
      markers(): Array<{ id: string; title: string; src: string; svgPoint: { x: number; y: number } }>;
      mapToScreen(p: object): { x: number; y: number };
      regionAt(p: object): string | null;
    };
    const engine = (window as unknown as { MapSVG: { getMap(id: number): { engine: Engine } } }).MapSVG.getMap(id).engine;
    const box = (engine.host.querySelector('.mapsvg-surface') ?? engine.host).getBoundingClientRect();
    return engine.markers().map((marker) => {
      const point = engine.mapToScreen(marker.svgPoint);
      return { id: marker.id, title: marker.title, src: marker.src, region: engine.regionAt(point), x: box.left + point.x, y: box.top + point.y };
    });
  }, mapId);
}

/** The preview map on screen (the one being swapped in is hidden and has another class). */
export const livePreview = (page: Page): Locator => page.locator('.admin-preview .mapsvg');

/** Logs in, creates a map from the USA file and waits until the editor's live preview is drawn. */
export async function openUsaMapEditor(page: Page, url: string): Promise<{ mapId: number; preview: Locator }> {
  await logIn(page, url);
  const mapId = await uploadUsaMap(page);
  const preview = livePreview(page);
  await waitReady(preview);
  return { mapId, preview };
}

/**
 * In the open map editor: a region click shows a popover (not the details view), tooltips are
 * on, and both region templates are filled. Returns the popover template's text box.
 */
export async function setRegionTooltipAndPopover(page: Page, tooltip: string, popover: string): Promise<Locator> {
  await page.getByRole('button', { name: 'Actions' }).click();
  await page.getByLabel('region click: show popover').check();
  await page.getByLabel('region click: show details').uncheck();
  await page.getByRole('button', { name: 'Tooltips' }).click();
  await page.getByLabel('Tooltips on').check();
  await page.getByRole('button', { name: 'Templates' }).click();
  await page.getByRole('textbox', { name: 'Region tooltip' }).fill(tooltip);
  const popoverTemplate = page.getByRole('textbox', { name: 'Region popover' });
  await popoverTemplate.fill(popover);
  return popoverTemplate;
}
