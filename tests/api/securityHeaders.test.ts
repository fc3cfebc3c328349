import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './harness';
import { testDrivers } from './drivers';

describe.each(testDrivers().slice(0, 1))('security headers on $name', (driver) => {
  let testApp: TestApp;
  beforeAll(async () => { testApp = await startTestApp(driver); });
  afterAll(async () => { await testApp.close(); });

  it('keeps the product pages and the API out of other sites\' frames and forbids MIME sniffing', async () => {
    for (const url of ['/', '/admin/login', '/wp-json/mapsvg/v1/maps']) {
      const response = await testApp.app.inject({ url });
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['content-security-policy']).toContain("frame-ancestors 'self'");
      expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    }
  });

  it('lets any site frame the embed pages, which exist for that', async () => {
    const response = await testApp.app.inject({ url: `/embed/shortcode?shortcode=${encodeURIComponent('[mapsvg id="1"]')}` });
    expect(response.headers['content-security-policy']).toContain('frame-ancestors *');
    expect(response.headers['x-frame-options']).toBeUndefined();
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });
});
