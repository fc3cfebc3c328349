import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { logIn } from './support/admin';
import { clickTestRegion, hoverTestRegion, mountOptionsMap } from './support/viewerMount';

/**
 * Records every Content-Security-Policy violation of the page (the browser's own event, plus
 * its console report), so a test can assert the pages run unchanged under their policy.
 */
async function watchViolations(page: Page): Promise<() => Promise<string[]>> {
  const reported: string[] = [];
  page.on('console', (message) => { if (/Content Security Policy/i.test(message.text())) reported.push(message.text()); });
  await page.addInitScript(() => {
    const store = window as unknown as { cspViolations: string[] };
    store.cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      store.cspViolations.push(`${event.violatedDirective} blocked ${event.blockedURI || 'inline'}`);
    });
  });
  return async () => [...reported, ...await page.evaluate(() => (window as unknown as { cspViolations?: string[] }).cspViolations ?? [])];
}

test('the demo page, a map with templates and user event handlers, and the admin run under the policy', async ({ page, server }) => {
  const violations = await watchViolations(page);
  const response = await page.goto(`${server.url}/`);
  expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
  // The demo page holds every published map; software WebGL draws them slowly.
  await expect(page.locator('.mapsvg[data-map-id]').first()).toHaveAttribute('data-state', 'ready', { timeout: 40_000 });
  expect(await violations()).toEqual([]);

  // Handlebars templates and a user-defined handler are compiled at run time ('unsafe-eval').
  await mountOptionsMap(page, {
    width: 700, height: 420, responsive: false,
    tooltips: { on: true }, popovers: { on: true, width: 240 },
    actions: { region: { click: { showDetails: false, showPopover: true }, mouseover: { showTooltip: true } } },
    templates: { tooltipRegion: 'Tip: {{id}}', popoverRegion: '<h5>{{id}}</h5>' },
    events: { 'click.region': 'function (event) { document.title = "clicked " + event.region.id; }' },
  });
  await hoverTestRegion(page, 'US-KS');
  await expect(page.getByRole('tooltip')).toHaveText('Tip: US-KS');
  await clickTestRegion(page, 'US-TX');
  await expect(page.getByRole('dialog')).toContainText('US-TX');
  await expect(page).toHaveTitle('clicked US-TX');
  expect(await violations()).toEqual([]);

  await logIn(page, server.url);
  await expect(page.getByRole('cell', { name: 'United States' })).toBeVisible();
  expect(await violations()).toEqual([]);
});

test('markup injected into a page cannot run script', async ({ page, server }) => {
  const violations = await watchViolations(page);
  await page.goto(`${server.url}/`);
  await page.evaluate(() => {
    const probe = document.createElement('div');
    probe.innerHTML = '<img src="data:," onerror="window.injected = true">';
    document.body.append(probe);
  });
  await expect.poll(violations).toContainEqual(expect.stringContaining('script-src'));
  expect(await page.evaluate(() => (window as unknown as { injected?: boolean }).injected)).toBeUndefined();
});
