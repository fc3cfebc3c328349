import { openUsaMapEditor } from './support/admin';
import { expect, test } from './support/fixtures';

test('edits that rebuild the editor preview leave no console warnings or errors (no destroyed-while-bound textures)', async ({ page, server }) => {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning' || message.type() === 'error') problems.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  const { preview } = await openUsaMapEditor(page, server.url);
  await page.getByRole('button', { name: 'Tooltips' }).click();
  const tooltips = page.getByLabel('Tooltips on');
  for (const on of [true, false, true]) {
    await tooltips.setChecked(on);
    // Each edit swaps in a freshly drawn preview and frees the previous one.
    await expect(preview).toHaveAttribute('data-state', 'ready', { timeout: 40_000 });
    await page.waitForTimeout(1_000);
  }
  expect(problems).toEqual([]);
});
