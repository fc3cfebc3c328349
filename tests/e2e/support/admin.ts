import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect } from './fixtures';
import { E2E_ADMIN_PASSWORD } from './server';

const USA_SVG = path.resolve(import.meta.dirname, '../../../fixtures/maps/geo-calibrated-usa.svg');

/** Logs in through the admin's login page as the e2e admin. */
export async function logIn(page: Page, url: string): Promise<void> {
  await page.goto(`${url}/admin/`);
  await page.getByLabel('Username').fill('admin');
  await page.getByLabel('Password').fill(E2E_ADMIN_PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByText('Signed in as admin')).toBeVisible();
}

/** Creates a map from an uploaded copy of the real USA map and returns its id (the editor opens). */
export async function uploadUsaMap(page: Page): Promise<number> {
  await page.getByLabel('Upload an SVG map').setInputFiles(USA_SVG);
  await page.getByRole('button', { name: 'Upload and create' }).click();
  await expect(page).toHaveURL(/#\/maps\/\d+\/editor$/);
  return Number(/#\/maps\/(\d+)\//.exec(page.url())?.[1]);
}
