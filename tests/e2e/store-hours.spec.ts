import type { Browser, Locator, Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import path from 'node:path';
import { addField, logIn, markersOn, publishMap } from './support/admin';
import { DESKTOP, PHONE, STORE_LOCATOR_ID, mapById, mapPageUrl, waitReady } from './support/viewerPage';

/** Wednesday 2026-06-10 17:00 UTC: 11:00 in Denver, 19:00 for the visitor in Paris. */
const WEDNESDAY_MIDDAY_DENVER = new Date('2026-06-10T17:00:00Z');
/** Thursday 2026-06-11 07:30 UTC: 01:30 in Denver, still Wednesday night for a bar. */
const THURSDAY_NIGHT_DENVER = new Date('2026-06-11T07:30:00Z');

const USA_SVG = path.resolve(import.meta.dirname, '../../fixtures/maps/geo-calibrated-usa.svg');

/** Uploads the USA map and publishes it; the upload may take long on a loaded machine. */
async function uploadUsa(page: Page): Promise<number> {
  await page.getByLabel('Upload an SVG map').setInputFiles(USA_SVG);
  await page.getByRole('button', { name: 'Upload and create' }).click();
  await expect(page).toHaveURL(/#\/maps\/\d+\/editor$/, { timeout: 60_000 });
  await publishMap(page);
  return Number(/#\/maps\/(\d+)\//.exec(page.url())?.[1]);
}

/** A visitor in Paris, with the page's clock at `now`. */
async function visitorAt(browser: Browser, device: typeof DESKTOP | typeof PHONE, now: Date): Promise<Page> {
  const context = await browser.newContext({ ...device, locale: 'en-US', timezoneId: 'Europe/Paris' });
  const page = await context.newPage();
  await page.clock.setFixedTime(now);
  return page;
}

/** Types the hours of one weekday row of the record form: one interval from `open` to `close`. */
async function setDay(hours: Locator, day: string, open: string, close: string): Promise<void> {
  await hours.getByRole('button', { name: `Add interval on ${day}` }).click();
  await hours.getByLabel(`${day} opens`).fill(open);
  await hours.getByLabel(`${day} closes`).fill(close);
}

async function addRecord(page: Page, title: string, fill: (hours: Locator) => Promise<void>): Promise<void> {
  await page.getByRole('button', { name: 'Add record' }).click();
  const dialog = page.getByRole('dialog', { name: 'New record' });
  await dialog.getByLabel('Title').fill(title);
  const hours = dialog.getByRole('group', { name: 'Opening hours' });
  await hours.getByLabel('Time zone').selectOption('America/Denver');
  await fill(hours);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
}

/** The directory entries' texts of a map. */
function entryTexts(map: Locator): Promise<string[]> {
  return map.locator('.mapsvg-directory-entry').allTextContents();
}

test('an admin gives records opening hours and an Open now filter; visitors on desktop and phone see the status and filter by it', async ({ page, browser, server }) => {
  test.setTimeout(300_000);
  await logIn(page, server.url);
  const mapId = await uploadUsa(page);

  // The field, its new records starting in Denver's time zone.
  await page.getByRole('link', { name: 'Form builder' }).click();
  const builder = page.getByRole('region', { name: 'Form builder' });
  await addField(page, 'hours');
  await expect(builder.getByLabel('Label', { exact: true })).toHaveValue('Opening hours');
  await builder.getByLabel('Time zone of new records').selectOption('America/Denver');
  await builder.getByRole('button', { name: 'Save form' }).click();
  await expect(page.getByText('Form saved.')).toBeVisible();

  await page.getByRole('link', { name: 'Records' }).click();
  await addRecord(page, 'Denver depot', async (hours) => {
    for (const day of ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday']) await setDay(hours, day, '09:00', '18:00');
    // An overlapping second interval is named before it is saved, and removed.
    await hours.getByRole('button', { name: 'Add interval on Tuesday' }).click();
    await hours.getByLabel('Tuesday opens').nth(1).fill('12:00');
    await expect(hours.getByRole('alert')).toHaveText(/Tuesday: the intervals overlap \(09:00–18:00, 12:00–/);
    await hours.getByRole('button', { name: /^Remove Tuesday 12:00/ }).click();
    await expect(hours.getByRole('alert')).toHaveCount(0);
    // Closed on Friday 2026-06-12.
    await hours.getByRole('button', { name: 'Add exception' }).click();
    await hours.getByLabel('Exception date').fill('2026-06-12');
    await expect(hours.getByLabel('Closed all day')).toBeChecked();
  });
  await addRecord(page, 'Night owl', (hours) => setDay(hours, 'Wednesday', '22:00', '02:00'));

  // The directory and the Open now filter, added through "Add filter".
  await page.getByRole('link', { name: 'Map editor' }).click();
  await page.getByRole('button', { name: 'Directory' }).click();
  await page.getByLabel('Directory on').check();
  await page.getByRole('button', { name: 'Filters', exact: true }).click();
  await page.getByLabel('Filters on').check();
  await page.getByLabel('Filter by').selectOption({ label: 'Open now (Opening hours)' });
  await page.getByRole('button', { name: 'Add filter' }).click();
  await page.getByRole('button', { name: 'Save map' }).click();
  await expect(page.getByText('Map saved.')).toBeVisible();

  // Desktop, Wednesday 11:00 in Denver: the depot is open, the bar closed until 10 PM.
  const desktop = await visitorAt(browser, DESKTOP, WEDNESDAY_MIDDAY_DENVER);
  await desktop.goto(mapPageUrl(server.url, mapId));
  const map = mapById(desktop, mapId);
  await waitReady(map);
  const depot = map.locator('.mapsvg-directory-entry', { hasText: 'Denver depot' });
  const owl = map.locator('.mapsvg-directory-entry', { hasText: 'Night owl' });
  await expect(depot.locator('.mapsvg-open-status')).toHaveText('Open now · Closes at 6:00 PM');
  await expect(owl.locator('.mapsvg-open-status')).toHaveText('Closed · Opens at 10:00 PM');
  await map.getByRole('switch', { name: 'Open now' }).check();
  await expect.poll(() => entryTexts(map)).toEqual([expect.stringContaining('Denver depot')]);
  // The details: the status and the week in the store's time, marked as the store's for a visitor in Paris.
  await depot.click();
  const details = desktop.getByRole('dialog', { name: 'Details: Denver depot' });
  await expect(details.locator('.mapsvg-open-status')).toHaveText('Open now · Closes at 6:00 PM');
  await expect(details.getByRole('table')).toContainText('Opening hours (store time, America/Denver)');
  await expect(details.getByRole('row', { name: /Wednesday/ })).toHaveText('Wednesday9:00 AM – 6:00 PM');
  await expect(details.getByRole('row', { name: /Wednesday/ })).toHaveAttribute('aria-current', 'date');
  await expect(details.getByRole('row', { name: /Fri, Jun 12/ })).toHaveText(/Closed/);

  // Phone, Thursday 01:30 in Denver: the bar's Wednesday night still runs; the depot is closed.
  const phone = await visitorAt(browser, PHONE, THURSDAY_NIGHT_DENVER);
  await phone.goto(mapPageUrl(server.url, mapId));
  const phoneMap = mapById(phone, mapId);
  await waitReady(phoneMap);
  const openNow = phoneMap.getByRole('switch', { name: 'Open now' });
  await openNow.scrollIntoViewIfNeeded();
  await openNow.tap();
  await expect(openNow).toBeChecked();
  const list = phoneMap.getByRole('button', { name: 'List' });
  if (await list.isVisible()) await list.tap();
  const phoneOwl = phoneMap.locator('.mapsvg-directory-entry', { hasText: 'Night owl' });
  await expect(phoneOwl.locator('.mapsvg-open-status')).toHaveText('Open now · Closes at 2:00 AM');
  await expect.poll(() => entryTexts(phoneMap)).toEqual([expect.stringContaining('Night owl')]);
});

test('the store-locator demo shows each store\'s hours, a marker per category, directions and an Open now filter', async ({ browser, server }) => {
  test.setTimeout(180_000);
  // Wednesday 2026-06-10 15:30 UTC: 09:30 in Denver (open), 08:30 in Seattle (not yet).
  const page = await visitorAt(browser, DESKTOP, new Date('2026-06-10T15:30:00Z'));
  await page.goto(mapPageUrl(server.url, STORE_LOCATOR_ID));
  const map = mapById(page, STORE_LOCATOR_ID);
  await waitReady(map);
  await map.getByLabel('Search the directory').fill('Seattle');
  await expect(map.locator('.mapsvg-directory-entry', { hasText: 'Seattle store' }).locator('.mapsvg-open-status')).toHaveText('Closed · Opens at 9:00 AM');
  await map.getByLabel('Search the directory').fill('');
  await map.locator('.mapsvg-filters').getByRole('switch', { name: 'Open now' }).check();
  await expect.poll(async () => (await entryTexts(map)).some((text) => text.includes('Seattle store'))).toBe(false);
  const denver = map.locator('.mapsvg-directory-entry', { hasText: 'Denver store' });
  await expect(denver.locator('.mapsvg-open-status')).toHaveText('Open now · Closes at 6:00 PM');
  await denver.click();
  const details = page.getByRole('dialog', { name: 'Details: Denver store' });
  await expect(details.getByRole('link', { name: 'Directions' })).toHaveAttribute('href', /39\.73915,-104\.9847/);
  await expect(details.getByRole('row', { name: /Sunday/ })).toHaveText('SundayClosed');
  // Four categories, four marker images.
  await expect.poll(async () => new Set((await markersOn(map)).map((marker) => marker.src)).size, { timeout: 30_000 }).toBe(4);
});
