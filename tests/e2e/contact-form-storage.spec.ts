import { createServer } from 'node:net';
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { E2E_ADMIN_PASSWORD, removeDataDir, startServer } from './support/server';

async function closedPort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const address = probe.address();
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  if (address === null || typeof address === 'string') throw new Error('No port.');
  return address.port;
}

async function sendDemoForm(request: APIRequestContext, url: string): Promise<{ status: string }> {
  const refill = await (await request.get(`${url}/wp-json/contact-form-7/v1/contact-forms/1/refill`)).json();
  const response = await request.post(`${url}/wp-json/contact-form-7/v1/contact-forms/1/feedback`, {
    multipart: {
      _wpcf7: '1', _wpcf7_unit_tag: 'wpcf7-f1-o1', _wpcf7_container_post: '0',
      'your-name': 'Restart Tester', 'your-email': 'tester@example.com', 'your-topic': 'Maps',
      'your-message': 'Keep this message safe.', 'your-quiz': 'Paris',
      '_wpcf7_quiz_answer_your-quiz': refill.quiz['your-quiz'][1], 'your-consent': '1',
    },
  });
  expect(response.ok()).toBe(true);
  return response.json();
}

test('a mail transport failure keeps the submission, and submissions survive a restart', async ({ request }) => {
  const first = await startServer({ env: { SMTP_URL: `smtp://127.0.0.1:${await closedPort()}` } });
  const result = await sendDemoForm(request, first.url);
  expect(result.status).toBe('mail_failed');
  expect(await first.stop('SIGINT')).toBe(0);

  const second = await startServer({ dataDir: first.dataDir });
  const login = await request.post(`${second.url}/wp-json/mapsvg/v1/auth/login`, { data: { username: 'admin', password: E2E_ADMIN_PASSWORD } });
  expect(login.ok()).toBe(true);
  const submissions = await (await request.get(`${second.url}/wp-json/contact-form-7/v1/submissions`)).json();
  expect(submissions).toEqual([expect.objectContaining({ mail_status: 'failed', posted_data: expect.objectContaining({ 'your-name': 'Restart Tester' }) })]);
  expect(await second.stop('SIGTERM')).toBe(0);
  removeDataDir(first.dataDir);
});
